// The Star2.5 anchor (games/carcassonne/anchor/star25.ts): legal moves only over whole games, fair (the
// same decision on two states that differ only in the hidden bag order, and the view it searched is left
// unchanged), its pruning exact (the move plain expectimax picks), and the obvious move in a tactical
// position.
import { describe, expect, it } from 'vitest';
import { star25Action, star25Decision } from '../../games/carcassonne/anchor/star25';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import type { CarcassonneState } from '../../games/carcassonne/rules/state';
import { createRng, pick } from '../../games/shared/rng';
import { playMatch, type Player } from '../../tools/arena/match';
import type { CarcassonneAction } from '../../games/carcassonne';
import { CLOSE_START_CITY, scenario } from './fixtures';

const SMALL = { maxLeaves: 1_500, maxMillis: Infinity };

const star: Player<CarcassonneState, CarcassonneAction> = {
  decide: (state, seat) => star25Action(core.view(state, seat), seat, SMALL),
};

function randomPlayer(seed: string): Player<CarcassonneState, CarcassonneAction> {
  const rng = createRng(seed);
  return { decide: (state, seat) => pick(rng, core.legalActions(state, seat)) };
}

/** The state after `steps` seeded random actions of a 2-player game. */
function position(seed: string, steps: number): CarcassonneState {
  const rng = createRng(seed);
  const state = core.setup(2, core.defaultOptions(2), rng);
  for (let i = 0; i < steps && !core.isOver(state); i++) {
    const seat = state.turn;
    core.apply(state, seat, pick(rng, core.legalActions(state, seat)), rng);
  }
  return state;
}

describe('Star2.5 anchor', () => {
  it('plays only legal moves through a whole 2-player game and beats random play', async () => {
    const record = await playMatch(core, core.defaultOptions(2), 'star-legal', [star, randomPlayer('r')]);
    expect(record.actions.length).toBeGreaterThan(100);
    expect(record.scores[0]).toBeGreaterThan(record.scores[1]!);
  }, 120_000);

  it('plays only legal moves at four players', async () => {
    const players = [star, randomPlayer('a'), star, randomPlayer('b')];
    const record = await playMatch(core, core.defaultOptions(4), 'star-legal-4', players);
    expect(record.actions.length).toBeGreaterThan(100);
  }, 120_000);

  it('decides the same whatever the hidden bag order, and leaves the view unchanged', () => {
    for (const [i, steps] of [0, 21, 60, 101].entries()) {
      const state = position(`star-fair${i}`, steps);
      const seat = state.turn;
      const twin = core.determinize(core.view(state, seat), seat, createRng(`twin${i}`));
      expect(twin.bag).not.toEqual(state.bag);
      const view = core.view(state, seat);
      const before = JSON.stringify(view);
      const action = star25Action(view, seat, SMALL);
      expect(JSON.stringify(view)).toBe(before);
      expect(star25Action(core.view(twin, seat), seat, SMALL)).toEqual(action);
      expect(core.refusal(state, seat, action)).toBeUndefined();
    }
  }, 60_000);

  it('prunes exactly: the same move as plain expectimax, from fewer evaluations', () => {
    for (const steps of [96, 106, 114, 120, 126, 131]) {
      const state = position(`star-exact${steps}`, steps);
      if (state.step !== 'place') core.apply(state, state.turn, { type: 'skipMeeple' }, createRng('x'));
      const view = core.view(state, state.turn);
      const star = star25Decision(view, state.turn, { maxLeaves: Infinity });
      const full = star25Decision(view, state.turn, { maxLeaves: Infinity, prune: false });
      expect(star.complete && full.complete).toBe(true);
      expect(star.action).toEqual(full.action);
      expect(star.leaves).toBeLessThan(full.leaves);
    }
  }, 120_000);

  it('closes the city it can close and puts a knight in it for the points', () => {
    // The start tile's city (north) is closed by the city cap E turned twice, north of it: 4 points now.
    const state = scenario(['E', 'B', 'A', 'B', 'E', 'B'], 2, false);
    const place = star25Action(core.view(state, 0), 0, { maxLeaves: 20_000 });
    expect(place).toEqual({ type: 'placeTile', ...CLOSE_START_CITY });
    core.apply(state, 0, place, createRng('x'));
    const meeple = star25Action(core.view(state, 0), 0, { maxLeaves: 20_000 });
    expect(meeple.type).toBe('placeMeeple');
    core.apply(state, 0, meeple, createRng('x'));
    expect(state.scores[0]).toBe(4);
  }, 60_000);
});
