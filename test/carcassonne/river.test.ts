// The River (docs/rules/carcassonne.md#river): setup, placement at the open end, the turn rule, unplaceable
// river tiles, figures and fields on river tiles, and what stays secret; with the expansion cases
// (docs/rules/carcassonne.md#expansion-cases).
import { describe, expect, it } from 'vitest';
import { isRiverKind, kindOfId } from '../../games/carcassonne/data/tile-sets';
import { EDGES, ORIENTED } from '../../games/carcassonne/geometry';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import { determinize } from '../../games/carcassonne/determinize';
import { riverRefusal } from '../../games/carcassonne/rules/river';
import { HIDDEN, type CarcassonneState, type PlaceTileAction } from '../../games/carcassonne/rules/state';
import { createRng } from '../../games/shared/rng';
import { playRandomGame } from '../harness/random-play';
import { act, events, expansionScenario } from './fixtures';

type Side = (typeof EDGES)[number];

/** The current river tile's legal placements, with the side its water leaves by (null for the lake). */
function flows(state: CarcassonneState): { action: PlaceTileAction; exit: Side | null }[] {
  return core.legalActions(state, state.turn).flatMap((a) => {
    if (a.type !== 'placeTile') return [];
    const { water } = ORIENTED[state.current!][a.rotation]!;
    const entry = water.find((e) => state.board[`${a.x + [0, 1, 0, -1][e]!},${a.y + [-1, 0, 1, 0][e]!}`] !== undefined);
    const exit = water.find((e) => e !== entry);
    return [{ action: a, exit: exit === undefined ? null : EDGES[exit]! }];
  });
}

/** The active seat lets the river flow on to `exit` (null: the lake) and places `meeple` or none. */
function flow(
  state: CarcassonneState,
  exit: Side | null,
  meeple: PlaceTileAction['type'] | string | null = null,
): PlaceTileAction {
  const found = flows(state).find((f) => f.exit === exit);
  expect(found, `${state.current} flowing ${exit}: ${JSON.stringify(flows(state))}`).toBeDefined();
  act(state, found!.action);
  act(state, meeple === null ? { type: 'skipMeeple' } : { type: 'placeMeeple', location: meeple as never });
  return found!.action;
}

describe('setup with the river (docs/rules/carcassonne.md#river-setup)', () => {
  it('starts at the spring, keeps the base start tile out and stacks the river on the land tiles, the lake last (docs/rules/carcassonne.md#river-start, docs/rules/carcassonne.md#lake-last)', () => {
    for (const seed of ['a', 'b', 'c']) {
      const state = core.setup(3, { farmers: true, river: true }, createRng(seed));
      expect(state.board['0,0']).toEqual({ type: 'R1', rotation: 0, seg: 0 });
      expect(state.options).toEqual({ farmers: true, river: true });
      // 83 tiles: the spring on the board, one river tile drawn, 81 in the bag.
      expect(state.bag).toHaveLength(81);
      expect(isRiverKind(state.current!)).toBe(true);
      expect(state.current).not.toBe('R12');
      const kinds = state.bag.map(kindOfId);
      expect(kinds.slice(72)).not.toContain('R12');
      expect(kinds.slice(0, 71).every((k) => !isRiverKind(k))).toBe(true);
      expect(kinds[71]).toBe('R12');
      expect(kinds.slice(72).every((k) => isRiverKind(k))).toBe(true);
      expect(kinds.filter((k) => k === 'D')).toHaveLength(3);
      expect(state.remainingByType.R12).toBe(1);
    }
  });

  it('draws the ten middle tiles, then the lake, before any land tile, in seat order (docs/rules/carcassonne.md#lake-last)', () => {
    const drawn: string[] = [];
    const { state } = playRandomGame(core, 3, { farmers: true, river: true }, 'river-order', 400, (s, step) => {
      if (step.action.type === 'placeTile') drawn.push(s.current!);
    });
    const firstLand = drawn.findIndex((k) => !isRiverKind(k as never));
    const riverDrawn = drawn.slice(0, firstLand);
    expect(drawn.slice(firstLand).some((k) => isRiverKind(k as never))).toBe(false);
    // Discarded river tiles are drawn too: the placed ones plus the discarded ones are all eleven.
    const discardedRiver = state.discarded.filter((k) => isRiverKind(k));
    expect([...riverDrawn, ...discardedRiver].sort()).toEqual([
      'R10',
      'R11',
      'R12',
      'R2',
      'R3',
      'R4',
      'R5',
      'R6',
      'R7',
      'R8',
      'R9',
    ]);
    if (!discardedRiver.includes('R12')) expect(riverDrawn.at(-1)).toBe('R12');
  });
});

