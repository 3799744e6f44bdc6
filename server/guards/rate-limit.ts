/**
 * Token buckets: `take(key, cost)` says whether `key` may act now, and if not, how many seconds until it may.
 * Used per client address in the lobby and per socket for packets and chat. Memory is bounded: buckets that
 * are full again are forgotten, and the map never holds more than `maxKeys` buckets (the oldest go first).
 */
/** Anything that hands out tokens like RateLimiter: in a cluster, buckets shared over Redis (cluster/shared-buckets.ts). */
export interface Buckets {
  take(key: string, cost?: number): number | Promise<number>;
}

/** Makes the buckets of one limit: `perSecond` tokens come back each second, up to `burst`. */
export type BucketsFactory = (name: string, perSecond: number, burst: number) => Buckets;

/** Buckets in this process only. */
export const localBuckets: BucketsFactory = (_name, perSecond, burst) => new RateLimiter(perSecond, burst);

export class RateLimiter implements Buckets {
  private buckets = new Map<string, { tokens: number; at: number }>();

  /** `perSecond` tokens come back each second, up to `burst`. */
  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly maxKeys = 100_000,
  ) {}

  /** `count` a minute, all of which may come at once. */
  static perMinute(count: number, burst = count): RateLimiter {
    return new RateLimiter(count / 60, burst);
  }

  /** 0 when allowed (and the tokens are taken), else the seconds to wait. */
  take(key: string, cost = 1, now = Date.now()): number {
    const bucket = this.buckets.get(key);
    const tokens = bucket
      ? Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond)
      : this.burst;
    if (tokens < cost) return Math.ceil((cost - tokens) / this.perSecond);
    this.buckets.delete(key);
    if (tokens - cost < this.burst) this.buckets.set(key, { tokens: tokens - cost, at: now });
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value as string);
    return 0;
  }
}
