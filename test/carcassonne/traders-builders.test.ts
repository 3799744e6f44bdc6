// Traders & Builders in play (docs/rules/carcassonne.md#traders-builders): the builder and its double turn
// (docs/rules/carcassonne.md#builder, docs/rules/carcassonne.md#double-turn), the pig
// (docs/rules/carcassonne.md#pig) and goods (docs/rules/carcassonne.md#goods), each with the exact points of a
// worked example, the expansion cases (docs/rules/carcassonne.md#traders-builders-cases) and Part A's decisions.
import { describe, expect, it } from 'vitest';
import { kindOfId, type TileKind } from '../../games/carcassonne/data/tile-sets';
import { exportRecord, replayRecord } from '../../games/carcassonne/record';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import { turnEntries, type CarcassonneState } from '../../games/carcassonne/rules/state';
import { defaultOptions, validateOptions } from '../../games/carcassonne/options';
import { determinize } from '../../games/carcassonne/determinize';
import { pointsByCategory, scoreKinds } from '../../games/carcassonne/statistics';
import { view } from '../../games/carcassonne/view';
import { createRng } from '../../games/shared/rng';
import { act, events, expansionScenario, play } from './fixtures';

const TB = { tradersBuilders: true } as const;
const game = (tiles: TileKind[], options: object = {}, numPlayers = 2) =>
  expansionScenario(tiles, { ...TB, ...options }, numPlayers);
const finalEvents = (state: CarcassonneState) => events(state).filter((e) => e.final);
const placeFigure = (state: CarcassonneState, location: string, figure?: 'builder' | 'pig' | 'large') =>
  core.refusal(state, state.turn, { type: 'placeMeeple', location, ...(figure && { figure }) });

/**
 * Worked example 6's first turns: seat 0's thief on U east of D, a builder on the next U of that road; seat
 * 1 plays cloisters south of them.
 */
function builderOnRoad(more: TileKind[]): CarcassonneState {
  const state = game(['U', 'B', 'U', 'B', ...more]);
  play(state, 1, 0, 0, 'E'); // seat 0's thief on the road D + U
  play(state, 0, 1, 0); // seat 1: a cloister south of D
  play(state, 2, 0, 0, 'E', 'builder'); // seat 0's builder on the same road
  play(state, 1, 1, 0); // seat 1: a cloister south of the first U
  return state;
}

