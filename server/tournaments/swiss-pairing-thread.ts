/**
 * Pairs a two-player Swiss round in a worker thread (docs/tournaments.md#swiss), so that the server keeps
 * answering while a large round is paired: the pairing itself (swiss-pairing.ts) is one synchronous call,
 * and the whole-round fallback can take seconds. One thread, started on first use and shared by every
 * tournament, answers the requests in turn; it keeps the process alive only while a pairing is in flight.
 */
import { Worker } from 'node:worker_threads';
import type { SwissRound } from './swiss-pairing';
import type { PairingReply, PairingRequest } from './swiss-pairing-worker';
import type { TournamentGame } from './standings';

interface Waiting {
  resolve(round: SwissRound): void;
  reject(error: Error): void;
}

export class SwissPairingThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Waiting>();
  private nextId = 0;

  /** The next round of `active` (in seed order) after `games`, as pairSwissRound pairs it. */
  pair(active: readonly string[], games: readonly TournamentGame[]): Promise<SwissRound> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    const round = new Promise<SwissRound>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    worker.ref();
    const request: PairingRequest = { id, active: [...active], games: [...games] };
    worker.postMessage(request);
    return round;
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(new URL('./swiss-pairing-worker-boot.mjs', import.meta.url));
    worker.on('message', (reply: PairingReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in reply) waiting?.reject(new Error(`Swiss pairing failed: ${reply.error}`));
      else waiting?.resolve(reply.round);
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(new Error('the Swiss pairing thread stopped'));
    });
    return worker;
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

const shared = new SwissPairingThread();

/** pairSwissRound in the shared pairing thread: the event loop never waits on the matching. */
export const pairSwissRoundOffThread = (active: readonly string[], games: readonly TournamentGame[]) =>
  shared.pair(active, games);

/** Stops the shared pairing thread (at shutdown; a later pairing starts it again). */
export const stopSwissPairingThread = () => shared.stop();
