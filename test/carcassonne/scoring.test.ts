// Scoring during play and at the end (docs/rules/carcassonne.md#scoring), with its tricky cases
// (docs/rules/carcassonne.md#tricky-cases).
import { describe, expect, it } from 'vitest';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import { find } from '../../games/carcassonne/rules/features';
import { ORIENTED } from '../../games/carcassonne/geometry';
import { finalScoring, logLength } from '../../games/carcassonne/rules/scoring';
import { scoreEvents } from '../../games/carcassonne/rules/state';
import { createRng } from '../../games/shared/rng';
import { clone, randomStep } from '../harness/random-play';
import { events, play, scenario } from './fixtures';

/** Seat 0's knight north of D, seat 1's knight in a cap east of it, then two tiles join both into one city. */
function joinedCityTie() {
  const state = scenario(['F', 'E', 'N', 'N']);
  play(state, 0, -1, 1, 'N');
  play(state, 1, -1, 0, 'N');
  play(state, 0, -2, 2);
  play(state, 1, -2, 3);
  return state;
}

/** As `joinedCityTie`, but seat 0 has a second knight in a third cap: 2 against 1. */
function joinedCityMajority() {
  const state = scenario(['F', 'E', 'E', 'N', 'N', 'R']);
  play(state, 0, -1, 1, 'N');
  play(state, 1, -1, 0, 'N');
  play(state, -1, -1, 0, 'N');
  play(state, -1, -2, 2);
  play(state, 1, -2, 3);
  play(state, 0, -2, 2);
  return state;
}

/** A cloister at (1, -1) with seat 0's monk whose last neighbour, placed by seat 1, also closes D's city. */
function cloisterAndCityClosedTogether() {
  const state = scenario(['U', 'U', 'B', 'B', 'B', 'B', 'E', 'E']);
  play(state, 1, 0, 0);
  play(state, 2, 0, 0);
  play(state, 1, -1, 0, 'monastery');
  play(state, 2, -1, 0);
  play(state, 1, -2, 0);
  play(state, 2, -2, 0);
  play(state, 0, -2, 0);
  play(state, 0, -1, 2, 'S');
  return state;
}

describe('majority (docs/rules/carcassonne.md#majority)', () => {
  it('gives the full points to the seat with the most meeples and nothing to the others', () => {
    const state = joinedCityMajority();
    // D, F, three caps/corners and the joining R: 7 tiles, F's pennant: 2*7 + 2 = 16.
    expect(events(state)).toEqual([
      { turn: 6, final: false, kind: 'city', seats: [0], points: 16, pennants: 1, cities: 0 },
    ]);
    expect(state.scores).toEqual([16, 0]);
    expect(state.supply).toEqual([7, 7]);
  });

  it('gives every tied seat the full points when occupied features are joined (docs/rules/carcassonne.md#joined-features)', () => {
    const state = joinedCityTie();
    // D, F, E and two N: 5 tiles, one pennant: 2*5 + 2 = 12 each.
    expect(events(state)).toEqual([
      { turn: 4, final: false, kind: 'city', seats: [0, 1], points: 12, pennants: 1, cities: 0 },
    ]);
    expect(state.scores).toEqual([12, 12]);
    expect(core.winners(state)).toEqual([0, 1]);
  });

  it('scores a completed feature without meeples for nobody', () => {
    const state = scenario(['E', 'U']);
    play(state, 0, -1, 2);
    expect(scoreEvents(state)).toEqual([]);
    expect(state.scores).toEqual([0, 0]);
  });
});

