// The IS-MCTS search in slices (for the server's fair scheduler): the same result as one whole search,
// and a time budget counted from when the search was asked for, not from its first slice.
import { describe, expect, it } from 'vitest';
import { highCard, type HighCardAction, type HighCardState } from '../fixtures/high-card';
import { ismcts, startSearch, type SearchCore, type SearchOptions } from '../../games/shared/ismcts';
import { position } from './fixture-positions';

const core = highCard as SearchCore<HighCardState, HighCardAction>;
const OPTIONS: SearchOptions = {
  maxIterations: 300,
  maxMillis: Infinity,
  playoutDepth: 50,
  exploration: 0.7,
  marginWeight: 0.1,
  temperature: 1,
};

describe('search in slices', () => {
  it('plays the same action with the same statistics as one whole search for a seed', () => {
    for (let i = 0; i < 5; i++) {
      const state = position(`slices ${i}`, 3, 2);
      const seat = highCard.activeSeats(state)[0] as number;
      const view = highCard.view(state, seat);
      const whole = ismcts(core, view, seat, OPTIONS, `seed ${i}`);
      const sliced = startSearch({ core, view, seat, options: OPTIONS, seed: `seed ${i}` });
      let slices = 0;
      while (!sliced.run(performance.now() + 0.05)) slices++;
      const result = sliced.finish();
      expect(slices).toBeGreaterThan(1);
      expect(result.action).toEqual(whole.action);
      expect({ ...result.stats, ms: 0 }).toEqual({ ...whole.stats, ms: 0 });
    }
  });

  it('counts its time budget from the moment it was started at', () => {
    const state = position('late start', 3, 2);
    const seat = highCard.activeSeats(state)[0] as number;
    const search = startSearch({
      core,
      view: highCard.view(state, seat),
      seat,
      options: { ...OPTIONS, maxIterations: Infinity, maxMillis: 50 },
      seed: 's',
      startedAt: performance.now() - 60,
    });
    expect(search.run()).toBe(true);
    expect(search.finish().stats.iterations).toBe(0);
  });
});
