/**
 * Joins the process's peers, if any: one process alone keeps broadcasts, leases and the lobby's
 * per-address limits in memory; with REDIS_URL, several processes on one PostgreSQL share them over
 * Redis and tell each other they are alive (docs/deploy.md#cluster). `M` is the broadcast message type.
 */
import { InProcessPubSub } from './in-process-pubsub';
import { localBuckets, type BucketsFactory } from '../guards/rate-limit';
import { LocalLeases, RedisLeases, type Leases } from './leases';
import { Liveness } from './liveness';
import { RedisPubSub } from './redis-pubsub';
import { SharedBuckets } from './shared-buckets';

export interface Cluster<M> {
  pubSub: InProcessPubSub<M> | RedisPubSub<M>;
  leases: Leases;
  /** Several processes: which are alive (absent for one process alone). */
  liveness?: Liveness;
  /** Where the lobby's per-address limits count: this process, or Redis for the whole cluster. */
  buckets: BucketsFactory;
  close(): Promise<void>;
}

/** One process alone, or one of several sharing broadcasts and leases over Redis. */
export async function joinCluster<M>(redisUrl: string | undefined): Promise<Cluster<M>> {
  if (!redisUrl)
    return {
      pubSub: new InProcessPubSub<M>(),
      leases: new LocalLeases(),
      buckets: localBuckets,
      close: async () => {},
    };
  const pubSub = new RedisPubSub<M>(redisUrl);
  try {
    await pubSub.ready();
  } catch (error) {
    await pubSub.close();
    throw error;
  }
  const liveness = new Liveness(pubSub.commands);
  try {
    await liveness.beat();
  } catch (error) {
    await liveness.stop();
    await pubSub.close();
    throw error;
  }
  const close = async () => {
    await liveness.stop();
    await pubSub.close();
  };
  const buckets: BucketsFactory = (name, perSecond, burst) =>
    new SharedBuckets(pubSub.commands, name, perSecond, burst);
  return { pubSub, leases: new RedisLeases(pubSub.commands), liveness, buckets, close };
}
