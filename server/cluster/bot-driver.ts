/**
 * Exactly one process drives each match's bots (docs/deploy.md#cluster). A process wants a match's bots
 * driven while a person follows the match through it (or after a restart); it drives them only while it
 * holds the match's lease, renewed every `renewMs`. When the holder dies its lease runs out after `ttlMs`,
 * and the next renewal round of a process that wants the match takes it over: within ttl + renew.
 */
import type { BotRunner } from '../bots/bot-runner';
import type { BotSeat } from '../bots/bot-seat';
import type { Leases } from './leases';

export const LEASE_TTL_MS = 6_000;
export const LEASE_RENEW_MS = 2_000;

export class BotDriver {
  private readonly wanted = new Map<string, BotSeat[]>();
  private readonly held = new Set<string>();
  private readonly timer: NodeJS.Timeout;
  private round: Promise<void> = Promise.resolve();

  constructor(
    private readonly leases: Leases,
    private readonly runner: BotRunner,
    private readonly ttlMs = LEASE_TTL_MS,
    renewMs = LEASE_RENEW_MS,
  ) {
    this.timer = setInterval(() => void this.renewAll(), renewMs);
    this.timer.unref();
  }

  /** This process would drive the match's bots (an empty list forgets the match). */
  want(matchID: string, seats: BotSeat[]): void {
    if (seats.length === 0) return void this.unwant(matchID);
    this.wanted.set(matchID, seats);
    if (this.held.has(matchID)) for (const seat of seats) this.runner.start(seat);
    else void this.claim(matchID);
  }

  /** Nobody here needs the match's bots any more: stop them and give the lease up. */
  unwant(matchID: string): void {
    this.wanted.delete(matchID);
    if (!this.held.delete(matchID)) return;
    this.runner.stopMatch(matchID);
    void this.leases
      .release(`bots:${matchID}`)
      .catch((error: Error) => console.error('[bots] lease release failed:', error.message));
  }

  /** Matches whose bots this process drives now. */
  get driving(): number {
    return this.held.size;
  }

  private async claim(matchID: string): Promise<void> {
    let granted: boolean;
    try {
      granted = await this.leases.acquire(`bots:${matchID}`, this.ttlMs);
    } catch (error) {
      granted = false;
      console.error(`[bots] lease for ${matchID} failed:`, (error as Error).message);
    }
    const seats = this.wanted.get(matchID);
    if (granted && seats) {
      if (!this.held.has(matchID)) this.held.add(matchID);
      for (const seat of seats) this.runner.start(seat);
    } else if (this.held.delete(matchID)) {
      this.runner.stopMatch(matchID);
    }
  }

  /** One renewal round at a time: renew what is held, try to take what is wanted. */
  renewAll(): Promise<void> {
    this.round = this.round
      .then(() => Promise.all([...this.wanted.keys()].map((matchID) => this.claim(matchID))))
      .then(() => undefined);
    return this.round;
  }

  stop(): void {
    clearInterval(this.timer);
    for (const matchID of [...this.held]) this.unwant(matchID);
  }
}