describe('the builder and the double turn (docs/rules/carcassonne.md#double-turn)', () => {
  it('worked example 6: two tiles in a row, no third; completing the road still earns one; wine bonus: 20 : 6', () => {
    const state = builderOnRoad(['U', 'W', 'V', 'W', 'U', 'TB2', 'E']);
    act(state, { type: 'placeTile', x: 3, y: 0, rotation: 0 }); // seat 0 extends its builder's road
    expect(state.doubleTurn).toBe('earned');
    act(state, { type: 'skipMeeple' });
    expect([state.turn, state.doubleTurn, state.current]).toEqual([0, 'second', 'W']);
    play(state, 4, 0, 0, 'S'); // the second tile extends the road too, a thief on W's south arm: no third tile
    expect([state.turn, state.doubleTurn]).toEqual([1, undefined]);
    play(state, -1, 0, 3); // seat 1: V bends the west end south
    act(state, { type: 'placeTile', x: -1, y: 1, rotation: 1 }); // seat 0: W closes the road
    expect(state.doubleTurn).toBe('earned');
    act(state, { type: 'skipMeeple' });
    expect(events(state).at(-1)).toMatchObject({ final: false, kind: 'road', seats: [0], points: 7 });
    expect(state.figures?.builder).toEqual([1, 1]); // the builder came home with the thief
    expect(state.supply).toEqual([6, 7]);
    expect([state.turn, state.doubleTurn, state.current]).toEqual([0, 'second', 'U']);
    play(state, 5, 0, 0, 'E'); // the second tile still comes: a thief on W's east arm + U
    play(state, 0, -1, 2, 'E'); // seat 1: a knight on TB2 (wine), joined to D's city
    play(state, 1, -1, 3); // seat 0 closes it: the last tile
    expect(
      events(state)
        .filter((e) => !e.final)
        .at(-1),
    ).toMatchObject({ kind: 'city', seats: [1], points: 6 });
    expect(turnEntries(state).at(-1)?.goods).toEqual({ wine: 1 });
    expect(core.isOver(state)).toBe(true);
    expect(finalEvents(state).map((e) => [e.kind, e.seats, e.points, e.good ?? null])).toEqual([
      ['road', [0], 1, null],
      ['road', [0], 2, null],
      ['goods', [0], 10, 'wine'],
    ]);
    expect(state.scores).toEqual([20, 6]);
    expect(turnEntries(state).map((t) => [t.seat, t.second === true])).toEqual([
      [0, false],
      [1, false],
      [0, false],
      [1, false],
      [0, false],
      [0, true],
      [1, false],
      [0, false],
      [0, true],
      [1, false],
      [0, false],
    ]);
  });

  it("another player's builder earns nothing, nor a builder placed this turn (docs/rules/carcassonne.md#double-turn)", () => {
    const state = game(['U', 'B', 'U', 'B', 'B', 'U']);
    play(state, 1, 0, 0, 'E');
    play(state, 0, 1, 0);
    play(state, 2, 0, 0, 'E', 'builder'); // placed on the tile just placed: no second part
    expect([state.turn, state.doubleTurn]).toEqual([1, undefined]);
    play(state, 1, 1, 0);
    play(state, 2, 1, 0); // seat 0: a cloister, away from the road
    act(state, { type: 'placeTile', x: 3, y: 0, rotation: 0 }); // seat 1 extends seat 0's builder's road
    expect(state.doubleTurn).toBeUndefined();
    act(state, { type: 'skipMeeple' });
    expect(core.isOver(state)).toBe(true);
    expect(turnEntries(state).some((t) => t.second === true)).toBe(false);
  });

  it('a second part earned by the last tile is void: the game ends (docs/rules/carcassonne.md#double-turn)', () => {
    const state = builderOnRoad(['U']);
    play(state, 3, 0, 0);
    expect(core.isOver(state)).toBe(true);
    expect(state.doubleTurn).toBeUndefined();
    expect(finalEvents(state)).toEqual([
      { turn: 5, final: true, kind: 'road', seats: [0], points: 4, pennants: 0, cities: 0 },
    ]);
  });

  it('needs a follower of its owner on the merged road or city, however far; nowhere else (docs/rules/carcassonne.md#builder)', () => {
    const state = game(['U', 'U', 'U', 'E']);
    play(state, 1, 0, 0, 'E'); // seat 0's thief on D + U
    act(state, { type: 'placeTile', x: -1, y: 0, rotation: 0 }); // seat 1 extends it westwards
    expect(placeFigure(state, 'E', 'builder')).toBe(
      'the builder goes only where one of your meeples already stands on that road',
    );
    expect(core.legalActions(state, 1).filter((a) => a.type === 'placeMeeple' && a.figure === 'builder')).toEqual([]);
    act(state, { type: 'skipMeeple' });
    act(state, { type: 'placeTile', x: -2, y: 0, rotation: 0 }); // seat 0: three tiles away from its thief
    expect(core.legalActions(state, 0).filter((a) => a.type === 'placeMeeple' && a.figure === 'builder')).toEqual([
      { type: 'placeMeeple', location: 'E', figure: 'builder' },
    ]);
    expect(placeFigure(state, 'NNW', 'builder')).toBe('the builder may not stand on a field');
    act(state, { type: 'placeMeeple', location: 'W', figure: 'builder' });
    // It claims nothing: the road still holds one follower, seat 0's thief, and a second builder is refused.
    expect(state.figures?.builder).toEqual([0, 1]);
    act(state, { type: 'placeTile', x: 0, y: -1, rotation: 2 }); // seat 1 closes D's city
    expect(placeFigure(state, 'S', 'builder')).toBe(
      'the builder goes only where one of your meeples already stands on that city',
    );
  });

  it('never goes on a road or city the tile just placed completes (docs/rules/carcassonne.md#builder)', () => {
    const state = game(['M', 'B', 'E']);
    play(state, 0, -1, 3, 'S'); // seat 0's knight on D + M, open to the west
    play(state, 0, 1, 0); // seat 1
    act(state, { type: 'placeTile', x: -1, y: -1, rotation: 1 }); // seat 0: E closes it
    expect(placeFigure(state, 'E', 'builder')).toBe('this tile completes that city: the builder may not go there');
    expect(core.legalActions(state, 0).filter((a) => a.type === 'placeMeeple' && a.figure === 'builder')).toEqual([]);
  });

  it('weighs nothing in a majority: thief + builder against a thief is a tie (docs/rules/carcassonne.md#builder)', () => {
    const state = game(['U', 'U', 'U', 'U', 'V', 'V']);
    play(state, 1, 0, 0, 'E'); // seat 0's thief on D + U
    play(state, 1, 1, 0, 'E'); // seat 1's thief on a road south of it
    play(state, 2, 0, 0, 'E', 'builder'); // seat 0's builder on its road
    play(state, 2, 1, 0); // seat 1 extends its own road
    play(state, 3, 0, 0); // seat 0: V bends its road south, its builder earns a second part
    expect(state.turn).toBe(0);
    play(state, 3, 1, 1); // V joins the two roads: 7 tiles, seats 0 and 1 tie 1 : 1 (the builder weighs 0)
    expect(core.isOver(state)).toBe(true);
    expect(finalEvents(state).map((e) => [e.kind, e.seats, e.points])).toEqual([['road', [0, 1], 7]]);
  });
});