describe('scoring during play (docs/rules/carcassonne.md#scoring-during-play)', () => {
  it('scores a completed two-tile city 4 (docs/rules/carcassonne.md#two-tile-city)', () => {
    const state = scenario(['E', 'U']);
    play(state, 0, -1, 2, 'S');
    expect(state.scores).toEqual([4, 0]);
  });

  it('scores a city 2 per tile and 2 per pennant', () => {
    const state = scenario(['F', 'U', 'E', 'U']);
    play(state, 0, -1, 1, 'N');
    play(state, 1, 0, 0);
    play(state, 0, -2, 2);
    expect(events(state)).toEqual([
      { turn: 3, final: false, kind: 'city', seats: [0], points: 8, pennants: 1, cities: 0 },
    ]);
  });

  it('scores a road that closes into a loop, 1 per tile (docs/rules/carcassonne.md#road-loop)', () => {
    const state = scenario(['V', 'V', 'V', 'V']);
    play(state, 0, 1, 3, 'E');
    play(state, 1, 1, 0);
    play(state, 1, 2, 1);
    play(state, 0, 2, 2);
    expect(events(state)).toEqual([
      { turn: 4, final: false, kind: 'road', seats: [0], points: 4, pennants: 0, cities: 0 },
    ]);
    expect(state.supply).toEqual([7, 7]);
  });

  it('counts a tile once when a road leaves a junction and comes back to it (docs/rules/carcassonne.md#tile-counted-once)', () => {
    const state = scenario(['W', 'V', 'V', 'V']);
    play(state, 0, 1, 0, 'E');
    play(state, 1, 1, 0);
    play(state, 1, 2, 1);
    play(state, 0, 2, 2);
    expect(events(state)).toEqual([
      { turn: 4, final: false, kind: 'road', seats: [0], points: 4, pennants: 0, cities: 0 },
    ]);
    expect(scoreEvents(state)[0]!.tiles.sort()).toEqual(['0,1', '0,2', '1,1', '1,2']);
  });

  it('counts a tile once when a city leaves one cap of H and comes back into its other cap (docs/rules/carcassonne.md#tile-counted-once)', () => {
    const state = scenario(['H', 'N', 'N', 'G', 'N', 'M']);
    play(state, 0, 1, 1, 'E'); // H turned once: caps east and west
    play(state, 1, 1, 3);
    play(state, 1, 2, 0);
    play(state, 0, 2, 0);
    play(state, -1, 2, 1);
    play(state, -1, 1, 2); // M closes the ring into H's west cap
    // 6 distinct tiles and M's pennant: 2*6 + 2 = 14 (16 if H were counted twice).
    expect(events(state)).toEqual([
      { turn: 6, final: false, kind: 'city', seats: [0], points: 14, pennants: 1, cities: 0 },
    ]);
  });

  it('scores a cloister 9 once its 8 neighbours, diagonals included, are present (docs/rules/carcassonne.md#corners)', () => {
    const state = cloisterAndCityClosedTogether();
    expect(scoreEvents(state).find((e) => e.kind === 'monastery')).toMatchObject({
      seats: [0],
      points: 9,
      final: false,
      turn: 8,
    });
  });

  it('scores every feature one tile completes, and returns all their meeples, whoever owns them (docs/rules/carcassonne.md#several-completions)', () => {
    const state = cloisterAndCityClosedTogether();
    expect(events(state)).toEqual([
      { turn: 8, final: false, kind: 'city', seats: [1], points: 4, pennants: 0, cities: 0 },
      { turn: 8, final: false, kind: 'monastery', seats: [0], points: 9, pennants: 0, cities: 0 },
    ]);
    expect(state.scores).toEqual([9, 4]);
    expect(state.supply).toEqual([7, 7]);
    expect(state.meeples).toEqual({});
  });
});

