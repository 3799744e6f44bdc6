/**
 * One bot seat's play loop over its boardgame.io client: decide on the state the server last sent, send
 * the move, and make sure it took effect. A move took effect when the server sends a later state. Until
 * then (the write failed, the packet was lost, the server was down) the seat waits with exponential
 * backoff, then asks for a fresh sync of every bot seat of its match (the failed move may have misled
 * them too) and acts again on the state the sync brings, even if it acted on that same state before; if
 * no sync comes, it asks again after a longer wait. A failed decision and a reconnect are retried the same way.
 *
 * The client applies its own moves optimistically, so the loop tracks the state ids the server sent and
 * only acts on a state the server sent, never on its own guess.
 */
import type { Game, State } from 'boardgame.io';
import type { Client } from 'boardgame.io/client';
import type { BotMove, BotSeat, Decide } from './bot-seat';

export interface RetryPolicy {
  /** Wait this long for a move to take effect before the first resync. */
  firstMs: number;
  /** The backoff doubles per failed attempt up to this. */
  maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { firstMs: 1_500, maxMs: 5_000 };

type BoardgameClient = ReturnType<typeof Client>;
/** What boardgame.io's transport hands the client: sync, update, patch, matchData or chat. */
interface TransportData {
  type: string;
  args: unknown[];
}
interface ClientTransport {
  transportDataCallback: (data: TransportData) => void;
  requestSync(): void;
}

function isActive(state: State, playerID: string): boolean {
  const { ctx } = state;
  if (ctx.gameover) return false;
  return ctx.activePlayers ? playerID in ctx.activePlayers : ctx.currentPlayer === playerID;
}

/** The state id the server sent in a transport message, when the client took that state in. */
function serverStateID(data: TransportData, before: number | undefined, after: number | undefined): number | undefined {
  if (data.type === 'sync') return (data.args[1] as { state?: State } | undefined)?.state?._stateID;
  if (data.type === 'update') {
    const id = (data.args[1] as State | undefined)?._stateID;
    return id !== undefined && (before === undefined || id >= before) ? id : undefined;
  }
  if (data.type === 'patch') return after !== before ? after : undefined;
  return undefined;
}

export class SeatLoop {
  /** The last state id the server sent (-1 before the first sync). */
  private serverStateID = -1;
  /** The server state id this seat moved (or failed to decide) at, until a later state arrives or the retry fires. */
  private movedAt: number | undefined;
  /** The server state id this seat last moved (or failed to decide) at: a later state resets the backoff. */
  private lastMovedAt = -1;
  private attempt = 0;
  private timer: NodeJS.Timeout | undefined;
  private thinking = false;
  /** A resync was asked for: act only on what it brings, not on the state held before it. */
  private awaitingSync = false;
  private connected = false;
  private stopped = false;

  constructor(
    private readonly client: BoardgameClient,
    private readonly game: Game,
    private readonly seat: BotSeat,
    private readonly decide: Decide,
    private readonly retry: RetryPolicy,
    /** Asks for a fresh sync of every bot seat of this match (a failed move may have misled them too). */
    private readonly resyncMatch: () => void,
    private readonly onGameOver: () => void,
  ) {}

  private get transport(): ClientTransport {
    return (this.client as unknown as { transport: ClientTransport }).transport;
  }

  start(): void {
    const transport = this.transport;
    const deliver = transport.transportDataCallback;
    transport.transportDataCallback = (data) => {
      const before = this.client.getState()?._stateID;
      deliver(data);
      const id = serverStateID(data, before, this.client.getState()?._stateID);
      if (id !== undefined) this.sawServerState(id);
    };
    this.client.subscribe((state) => {
      const connected = Boolean(state?.isConnected);
      // A move sent just before the socket dropped may be lost: act again on the sync that reconnecting brings.
      if (connected && !this.connected) {
        this.movedAt = undefined;
        this.awaitingSync = true;
        this.armRetry();
      }
      this.connected = connected;
      this.schedule();
    });
    this.client.start();
  }

  /** Asks the server for this seat's current state. */
  resync(): void {
    if (!this.stopped) this.transport.requestSync();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.client.stop();
  }

  private sawServerState(id: number): void {
    this.serverStateID = id;
    this.awaitingSync = false;
    if (id > this.lastMovedAt) this.attempt = 0;
    if (this.movedAt !== undefined && id <= this.movedAt) return;
    this.movedAt = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Acts after the current message is fully handled (subscribers run inside the client's dispatch). */
  private schedule(): void {
    queueMicrotask(() => void this.act());
  }

  private armRetry(): void {
    clearTimeout(this.timer);
    const delay = Math.min(this.retry.maxMs, this.retry.firstMs * 2 ** this.attempt);
    this.timer = setTimeout(() => this.retryNow(delay), delay);
    this.timer.unref();
  }

  /** Nothing took effect in time: resync the match and act on what it brings; ask again later if nothing comes. */
  private retryNow(waited: number): void {
    if (this.stopped) return;
    console.warn(
      `[bots] ${this.seat.matchID}/${this.seat.playerID}: no new state ${waited} ms after acting, resyncing (attempt ${this.attempt + 1})`,
    );
    this.attempt++;
    this.movedAt = undefined;
    this.awaitingSync = true;
    this.resyncMatch();
    this.armRetry();
  }

  private async act(): Promise<void> {
    if (this.stopped || this.thinking || this.awaitingSync || this.movedAt !== undefined) return;
    const state = this.client.getState();
    if (!state || state._stateID !== this.serverStateID) return;
    if (state.ctx.gameover) return this.onGameOver();
    if (!isActive(state, this.seat.playerID)) return;
    this.thinking = true;
    let decision: BotMove;
    try {
      decision = await this.decide(this.game, state, this.seat.playerID, this.seat.level);
    } catch (error) {
      if (this.stopped) return;
      console.error(`[bots] ${this.seat.matchID}/${this.seat.playerID} could not decide:`, error);
      this.movedAt = this.lastMovedAt = state._stateID;
      this.armRetry();
      return;
    } finally {
      this.thinking = false;
    }
    if (this.stopped) return;
    if (this.serverStateID !== state._stateID || this.movedAt !== undefined) return this.schedule();
    this.movedAt = this.lastMovedAt = state._stateID;
    this.armRetry();
    const move = this.client.moves[decision.move];
    if (move) move(...(decision.args ?? []));
    else console.error(`[bots] ${this.seat.matchID}/${this.seat.playerID} decided on an unknown move ${decision.move}`);
  }
}