describe('builders of every colour on one road (docs/rules/carcassonne.md#double-turn)', () => {
  it("each player extending their own builder's road earns their own second part; all builders come home with the road", () => {
    const state = game(['U', 'U', 'U', 'U', 'V', 'V', 'W', 'W']);
    play(state, 1, 0, 0, 'E'); // seat 0's thief on D + U
    play(state, 1, 1, 0, 'E'); // seat 1's thief on a road south of it
    play(state, 2, 0, 0, 'E', 'builder'); // seat 0's builder
    play(state, 2, 1, 0, 'E', 'builder'); // seat 1's builder on its own road
    play(state, 3, 0, 0); // seat 0 extends its road: a second part
    play(state, 3, 1, 1); // seat 0's second tile joins both roads
    expect(state.turn).toBe(1);
    play(state, -1, 0, 0); // seat 1: W closes the west end, extending its builder's road: a second part
    expect([state.turn, state.doubleTurn]).toEqual([1, 'second']);
    play(state, 0, 1, 0); // seat 1's second tile closes the road: 9 tiles, 1 : 1
    expect(events(state).filter((e) => !e.final)).toEqual([
      { turn: 8, final: false, kind: 'road', seats: [0, 1], points: 9, pennants: 0, cities: 0 },
    ]);
    expect(state.figures?.builder).toEqual([1, 1]);
    expect(state.supply).toEqual([7, 7]);
    expect(turnEntries(state).map((t) => `${t.seat}${t.second ? '+' : ''}`)).toEqual([
      '0',
      '1',
      '0',
      '1',
      '0',
      '0+',
      '1',
      '1+',
    ]);
  });
});

describe('garden tiles of Traders & Builders (docs/rules/carcassonne.md#traders-builders)', () => {
  it('TB8 shows a garden for the abbot only with the abbot; without it the tile is plain', () => {
    const gardens = (options: object) => {
      const state = game(['TB8'], options);
      act(state, { type: 'placeTile', x: 0, y: -1, rotation: 2 });
      return core.legalActions(state, 0).filter((a) => a.type === 'placeMeeple' && a.location === 'garden');
    };
    expect(gardens({})).toEqual([]);
    expect(gardens({ abbot: true })).toEqual([{ type: 'placeMeeple', location: 'garden', figure: 'abbot' }]);
  });
});

