/**
 * A seat's online/offline status, made cheap to change (docs/security.md#presence). Each change is a metadata
 * write and a broadcast to the whole match, so a client that connects, syncs and closes in a loop must not
 * cause one per loop:
 * - a seat whose last socket in this process closed stays shown online for `settleMs`; a socket that takes
 *   the seat again within it writes nothing (a reload, a flaky network, or a flapping client);
 * - what this process last wrote for a seat is remembered, so a seat already shown online is not written
 *   again;
 * - each seat may change at most `perMinute` times a minute; a change past that is not dropped but written
 *   when the seat's budget allows, as whatever the seat should show by then.
 * Only seats with a socket here or a change pending are remembered.
 */
import { RateLimiter } from '../guards/rate-limit';

export interface PresenceDeps {
  /** Whether a socket of this process holds the seat now. */
  held(matchID: string, playerID: string): boolean;
  /** Writes the seat's status (and tells the match if it changed). Called inside the match's queue. */
  write(matchID: string, playerID: string, connected: boolean): Promise<void>;
  /** Runs a task in the match's queue. */
  run(matchID: string, task: () => Promise<void>): void;
}

interface SeatPresence {
  /** What this process last wrote (undefined: not known). */
  shown?: boolean;
  timer?: NodeJS.Timeout;
}

export const DEFAULT_SETTLE_MS = 1_500;
/** Changes a seat may make at once before its per-minute budget applies. */
const BURST = 6;

export class PresenceBoard {
  private readonly seats = new Map<string, SeatPresence>();
  private readonly budget: RateLimiter;
  private stopped = false;

  constructor(
    private readonly deps: PresenceDeps,
    private readonly settleMs = DEFAULT_SETTLE_MS,
    perMinute = 12,
  ) {
    this.budget = new RateLimiter(perMinute / 60, Math.min(BURST, perMinute));
  }

  /** A socket of this process took the seat (called inside the match's queue). */
  async online(matchID: string, playerID: string): Promise<void> {
    const seat = this.seat(matchID, playerID);
    clearTimeout(seat.timer);
    seat.timer = undefined;
    if (seat.shown === true) return;
    await this.settle(matchID, playerID);
  }

  /** The last socket of this process on the seat went away: the seat shows offline once it settled. */
  offline(matchID: string, playerID: string): void {
    this.schedule(matchID, playerID, this.settleMs);
  }

  /** Seats remembered (held here or with a change pending). */
  get size(): number {
    return this.seats.size;
  }

  /** Forgets every pending change and takes no more (the server stops). */
  stop(): void {
    this.stopped = true;
    for (const seat of this.seats.values()) clearTimeout(seat.timer);
    this.seats.clear();
  }

  private seat(matchID: string, playerID: string): SeatPresence {
    const key = `${matchID}/${playerID}`;
    let seat = this.seats.get(key);
    if (!seat) this.seats.set(key, (seat = {}));
    return seat;
  }

  private schedule(matchID: string, playerID: string, ms: number): void {
    if (this.stopped) return;
    const seat = this.seat(matchID, playerID);
    clearTimeout(seat.timer);
    seat.timer = setTimeout(() => this.deps.run(matchID, () => this.settle(matchID, playerID)), ms);
    seat.timer.unref();
  }

  /** Writes what the seat should show now when it differs from what was written and its budget allows; else later. */
  private async settle(matchID: string, playerID: string): Promise<void> {
    const key = `${matchID}/${playerID}`;
    const seat = this.seat(matchID, playerID);
    seat.timer = undefined;
    const want = this.deps.held(matchID, playerID);
    if (seat.shown !== want) {
      const wait = this.budget.take(key);
      if (wait > 0) return this.schedule(matchID, playerID, wait * 1000);
      seat.shown = want;
      try {
        await this.deps.write(matchID, playerID, want);
      } catch (error) {
        seat.shown = undefined;
        throw error;
      }
    }
    if (!want && !seat.timer && !this.deps.held(matchID, playerID)) this.seats.delete(key);
  }
}