describe('final scoring (docs/rules/carcassonne.md#final-scoring)', () => {
  it('scores an incomplete city 1 per tile + 1 per pennant, a road 1 per tile, a cloister 1 + its neighbours', () => {
    const state = scenario(['F', 'U', 'B']);
    play(state, 0, -1, 1, 'N');
    play(state, 1, 0, 0, 'E');
    play(state, 1, -1, 0, 'monastery');
    expect(core.isOver(state)).toBe(true);
    expect(events(state)).toEqual([
      { turn: 3, final: true, kind: 'city', seats: [0], points: 3, pennants: 1, cities: 0 },
      { turn: 3, final: true, kind: 'road', seats: [1], points: 2, pennants: 0, cities: 0 },
      { turn: 3, final: true, kind: 'monastery', seats: [0], points: 4, pennants: 0, cities: 0 },
    ]);
    expect(state.scores).toEqual([7, 2]);
  });

  it('scores each field 3 per completed city it touches, per segment: the strip beyond the road touches nothing (docs/rules/carcassonne.md#field-city-adjacency)', () => {
    const state = scenario(['E', 'U', 'U']);
    play(state, 0, -1, 2, 'NNW'); // farmer in the field round E, beside the city E completes
    play(state, 1, 0, 0, 'NNW'); // farmer north of the road: D's strip beside the city
    play(state, -1, 0, 0, 'ESE'); // farmer south of the road: touches no city
    const fields = events(state).filter((e) => e.kind === 'field');
    expect(fields).toHaveLength(3);
    expect(fields).toContainEqual({
      turn: 3,
      final: true,
      kind: 'field',
      seats: [0],
      points: 3,
      pennants: 0,
      cities: 1,
    });
    expect(fields).toContainEqual({
      turn: 3,
      final: true,
      kind: 'field',
      seats: [1],
      points: 3,
      pennants: 0,
      cities: 1,
    });
    expect(fields).toContainEqual({
      turn: 3,
      final: true,
      kind: 'field',
      seats: [0],
      points: 0,
      pennants: 0,
      cities: 0,
    });
    expect(state.scores).toEqual([3, 3]);
    // Each field's tiles, listed for the score log by one board scan for all three fields.
    expect(
      scoreEvents(state)
        .filter((e) => e.kind === 'field')
        .map((e) => e.tiles),
    ).toEqual([['0,-1'], ['0,0', '1,0', '-1,0'], ['0,0', '1,0', '-1,0']]);
  });

  it('counts a city once for a field that touches it on several tiles (docs/rules/carcassonne.md#field-scoring)', () => {
    const state = scenario(['E', 'U', 'U', 'B']);
    play(state, 0, -1, 2, 'NNW');
    play(state, 1, 0, 0, 'NNW');
    play(state, -1, 0, 0, 'ESE');
    play(state, 1, -1, 0); // B joins the field round E with the strip north of the road: one field, one city, tied farmers
    expect(events(state).filter((e) => e.kind === 'field' && e.points > 0)).toEqual([
      { turn: 4, final: true, kind: 'field', seats: [0, 1], points: 3, pennants: 0, cities: 1 },
    ]);
    expect(state.scores).toEqual([3, 3]);
  });

  it('scores a city for each field around it, even when one seat wins several of them (docs/rules/carcassonne.md#scoring-edition)', () => {
    const state = scenario(['E', 'U', 'U']);
    play(state, 0, -1, 2, 'NNW');
    play(state, -1, 0, 0);
    play(state, 1, 0, 0, 'NNW');
    expect(state.scores).toEqual([6, 0]);
  });

  it('gives farmers nothing for incomplete cities (docs/rules/carcassonne.md#field-scoring)', () => {
    const state = scenario(['U', 'U']);
    play(state, 1, 0, 0, 'NNW');
    play(state, -1, 0, 0);
    expect(events(state)).toEqual([
      { turn: 2, final: true, kind: 'field', seats: [0], points: 0, pennants: 0, cities: 0 },
    ]);
  });

  it('scores no fields when farmers are off (docs/rules/carcassonne.md#option-farmers)', () => {
    const state = scenario(['E', 'U'], 2, false);
    play(state, 0, -1, 2);
    play(state, 1, 0, 0, 'E');
    expect(events(state)).toEqual([
      { turn: 2, final: true, kind: 'road', seats: [1], points: 2, pennants: 0, cities: 0 },
    ]);
  });

  it("gives the same points without itemising (the bots' projection) as with the score log", () => {
    const rng = createRng('unitemised');
    let scored = 0;
    for (let game = 0; game < 6; game++) {
      const state = core.setup(2 + (game % 4), { farmers: game % 3 !== 2 }, rng);
      while (!core.isOver(state)) {
        if (state.turns % 9 === 0 && state.step === 'place') {
          const [logged, quiet] = [clone(state), clone(state)];
          finalScoring(logged);
          finalScoring(quiet, false);
          expect(quiet.scores).toEqual(logged.scores);
          expect(quiet.scoreLog).toEqual(state.scoreLog);
          if (scoreEvents(logged).length > scoreEvents(state).length) scored++;
        }
        const { seat, action } = randomStep(core, state, rng);
        core.apply(state, seat, action, rng);
      }
    }
    expect(scored).toBeGreaterThan(20);
  });

  it('gives the same points without itemising with every option on: marks, large meeples, pigs and goods', () => {
    const all = { farmers: true, river: true, abbot: true, innsCathedrals: true, tradersBuilders: true };
    const rng = createRng('unitemised-all');
    const seen = { pig: 0, goods: 0, mark: 0, centre: 0 };
    for (let game = 0; game < 4; game++) {
      const state = core.setup(6 - (game % 2) * 3, all, rng);
      while (!core.isOver(state)) {
        if (state.turns % 7 === 0 && state.step === 'place') {
          const [logged, quiet] = [clone(state), clone(state)];
          finalScoring(logged);
          finalScoring(quiet, false);
          expect(quiet.scores).toEqual(logged.scores);
          expect(quiet.scoreLog).toEqual(state.scoreLog);
          for (const event of scoreEvents(logged).slice(scoreEvents(state).length)) {
            if (event.pig === true) seen.pig++;
            if (event.kind === 'goods') seen.goods++;
            if (event.mark !== undefined) seen.mark++;
            if (event.kind === 'monastery' || event.kind === 'garden') seen.centre++;
          }
        }
        const { seat, action } = randomStep(core, state, rng);
        core.apply(state, seat, action, rng);
      }
    }
    // Every kind of event the unitemised path adds without building it was met.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(0);
  });
});

