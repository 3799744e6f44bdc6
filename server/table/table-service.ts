/**
 * The running side of the table (table-state.ts holds the rules): it computes the turn clocks with every
 * committed move, gives a disconnected player a grace deadline, arms a timer for every deadline stored with
 * a match (also after a restart), and when one passes, has a bot of the table's level stand in for the seat
 * (for one move when a clock ran out). A player who syncs again with their own credentials reclaims the
 * seat at once and the bot steps back.
 *
 * Several processes may arm the same deadline: the takeover is one atomic metadata change that checks the
 * deadline is still the one armed, so only one process starts the bot. The same holds for a turn-based
 * table's reminder (`reminded` is set in one atomic change), and a seat whose turn came with a move is
 * told by the process that committed it (`notify`, the push notifications of server/push/).
 *
 * Downtime is nobody's time: before a deadline is armed, clocked or checked, the table is caught up with the
 * database's outage time (`pausedMs`, clock-heartbeat.ts; table-state.ts `resumed`).
 */
import type { Ctx, Server } from 'boardgame.io';
import { seatKey } from '../bots/bot-seat';
import type { MatchStore, MetadataChange } from '../storage/match-store';
import type { MatchQueue } from '../queue/match-queue';
import { randomBytes } from 'node:crypto';
import {
  afterOneMove,
  allSeated,
  toPlayAfter,
  clocksAfter,
  deadlinesOf,
  graceAfter,
  newlyToPlay,
  reminderLeadMs,
  withReminded,
  type DeadlineKind,
  reclaim,
  resumed,
  standIn,
  tableOf,
  takeOver,
  type TakeoverReason,
} from './table-state';

/** The longest delay setTimeout takes (about 24.8 days); a later deadline is re-armed when it comes. */
const MAX_DELAY_MS = 2 ** 31 - 1;

const newBotCredentials = () => randomBytes(16).toString('base64url');

export interface TableDeps {
  db: MatchStore;
  queue: MatchQueue;
  /** Drives the bot seats the metadata lists (stand-ins included), through the bot driver's lease. */
  drive(gameName: string, matchID: string, metadata: Server.MatchData): void;
  /** Stops one bot seat (by `seatKey`) at once. */
  stopBot(key: string): void;
  /** Sends every follower of the match its new public seats (boardgame.io's `matchData`). */
  publish(gameName: string, matchID: string, metadata: Server.MatchData): void;
  /** Tells these seats' devices it is their turn, or that little time is left (must return at once). */
  notify?(
    gameName: string,
    matchID: string,
    metadata: Server.MatchData,
    seats: string[],
    kind: 'turn' | 'reminder',
  ): void;
  /**
   * The database's outage time (table/clock-heartbeat.ts): every deadline is extended by what its table does
   * not include yet before it is armed or clocked (table-state.ts `resumed`). None when absent.
   */
  pausedMs?(): number;
}

/** What the match engine asks of the table (all optional for the engine). */
export interface TableHooks {
  /** The metadata change committed with a move, and what to do once it is published. */
  commitChange(
    gameName: string,
    matchID: string,
    mover: string,
    ctx: Ctx,
  ): { change: MetadataChange; committed(): void };
  /** Applied inside the connection-status change of a seat. */
  presenceChange(metadata: Server.MatchData, seat: string, connected: boolean): Server.MatchData;
  /** After a connection-status change was stored. */
  presenceChanged(gameName: string, matchID: string, metadata: Server.MatchData): void;
  /**
   * A socket joined a seat with these (already checked) credentials; `metadata` is what the engine read for
   * the join (every change made here is atomic on the stored metadata).
   */
  seatSynced(
    gameName: string,
    matchID: string,
    seat: string,
    credentials: string | undefined,
    metadata: Server.MatchData,
  ): Promise<void>;
  /** Another process (or this one) stored new deadlines for a match this process follows: arm them here too. */
  tableChanged(gameName: string, matchID: string): Promise<void>;
}

export class TableService implements TableHooks {
  private timers = new Map<string, NodeJS.Timeout[]>();
  /** After stopAll (the server stops): nothing is armed any more, so no deadline fires on a closed storage. */
  private stopped = false;