describe('placing a river tile (docs/rules/carcassonne.md#river-placement, docs/rules/carcassonne.md#river-open-end)', () => {
  it('goes only at the open end, with its water against the water', () => {
    const state = expansionScenario(['R4', 'U'], { river: true });
    // The spring's water leaves south: the only square is (0, 1), the straight turned to run north-south.
    expect(core.legalActions(state, 0)).toEqual([
      { type: 'placeTile', x: 0, y: 1, rotation: 1 },
      { type: 'placeTile', x: 0, y: 1, rotation: 3 },
    ]);
    expect(core.refusal(state, 0, { type: 'placeTile', x: 1, y: 0, rotation: 0 })).toBe(
      'a river tile must continue the river at its open end (0, 1)',
    );
    expect(core.refusal(state, 0, { type: 'placeTile', x: 0, y: 1, rotation: 0 })).toBe(
      'the tile does not fit there: its water must meet the river and every other edge must match',
    );
  });

  it('lets no land tile go against water', () => {
    const state = expansionScenario(['R12', 'U'], { river: true });
    flow(state, null);
    // After the lake no water is open; the land tile goes anywhere that matches, as in the base game.
    expect(state.current).toBe('U');
    const squares = new Set(core.legalActions(state, 1).map((a) => (a.type === 'placeTile' ? `${a.x},${a.y}` : '')));
    expect([...squares].sort()).toEqual(['-1,0', '-1,1', '0,-1', '1,0', '1,1', '0,2'].sort());
    expect(core.refusal(state, 1, { type: 'placeTile', x: 0, y: 2, rotation: 1 })).toBe('the tile does not fit there');
  });
});

describe('the turn rule (docs/rules/carcassonne.md#river-turns, docs/rules/carcassonne.md#turn-rule)', () => {
  it('refuses a bend turning the same way as the bend it joins, and allows the other way', () => {
    const state = expansionScenario(['R7', 'R10', 'U'], { river: true });
    // Flowing south, R7 turns left (to the east); R10 may then only turn right (south), not left (north).
    flow(state, 'E');
    expect(flows(state).map((f) => f.exit)).toEqual(['S']);
    const left = { type: 'placeTile', x: 1, y: 1, rotation: 1 } as const;
    expect(ORIENTED.R10[1]!.water).toEqual([0, 3]);
    expect(core.refusal(state, 1, left)).toBe('the river may not bend left twice in a row');
    flow(state, 'S');
  });

  it('allows the same turn again after a straight tile in between', () => {
    const state = expansionScenario(['R7', 'R4', 'R10', 'U'], { river: true });
    flow(state, 'E');
    flow(state, 'E');
    expect(
      flows(state)
        .map((f) => f.exit)
        .sort(),
    ).toEqual(['N', 'S']);
    flow(state, 'N');
    expect(state.board['2,1']).toEqual({ type: 'R10', rotation: 1, seg: expect.any(Number) });
  });

  it('refuses right after right too', () => {
    const state = expansionScenario(['R7', 'R10', 'U'], { river: true });
    flow(state, 'W');
    expect(ORIENTED.R10[2]!.water).toEqual([0, 1]); // in from the east, out to the north: right again
    expect(core.refusal(state, 1, { type: 'placeTile', x: -1, y: 1, rotation: 2 })).toBe(
      'the river may not bend right twice in a row',
    );
    expect(flows(state).map((f) => f.exit)).toEqual(['S']);
  });
});

/**
 * The river winds left, straight, left, straight, left, straight round the spring, so that its open end
 * (0, -1) lies against the spring's road: a field bend cannot go there either way (one way runs into the
 * spring, the other shows a field to its road), nor can the lake.
 */
function riverAgainstTheSpring(): CarcassonneState {
  const state = expansionScenario(['R9', 'R4', 'R10', 'R6', 'R5', 'R3', 'R7', 'R12', 'U', 'E'], { river: true }, 3);
  flow(state, 'E'); // (0, 1)
  flow(state, 'E'); // (1, 1)
  flow(state, 'N'); // (2, 1)
  flow(state, 'N'); // (2, 0)
  flow(state, 'W'); // (2, -1)
  flow(state, 'W'); // (1, -1)
  return state;
}

