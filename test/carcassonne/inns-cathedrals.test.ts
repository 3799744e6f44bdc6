// Inns & Cathedrals in play (docs/rules/carcassonne.md#inns-cathedrals): inn and cathedral scoring
// (docs/rules/carcassonne.md#inn-cathedral-scoring), the large meeple (docs/rules/carcassonne.md#large-meeple),
// inner fields (docs/rules/carcassonne.md#inner-fields) and six players (docs/rules/carcassonne.md#six-players),
// each with the exact points of a worked example, and the expansion cases
// (docs/rules/carcassonne.md#expansion-cases).
import { describe, expect, it } from 'vitest';
import type { TileKind } from '../../games/carcassonne/data/tile-sets';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import { edgeFeaturePoints } from '../../games/carcassonne/rules/scoring';
import type { CarcassonneState, Feature } from '../../games/carcassonne/rules/state';
import { carcassonneGame } from '../../games/carcassonne/game';
import { defaultOptions, validateOptions } from '../../games/carcassonne/options';
import { view } from '../../games/carcassonne/view';
import { createRng } from '../../games/shared/rng';
import { act, events, expansionScenario, play } from './fixtures';

const IC = { innsCathedrals: true } as const;
const game = (tiles: TileKind[], numPlayers = 2, options: object = IC) =>
  expansionScenario(tiles, { ...IC, ...options }, numPlayers);
/** Seat s's scores from the score log's events of one feature kind. */
const finalEvents = (state: CarcassonneState) => events(state).filter((e) => e.final);

describe('inn roads (docs/rules/carcassonne.md#inn-cathedral-scoring)', () => {
  it('a completed road with inns scores 2 per tile, two inns as one: 4 tiles = 8 (worked example 1)', () => {
    const state = game(['IC15', 'W', 'IC14']);
    play(state, 1, 0, 0, 'E'); // seat 0's thief on the inn road of IC15, east of D
    play(state, 2, 0, 0, 'S'); // seat 1: W joins it; thief on W's south arm
    play(state, -1, 0, 0); // seat 0: IC14's east arm (its inn) closes the west end
    expect(events(state)[0]).toMatchObject({ final: false, kind: 'road', seats: [0], points: 8, mark: 'inn' });
    expect(core.isOver(state)).toBe(true);
    expect(finalEvents(state)).toEqual([
      { turn: 3, final: true, kind: 'road', seats: [1], points: 1, pennants: 0, cities: 0 },
    ]);
    expect(state.scores).toEqual([8, 1]);
  });

  it("an unfinished road with an inn scores 0; IC14's plain arms score as usual (worked example 2)", () => {
    const state = game(['IC14', 'U', 'V']);
    play(state, 1, 0, 0, 'W'); // seat 0 on IC14's west arm (no inn): road D + IC14
    play(state, 2, 0, 0, 'E'); // seat 1 on U, joined to IC14's east arm (the inn)
    play(state, 1, 1, 2, 'N'); // seat 0 on V below IC14's south arm (no inn)
    expect(state.scores).toEqual([4, 0]);
    const inn = finalEvents(state).find((e) => e.mark === 'inn');
    // The majority is still decided: seat 1 holds the inn road, for 0 points (docs/rules/carcassonne.md#marked-unfinished).
    expect(inn).toMatchObject({ seats: [1], points: 0 });
    expect(
      finalEvents(state)
        .filter((e) => e.mark === undefined)
        .map((e) => e.points),
    ).toEqual([2, 2]);
  });

  it('a completed 5-tile road with an inn is 10, open 0; plain 5 either way (worked example 12)', () => {
    const road = (open: number, mark?: 'inn'): Feature => ({
      kind: 'road',
      open,
      tiles: ['a', 'b', 'c', 'd', 'e'],
      size: 5,
      pennants: 0,
      meeples: 1,
      cities: [],
      ...(mark && { mark }),
    });
    expect([road(0, 'inn'), road(2, 'inn'), road(0), road(2)].map(edgeFeaturePoints)).toEqual([10, 0, 5, 5]);
  });
});

