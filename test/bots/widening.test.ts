// Progressive widening below the root (games/shared/ismcts.ts `widening`, measured in
// docs/bots.md#what-made-hard-stronger, not shipped): at a seeded mid-game Carcassonne position the root
// still tries every placement, while deeper nodes expand fewer moves, so each iteration walks further down
// the tree; off (absent) the search is exactly as before, and on it is deterministic for its seed.
import { describe, expect, it } from 'vitest';
import { carcassonneBotCore } from '../../games/carcassonne/bot';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import { ismcts, type SearchOptions } from '../../games/shared/ismcts';
import { createRng } from '../../games/shared/rng';
import { randomStep } from '../harness/random-play';

const OPTIONS: SearchOptions = {
  maxIterations: 600,
  maxMillis: Infinity,
  playoutDepth: 24,
  exploration: 0.7,
  marginWeight: 0.1,
  temperature: 0,
};

function position(seed: string, steps: number) {
  const rng = createRng(seed);
  const choices = createRng(`${seed}/choices`);
  const state = core.setup(2, core.defaultOptions(2), rng);
  for (let i = 0; i < steps; i++) {
    const { seat, action } = randomStep(core, state, choices);
    core.apply(state, seat, action, rng);
  }
  return state;
}

describe('progressive widening', () => {
  const state = position('widening', 40);
  const seat = state.turn;
  const view = core.view(state, seat);
  const search = (options: SearchOptions) => ismcts(carcassonneBotCore, view, seat, options, 'widen');

  it('walks deeper below the root while the root still tries every placement', () => {
    const plain = search(OPTIONS);
    const widened = search({ ...OPTIONS, widening: 1 });
    expect(state.step).toBe('place');
    expect(widened.root.length).toBe(plain.root.length);
    expect(widened.root.every((stat) => stat.visits > 0)).toBe(true);
    expect(widened.stats.iterations).toBe(600);
    expect(widened.stats.treeSteps / 600).toBeGreaterThan(1.05 * (plain.stats.treeSteps / 600));
    expect([plain.root.length, plain.stats.treeSteps, widened.stats.treeSteps]).toEqual([11, 1742, 1910]);
  });

  it('is deterministic for its seed, and absent is the search as before', () => {
    const a = search({ ...OPTIONS, widening: 1 });
    const b = search({ ...OPTIONS, widening: 1 });
    expect(a.root).toEqual(b.root);
    expect({ ...a.stats, ms: 0 }).toEqual({ ...b.stats, ms: 0 });
    const off = search({ ...OPTIONS, widening: undefined });
    const plain = search(OPTIONS);
    expect(off.root).toEqual(plain.root);
    expect(off.action).toEqual(plain.action);
  });
});
