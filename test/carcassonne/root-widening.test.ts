// The fair bot's root pruning in Carcassonne (games/carcassonne/root-widening.ts,
// docs/bots.md#what-made-hard-stronger): it keeps the placements whose best whole turn gives the largest
// projected lead, judged from the seat's view only, and leaves the other steps alone.
import { describe, expect, it } from 'vitest';
import { searchDeterminize } from '../../games/carcassonne/bot';
import { bestPlacements, projectedLead } from '../../games/carcassonne/root-widening';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import type { CarcassonneAction, CarcassonneState } from '../../games/carcassonne/rules/state';
import { createRng } from '../../games/shared/rng';
import { randomStep } from '../harness/random-play';

/** A seeded random two-player base game stopped at the placement step after about `steps` actions. */
function position(seed: string, steps: number): CarcassonneState {
  const rng = createRng(seed);
  const choices = createRng(`${seed}/choices`);
  const state = core.setup(2, core.defaultOptions(2), rng);
  for (let i = 0; i < steps || state.step !== 'place'; i++) {
    const { seat, action } = randomStep(core, state, choices);
    core.apply(state, seat, action, rng);
  }
  return state;
}

/** The best projected lead of a placement's whole turns, worked out with the rules' own determinize. */
function bestLead(view: CarcassonneState, seat: number, place: CarcassonneAction): number {
  const placed = core.determinize(view, seat, createRng('x'));
  core.apply(placed, seat, place, createRng('x'));
  return Math.max(
    ...core.legalActions(placed, seat).map((meeple) => {
      const finished = core.determinize(placed, seat, createRng('y'));
      core.apply(finished, seat, meeple, createRng('y'));
      return projectedLead(finished, seat);
    }),
  );
}

describe('root pruning by the projected lead', () => {
  it('keeps the placements with the best whole turn and drops every worse one', () => {
    for (const [seed, steps] of [
      ['widen-0', 20],
      ['widen-1', 50],
      ['widen-2', 90],
    ] as const) {
      const state = position(seed, steps);
      const seat = state.turn;
      const view = core.view(state, seat);
      const legal = core.legalActions(view, seat);
      const kept = bestPlacements(view, seat, legal, 5, searchDeterminize);
      expect(kept).toHaveLength(5);
      const worstKept = Math.min(...kept.map((place) => bestLead(view, seat, place)));
      const dropped = legal.filter((place) => !kept.includes(place));
      expect(dropped.length).toBeGreaterThan(0);
      for (const place of dropped) expect(bestLead(view, seat, place)).toBeLessThanOrEqual(worstKept);
      expect(kept.map((place) => legal.indexOf(place))).toEqual(
        [...kept.map((place) => legal.indexOf(place))].sort((a, b) => a - b),
      );
    }
  });

  it('leaves the meeple step and short lists alone, and does not change the view', () => {
    const state = position('widen-3', 30);
    const seat = state.turn;
    const view = core.view(state, seat);
    const before = JSON.stringify(view);
    const legal = core.legalActions(view, seat);
    expect(bestPlacements(view, seat, legal, legal.length, searchDeterminize)).toBe(legal);
    bestPlacements(view, seat, legal, 3, searchDeterminize);
    expect(JSON.stringify(view)).toBe(before);
    core.apply(state, seat, legal[0]!, createRng('m'));
    const meeples = core.legalActions(core.view(state, seat), seat);
    expect(bestPlacements(core.view(state, seat), seat, meeples, 1, searchDeterminize)).toBe(meeples);
  });
});
