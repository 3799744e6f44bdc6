// The Abbot and gardens (docs/rules/carcassonne.md#abbot): where the abbot and meeples may stand, garden
// scoring during play and at the end, and the early return; with the expansion cases
// (docs/rules/carcassonne.md#expansion-cases).
import { describe, expect, it } from 'vitest';
import type { TileKind } from '../../games/carcassonne/data/tile-sets';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import type { CarcassonneState } from '../../games/carcassonne/rules/state';
import { act, events, expansionScenario, scenario } from './fixtures';

const ABBOT = { abbot: true } as const;

/** The active seat places the current tile, then does `then` (a figure's action, or the skip). */
function turn(
  state: CarcassonneState,
  x: number,
  y: number,
  rotation: 0 | 1 | 2 | 3,
  then: Parameters<typeof act>[1] = { type: 'skipMeeple' },
): void {
  act(state, { type: 'placeTile', x, y, rotation });
  act(state, then);
}

/**
 * Seat 0's abbot on the garden of E_G at (0, 1) (turned twice, its city south), then the 3×3 round it
 * filled but for its last square (0, 2); `extra` puts one tile outside the 3×3 first, so that seat 0 rather
 * than seat 1 draws the last tile. Around (0, 1): D north, U west and east of D, four B and finally an E.
 */
function gardenAlmostSurrounded(extra: boolean): CarcassonneState {
  const tiles: TileKind[] = ['E_G', 'U', ...(extra ? (['U'] as const) : []), 'U', 'B', 'B', 'B', 'B', 'E'];
  const state = expansionScenario(tiles, ABBOT);
  turn(state, 0, 1, 2, { type: 'placeMeeple', location: 'garden', figure: 'abbot' });
  turn(state, 1, 0, 0);
  if (extra) turn(state, 2, 0, 0);
  turn(state, -1, 0, 0);
  turn(state, 1, 1, 0);
  turn(state, -1, 1, 0);
  turn(state, 1, 2, 0);
  turn(state, -1, 2, 0);
  return state;
}

