/**
 * How server-side bot seats decide: `random` picks a uniformly random legal move; the fair levels
 * (easy, medium, hard) search the seat's view with IS-MCTS in a worker thread, started on first use and
 * shared by every bot seat, so the server keeps answering while bots think.
 */
import { Worker } from 'node:worker_threads';
import { randomDecision, type Decide } from './bot-runner';
import type { SearchReply, SearchRequest } from './bot-worker';

export class SearchWorker {
  private worker: Worker | undefined;
  private nextId = 0;
  private pending = new Map<number, { resolve(action: { type: string }): void; reject(error: Error): void }>();

  private start(): Worker {
    const worker = new Worker(new URL('./bot-worker-boot.mjs', import.meta.url));
    worker.on('message', (reply: SearchReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if ('error' in reply) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.action);
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      this.worker = undefined;
      this.failAll(new Error('the bot worker stopped'));
    });
    worker.unref();
    return worker;
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  search(request: Omit<SearchRequest, 'id'>): Promise<{ type: string }> {
    this.worker ??= this.start();
    const id = this.nextId++;
    const result = new Promise<{ type: string }>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.worker.postMessage({ ...request, id });
    return result;
  }

  async stop(): Promise<void> {
    await this.worker?.terminate();
  }
}

export function fairDecision(worker: SearchWorker): Decide {
  return async (game, state, playerID, level) => {
    if (level === 'random') return randomDecision(game, state, playerID, level);
    const seed = `${game.name}:${state._stateID}:${playerID}`;
    const action = await worker.search({ game: String(game.name), view: state.G, seat: Number(playerID), level, seed });
    return { move: action.type, args: [action] };
  };
}
