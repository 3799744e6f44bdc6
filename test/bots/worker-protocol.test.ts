// The worker protocol: `answer` is the worker's whole job; the worker runner sends one request at a time
// and matches replies by id. A fake worker stands in for the browser's Web Worker.
import { describe, expect, it } from 'vitest';
import { highCard } from '../fixtures/high-card';
import { registerGameModule } from '../../games/index';
import { highCardModule } from '../fixtures/high-card-module';
import { answer, type BotDecision, type BotReply, type BotRequest } from '../../client/bots/protocol';
import { defaultRunner, inThreadRunner, workerRunner, type WorkerLike } from '../../client/bots/search-runner';
import { position } from './fixture-positions';

registerGameModule(highCardModule);

const state = position('worker', 2, 0);
const request = {
  game: 'highcard',
  view: highCard.view(state, 0),
  seat: 0,
  level: 'easy' as const,
  seed: 's',
  overrides: { maxIterations: 20, maxMillis: Infinity },
};

/** A worker that answers asynchronously and records what is in flight. */
function fakeWorker() {
  const listeners: { type: string; listener: (event: { data?: BotReply; message?: string }) => void }[] = [];
  const log = { posted: 0, inFlight: 0, maxInFlight: 0 };
  const worker: WorkerLike = {
    postMessage(message: BotRequest) {
      log.posted++;
      log.maxInFlight = Math.max(log.maxInFlight, ++log.inFlight);
      const data = structuredClone(answer(structuredClone(message)));
      setTimeout(() => {
        log.inFlight--;
        for (const { type, listener } of listeners) if (type === 'message') listener({ data });
      }, 5);
    },
    addEventListener: (type, listener) => void listeners.push({ type, listener }),
  };
  const crash = (message: string) =>
    listeners.forEach(({ type, listener }) => type === 'error' && listener({ message }));
  return { worker, log, crash };
}

describe('bot worker protocol', () => {
  it('answers a request with a legal action and the search statistics', () => {
    const reply = answer({ ...request, id: 7 });
    expect(reply.id).toBe(7);
    if ('error' in reply) throw new Error(reply.error);
    expect(highCard.refusal(state, 0, reply.action)).toBeUndefined();
    expect(reply.stats.iterations).toBe(20);
  });

  it('answers an unknown game with an error, not an exception', () => {
    expect(answer({ ...request, id: 1, game: 'chess' })).toEqual({
      id: 1,
      error: expect.stringMatching(/no bot core/),
    });
  });

  it('sends one request at a time and gives each caller its own reply', async () => {
    const { worker, log } = fakeWorker();
    const run = workerRunner(worker);
    const replies = await Promise.all([run(request), run({ ...request, seed: 'other' }), run(request)]);
    expect(log).toEqual({ posted: 3, inFlight: 0, maxInFlight: 1 });
    const timeless = (d: BotDecision) => ({ ...d, stats: { ...d.stats, ms: 0 } });
    expect(timeless(replies[2] as BotDecision)).toEqual(timeless(replies[0] as BotDecision));
    expect(timeless(await inThreadRunner(request))).toEqual(timeless(replies[0] as BotDecision));
  });

  it('rejects a failed search and keeps serving later requests', async () => {
    const run = workerRunner(fakeWorker().worker);
    await expect(run({ ...request, game: 'chess' })).rejects.toThrow(/bot search failed/);
    await expect(run(request)).resolves.toMatchObject({ stats: { iterations: 20 } });
  });

  it('rejects the pending request when the worker crashes', async () => {
    const { worker, crash } = fakeWorker();
    const run = workerRunner({ ...worker, postMessage: () => undefined });
    const result = run(request);
    await new Promise((resolve) => setTimeout(resolve, 0));
    crash('out of memory');
    await expect(result).rejects.toThrow(/worker crashed: out of memory/);
  });

  it('runs in-thread where there is no Worker (Node)', () => {
    expect(defaultRunner()).toBe(inThreadRunner);
  });
});
