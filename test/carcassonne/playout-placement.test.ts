// The experimental playout policy of games/carcassonne/playout-placement.ts (docs/bots.md#what-made-hard-stronger):
// in seeded random games with the River, at every tile step `fillingPlacement` draws two placements from
// the legal list (in its order) and plays the one whose square has more neighbours, the first on a tie;
// river tiles are left to the shipped policy, and meeple steps to the policy it wraps.
import { describe, expect, it } from 'vitest';
import { isRiverKind } from '../../games/carcassonne/data/tile-sets';
import { fillingPlacement, fillingPolicy, neighbours } from '../../games/carcassonne/playout-placement';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import type { CarcassonneAction } from '../../games/carcassonne/rules/state';
import { createRng } from '../../games/shared/rng';

describe('the filling placement playout policy (not shipped)', () => {
  it('plays the better-filled of two random legal placements, and leaves river tiles and meeples alone', () => {
    const filled = { chosen: 0, uniform: 0, steps: 0 };
    for (let game = 0; game < 4; game++) {
      const rng = createRng(`playout-place-${game}`);
      const draws = createRng(`playout-place-${game}/policy`);
      const twin = createRng(`playout-place-${game}/policy`);
      const state = core.setup(2, { ...core.defaultOptions(2), river: true }, rng);
      const skip: CarcassonneAction = { type: 'skipMeeple' };
      const policy = fillingPolicy(() => skip);
      while (!core.isOver(state)) {
        const seat = state.turn;
        const legal = core.legalActions(state, seat);
        if (state.step === 'meeple') {
          expect(policy(state, seat, () => legal, draws)).toBe(skip);
          core.apply(state, seat, skip, rng);
          continue;
        }
        const action = fillingPlacement(state, draws);
        if (isRiverKind(state.current!)) {
          expect(action).toBeUndefined();
          core.apply(state, seat, legal[0] as CarcassonneAction, rng);
          continue;
        }
        const squareOf = (a: CarcassonneAction) =>
          state.frontier.find((s) => a.type === 'placeTile' && s.x === a.x && s.y === a.y)!;
        const first = legal[Math.floor(twin.next() * legal.length)] as CarcassonneAction;
        const second = legal[Math.floor(twin.next() * legal.length)] as CarcassonneAction;
        const better = neighbours(squareOf(second)) > neighbours(squareOf(first)) ? second : first;
        expect(action).toEqual(better);
        expect(core.refusal(state, seat, action)).toBeUndefined();
        filled.steps++;
        filled.chosen += neighbours(squareOf(better));
        filled.uniform += legal.reduce((n, a) => n + neighbours(squareOf(a)), 0) / legal.length;
        core.apply(state, seat, better, rng);
      }
    }
    // Exact for these seeds: the chosen squares have more neighbours on average than a uniform pick's.
    expect([filled.steps, filled.chosen]).toEqual([284, 375]);
    expect(filled.chosen / filled.steps).toBeGreaterThan(filled.uniform / filled.steps + 0.1);
  });
});
