/**
 * Leases: which server process does a piece of work that must run once for the whole cluster, such as
 * driving a match's bots (docs/deploy.md#cluster). A lease is held for `ttlMs` and renewed while its process
 * lives; when the process dies, it runs out and another process takes it. One process needs no Redis:
 * `LocalLeases` always grants.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface Leases {
  /** Takes the lease on `key`, or renews it when this process holds it; false when another process does. */
  acquire(key: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up, if this process holds it. */
  release(key: string): Promise<void>;
}

export class LocalLeases implements Leases {
  async acquire(): Promise<boolean> {
    return true;
  }

  async release(): Promise<void> {}
}

/** Take or renew in one step: the key is set to our owner id unless another owner holds it. */
const ACQUIRE = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if holder then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export class RedisLeases implements Leases {
  /** This process, as lease holders know it. */
  readonly owner = randomUUID();

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'lease:',
  ) {}

  async acquire(key: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.eval(ACQUIRE, 1, this.prefix + key, this.owner, String(ttlMs))) === 1;
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.prefix + key, this.owner);
  }
}
