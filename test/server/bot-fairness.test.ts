// The bot search threads are fair across matches: a search submitted while fifty long searches are in
// flight still answers within twice its own time budget, instead of after all of theirs (first come,
// first served made one turn of a hard bot take 31 s instead of 3.8 s).
import { afterAll, describe, expect, it } from 'vitest';
import { carcassonneCore } from '../../games/carcassonne';
import { createRng } from '../../games/shared/rng';
import { SearchWorker, searchThreads } from '../../server/bots/bot-decide';
import { RoundRobin } from '../../server/bots/bot-scheduler';

const worker = new SearchWorker();
afterAll(() => worker.stop());

const state = carcassonneCore.setup(2, { farmers: true }, createRng('fairness'));
const view = carcassonneCore.view(state, 0);
/** A hard search with a given time budget and no iteration limit, so only its deadline ends it. */
const search = (maxMillis: number, seed: string) =>
  worker.search({
    game: 'carcassonne',
    view,
    seat: 0,
    level: 'hard',
    seed,
    overrides: { maxMillis, maxIterations: Infinity },
  });

describe('fair bot scheduling', () => {
  it('answers a new search within twice its budget while fifty other searches run', async () => {
    await search(20, 'warm-up');
    const background = Array.from({ length: 50 }, (_, i) => search(2_500, `background ${i}`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const budget = 200;
    const started = performance.now();
    const action = await search(budget, 'newcomer');
    const took = performance.now() - started;
    expect(carcassonneCore.refusal(state, 0, action)).toBeUndefined();
    expect(took).toBeLessThan(2 * budget);
    expect(worker.inFlight).toBe(50);
    await Promise.all(background);
  });

  it('finishes a search whose deadline passed before giving anyone a slice', async () => {
    const order: string[] = [];
    const scheduler = new RoundRobin(5);
    const now = performance.now();
    const task = (name: string, deadline: number) => ({
      deadline,
      step: (until: number) => {
        order.push(`step ${name}`);
        while (performance.now() < until);
        return false;
      },
      finish: () => order.push(`finish ${name}`),
    });
    scheduler.add(task('long', now + 10_000));
    scheduler.add(task('late', now - 1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order.slice(0, 2)).toEqual(['finish late', 'step long']);
    expect(scheduler.pending).toBe(1);
  });

  it('sizes the thread pool from BOT_THREADS, else one fewer than the cores', () => {
    expect(searchThreads({ BOT_THREADS: '3' })).toBe(3);
    expect(searchThreads({ BOT_THREADS: 'lots' })).toBeGreaterThanOrEqual(1);
    expect(searchThreads({})).toBeGreaterThanOrEqual(1);
  });
});