describe('cathedral cities (docs/rules/carcassonne.md#inn-cathedral-scoring)', () => {
  /** IC1 north of D with seat 0's knight, then a cap west with seat 1's farmer. */
  function cathedralStart(tiles: TileKind[]): CarcassonneState {
    const state = game(['IC1', 'E', ...tiles]);
    play(state, 0, -1, 0, 'N'); // seat 0's knight in the cathedral city
    play(state, -1, -1, 1, 'NNW'); // seat 1: E capping the west side, a farmer on its field
    return state;
  }

  it('a completed city with a cathedral scores 3 per tile and pennant: 6 tiles + 1 pennant = 21; farmers count it (worked example 3)', () => {
    const state = cathedralStart(['E', 'E', 'M']);
    play(state, 0, -2, 2); // seat 0 caps the north
    play(state, 1, -2, 2); // seat 1: E north-east
    play(state, 1, -1, 0); // seat 0: M closes the east side
    expect(events(state)[0]).toMatchObject({ kind: 'city', seats: [0], points: 21, pennants: 1, mark: 'cathedral' });
    expect(finalEvents(state)).toEqual([
      { turn: 5, final: true, kind: 'field', seats: [1], points: 3, pennants: 0, cities: 1 },
    ]);
    expect(state.scores).toEqual([21, 3]);
  });

  it('an unfinished city with a cathedral scores 0, and no farmer scores it; a plain open city 1 (worked example 4)', () => {
    const state = cathedralStart(['U', 'E']);
    play(state, 1, 0, 0); // seat 0: a road tile, no figure
    play(state, 0, 1, 2, 'S'); // seat 1: a one-tile city south of D, a knight in it
    expect(finalEvents(state).map((e) => [e.kind, e.seats, e.points, e.mark ?? null])).toEqual([
      ['city', [0], 0, 'cathedral'],
      ['city', [1], 1, null],
      ['field', [1], 0, null],
    ]);
    expect(state.scores).toEqual([0, 1]);
  });

  it('a completed 6-tile city with 2 pennants and a cathedral is 24; plain 16, open plain 8, open cathedral 0 (worked example 12)', () => {
    const city = (open: number, mark?: 'cathedral'): Feature => ({
      kind: 'city',
      open,
      tiles: ['a', 'b', 'c', 'd', 'e', 'f'],
      size: 6,
      pennants: 2,
      meeples: 1,
      cities: [],
      ...(mark && { mark }),
    });
    expect([city(0, 'cathedral'), city(0), city(3), city(3, 'cathedral')].map(edgeFeaturePoints)).toEqual([
      24, 16, 8, 0,
    ]);
  });
});

