/**
 * Bots in online matches. Each bot seat is a headless boardgame.io client that connects to this
 * server over socket.io with the seat's own credentials, exactly as a browser does: it receives only
 * its seat's playerView, decides on that, and sends ordinary moves. It cannot see more than a player.
 *
 * `decide` turns (game, the seat's state, seat, level) into a move; each seat's loop (bot-seat-loop.ts)
 * acts on every state the server sends while its seat is active, retries until its move takes effect, and
 * stops when the match ends. The runner counts, starts and stops seats.
 */
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { seatKey, type BotSeat, type Decide } from './bot-seat';
import { DEFAULT_RETRY, SeatLoop, type RetryPolicy } from './bot-seat-loop';

export class BotRunner {
  private seats = new Map<string, { seat: BotSeat; loop: SeatLoop }>();

  constructor(
    private serverUrl: () => string,
    private games: Game[],
    private decide: Decide,
    private retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  /** Connects a bot to its seat (once; a second call for the same seat does nothing). */
  start(seat: BotSeat): void {
    const key = seatKey(seat);
    const game = this.games.find((g) => g.name === seat.game);
    if (!game || this.seats.has(key)) return;
    const client = Client({
      game,
      matchID: seat.matchID,
      playerID: seat.playerID,
      credentials: seat.credentials,
      multiplayer: SocketIO({ server: this.serverUrl(), socketOpts: { transports: ['websocket'] } }),
      debug: false,
    });
    const loop = new SeatLoop(client, game, seat, this.decide, this.retry, () => this.resync(seat.matchID), () => this.stop(key));
    this.seats.set(key, { seat, loop });
    loop.start();
  }

  /** Disconnects one bot seat (by `seatKey`); it resumes only if started again. */
  stop(key: string): void {
    this.seats.get(key)?.loop.stop();
    this.seats.delete(key);
  }

  /** Disconnects every bot seat of a match (e.g. when the match expires). */
  stopMatch(matchID: string): void {
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

  stopAll(): void {
    for (const key of [...this.seats.keys()]) this.stop(key);
  }
}
