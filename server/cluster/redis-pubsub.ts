/**
 * boardgame.io's pub/sub (`GenericPubSub`) over Redis, so a move committed by one server process reaches the
 * sockets of every process (docs/deploy.md#cluster). A match's channel is subscribed while this process has
 * a socket on the match. The engine publishes only after its write committed, so a message on Redis is
 * always a committed move.
 *
 * Why our own (about 40 lines over ioredis) rather than @boardgame.io/redis-pubsub 0.0.1: that package is
 * written against node-redis 3's callback API (its peer range admits versions with another API), has not
 * changed since 2021, and serialises with plain JSON like this one; ioredis is maintained, reconnects and
 * resubscribes by itself, and is typed.
 */
import { Redis } from 'ioredis';
import type { GenericPubSub } from 'boardgame.io/server';

export class RedisPubSub<T> implements GenericPubSub<T> {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly callbacks = new Map<string, ((payload: T) => void)[]>();

  constructor(url: string) {
    const options = { maxRetriesPerRequest: null, lazyConnect: false } as const;
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    for (const client of [this.publisher, this.subscriber])
      client.on('error', (error: Error) => console.error('[redis]', error.message));
    this.subscriber.on('message', (channel: string, message: string) => {
      const callbacks = this.callbacks.get(channel);
      if (!callbacks) return;
      let payload: T;
      try {
        payload = JSON.parse(message) as T;
      } catch {
        return console.error(`[redis] a message on ${channel} is not JSON`);
      }
      for (const callback of callbacks) {
        try {
          callback(payload);
        } catch (error) {
          console.error(`[server] broadcast on ${channel} failed:`, error);
        }
      }
    });
  }

  /** Resolves once both connections are up (throws after `timeoutMs`). */
  async ready(timeoutMs = 5_000): Promise<void> {
    const up = (client: Redis) =>
      client.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve) => client.once('ready', () => resolve()));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([Promise.all([up(this.publisher), up(this.subscriber)]), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  subscribe(channel: string, callback: (payload: T) => void): void {
    const existing = this.callbacks.get(channel);
    if (existing) return void existing.push(callback);
    this.callbacks.set(channel, [callback]);
    void this.subscriber
      .subscribe(channel)
      .catch((error: Error) => console.error(`[redis] subscribe ${channel}:`, error.message));
  }

  unsubscribeAll(channel: string): void {
    if (!this.callbacks.delete(channel)) return;
    void this.subscriber
      .unsubscribe(channel)
      .catch((error: Error) => console.error(`[redis] unsubscribe ${channel}:`, error.message));
  }

  publish(channel: string, payload: T): void {
    void this.publisher
      .publish(channel, JSON.stringify(payload))
      .catch((error: Error) => console.error(`[redis] publish ${channel}:`, error.message));
  }

  /** The Redis connection leases use (commands, not the subscriber). */
  get commands(): Redis {
    return this.publisher;
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    await this.publisher.quit().catch(() => this.publisher.disconnect());
  }
}