describe('field boundaries (docs/rules/carcassonne.md#field-boundaries)', () => {
  it('splits fields along roads, except round the cloister of A', () => {
    const state = scenario(['U', 'A']);
    play(state, 1, 0, 0);
    const u = state.board['1,0']!;
    const o = ORIENTED.U[0]!;
    expect(find(state.parent, u.seg + o.halfFeature[0]!)).not.toBe(find(state.parent, u.seg + o.halfFeature[4]!));
    expect(new Set(ORIENTED.A[0]!.halfFeature).size).toBe(1);
  });

  it('keeps the two small fields beside the gate road of S and T apart, both touching the city', () => {
    for (const type of ['S', 'T'] as const) {
      const fields = ORIENTED[type][0]!.features.filter((f) => f.kind === 'field');
      expect(fields.map((f) => f.locations)).toEqual([['SSE'], ['SSW']]);
      expect(fields.map((f) => f.cities)).toEqual([[0], [0]]);
    }
  });
});

describe('the score log', () => {
  it('counts its events by a search over its keys, whatever their number', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 7, 8, 9, 31, 32, 33, 100, 257]) {
      const log: Record<number, string> = {};
      for (let i = 0; i < length; i++) log[i] = `event ${i}`;
      expect(logLength(log)).toBe(length);
    }
  });

  it('numbers each new event after the last one in a whole game', () => {
    const state = core.setup(6, { farmers: true, innsCathedrals: true, tradersBuilders: true }, createRng('log'));
    const choices = createRng('log/choices');
    while (!core.isOver(state)) {
      const { seat, action } = randomStep(core, state, choices);
      core.apply(state, seat, action, choices);
    }
    const numbers = Object.keys(state.scoreLog).map(Number);
    expect(numbers).toEqual(numbers.map((_, i) => i));
    expect(logLength(state.scoreLog)).toBe(numbers.length);
  });
});
