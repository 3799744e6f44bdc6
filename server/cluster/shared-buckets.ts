/**
 * Token buckets shared by every process of a cluster (docs/deploy.md#cluster), for the lobby's per-address
 * limits: with buckets per process, a client spreading its requests over N processes would get N times
 * the limit. Each bucket is a Redis hash changed by one script, on Redis's clock, so all processes draw from
 * the same tokens; it expires once it would be full again. Should Redis fail, the process's own bucket
 * answers instead (still limited, per process), so the lobby keeps working.
 */
import type { Redis } from 'ioredis';
import { RateLimiter, type Buckets } from '../guards/rate-limit';

/** KEYS[1]: the bucket; ARGV: tokens per second, burst, cost. Answers 0 (taken) or the seconds to wait. */
const TAKE = `
local perSecond, burst, cost = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = burst
if bucket[1] then tokens = math.min(burst, tonumber(bucket[1]) + (now - tonumber(bucket[2])) / 1000 * perSecond) end
if tokens < cost then return math.ceil((cost - tokens) / perSecond) end
tokens = tokens - cost
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / perSecond * 1000) + 1000)
return 0`;

export class SharedBuckets implements Buckets {
  private readonly local: RateLimiter;

  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.local = new RateLimiter(perSecond, burst);
  }

  async take(key: string, cost = 1): Promise<number> {
    try {
      return Number(
        await this.redis.eval(
          TAKE,
          1,
          `bucket:${this.name}:${key}`,
          String(this.perSecond),
          String(this.burst),
          String(cost),
        ),
      );
    } catch (error) {
      console.error(
        `[cluster] shared rate limit ${this.name} failed, limiting in this process:`,
        (error as Error).message,
      );
      return this.local.take(key, cost);
    }
  }
}
