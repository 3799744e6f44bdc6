// Read-only queries for boards and bots: feature highlighting, projected scores and one feature's worth.
import { describe, expect, it } from 'vitest';
import { featureSegments, featureWorth, projectedScores } from '../../games/carcassonne/rules/queries';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import { find } from '../../games/carcassonne/rules/features';
import {
  meepleKey,
  type CarcassonneOptions,
  type CarcassonneState,
  type Meeple,
} from '../../games/carcassonne/rules/state';
import type { Location } from '../../games/carcassonne/geometry';
import { createRng } from '../../games/shared/rng';
import { expansionScenario, play, scenario } from './fixtures';

/** The figure standing at (x, y) on `location`. */
function figureAt(state: CarcassonneState, x: number, y: number, location: Location): Meeple {
  const figure = state.meeples[meepleKey(x, y, location)];
  if (!figure) throw new Error(`no figure at ${x},${y} ${location}`);
  return figure;
}

/** Each seat's score plus what every occupied feature would add now, each feature counted once. */
function scoresPlusWorths(state: CarcassonneState): number[] {
  const totals = [...state.scores];
  const seen = new Set<string>();
  for (const m of Object.values(state.meeples) as Meeple[]) {
    const id = m.seg < 0 ? `centre ${m.x},${m.y}` : `root ${find(state.parent, m.seg)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const worth = featureWorth(state, m);
    for (const seat of worth.seats) totals[seat] = (totals[seat] as number) + worth.points;
  }
  return totals;
}

describe('featureSegments', () => {
  it('lists every segment of the merged feature under a location', () => {
    const state = scenario(['U', 'U', 'E']);
    play(state, 1, 0, 0);
    play(state, -1, 0, 0);
    expect(featureSegments(state, 0, 0, 'E')).toEqual([
      { x: 0, y: 0, location: 'E' },
      { x: 1, y: 0, location: 'E' },
      { x: -1, y: 0, location: 'E' },
    ]);
    expect(featureSegments(state, 1, 0, 'SSW')).toEqual([
      { x: 0, y: 0, location: 'ESE' },
      { x: 1, y: 0, location: 'ESE' },
      { x: -1, y: 0, location: 'ESE' },
    ]);
    expect(featureSegments(state, 5, 5, 'N')).toEqual([]);
    expect(featureSegments(state, 0, 0, 'monastery')).toEqual([]);
  });
});

describe('projectedScores', () => {
  it('gives the scores end-of-game scoring would give now, without changing the state (docs/rules/carcassonne.md#final-scoring)', () => {
    const state = scenario(['F', 'U', 'B', 'U']);
    play(state, 0, -1, 1, 'N');
    play(state, 1, 0, 0, 'E');
    play(state, 1, -1, 0, 'monastery');
    const before = JSON.stringify(state);
    // city D+F with pennant 3, monastery 1 + 3 neighbours = 4 for seat 0; road D+U = 2 for seat 1.
    expect(projectedScores(state)).toEqual([7, 2]);
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('featureSegments and projectedScores with the abbot (docs/rules/carcassonne.md#garden-scoring)', () => {
  it('names a garden as the garden, and projects the abbot on it like a cloister', () => {
    const state = expansionScenario(['U_G', 'U'], { abbot: true });
    play(state, 1, 0, 0, 'garden', 'abbot');
    expect(featureSegments(state, 1, 0, 'garden')).toEqual([{ x: 1, y: 0, location: 'garden' }]);
    expect(featureSegments(state, 0, 0, 'garden')).toEqual([]);
    // U_G and D: 2 for seat 0's abbot.
    expect(projectedScores(state)).toEqual([2, 0]);
  });
});

describe('featureWorth: what one feature would score if the game ended now (docs/rules/carcassonne.md#final-scoring)', () => {
  it('scores an unfinished city 1 a tile and 1 a pennant, an unfinished road 1 a tile, a cloister 1 a tile of its 3×3', () => {
    const state = scenario(['F', 'U', 'B', 'U']);
    play(state, 0, -1, 1, 'N');
    play(state, 1, 0, 0, 'E');
    play(state, 1, -1, 0, 'monastery');
    expect(featureWorth(state, figureAt(state, 0, -1, 'N'))).toEqual({ kind: 'city', points: 3, seats: [0] });
    expect(featureWorth(state, figureAt(state, 1, 0, 'E'))).toEqual({ kind: 'road', points: 2, seats: [1] });
    expect(featureWorth(state, figureAt(state, 1, -1, 'monastery'))).toEqual({
      kind: 'monastery',
      points: 4,
      seats: [0],
    });
  });

  it('scores a field 3 a completed city it touches, 0 with none, and for every tied seat (docs/rules/carcassonne.md#field-scoring)', () => {
    const state = scenario(['E', 'U', 'U', 'B', 'U']);
    play(state, 0, -1, 2, 'NNW');
    play(state, 1, 0, 0, 'NNW');
    play(state, -1, 0, 0, 'ESE');
    expect(featureWorth(state, figureAt(state, 0, -1, 'NNW'))).toEqual({ kind: 'field', points: 3, seats: [0] });
    expect(featureWorth(state, figureAt(state, 1, 0, 'NNW'))).toEqual({ kind: 'field', points: 3, seats: [1] });
    expect(featureWorth(state, figureAt(state, -1, 0, 'ESE'))).toEqual({ kind: 'field', points: 0, seats: [0] });
    play(state, 1, -1, 0); // B joins the two farmers' fields: one field, one city, a tie
    expect(featureWorth(state, figureAt(state, 0, -1, 'NNW'))).toEqual({ kind: 'field', points: 3, seats: [0, 1] });
  });

  it("scores the abbot's garden and cloister 1 a tile of the 3×3, for its owner (docs/rules/carcassonne.md#garden-scoring)", () => {
    const garden = expansionScenario(['U_G', 'U'], { abbot: true });
    play(garden, 1, 0, 0, 'garden', 'abbot');
    expect(featureWorth(garden, figureAt(garden, 1, 0, 'garden'))).toEqual({ kind: 'garden', points: 2, seats: [0] });
    const cloister = expansionScenario(['B', 'U', 'U'], { abbot: true });
    play(cloister, 0, 1, 0, 'monastery', 'abbot');
    play(cloister, 1, 0, 0);
    expect(featureWorth(cloister, figureAt(cloister, 0, 1, 'monastery'))).toEqual({
      kind: 'monastery',
      points: 3,
      seats: [0],
    });
  });

  it.each([
    ['w1', { farmers: true }],
    ['w2', { farmers: true, abbot: true }],
    ['w3', { farmers: true, river: true, abbot: true }],
  ] as [string, Partial<CarcassonneOptions>][])(
    'adds up, each occupied feature once, to the projected scores at every turn of a whole game (seed %s)',
    (seed, options) => {
      const state = core.setup(3, { ...core.defaultOptions(3), ...options }, createRng(seed));
      const rng = createRng(`${seed}-moves`);
      let checked = 0;
      while (!core.isOver(state)) {
        if (state.step === 'place') {
          expect(scoresPlusWorths(state)).toEqual(projectedScores(state));
          checked++;
        }
        const seat = core.activeSeats(state)[0]!;
        const actions = core.legalActions(state, seat);
        const figures = actions.filter((a) => a.type === 'placeMeeple');
        const pool = figures.length > 0 && rng.next() < 0.6 ? figures : actions;
        core.apply(state, seat, pool[Math.floor(rng.next() * pool.length)]!, rng);
      }
      expect(checked).toBeGreaterThan(60);
    },
  );
});
