// The features' `followerSeats` (games/carcassonne/rules/state.ts, `Feature`): the record the builder's and the
// pig's "own follower there" check reads instead of every figure on the board
// (docs/performance.md#carcassonne-all-options) must say exactly what the figures say, through merges,
// scoring and returns, and a state saved before it was kept must play exactly alike.
import { describe, expect, it } from 'vitest';
import { FIGURES } from '../../games/carcassonne/data/figures';
import { find } from '../../games/carcassonne/rules/features';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import {
  scoreEvents,
  turnEntries,
  type CarcassonneOptions,
  type CarcassonneState,
  type Feature,
} from '../../games/carcassonne/rules/state';
import { createRng, pick } from '../../games/shared/rng';

const ALL: CarcassonneOptions = {
  farmers: true,
  river: true,
  abbot: true,
  innsCathedrals: true,
  tradersBuilders: true,
};
const TRADERS: CarcassonneOptions = { farmers: true, tradersBuilders: true };

/** The seats with a follower (a figure of weight above 0) on each occupied feature, by root, from the figures. */
function seatsFromFigures(state: CarcassonneState): Map<number, number> {
  const out = new Map<number, number>();
  for (const m of Object.values(state.meeples)) {
    if (m.seg < 0 || FIGURES[m.figure ?? 'meeple'].weight === 0) continue;
    const root = find(state.parent, m.seg);
    out.set(root, (out.get(root) ?? 0) | (1 << m.seat));
  }
  return out;
}

/** Plays a seeded random game, calling `check` after the setup and after every action. */
function randomGame(players: number, options: CarcassonneOptions, seed: string, check: (s: CarcassonneState) => void) {
  const rng = createRng(seed);
  const choices = createRng(`${seed}/choices`);
  const state = core.setup(players, options, rng);
  check(state);
  while (!core.isOver(state)) {
    core.apply(state, state.turn, pick(choices, core.legalActions(state, state.turn)), rng);
    check(state);
  }
  return state;
}

describe("features' followerSeats", () => {
  it('say exactly which seats have a follower on each feature after every action of random games', () => {
    let occupied = 0;
    let builders = 0;
    let pigs = 0;
    const wrong: string[] = [];
    for (const [players, options, name] of [
      [6, ALL, 'all'],
      [3, TRADERS, 'traders'],
    ] as const) {
      for (let g = 0; g < 6; g++) {
        const end = randomGame(players, options, `follower-seats-${name}-${g}`, (state) => {
          const expected = seatsFromFigures(state);
          for (const [id, feature] of Object.entries(state.features) as [string, Feature][]) {
            const root = Number(id);
            if (find(state.parent, root) !== root) continue;
            if (feature.followerSeats !== expected.get(root))
              wrong.push(
                `${name} ${g} turn ${state.turns}: root ${root} ${feature.followerSeats} ${expected.get(root)}`,
              );
            if (expected.has(root)) occupied++;
          }
        });
        for (const entry of turnEntries(end)) {
          if (entry.figure === 'builder') builders++;
          if (entry.figure === 'pig') pigs++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect({ occupied, builders, pigs }).toEqual({ occupied: 62146, builders: 19, pigs: 23 });
  });

  it('are not kept in a match without a figure that needs its own follower', () => {
    let kept = 0;
    for (const [players, options] of [
      [2, { farmers: true }],
      [4, { farmers: false, innsCathedrals: true, abbot: true }],
    ] as const) {
      randomGame(players, options, `follower-seats-none-${players}`, (state) => {
        for (const feature of Object.values(state.features) as Feature[])
          if (feature.followerSeats !== undefined) kept++;
      });
    }
    expect(kept).toBe(0);
  });

  it('when missing (a state saved before they were kept), the game plays exactly alike', () => {
    for (let g = 0; g < 4; g++) {
      const seed = `follower-seats-old-${g}`;
      const rng = createRng(seed);
      const choices = createRng(`${seed}/choices`);
      let state = core.setup(6, ALL, rng);
      for (let step = 0; step < 150 && !core.isOver(state); step++)
        core.apply(state, state.turn, pick(choices, core.legalActions(state, state.turn)), rng);
      const old = JSON.parse(JSON.stringify(state)) as CarcassonneState;
      let stripped = 0;
      for (const feature of Object.values(old.features) as Feature[]) {
        if (feature.followerSeats === undefined) continue;
        delete feature.followerSeats;
        stripped++;
      }
      expect(stripped).toBeGreaterThan(5);
      // The same random choices on both: the same actions offered at every step, the same game.
      const oldRng = createRng(`${seed}/rest`);
      const newRng = createRng(`${seed}/rest`);
      state = JSON.parse(JSON.stringify(state)) as CarcassonneState;
      while (!core.isOver(state)) {
        const legal = core.legalActions(state, state.turn);
        expect(core.legalActions(old, old.turn)).toEqual(legal);
        const action = pick(choices, legal);
        core.apply(state, state.turn, action, newRng);
        core.apply(old, old.turn, action, oldRng);
      }
      expect(core.isOver(old)).toBe(true);
      expect(old.scores).toEqual(state.scores);
      expect(scoreEvents(old)).toEqual(scoreEvents(state));
      expect(turnEntries(old)).toEqual(turnEntries(state));
    }
  });
});