describe('an unplaceable river tile (docs/rules/carcassonne.md#river-unplaceable)', () => {
  it('is removed and announced, the same seat draws the next river tile, and an unplaceable lake gives way to the land tiles', () => {
    const state = riverAgainstTheSpring();
    // Six tiles placed by seats 0, 1, 2, 0, 1, 2: seat 0 draws R7, which fits nowhere, then the lake, which
    // fits nowhere either, then the first land tile.
    expect(state.turn).toBe(0);
    expect(state.justDiscarded).toEqual(['R7', 'R12']);
    expect(state.discarded).toEqual(['R7', 'R12']);
    expect(state.current).toBe('U');
    // The river's end stays open: no land tile may go against its water at (0, -1).
    const squares = core.legalActions(state, 0).map((a) => (a.type === 'placeTile' ? `${a.x},${a.y}` : ''));
    expect(squares).not.toContain('0,-1');
    expect(core.refusal(state, 0, { type: 'placeTile', x: 0, y: -1, rotation: 0 })).toBe(
      'only a river tile may go where the river flows',
    );
    expect(squares.length).toBeGreaterThan(0);
  });

  it('never lets the river run into a tile: the bend that would flow into the spring does not fit (docs/rules/carcassonne.md#river-open-end)', () => {
    const state = riverAgainstTheSpring();
    // R7 in from the east and out to the south, into the spring; and out to the north, showing a field to its road.
    expect(ORIENTED.R7[3]!.water).toEqual([1, 2]);
    expect(riverRefusal(state, 0, -1, 'R7', 3)).toBe(
      'the tile does not fit there: its water must meet the river and every other edge must match',
    );
    expect(riverRefusal(state, 0, -1, 'R7', 2)).toBe(
      'the tile does not fit there: its water must meet the river and every other edge must match',
    );
    // R9 in from the east and out to the north fits: its road meets the spring's.
    expect(riverRefusal(state, 0, -1, 'R9', 2)).toBeUndefined();
  });
});

describe('figures on river tiles (docs/rules/carcassonne.md#river-meeples, docs/rules/carcassonne.md#no-meeple-on-water)', () => {
  it('may stand on every feature of a river tile but the water', () => {
    const state = expansionScenario(['R8', 'U'], { river: true });
    // R8 turned once: water north-south, the cloister on the east bank, the road from the west over a
    // bridge with a field on either side of it on the west bank.
    act(state, { type: 'placeTile', x: 0, y: 1, rotation: 1 });
    expect(core.legalActions(state, 0)).toEqual([
      { type: 'placeMeeple', location: 'W' },
      { type: 'placeMeeple', location: 'NNE' },
      { type: 'placeMeeple', location: 'SSW' },
      { type: 'placeMeeple', location: 'NNW' },
      { type: 'placeMeeple', location: 'monastery' },
      { type: 'skipMeeple' },
    ]);
    expect(core.refusal(state, 0, { type: 'placeMeeple', location: 'N' })).toBe(
      'the placed tile has no feature at "N"',
    );
    expect(core.refusal(state, 0, { type: 'placeMeeple', location: 'S' })).toBe(
      'the placed tile has no feature at "S"',
    );
  });

  it("scores the lake's cloister like any other: 1 + its neighbours at the end (docs/rules/carcassonne.md#current-ends)", () => {
    const state = expansionScenario(['R12', 'E', 'B'], { river: true });
    flow(state, null, 'monastery'); // the lake at (0, 1), seat 0's monk on its cloister
    act(state, { type: 'placeTile', x: -1, y: 1, rotation: 2 }); // E, its field sides against the lake and north
    act(state, { type: 'skipMeeple' });
    act(state, { type: 'placeTile', x: -1, y: 0, rotation: 0 }); // B, diagonal to the lake
    act(state, { type: 'skipMeeple' });
    expect(state.step).toBe('over');
    // The lake, the spring, E and B: 4.
    expect(events(state)).toEqual([
      { turn: 3, final: true, kind: 'monastery', seats: [0], points: 4, pennants: 0, cities: 0 },
    ]);
    expect(state.scores).toEqual([4, 0]);
  });

  it('offers a thief the road of a river bend (R9), not its water', () => {
    const state = expansionScenario(['R9', 'U'], { river: true });
    // In from the north, out to the east: R9 turned twice, its road bending from the south edge to the west.
    act(state, { type: 'placeTile', x: 0, y: 1, rotation: 2 });
    expect(ORIENTED.R9[2]!.edges).toBe('WWRR');
    expect(core.legalActions(state, 0)).toContainEqual({ type: 'placeMeeple', location: 'S' });
    expect(core.refusal(state, 0, { type: 'placeMeeple', location: 'W' })).toBeUndefined();
    expect(core.refusal(state, 0, { type: 'placeMeeple', location: 'E' })).toBe(
      'the placed tile has no feature at "E"',
    );
  });
});

