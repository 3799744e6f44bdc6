/**
 * boardgame.io's pub/sub (the channel its Master broadcasts state changes on), delivering a match's messages
 * only once the storage has committed the writes started with them. The Master broadcasts a new state before
 * it writes it; with this, no client ever sees (and acts on) a move that a crash could still lose.
 *
 * Ordering: the Master calls storage.setState right after publish, in the same tick, so waiting one microtask
 * and then for the match's pending writes covers it. Messages of one channel keep their order.
 */
import type { GenericPubSub } from 'boardgame.io/server';

export interface WriteWaiter {
  settled(matchID: string): Promise<unknown>;
}

const CHANNEL_PREFIX = 'MATCH-';

export class DurablePubSub<T> implements GenericPubSub<T> {
  private subscribers = new Map<string, ((payload: T) => void)[]>();
  private queues = new Map<string, Promise<void>>();

  constructor(private readonly writes?: WriteWaiter) {}

  subscribe(channel: string, callback: (payload: T) => void): void {
    this.subscribers.set(channel, [...(this.subscribers.get(channel) ?? []), callback]);
  }

  unsubscribeAll(channel: string): void {
    this.subscribers.delete(channel);
  }

  publish(channel: string, payload: T): void {
    const matchID = channel.startsWith(CHANNEL_PREFIX) ? channel.slice(CHANNEL_PREFIX.length) : channel;
    const queued = (this.queues.get(channel) ?? Promise.resolve())
      .then(() => this.writes?.settled(matchID))
      .then(() => this.deliver(channel, payload));
    this.queues.set(channel, queued);
    void queued.then(() => {
      if (this.queues.get(channel) === queued) this.queues.delete(channel);
    });
  }

  private deliver(channel: string, payload: T): void {
    for (const callback of this.subscribers.get(channel) ?? []) {
      try {
        callback(payload);
      } catch (error) {
        console.error(`[server] broadcast on ${channel} failed:`, error);
      }
    }
  }
}
