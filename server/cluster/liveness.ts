/**
 * Which server processes of a cluster are alive (docs/deploy.md#cluster). Each process keeps a key of its own
 * in Redis that expires after `ttlMs` and is renewed every `renewMs`; a seat shown online through a process
 * whose key has expired was left behind by a process that died, and whichever process notices shows it
 * offline (MatchEngine.sweepPresence), so the grace period and a stand-in bot follow as for any player who
 * leaves. One process alone needs none of this.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

const LIVENESS_TTL_MS = 6_000;
const LIVENESS_RENEW_MS = 2_000;

/** What the match engine needs to know of the cluster's processes. */
export interface ProcessLiveness {
  /** This process, as the seats it shows online name it (`connectedVia`). */
  readonly self: string;
  /** The processes among `owners` that are alive. */
  alive(owners: string[]): Promise<Set<string>>;
}

export class Liveness implements ProcessLiveness {
  readonly self = randomUUID();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly ttlMs = LIVENESS_TTL_MS,
    renewMs = LIVENESS_RENEW_MS,
  ) {
    this.timer = setInterval(
      () =>
        void this.beat().catch((error: Error) => console.error('[cluster] liveness renewal failed:', error.message)),
      renewMs,
    );
    this.timer.unref();
  }

  /** Renews this process's key (also called once before the process serves anyone). */
  async beat(): Promise<void> {
    await this.redis.set(`alive:${this.self}`, '1', 'PX', this.ttlMs);
  }

  /** The processes among `owners` whose key has not expired. */
  async alive(owners: string[]): Promise<Set<string>> {
    if (owners.length === 0) return new Set();
    const values = await this.redis.mget(owners.map((owner) => `alive:${owner}`));
    return new Set(owners.filter((_, i) => values[i] !== null));
  }

  /** Stops renewing and drops the key: this process's seats are shown offline at the next sweep elsewhere. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.redis.del(`alive:${this.self}`).catch(() => undefined);
  }
}
