/**
 * Where a fair bot's search runs. In the browser: one shared Web Worker (`worker.ts`), fed one request at
 * a time, so the board never freezes. Anywhere without `Worker` (Node: tests, arena, server): in-thread.
 */
import { answer, type BotDecision, type BotReply, type BotRequest } from './protocol';

export type SearchRequest = Omit<BotRequest, 'id'>;
export type SearchRunner = (request: SearchRequest) => Promise<BotDecision>;

/** The part of a `Worker` the runner uses (tests pass a fake). */
export interface WorkerLike {
  postMessage(message: BotRequest): void;
  /** 'message' events carry a `BotReply` in `data`; 'error' events (a crashed worker) a `message`. */
  addEventListener(type: 'message' | 'error', listener: (event: { data?: BotReply; message?: string }) => void): void;
}

function unwrap(reply: BotReply): BotDecision {
  if ('error' in reply) throw new Error(`bot search failed: ${reply.error}`);
  return { action: reply.action, stats: reply.stats };
}

export const inThreadRunner: SearchRunner = async (request) => unwrap(answer({ ...request, id: 0 }));

/** A runner over a worker: requests are queued and sent one at a time, each awaiting its reply. */
export function workerRunner(worker: WorkerLike): SearchRunner {
  let nextId = 1;
  let pending: { id: number; resolve(reply: BotReply): void } | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  worker.addEventListener('message', ({ data }) => {
    if (pending && data?.id === pending.id) pending.resolve(data);
  });
  worker.addEventListener('error', ({ message }) => {
    if (pending) pending.resolve({ id: pending.id, error: `the bot worker crashed: ${message ?? 'unknown error'}` });
  });
  const send = (request: SearchRequest) =>
    new Promise<BotReply>((resolve) => {
      pending = { id: nextId++, resolve };
      worker.postMessage({ ...request, id: pending.id });
    });
  return (request) => {
    const result = queue.then(() => send(request)).then(unwrap);
    queue = result.catch(() => undefined);
    return result;
  };
}

let shared: SearchRunner | undefined;

/** The shared worker runner in a browser, the in-thread runner elsewhere. */
export function defaultRunner(): SearchRunner {
  if (typeof Worker === 'undefined') return inThreadRunner;
  shared ??= workerRunner(
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike,
  );
  return shared;
}
