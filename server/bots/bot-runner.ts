/**
 * Bots in online matches. Each bot seat is a headless boardgame.io client that connects to this
 * server over socket.io with the seat's own credentials, exactly as a browser does: it receives only
 * its seat's playerView, decides on that, and sends ordinary moves. It cannot see more than a player.
 *
 * `decide` turns (game, the seat's state, seat, level) into a move; each seat's loop (bot-seat-loop.ts)
 * acts on every state the server sends while its seat is active, retries until its move takes effect, and
 * stops when the match ends. The runner counts, starts and stops seats.
 *
 * The server-wide cap (`LIMIT_BOT_SEATS`, docs/security.md#bot-caps) holds here, where every kind of bot
 * seat starts: added by a creator, copied by a rematch, or standing in for a player (after a leave, a turn
 * clock, the grace period). A seat that would pass it waits, first come first served, and starts as soon
 * as another bot seat stops (its game ended, or nobody watches it any more): its game waits, but is never
 * stalled for good, and the player it stands in for may come back and play on in the meantime.
 */
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { seatKey, type BotSeat, type Decide } from './bot-seat';
import { DEFAULT_RETRY, SeatLoop, type RetryPolicy } from './bot-seat-loop';
import { INTERNAL_HEADER } from '../guards/socket-cap';

export interface BotRunnerDeps {
  /** The server the bots connect to (known once it listens). */
  serverUrl: () => string;
  games: Game[];
  decide: Decide;
  /** How a seat retries a move that did not take effect (default: bot-seat-loop.ts DEFAULT_RETRY). */
  retry?: RetryPolicy;
  /** Bot seats that may run at once; more wait (default: no cap). */
  maxSeats?: number;
  /** Sent by each bot socket (header `x-server-bot`, server/guards/socket-cap.ts) so the server's per-client caps do not count its own bots as one client. */
  internalKey?: string;
}

export class BotRunner {
  private seats = new Map<string, { seat: BotSeat; loop: SeatLoop }>();
  /** Seats waiting for a free place under the cap, oldest first. */
  private queued = new Map<string, BotSeat>();

  private readonly serverUrl: () => string;
  private readonly games: Game[];
  private readonly decide: Decide;
  private readonly retry: RetryPolicy;
  private readonly maxSeats: number;
  private readonly internalKey?: string;

  constructor(deps: BotRunnerDeps) {
    this.serverUrl = deps.serverUrl;
    this.games = deps.games;
    this.decide = deps.decide;
    this.retry = deps.retry ?? DEFAULT_RETRY;
    this.maxSeats = deps.maxSeats ?? Infinity;
    this.internalKey = deps.internalKey;
  }

  /** Connects a bot to its seat (once; a second call for the same seat does nothing), or queues it at the cap. */
  start(seat: BotSeat): void {
    const key = seatKey(seat);
    const game = this.games.find((g) => g.name === seat.game);
    if (!game || this.seats.has(key)) return;
    if (this.seats.size >= this.maxSeats) {
      if (!this.queued.has(key))
        console.warn(`[bots] ${key} waits: ${this.seats.size} bot seats run already (LIMIT_BOT_SEATS)`);
      this.queued.set(key, seat);
      return;
    }
    this.queued.delete(key);
    const client = Client({
      game,
      matchID: seat.matchID,
      playerID: seat.playerID,
      credentials: seat.credentials,
      multiplayer: SocketIO({
        server: this.serverUrl(),
        socketOpts: {
          transports: ['websocket'],
          ...(this.internalKey ? { extraHeaders: { [INTERNAL_HEADER]: this.internalKey } } : {}),
        },
      }),
      debug: false,
    });
    const loop = new SeatLoop(
      client,
      game,
      seat,
      this.decide,
      this.retry,
      () => this.resync(seat.matchID),
      () => this.stop(key),
    );
    this.seats.set(key, { seat, loop });
    loop.start();
  }

  /** Disconnects one bot seat (by `seatKey`), or takes it out of the queue; it resumes only if started again. */
  stop(key: string): void {
    this.queued.delete(key);
    const running = this.seats.get(key);
    if (!running) return;
    running.loop.stop();
    this.seats.delete(key);
    const next = this.queued.values().next();
    if (!next.done) this.start(next.value);
  }

  /** Disconnects every bot seat of a match (e.g. when the match expires). */
  stopMatch(matchID: string): void {
    for (const [key, seat] of this.queued) if (seat.matchID === matchID) this.queued.delete(key);
    for (const [key, { seat }] of this.seats) if (seat.matchID === matchID) this.stop(key);
  }

  /** Asks the server for a fresh state for every bot seat of a match. */
  private resync(matchID: string): void {
    for (const { seat, loop } of this.seats.values()) if (seat.matchID === matchID) loop.resync();
  }

  /** Bot seats running in this server process. */
  get running(): number {
    return this.seats.size;
  }

  /** Bot seats waiting for a place under the cap. */
  get waiting(): number {
    return this.queued.size;
  }

  stopAll(): void {
    this.queued.clear();
    for (const key of [...this.seats.keys()]) this.stop(key);
  }
}