  constructor(private readonly deps: TableDeps) {}

  /** The metadata with its running deadlines extended by the outages they do not include yet. */
  private current(metadata: Server.MatchData): Server.MatchData {
    return resumed(metadata, this.deps.pausedMs?.() ?? 0);
  }

  commitChange(gameName: string, matchID: string, mover: string, ctx: Ctx) {
    let before: Server.MatchData | undefined;
    let after: Server.MatchData | undefined;
    const change: MetadataChange = (metadata) => {
      before = metadata;
      const now = this.current(metadata);
      after = clocksAfter(toPlayAfter(afterOneMove(now, mover, ctx), ctx), ctx, mover, Date.now());
      return after;
    };
    const committed = () => {
      if (!before || !after || after === before) return;
      this.deps.notify?.(gameName, matchID, after, newlyToPlay(before, after, mover), 'turn');
      const steppedBack = standIn(before.players[Number(mover)]) && !standIn(after.players[Number(mover)]);
      if (steppedBack) this.stepBack(gameName, matchID, mover, after);
      const clocked = tableOf(after).clock.mode !== 'off';
      if (clocked || this.timers.has(matchID)) this.arm(gameName, matchID, after);
      // Only what seats show changed (a running clock, a bot stepping back) is sent to every follower.
      if (clocked || steppedBack) this.deps.publish(gameName, matchID, after);
    };
    return { change, committed };
  }

  presenceChange(metadata: Server.MatchData, seat: string, connected: boolean): Server.MatchData {
    return graceAfter(this.current(metadata), seat, connected, Date.now());
  }

  presenceChanged(gameName: string, matchID: string, metadata: Server.MatchData): void {
    this.arm(gameName, matchID, metadata);
  }

  async seatSynced(
    gameName: string,
    matchID: string,
    seat: string,
    credentials: string | undefined,
    metadata: Server.MatchData,
  ): Promise<void> {
    const { db } = this.deps;
    const player = metadata.players[Number(seat)];
    if (standIn(player) && credentials === player?.credentials) {
      const updated = await db.updateMetadata(matchID, (m) =>
        m.players[Number(seat)]?.credentials === credentials ? reclaim(m, seat) : m,
      );
      if (updated) this.stepBack(gameName, matchID, seat, updated);
      if (updated) this.deps.publish(gameName, matchID, updated);
      return;
    }
    await this.startTable(gameName, matchID, seat, metadata);
  }

  /**
   * The server seated every player of a match itself (a quick-play or tournament table): nobody is at the
   * board yet, so every seat to play is told of its first turn, the first player's included.
   */
  async seatedByServer(gameName: string, matchID: string, metadata: Server.MatchData): Promise<void> {
    await this.startTable(gameName, matchID, undefined, metadata);
  }

  /**
   * When every seat is taken and someone sits down to play: the clocks start, and the seats to play are
   * recorded and told (the first turn comes to them; the seat that just sat down, if any, is at the board).
   */
  private async startTable(
    gameName: string,
    matchID: string,
    seat: string | undefined,
    metadata: Server.MatchData,
  ): Promise<void> {
    // Once started (the seats to play recorded), a clock set since applies from the next move (table-options.ts).
    if (!allSeated(metadata) || metadata.gameover !== undefined || tableOf(metadata).toPlay !== undefined) return;
    const { state } = await this.deps.db.fetch(matchID, { state: true });
    if (!state) return;
    let before: Server.MatchData | undefined;
    const updated = await this.deps.db.updateMetadata(matchID, (m) => {
      before = m;
      if (tableOf(m).toPlay !== undefined) return m;
      return clocksAfter(toPlayAfter(this.current(m), state.ctx), state.ctx, undefined, Date.now());
    });
    if (!updated || !before || updated === before) return;
    this.deps.notify?.(gameName, matchID, updated, newlyToPlay(before, updated, seat), 'turn');
    if (tableOf(updated).clock.mode === 'off') return;
    this.arm(gameName, matchID, updated);
    this.deps.publish(gameName, matchID, updated);
  }

  /** A bot stands in for a seat now (the player left); it starts playing at once. */
  leaveChange(seat: string): { change: MetadataChange; credentials: string } {
    const credentials = newBotCredentials();
    return { change: (m) => takeOver(m, seat, 'left', credentials), credentials };
  }

