/**
 * The per-client bot cap (docs/security.md#bot-caps): every request that puts a bot in a seat pays for it
 * from the client address's hourly budget (`LIMIT_BOT_SEATS_PER_CLIENT_PER_HOUR`), whatever kind of bot it
 * is: a bot seat added by the creator, the stand-in that takes over the seat of a player who leaves, and
 * the bot seats a rematch copies. A spent budget refuses the request with 429 and the seconds to wait.
 * Stand-ins that come without a request (a turn clock ran out, a player stayed away past the grace period)
 * have no client to charge; they, like every bot seat, count against the server-wide cap, which the
 * BotRunner enforces (server/bots/bot-runner.ts).
 */
import type { Context } from 'koa';
import type { Limits } from '../guards/limits';
import { HttpError } from '../http/http-error';
import { localBuckets, type Buckets, type BucketsFactory } from '../guards/rate-limit';

export class BotCaps {
  private readonly perClient: Buckets;

  constructor(limits: Limits, buckets: BucketsFactory = localBuckets) {
    this.perClient = buckets('bot-seats', limits.botSeatsPerClientPerHour / 3600, limits.botSeatsPerClientPerHour);
  }

  /** Takes `count` bot seats from the budget of the request's client address, or throws a 429. */
  async charge(ctx: Pick<Context, 'ip'>, count: number): Promise<void> {
    if (count <= 0) return;
    const wait = await this.perClient.take(ctx.ip || 'unknown', count);
    if (wait > 0) throw new HttpError(429, `too many bots added from here; try again in ${wait} s`);
  }
}
