/**
 * How server-side bot seats decide: `random` picks a uniformly random legal move; the fair levels
 * (easy, medium, hard) search the seat's view with IS-MCTS in a small pool of worker threads, started on
 * first use and shared by every bot seat, so the server keeps answering while bots think. A search goes
 * to the thread with the fewest searches in flight; each thread shares itself fairly among its searches
 * (bot-worker.ts), so one match's bots cannot hold up another's.
 *
 * Threads: BOT_THREADS, else one fewer than the machine's cores (at least one).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BotMove, Decide } from './bot-seat';
import type { SearchReply, SearchRequest } from './bot-worker';

type Waiting = { resolve(action: { type: string }): void; reject(error: Error): void };

/** The baseline: a uniformly random move among those the game's `ai.enumerate` lists for the seat. */
export const randomDecision: Decide = (game, state, playerID) => {
  const moves = (game.ai?.enumerate(state.G, state.ctx, playerID) ?? []) as BotMove[];
  const move = moves[Math.floor(Math.random() * moves.length)];
  if (!move) throw new Error(`no legal move for seat ${playerID}`);
  return move;
};

/** The number of search threads for an environment. */
export function searchThreads(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.BOT_THREADS);
  if (Number.isInteger(configured) && configured >= 1) return configured;
  return Math.max(1, availableParallelism() - 1);
}

/** One worker thread and the searches it has in flight. */
class SearchThread {
  private worker: Worker | undefined;
  readonly pending = new Map<number, Waiting>();

  constructor(private readonly done: (iterations: number) => void) {}

  private start(): Worker {
    const worker = new Worker(new URL('./bot-worker-boot.mjs', import.meta.url));
    worker.on('message', (reply: SearchReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if ('error' in reply) return waiting?.reject(new Error(reply.error));
      this.done(reply.iterations);
      waiting?.resolve(reply.action);
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

  search(request: SearchRequest): Promise<{ type: string }> {
    this.worker ??= this.start();
    const result = new Promise<{ type: string }>((resolve, reject) =>
      this.pending.set(request.id, { resolve, reject }),
    );
    this.worker.postMessage(request);
    return result;
  }

  async stop(): Promise<void> {
    await this.worker?.terminate();
  }
}

/** The bot search threads (the name is kept from when there was one). */
export class SearchWorker {
  private readonly threads: SearchThread[];
  private nextId = 0;
  /** Searches answered and the iterations they ran, for measurements. */
  readonly totals = { searches: 0, iterations: 0 };

  constructor(threads = searchThreads()) {
    const done = (iterations: number) => {
      this.totals.searches++;
      this.totals.iterations += iterations;
    };
    this.threads = Array.from({ length: threads }, () => new SearchThread(done));
  }

  /** Searches in flight across all threads. */
  get inFlight(): number {
    return this.threads.reduce((sum, thread) => sum + thread.pending.size, 0);
  }

  search(request: Omit<SearchRequest, 'id' | 'submittedAt'>): Promise<{ type: string }> {
    const thread = this.threads.reduce((least, t) => (t.pending.size < least.pending.size ? t : least));
    return thread.search({ ...request, id: this.nextId++, submittedAt: performance.timeOrigin + performance.now() });
  }

  async stop(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.stop()));
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