describe('fields and water (docs/rules/carcassonne.md#river-fields, docs/rules/carcassonne.md#water-splits-fields)', () => {
  it('joins the two banks round the spring: a farmer on one bank occupies the other', () => {
    const state = expansionScenario(['R4', 'R6', 'U'], { river: true });
    act(state, { type: 'placeTile', x: 0, y: 1, rotation: 1 });
    act(state, { type: 'placeMeeple', location: 'NNW' }); // the west bank
    act(state, { type: 'placeTile', x: 0, y: 2, rotation: 1 });
    // Both banks of R6 join the field that runs round the spring: no field is free.
    expect(core.legalActions(state, 1)).toEqual([{ type: 'skipMeeple' }]);
  });

  it('keeps the banks apart below a bridge, which divides the fields as a road does', () => {
    const state = expansionScenario(['R11', 'R4', 'R6', 'U'], { river: true });
    act(state, { type: 'placeTile', x: 0, y: 1, rotation: 0 }); // the bridge: road east-west over the river
    act(state, { type: 'skipMeeple' });
    act(state, { type: 'placeTile', x: 0, y: 2, rotation: 1 });
    act(state, { type: 'placeMeeple', location: 'NNW' }); // the west bank below the bridge
    act(state, { type: 'placeTile', x: 0, y: 3, rotation: 1 });
    // R6's west bank joins seat 1's farmer's; its east bank is another field, free.
    expect(core.legalActions(state, 0)).toEqual([{ type: 'placeMeeple', location: 'NNE' }, { type: 'skipMeeple' }]);
  });

  it('gives a farmer on river fields 3 for a completed city and nothing for an open one', () => {
    // R3 at (0, 1) turned once: city caps west and east of the river, which runs north-south.
    const state = expansionScenario(['R3', 'E', 'U'], { river: true });
    act(state, { type: 'placeTile', x: 0, y: 1, rotation: 1 });
    act(state, { type: 'placeMeeple', location: 'NNW' }); // seat 0: the west bank, joined to the east bank round the spring
    act(state, { type: 'placeTile', x: -1, y: 1, rotation: 1 }); // E turned once closes the west cap
    act(state, { type: 'skipMeeple' });
    act(state, { type: 'placeTile', x: 1, y: 0, rotation: 0 }); // U on the spring's road
    act(state, { type: 'skipMeeple' });
    expect(state.step).toBe('over');
    expect(events(state).filter((e) => e.kind === 'field')).toEqual([
      { turn: 3, final: true, kind: 'field', seats: [0], points: 3, pennants: 0, cities: 1 },
    ]);
  });
});

describe('what stays secret (docs/rules/carcassonne.md#river-secrets)', () => {
  it('masks the river stack like the bag, and samples it for the bots in an order a player could not tell apart', () => {
    const state = core.setup(2, { farmers: true, river: true, abbot: true }, createRng('secret'));
    const view = core.view(state, 1);
    expect(view.bag.every((id) => id === HIDDEN)).toBe(true);
    const samples = ['x', 'y', 'z'].map((seed) => determinize(view, 1, createRng(seed)).bag.map(kindOfId));
    for (const bag of samples) {
      expect(bag.slice(0, 71).every((k) => !isRiverKind(k))).toBe(true);
      expect(bag[71]).toBe('R12');
      expect(bag.slice(72).sort()).toEqual(state.bag.slice(72).map(kindOfId).sort());
    }
    expect(new Set(samples.map((bag) => bag.slice(72).join())).size).toBeGreaterThan(1);
  });
});