  /** After a stand-in was stored: its bot starts, timers follow the metadata, and every seat is told. */
  stoodIn(gameName: string, matchID: string, seat: string, metadata: Server.MatchData): void {
    if (standIn(metadata.players[Number(seat)])) this.deps.drive(gameName, matchID, metadata);
    this.arm(gameName, matchID, metadata);
    this.deps.publish(gameName, matchID, metadata);
  }

  async tableChanged(gameName: string, matchID: string): Promise<void> {
    const { metadata } = await this.deps.db.fetch(matchID, { metadata: true });
    if (metadata) this.arm(gameName, matchID, metadata);
  }

  /** Arms one timer per deadline of the match (replacing those armed before). */
  arm(gameName: string, matchID: string, metadata: Server.MatchData): void {
    this.disarm(matchID);
    if (metadata.gameover !== undefined || this.stopped) return;
    const timers = deadlinesOf(this.current(metadata)).map((deadline) => {
      const delay = Math.min(MAX_DELAY_MS, Math.max(0, deadline.at - Date.now()));
      const timer = setTimeout(
        () => void this.deps.queue.run(matchID, () => this.expire(gameName, matchID, deadline)),
        delay,
      );
      timer.unref();
      return timer;
    });
    if (timers.length > 0) this.timers.set(matchID, timers);
  }

  disarm(matchID: string): void {
    for (const timer of this.timers.get(matchID) ?? []) clearTimeout(timer);
    this.timers.delete(matchID);
  }

  /** Matches with armed deadlines (for tests and stats). */
  get armed(): number {
    return this.timers.size;
  }

  stopAll(): void {
    this.stopped = true;
    for (const matchID of [...this.timers.keys()]) this.disarm(matchID);
  }

  private async expire(
    gameName: string,
    matchID: string,
    deadline: { seat: string; at: number; kind: DeadlineKind },
  ): Promise<void> {
    if (deadline.at > Date.now()) {
      const { metadata } = await this.deps.db.fetch(matchID, { metadata: true });
      if (metadata) this.arm(gameName, matchID, metadata);
      return;
    }
    if (deadline.kind === 'reminder') return this.remind(gameName, matchID, deadline.seat);
    const reason: TakeoverReason = deadline.kind === 'clock' ? 'clock' : 'disconnected';
    const credentials = newBotCredentials();
    let changed = false;
    const metadata = await this.deps.db.updateMetadata(matchID, (stored) => {
      const m = this.current(stored);
      const table = tableOf(m);
      const current = deadline.kind === 'clock' ? table.deadlines[deadline.seat] : table.grace[deadline.seat];
      if (current !== deadline.at) return stored;
      const next = takeOver(m, deadline.seat, reason, credentials);
      changed = next !== m;
      return changed ? next : stored;
    });
    if (metadata && changed) this.stoodIn(gameName, matchID, deadline.seat, metadata);
  }

  /** A turn-based seat has little time left: it is told once (the first process to mark it tells it). */
  private async remind(gameName: string, matchID: string, seat: string): Promise<void> {
    let changed = false;
    const metadata = await this.deps.db.updateMetadata(matchID, (stored) => {
      const m = this.current(stored);
      const table = tableOf(m);
      const deadline = table.deadlines[seat];
      const due = deadline !== undefined && deadline - (reminderLeadMs(table.clock) ?? 0) <= Date.now();
      const next = due ? withReminded(m, seat, deadline) : m;
      changed = next !== m;
      return changed ? next : stored;
    });
    if (!metadata || !changed) return;
    this.arm(gameName, matchID, metadata);
    const player = metadata.players[Number(seat)];
    if (!standIn(player)) this.deps.notify?.(gameName, matchID, metadata, [seat], 'reminder');
  }

  /** The seat's stand-in bot stops; the match's other bots play on. */
  private stepBack(gameName: string, matchID: string, seat: string, metadata: Server.MatchData): void {
    this.deps.stopBot(seatKey({ game: gameName, matchID, playerID: seat }));
    this.deps.drive(gameName, matchID, metadata);
  }
}