describe('where figures stand (docs/rules/carcassonne.md#abbot-placement, docs/rules/carcassonne.md#figure-places)', () => {
  it('offers the abbot on the garden of the tile just placed, and meeples everywhere but the garden', () => {
    const state = expansionScenario(['U_G', 'U'], ABBOT);
    act(state, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(core.legalActions(state, 0)).toEqual([
      { type: 'placeMeeple', location: 'E' },
      { type: 'placeMeeple', location: 'NNW' },
      { type: 'placeMeeple', location: 'ESE' },
      { type: 'placeMeeple', location: 'garden', figure: 'abbot' },
      { type: 'skipMeeple' },
    ]);
    expect(core.refusal(state, 0, { type: 'placeMeeple', location: 'garden' })).toBe(
      'a meeple may not stand on a garden',
    );
    expect(core.refusal(state, 0, { type: 'placeMeeple', location: 'E', figure: 'abbot' })).toBe(
      'the abbot may not stand on a road',
    );
    expect(core.refusal(state, 0, { type: 'placeMeeple', location: 'NNW', figure: 'abbot' })).toBe(
      'the abbot may not stand on a field',
    );
    expect(core.refusal(state, 0, { type: 'placeMeeple', location: 'garden', figure: 'bishop' })).toBe(
      'unknown figure "bishop" (a meeple, or "abbot", "large", "builder", "pig")',
    );
    act(state, { type: 'placeMeeple', location: 'garden', figure: 'abbot' });
    expect(Object.values(state.meeples)).toEqual([
      { seat: 0, figure: 'abbot', x: 1, y: 0, location: 'garden', seg: -1 },
    ]);
    expect(state.figures).toEqual({ abbot: [0, 1] });
    expect(state.supply).toEqual([7, 7]);
    expect(state.history[1]).toMatchObject({ meeple: 'garden', figure: 'abbot' });
  });

  it('offers both figures on a cloister and the abbot never on a city', () => {
    const state = expansionScenario(['B', 'E'], ABBOT);
    act(state, { type: 'placeTile', x: 0, y: 1, rotation: 0 });
    expect(core.legalActions(state, 0)).toEqual([
      { type: 'placeMeeple', location: 'NNW' },
      { type: 'placeMeeple', location: 'monastery' },
      { type: 'placeMeeple', location: 'monastery', figure: 'abbot' },
      { type: 'skipMeeple' },
    ]);
    act(state, { type: 'placeMeeple', location: 'monastery', figure: 'abbot' });
    act(state, { type: 'placeTile', x: 0, y: -1, rotation: 2 });
    expect(core.refusal(state, 1, { type: 'placeMeeple', location: 'S', figure: 'abbot' })).toBe(
      'the abbot may not stand on a city',
    );
  });

  it('keeps a supply of its own: no meeples left, the abbot may still go; the abbot on the board, meeples may', () => {
    const state = expansionScenario(['U_G', 'B', 'V_G'], ABBOT);
    state.supply[0] = 0;
    act(state, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(core.legalActions(state, 0)).toEqual([
      { type: 'placeMeeple', location: 'garden', figure: 'abbot' },
      { type: 'skipMeeple' },
    ]);
    act(state, { type: 'placeMeeple', location: 'garden', figure: 'abbot' });
    turn(state, 0, 1, 0);
    state.supply[0] = 7;
    act(state, { type: 'placeTile', x: -1, y: 0, rotation: 2 });
    expect(core.refusal(state, 0, { type: 'placeMeeple', location: 'garden', figure: 'abbot' })).toBe(
      'your abbot is already on the board',
    );
    expect(core.legalActions(state, 0).filter((a) => a.type === 'placeMeeple' && a.figure === 'abbot')).toEqual([]);
  });

  it('has no abbot and no garden without the option (docs/rules/carcassonne.md#garden-counts)', () => {
    const state = scenario(['B', 'U']);
    act(state, { type: 'placeTile', x: 0, y: 1, rotation: 0 });
    expect(core.refusal(state, 0, { type: 'placeMeeple', location: 'monastery', figure: 'abbot' })).toBe(
      'there is no abbot in this match',
    );
    expect(core.refusal(state, 0, { type: 'returnAbbot' })).toBe('there is no abbot in this match');
    expect(state.figures).toBeUndefined();
    expect(core.legalActions(state, 0).some((a) => a.type === 'returnAbbot')).toBe(false);
  });
});

describe('garden scoring (docs/rules/carcassonne.md#garden-scoring)', () => {
  it('scores 9 when a neighbour fills the last square of the 3×3, in that player’s turn (docs/rules/carcassonne.md#garden-by-neighbour)', () => {
    const state = gardenAlmostSurrounded(false);
    expect(state.turn).toBe(1);
    turn(state, 0, 2, 0); // seat 1's E closes the 3×3 and the city of E_G
    expect(events(state)).toEqual([
      { turn: 8, final: false, kind: 'garden', seats: [0], points: 9, pennants: 0, cities: 0 },
    ]);
    expect(state.scores).toEqual([9, 0]);
    expect(state.figures).toEqual({ abbot: [1, 1] });
    expect(state.meeples).toEqual({});
  });

  it('scores an abbot left on a garden 1 + its neighbours at the end, diagonals included', () => {
    const state = expansionScenario(['U_G', 'V'], ABBOT);
    turn(state, 1, 0, 0, { type: 'placeMeeple', location: 'garden', figure: 'abbot' });
    turn(state, 0, 1, 0); // V south of D: diagonal to the garden
    expect(state.step).toBe('over');
    // U_G, D and the diagonal V: 3.
    expect(events(state)).toEqual([
      { turn: 2, final: true, kind: 'garden', seats: [0], points: 3, pennants: 0, cities: 0 },
    ]);
  });

  it('scores an empty garden for nobody', () => {
    const state = expansionScenario(['U_G', 'V'], ABBOT);
    turn(state, 1, 0, 0);
    turn(state, 0, 1, 0);
    expect(events(state)).toEqual([]);
  });

  it('keeps the fields of a garden tile: a farmer scores it as on the plain tile (docs/rules/carcassonne.md#garden-fields)', () => {
    const withGarden = expansionScenario(['E_G'], ABBOT);
    turn(withGarden, 0, -1, 2, { type: 'placeMeeple', location: 'NNW' }); // closes D's city, farmer in the field
    const plain = scenario(['E']);
    turn(plain, 0, -1, 2, { type: 'placeMeeple', location: 'NNW' });
    expect(events(withGarden)).toEqual([
      { turn: 1, final: true, kind: 'field', seats: [0], points: 3, pennants: 0, cities: 1 },
    ]);
    expect(events(withGarden)).toEqual(events(plain));
  });
});

describe("the abbot's early return (docs/rules/carcassonne.md#abbot-return)", () => {
  it('replaces the meeple step and scores 1 + the neighbours at once, diagonals and the tile just placed included (docs/rules/carcassonne.md#abbot-diagonals, docs/rules/carcassonne.md#return-replaces-meeple)', () => {
    const state = expansionScenario(['U_G', 'U', 'V', 'E'], ABBOT);
    turn(state, 1, 0, 0, { type: 'placeMeeple', location: 'garden', figure: 'abbot' });
    turn(state, 2, 0, 0); // seat 1, east of the garden
    act(state, { type: 'placeTile', x: 2, y: 1, rotation: 0 }); // seat 0's V, diagonal to the garden
    expect(core.legalActions(state, 0).filter((a) => a.type !== 'placeMeeple')).toEqual([
      { type: 'returnAbbot' },
      { type: 'skipMeeple' },
    ]);
    act(state, { type: 'returnAbbot' });
    // U_G, D, U and the diagonal V: 4, logged as an early scoring; the turn is over, no meeple placed.
    expect(events(state)).toEqual([
      { turn: 3, final: false, kind: 'garden', early: true, seats: [0], points: 4, pennants: 0, cities: 0 },
    ]);
    expect(state.scores).toEqual([4, 0]);
    expect(state.figures).toEqual({ abbot: [1, 1] });
    expect(state.supply).toEqual([7, 7]);
    expect(state.history[3]).toMatchObject({ meeple: null, returned: { x: 1, y: 0, location: 'garden' } });
    expect(state.turn).toBe(1);
    expect(core.refusal(state, 0, { type: 'returnAbbot' })).toBe('it is not your turn');
  });

  it('lets the abbot go out again on a later turn', () => {
    const state = expansionScenario(['U_G', 'U', 'V', 'E', 'V_G', 'U'], ABBOT);
    turn(state, 1, 0, 0, { type: 'placeMeeple', location: 'garden', figure: 'abbot' });
    turn(state, 2, 0, 0);
    turn(state, 0, 1, 0, { type: 'returnAbbot' }); // U_G, D, U and V: 4
    turn(state, 0, -1, 2);
    expect(core.refusal(state, 0, { type: 'returnAbbot' })).toBe('place the tile first');
    act(state, { type: 'placeTile', x: -1, y: 0, rotation: 2 }); // V_G west of D
    expect(core.refusal(state, 0, { type: 'returnAbbot' })).toBe('your abbot is not on the board');
    act(state, { type: 'placeMeeple', location: 'garden', figure: 'abbot' });
    expect(state.figures).toEqual({ abbot: [0, 1] });
    expect(state.scores).toEqual([4, 0]);
  });

  it('is refused when the tile just placed completes the garden, which scores 9 instead', () => {
    const state = gardenAlmostSurrounded(true);
    expect(state.turn).toBe(0);
    act(state, { type: 'placeTile', x: 0, y: 2, rotation: 0 });
    expect(core.refusal(state, 0, { type: 'returnAbbot' })).toBe(
      'the tile just placed completes that garden: it scores 9 now',
    );
    expect(core.legalActions(state, 0).some((a) => a.type === 'returnAbbot')).toBe(false);
    act(state, { type: 'skipMeeple' });
    expect(events(state)).toEqual([
      { turn: 9, final: false, kind: 'garden', seats: [0], points: 9, pennants: 0, cities: 0 },
    ]);
  });

  it('is refused without an abbot on the board, and outside the meeple step', () => {
    const state = expansionScenario(['U', 'U'], ABBOT);
    expect(core.refusal(state, 0, { type: 'returnAbbot' })).toBe('place the tile first');
    act(state, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(core.refusal(state, 0, { type: 'returnAbbot' })).toBe('your abbot is not on the board');
  });

  it('works from a cloister too, counted the same way', () => {
    const state = expansionScenario(['B', 'U', 'V'], ABBOT);
    turn(state, 0, 1, 0, { type: 'placeMeeple', location: 'monastery', figure: 'abbot' });
    turn(state, 1, 0, 0);
    turn(state, -1, 0, 2, { type: 'returnAbbot' }); // V west of D: diagonal to the cloister
    expect(events(state)).toEqual([
      { turn: 3, final: false, kind: 'monastery', early: true, seats: [0], points: 4, pennants: 0, cities: 0 },
    ]);
  });
});

describe('one tile completing several centre features (docs/rules/carcassonne.md#garden-by-neighbour)', () => {
  it('scores a garden and a cloister that the same tile completes, 9 each', () => {
    const state = expansionScenario(['E_G', 'U', 'U', 'U', 'B', 'B', 'B', 'B', 'V', 'V', 'E'], ABBOT);
    turn(state, 0, 1, 2, { type: 'placeMeeple', location: 'garden', figure: 'abbot' });
    turn(state, 1, 0, 0);
    turn(state, 2, 0, 0);
    turn(state, -1, 0, 0);
    turn(state, 1, 1, 0, { type: 'placeMeeple', location: 'monastery' }); // seat 0's monk beside the garden
    turn(state, -1, 1, 0);
    turn(state, 1, 2, 0);
    turn(state, -1, 2, 0);
    turn(state, 2, 1, 3);
    turn(state, 2, 2, 2);
    // Seat 0's E at (0, 2) fills the last square round both the garden (0, 1) and the cloister (1, 1).
    turn(state, 0, 2, 0);
    expect(events(state)).toEqual([
      { turn: 11, final: false, kind: 'garden', seats: [0], points: 9, pennants: 0, cities: 0 },
      { turn: 11, final: false, kind: 'monastery', seats: [0], points: 9, pennants: 0, cities: 0 },
    ]);
    expect(state.scores).toEqual([18, 0]);
    expect([state.supply, state.figures]).toEqual([[7, 7], { abbot: [1, 1] }]);
  });
});