describe('the large meeple (docs/rules/carcassonne.md#large-meeple)', () => {
  /** Seat 0's large meeple on D + U, seat 1's thief on U north of it, joined by two V: a 5-tile road. */
  function largeAgainstOne(more: TileKind[] = []): CarcassonneState {
    const state = game(['U', 'U', 'V', 'U', 'V', ...more]);
    play(state, 1, 0, 0, 'E', 'large');
    play(state, 1, -1, 0, 'E'); // seat 1's thief
    play(state, 2, -1, 0); // seat 0: V bends the upper road south
    play(state, 1, 1, 0, 'E'); // seat 1: a thief on a lone road south-east
    play(state, 2, 0, 1); // seat 0: V joins both roads
    return state;
  }

  it('weighs 2 against one meeple: 5-tile open road, seat 0 5, seat 1 0 (1 for its lone road) (worked example 5)', () => {
    const state = largeAgainstOne();
    expect(finalEvents(state).map((e) => [e.seats, e.points])).toEqual([
      [[0], 5],
      [[1], 1],
    ]);
    expect(state.scores).toEqual([5, 1]);
  });

  it('ties with two meeples: a 9-tile road, 2 : 2, both score 9 (worked example 5)', () => {
    const state = largeAgainstOne(['U', 'V', 'V']);
    play(state, 0, 1, 0); // seat 1: U joins the lone road towards D's west end
    play(state, -1, 1, 2); // seat 0
    play(state, -1, 0, 3); // seat 1: V closes the loop to D's west end
    expect(finalEvents(state)).toEqual([
      { turn: 8, final: true, kind: 'road', seats: [0, 1], points: 9, pennants: 0, cities: 0 },
    ]);
    expect(state.scores).toEqual([9, 9]);
  });

  it('is offered beside the meeple on every feature a meeple may take, one per player, and claims its feature', () => {
    const state = game(['U', 'U', 'U']);
    act(state, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    const offered = core.legalActions(state, 0);
    expect(
      offered
        .filter((a) => a.type === 'placeMeeple' && a.figure === undefined)
        .map((a) => 'location' in a && a.location),
    ).toEqual(['E', 'NNW', 'ESE']);
    expect(
      offered.filter((a) => a.type === 'placeMeeple' && a.figure === 'large').map((a) => 'location' in a && a.location),
    ).toEqual(['E', 'NNW', 'ESE']);
    act(state, { type: 'placeMeeple', location: 'E', figure: 'large' });
    expect(state.figures).toEqual({ large: [0, 1] });
    expect(state.supply).toEqual([7, 7]);
    act(state, { type: 'placeTile', x: 2, y: 0, rotation: 0 });
    expect(core.refusal(state, 1, { type: 'placeMeeple', location: 'E' })).toBe('that road already holds a meeple');
    act(state, { type: 'skipMeeple' });
    act(state, { type: 'placeTile', x: 3, y: 0, rotation: 0 });
    expect(core.refusal(state, 0, { type: 'placeMeeple', location: 'NNW', figure: 'large' })).toBe(
      'your large meeple is already on the board',
    );
  });

  it('comes back like a meeple when its feature is scored (docs/rules/carcassonne.md#expansion-cases)', () => {
    const state = game(['E', 'U']);
    play(state, 0, -1, 2, 'S', 'large'); // closes D's city at once: 4 points, the large meeple comes back
    expect(events(state)).toEqual([
      { turn: 1, final: false, kind: 'city', seats: [0], points: 4, pennants: 0, cities: 0 },
    ]);
    expect(state.figures).toEqual({ large: [1, 1] });
    expect(Object.values(state.meeples)).toEqual([]);
  });

  it('weighs 2 in a field too, and is never a farmer with farmers off or on a garden (docs/rules/carcassonne.md#large-weight)', () => {
    const fields = game(['E', 'U', 'B']);
    play(fields, 0, -1, 2, 'NNW', 'large'); // seat 0 closes D's city, its large farmer on the E's field
    play(fields, 1, 0, 0, 'NNW'); // seat 1's farmer north of the road, a field apart so far
    play(fields, 1, -1, 0); // seat 0: B joins the two fields, both touching D's city
    expect(finalEvents(fields)).toEqual([
      { turn: 3, final: true, kind: 'field', seats: [0], points: 3, pennants: 0, cities: 1 },
    ]);
    const noFarmers = game(['U'], 2, { farmers: false });
    act(noFarmers, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(core.refusal(noFarmers, 0, { type: 'placeMeeple', location: 'NNW', figure: 'large' })).toBe(
      'farmers are off in this match',
    );
    const garden = game(['IC15'], 2, { abbot: true });
    act(garden, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(core.refusal(garden, 0, { type: 'placeMeeple', location: 'garden', figure: 'large' })).toBe(
      'the large meeple may not stand on a garden',
    );
  });

  it('is not in a match without the option', () => {
    const state = expansionScenario(['U'], {});
    act(state, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(core.refusal(state, 0, { type: 'placeMeeple', location: 'E', figure: 'large' })).toBe(
      'there is no large meeple in this match',
    );
    expect(core.legalActions(state, 0).some((a) => a.type === 'placeMeeple' && a.figure !== undefined)).toBe(false);
  });
});

describe('fields of Inns & Cathedrals (docs/rules/carcassonne.md#inner-fields)', () => {
  it('an inner field touches its four caps: 4 completed cities = 12; a cap’s own field 3 (worked example 10)', () => {
    const state = game(['IC3', 'E', 'E', 'E']);
    play(state, 0, -1, 0, 'inner'); // IC3's south cap closes with D's at once; seat 0's farmer inside
    play(state, 0, -2, 2); // seat 1 closes the north cap
    play(state, -1, -1, 1); // seat 0 the west cap
    play(state, 1, -1, 3, 'NNW'); // seat 1 the east cap, a farmer on that E's field
    expect(finalEvents(state).map((e) => [e.seats, e.points, e.cities])).toEqual([
      [[0], 12, 4],
      [[1], 3, 1],
    ]);
    expect(state.scores).toEqual([12, 3]);
  });

  it('a city that splits a field counts once in each piece (docs/rules/carcassonne.md#split-fields)', () => {
    const state = game(['IC7', 'B']);
    act(state, { type: 'placeTile', x: 0, y: -1, rotation: 2 }); // IC7's claw city closes D's at once
    const spots = core
      .legalActions(state, 0)
      .flatMap((a) => (a.type === 'placeMeeple' && !a.figure ? [a.location] : []));
    expect(spots).toEqual(['S', 'WSW', 'NNW']); // the city and the two pieces of the field
    act(state, { type: 'placeMeeple', location: 'WSW' }); // seat 0 on the west piece
    play(state, 1, -1, 0, 'NNW'); // seat 1: B joins the east piece; a farmer on it
    expect(finalEvents(state)).toEqual([
      { turn: 2, final: true, kind: 'field', seats: [0], points: 3, pennants: 0, cities: 1 },
      { turn: 2, final: true, kind: 'field', seats: [1], points: 3, pennants: 0, cities: 1 },
    ]);
  });

  it('IC2 and IC5 hold two separate roads, and IC17 two bends that never meet (docs/rules/carcassonne.md#separate-roads)', () => {
    const roads = (t: 'IC2' | 'IC5' | 'IC17') =>
      core
        .legalActions(
          (() => {
            const s = game([t]);
            act(
              s,
              t === 'IC2'
                ? { type: 'placeTile', x: 0, y: 1, rotation: 0 }
                : { type: 'placeTile', x: 1, y: 0, rotation: 0 },
            );
            return s;
          })(),
          0,
        )
        .filter((a) => a.type === 'placeMeeple' && a.figure === undefined && 'location' in a && a.location.length === 1)
        .length;
    expect(roads('IC2')).toBe(2);
    expect(roads('IC17')).toBe(2);
    expect(roads('IC5')).toBe(4); // two roads and two city caps
  });
});

describe('six players (docs/rules/carcassonne.md#six-players)', () => {
  it('are allowed only with Inns & Cathedrals, refused naming the option otherwise (docs/rules/carcassonne.md#six-need-inns)', () => {
    expect(validateOptions(6, { innsCathedrals: true })).toBeUndefined();
    expect(validateOptions(6, { innsCathedrals: false })).toBe(
      'option "innsCathedrals": 6 players need Inns & Cathedrals',
    );
    expect(validateOptions(6, { farmers: true })).toBeUndefined(); // left out, it defaults to on for six
    expect(defaultOptions(6)).toEqual({ farmers: true, innsCathedrals: true });
    expect(defaultOptions(5)).toEqual({ farmers: true });
    expect(validateOptions(7, IC)).toBe('Carcassonne is for 2 to 6 players, not 7');
    expect(carcassonneGame.validateSetupData?.({ innsCathedrals: false } as never, 6)).toBe(
      'option "innsCathedrals": 6 players need Inns & Cathedrals',
    );
    const setup = core.setup(6, {} as never, createRng('six'));
    expect(setup.options).toEqual({ farmers: true, innsCathedrals: true });
    expect(setup.supply).toEqual([7, 7, 7, 7, 7, 7]);
    expect(setup.figures).toEqual({ large: [1, 1, 1, 1, 1, 1] });
  });

  it('score a six-player example exactly: 0, 4, 6, 0, 3, 1 (worked example 11)', () => {
    const state = game(['IC16', 'E', 'B', 'U', 'E', 'E'], 6);
    play(state, 1, 0, 0, 'S'); // p0: thief on the inn road D + IC16
    play(state, 0, -1, 2, 'S'); // p1: closes D's city with a knight: 4
    play(state, 1, -1, 0, 'monastery'); // p2: monk
    play(state, -1, 0, 0, 'ESE'); // p3: farmer south of the road, which U extends
    play(state, 2, -1, 0, 'ENE'); // p4: farmer in the north field, next to D's city
    play(state, 2, 0, 1, 'E'); // p5: knight on a one-tile city; the monk's fifth neighbour
    expect(core.isOver(state)).toBe(true);
    expect(state.scores).toEqual([0, 4, 6, 0, 3, 1]);
  });
});

describe('Inns & Cathedrals with the other options (docs/rules/carcassonne.md#inns-cathedrals)', () => {
  it('is off by default, and a base game keeps its state (no large meeple supply)', () => {
    expect(defaultOptions(2)).toEqual({ farmers: true });
    const base = core.setup(2, {} as never, createRng('base'));
    expect(base.figures).toBeUndefined();
    expect(base.bag).toHaveLength(70); // and the tile seat 0 drew
  });

  it('counts the gardens of IC3 and IC15 only with the abbot, which takes them (docs/rules/carcassonne.md#gardens)', () => {
    const plain = game(['IC15']);
    act(plain, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(core.legalActions(plain, 0).some((a) => a.type === 'placeMeeple' && a.location === 'garden')).toBe(false);
    const abbot = game(['IC15'], 2, { abbot: true });
    act(abbot, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(core.legalActions(abbot, 0)).toContainEqual({ type: 'placeMeeple', location: 'garden', figure: 'abbot' });
    expect(abbot.figures).toEqual({ abbot: [1, 1], large: [1, 1] });
  });

  it('shows every seat the large meeples and the tiles left by kind, and hides the bag (docs/rules/carcassonne.md#open-information)', () => {
    const state = core.setup(3, { farmers: true, ...IC }, createRng('open'));
    const seen = view(state, 1);
    expect(seen.figures).toEqual({ large: [1, 1, 1] });
    expect(seen.remainingByType.IC1).toBe(2);
    expect(seen.bag.every((id) => id === '?')).toBe(true);
  });
});