/** Worked example 7's field: seat 0's farmer and pig north of the road, seat 1's farmer joined in by B. */
function sharedField(large: boolean, secondPig: boolean): CarcassonneState {
  const state = game(['U', 'E', 'U', 'B', 'E', 'E'], large ? { innsCathedrals: true } : {});
  play(state, 1, 0, 0, 'NNW', large ? 'large' : undefined); // seat 0's farmer north of the road
  play(state, 0, -1, 2, 'NNW'); // seat 1: E closes D's city; a farmer on its field
  play(state, 2, 0, 0, 'NNW', 'pig'); // seat 0's pig joins its farmer
  play(state, 1, -1, 0, secondPig ? 'NNW' : null, secondPig ? 'pig' : undefined); // seat 1: B joins the fields
  play(state, 1, -2, 0); // seat 0: a city cap north of B
  play(state, 1, -3, 2); // seat 1 closes it: a second completed city by the field
  return state;
}

describe('the pig (docs/rules/carcassonne.md#pig)', () => {
  it('worked example 7: a tie 1 : 1, the pig lifts its owner to 4 per city: 8 : 6', () => {
    const state = sharedField(false, false);
    expect(core.isOver(state)).toBe(true);
    expect(finalEvents(state).map((e) => [e.kind, e.seats, e.points, e.cities, e.pig ?? false])).toEqual([
      ['field', [1], 6, 2, false],
      ['field', [0], 8, 2, true],
    ]);
    expect(state.scores).toEqual([8, 6]);
  });

  it("worked example 8: the large meeple wins 2 : 1; the loser's pig gives nothing: 8 : 0", () => {
    const state = sharedField(true, true);
    expect(finalEvents(state).map((e) => [e.kind, e.seats, e.points, e.pig ?? false])).toEqual([
      ['field', [0], 8, true],
    ]);
    expect(state.scores).toEqual([8, 0]);
  });

  it('needs its owner’s farmer in the merged field, stays to the end, and is not in a match without farmers (docs/rules/carcassonne.md#pig)', () => {
    const state = game(['U', 'U', 'U']);
    play(state, 1, 0, 0, 'NNW'); // seat 0's farmer
    act(state, { type: 'placeTile', x: 2, y: 0, rotation: 0 }); // seat 1
    expect(placeFigure(state, 'NNW', 'pig')).toBe(
      'the pig goes only where one of your meeples already stands on that field',
    );
    expect(placeFigure(state, 'E', 'pig')).toBe('the pig may not stand on a road');
    act(state, { type: 'skipMeeple' });
    act(state, { type: 'placeTile', x: 3, y: 0, rotation: 0 });
    expect(placeFigure(state, 'SSE', 'pig')).toBe(
      'the pig goes only where one of your meeples already stands on that field',
    );
    act(state, { type: 'placeMeeple', location: 'NNE', figure: 'pig' });
    expect(Object.values(state.meeples).map((m) => m.figure ?? 'meeple')).toEqual(['meeple', 'pig']);
    const noFarmers = game(['U'], { farmers: false });
    expect(noFarmers.figures).toEqual({ builder: [1, 1] });
    act(noFarmers, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(placeFigure(noFarmers, 'NNW', 'pig')).toBe('there is no pig in this match');
  });
});

describe('goods (docs/rules/carcassonne.md#goods)', () => {
  it('worked example 9: goods go to the completer, even of an empty city; wine ties both +10, grain +10: 16 : 20', () => {
    const state = game(['TB1', 'E', 'TB2', 'E', 'E', 'TB12', 'D', 'E']);
    play(state, 0, -1, 2, 'E'); // seat 0's knight on TB1 (grain), joined to D's city
    play(state, 1, -1, 3); // seat 1 closes it: 3 tiles, 6 for seat 0, the grain for seat 1
    expect(state.scores).toEqual([6, 0]);
    expect(state.goods).toEqual({ wine: [0, 0], grain: [0, 1], cloth: [0, 0] });
    play(state, 1, -2, 0); // seat 0: TB2 (wine)
    play(state, 1, -3, 2); // seat 1 caps its north
    play(state, 0, -2, 1); // seat 0 caps its west: an empty city, no points, the wine for seat 0
    expect(turnEntries(state).at(-1)?.goods).toEqual({ wine: 1 });
    play(state, -1, 0, 0); // seat 1: TB12 (wine) west of D
    play(state, -2, 0, 1); // seat 0: D caps its west side
    play(state, -1, -1, 2); // seat 1 caps its north: the wine for seat 1
    expect(state.goods).toEqual({ wine: [1, 1], grain: [0, 1], cloth: [0, 0] });
    expect(core.isOver(state)).toBe(true);
    expect(finalEvents(state).map((e) => [e.kind, e.good, e.seats, e.points])).toEqual([
      ['goods', 'wine', [0, 1], 10],
      ['goods', 'grain', [1], 10],
    ]);
    expect(state.scores).toEqual([16, 20]);
    // The charts count the bonus as its own category, beside the others (games/carcassonne/statistics.ts).
    expect(scoreKinds(state)).toEqual(['city', 'road', 'monastery', 'field', 'goods']);
    expect(pointsByCategory(state)).toMatchObject({ city: [6, 0], goods: [10, 20] });
    expect(scoreKinds(expansionScenario([], {}))).not.toContain('goods');
  });

  it('an open city at the end gives no goods; a player who takes none scores no bonus (docs/rules/carcassonne.md#goods-bonus)', () => {
    const state = game(['TB2']);
    play(state, 0, -1, 2, 'E'); // seat 0's knight on D + TB2, left open
    expect(core.isOver(state)).toBe(true);
    expect(state.goods).toEqual({ wine: [0, 0], grain: [0, 0], cloth: [0, 0] });
    expect(finalEvents(state).map((e) => [e.kind, e.points])).toEqual([['city', 2]]);
  });

  it('a completed city gives one token per symbol, merged: two wine symbols, 2 wine (docs/rules/carcassonne.md#goods)', () => {
    const state = game(['TB15', 'TB2', 'E']);
    play(state, 0, -1, 1, 'N'); // seat 0: TB15 (wine) north of D, a knight in the city
    play(state, 0, -2, 2); // seat 1: TB2 (wine) above it
    play(state, 1, -2, 3); // seat 0 closes the city: 4 tiles = 8, and both wine
    expect(events(state)[0]).toMatchObject({ kind: 'city', seats: [0], points: 8 });
    expect(turnEntries(state).at(-1)?.goods).toEqual({ wine: 2 });
    expect(state.goods).toEqual({ wine: [2, 0], grain: [0, 0], cloth: [0, 0] });
    expect(state.scores).toEqual([18, 0]);
  });
});

describe('Traders & Builders with the other options (docs/rules/carcassonne.md#traders-builders)', () => {
  it('is off by default; a base game keeps its state; a bad value is refused naming the option', () => {
    expect(defaultOptions(2)).toEqual({ farmers: true });
    const base = expansionScenario(['U'], {});
    expect(base.figures).toBeUndefined();
    expect(base.goods).toBeUndefined();
    expect('doubleTurn' in base).toBe(false);
    expect(validateOptions(2, { tradersBuilders: 'yes' })).toBe('option "tradersBuilders": must be true or false');
    expect(validateOptions(6, { tradersBuilders: true, innsCathedrals: false })).toBe(
      'option "innsCathedrals": 6 players need Inns & Cathedrals',
    );
    expect(validateOptions(6, { tradersBuilders: true })).toBeUndefined();
  });

  it('brings a builder and a pig per player, beside the large meeple and the abbot (docs/rules/carcassonne.md#figure-actions)', () => {
    const state = game(['U'], { innsCathedrals: true, abbot: true }, 3);
    expect(state.figures).toEqual({ abbot: [1, 1, 1], large: [1, 1, 1], builder: [1, 1, 1], pig: [1, 1, 1] });
    expect(state.goods).toEqual({ wine: [0, 0, 0], grain: [0, 0, 0], cloth: [0, 0, 0] });
  });

  it('shows every seat the goods and the double turn, and hides the bag (docs/rules/carcassonne.md#open-information)', () => {
    const state = builderOnRoad(['U', 'W', 'E']);
    act(state, { type: 'placeTile', x: 3, y: 0, rotation: 0 });
    const seen = view(state, 1);
    expect(seen.doubleTurn).toBe('earned');
    expect(seen.goods).toEqual(state.goods);
    expect(seen.bag).toEqual(['?', '?']);
    // The second tile is not drawn before the first part is scored: nothing is current in the figure step.
    expect(seen.current).toBeNull();
    const sample = determinize(seen, 1, createRng('tb'));
    expect([sample.doubleTurn, sample.goods]).toEqual(['earned', state.goods]);
    expect(sample.bag.map(kindOfId).sort()).toEqual(['E', 'W']);
  });

  it('records the double turn and the goods (version 3), and replays them; a record that says otherwise is refused (docs/rules/carcassonne.md#traders-builders)', () => {
    const state = builderOnRoad(['U', 'W', 'V', 'W', 'U', 'TB2', 'E']);
    play(state, 3, 0, 0);
    play(state, 4, 0, 0, 'S');
    play(state, -1, 0, 3);
    play(state, -1, 1, 1);
    play(state, 5, 0, 0, 'E');
    play(state, 0, -1, 2, 'E');
    play(state, 1, -1, 3);
    const record = exportRecord(state);
    expect(record.version).toBe(3);
    expect(record.options).toEqual({ farmers: true, tradersBuilders: true });
    expect(record.turns[2]).toMatchObject({ meeple: 'E', figure: 'builder' });
    expect(record.turns.filter((t) => t.second).map((t) => t.tile)).toEqual(['W', 'U']);
    expect(record.turns.at(-1)?.goods).toEqual({ wine: 1 });
    expect(replayRecord(JSON.parse(JSON.stringify(record)))).toMatchObject({ scores: [20, 6], finished: true });
    const noSecond = structuredClone(record);
    delete noSecond.turns[5]!.second;
    expect(() => replayRecord(noSecond)).toThrow('turn 6: the second part of a double turn, the record says otherwise');
    const noGoods = structuredClone(record);
    delete noGoods.turns.at(-1)!.goods;
    expect(() => replayRecord(noGoods)).toThrow(
      'turn 11: the turn took the goods {"wine":1}, the record says undefined',
    );
    expect(() => replayRecord({ ...record, version: 2 })).toThrow('the tradersBuilders option needs version 3');
  });

  it('replays random games with every option to the same scores, double turns and goods included', () => {
    const all = { farmers: true, river: true, abbot: true, innsCathedrals: true, tradersBuilders: true };
    let seconds = 0;
    for (const seed of ['tb-record-0', 'tb-record-1', 'tb-record-2']) {
      const rng = createRng(seed);
      const choices = createRng(`${seed}/choices`);
      const state = core.setup(4, all, rng);
      while (!core.isOver(state)) {
        const legal = core.legalActions(state, state.turn);
        const builder = legal.find((a) => a.type === 'placeMeeple' && a.figure === 'builder');
        core.apply(state, state.turn, builder ?? legal[Math.floor(choices.next() * legal.length)]!, rng);
      }
      const record = JSON.parse(JSON.stringify(exportRecord(state)));
      seconds += record.turns.filter((t: { second?: true }) => t.second).length;
      expect(replayRecord(record)).toMatchObject({ scores: state.scores, finished: true });
    }
    expect(seconds).toBeGreaterThan(0);
  });
});
