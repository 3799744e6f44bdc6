/**
 * The pub/sub of one process: a match's messages go to this process's subscribers, in order. The engine
 * publishes only after the storage committed (transport/match-engine.ts), so nothing here waits for writes.
 */
import type { GenericPubSub } from 'boardgame.io/server';

export class InProcessPubSub<T> implements GenericPubSub<T> {
  private subscribers = new Map<string, ((payload: T) => void)[]>();

  subscribe(channel: string, callback: (payload: T) => void): void {
    this.subscribers.set(channel, [...(this.subscribers.get(channel) ?? []), callback]);
  }

  unsubscribeAll(channel: string): void {
    this.subscribers.delete(channel);
  }

  publish(channel: string, payload: T): void {
    for (const callback of this.subscribers.get(channel) ?? []) {
      try {
        callback(payload);
      } catch (error) {
        console.error(`[server] broadcast on ${channel} failed:`, error);
      }
    }
  }
}
