// Placement (docs/rules/carcassonne.md#turn: setup, placing, unplaceable tiles, the end) and its tricky cases
// (docs/rules/carcassonne.md#tricky-cases).
import { describe, expect, it } from 'vitest';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import { find } from '../../games/carcassonne/rules/features';
import { demandOf, demandText, FITTING, frontierSquare } from '../../games/carcassonne/rules/placement';
import { ORIENTED, DX, DY, OPPOSITE_EDGE, posKey, parseKey } from '../../games/carcassonne/geometry';
import type { CarcassonneState } from '../../games/carcassonne/rules/state';
import { createRng, pick } from '../../games/shared/rng';
import { play, scenario } from './fixtures';

describe('setup (docs/rules/carcassonne.md#setup)', () => {
  it('starts with one D face up at (0, 0) and the other 71 tiles, three of them D, in the bag (docs/rules/carcassonne.md#setup)', () => {
    const state = core.setup(3, { farmers: true }, createRng('setup'));
    expect(state.board['0,0']).toMatchObject({ type: 'D', rotation: 0 });
    expect(Object.keys(state.board)).toEqual(['0,0']);
    expect(state.bag.length + 1).toBe(71);
    expect(state.remainingByType.D + (state.current === 'D' ? 1 : 0)).toBe(3);
    expect(state.supply).toEqual([7, 7, 7]);
    expect(state.turn).toBe(0);
    expect(state.step).toBe('place');
  });
});

describe('placing a tile (docs/rules/carcassonne.md#placing-a-tile)', () => {
  it('offers only squares orthogonally next to a tile, with every shared edge matching', () => {
    const state = scenario(['E']);
    const actions = core.legalActions(state, 0);
    // E (city on one edge) fits under D's city only with its city facing south; elsewhere a field edge must face D.
    expect(actions).toContainEqual({ type: 'placeTile', x: 0, y: -1, rotation: 2 });
    expect(actions).not.toContainEqual({ type: 'placeTile', x: 0, y: -1, rotation: 0 });
    expect(actions.some((a) => a.type === 'placeTile' && a.x === 1 && a.y === 1)).toBe(false);
    expect(core.refusal(state, 0, { type: 'placeTile', x: 1, y: 1, rotation: 0 })).toBe('the tile does not fit there');
    expect(core.refusal(state, 0, { type: 'placeTile', x: 0, y: 0, rotation: 0 })).toBe('the tile does not fit there');
    // E at (1, 0) would put a city or field edge against D's road.
    expect(actions.some((a) => a.type === 'placeTile' && a.x === 1 && a.y === 0)).toBe(false);
  });

  it('lets diagonal and empty neighbours impose nothing (docs/rules/carcassonne.md#corners)', () => {
    const state = scenario(['U', 'E']);
    play(state, 1, 0, 0);
    // (1, -1) touches U's field edge and only touches D at a corner: E with its city north fits.
    expect(core.refusal(state, 1, { type: 'placeTile', x: 1, y: -1, rotation: 0 })).toBeUndefined();
  });

  it('allows enclosing a hole and filling it when a tile matches all four sides (docs/rules/carcassonne.md#holes)', () => {
    const state = scenario(['U', 'U', 'B', 'B', 'B', 'E', 'E', 'B']);
    play(state, 1, 0, 0);
    play(state, 2, 0, 0);
    play(state, 2, -1, 0);
    play(state, 2, -2, 0);
    play(state, 1, -2, 0);
    play(state, 0, -2, 0);
    play(state, 0, -1, 2); // (1, -1) is now enclosed on all four sides
    expect(frontierSquare(state, 1, -1)?.demand).toBe(demandOf('FFFF'));
    expect(core.legalActions(state, 1).filter((a) => a.type === 'placeTile' && a.x === 1 && a.y === -1)).toHaveLength(
      4,
    );
    // a cloister completed by its own placement scores 9 at once (docs/rules/carcassonne.md#scoring-step)
    play(state, 1, -1, 0, 'monastery');
    expect(state.scores).toEqual([0, 9]);
    expect(state.supply).toEqual([7, 7]);
  });

  it('agrees with an independent edge check on random boards (docs/rules/carcassonne.md#rotation-checks)', () => {
    const rng = createRng('independent');
    const state = core.setup(2, { farmers: true }, rng);
    for (let step = 0; step < 80 && !core.isOver(state); step++) {
      if (state.step === 'place') {
        const type = state.current!;
        const listed = new Set(
          core
            .legalActions(state, state.turn)
            .map((a) => (a.type === 'placeTile' ? `${a.x},${a.y},${a.rotation}` : '')),
        );
        const empties = new Set<string>();
        for (const key of Object.keys(state.board)) {
          const [x, y] = parseKey(key);
          for (let d = 0; d < 4; d++) empties.add(posKey(x + DX[d]!, y + DY[d]!));
        }
        for (const key of empties) {
          if (state.board[key]) continue;
          const [x, y] = parseKey(key);
          for (const r of [0, 1, 2, 3] as const) {
            let ok = true;
            for (let d = 0; d < 4; d++) {
              const n = state.board[posKey(x + DX[d]!, y + DY[d]!)];
              if (n && ORIENTED[n.type][n.rotation]!.edges[OPPOSITE_EDGE[d]!] !== ORIENTED[type][r]!.edges[d])
                ok = false;
            }
            expect(listed.has(`${x},${y},${r}`), `${type} at ${key} r${r}`).toBe(ok);
          }
        }
      }
      core.apply(state, state.turn, pick(rng, core.legalActions(state, state.turn)), rng);
    }
  });

  it('has a fitting table that matches edge by edge', () => {
    expect(FITTING.C[demandOf('C...')]).toEqual([0, 1, 2, 3]);
    expect(FITTING.C[demandOf('F...')]).toEqual([]);
    expect(FITTING.D[demandOf('C...')]).toEqual([0]);
    expect(FITTING.D[demandOf('..C.')]).toEqual([2]);
    expect(FITTING.X[demandOf('RRRR')]).toEqual([0, 1, 2, 3]);
    expect(demandText(demandOf('C..R'))).toBe('C..R');
  });
});

describe('unplaceable tiles (docs/rules/carcassonne.md#unplaceable-tile)', () => {
  /** After E closes D's city, every open square demands a road or field edge: C (all city) fits nowhere. */
  function closedStart(tiles: Parameters<typeof scenario>[0]): CarcassonneState {
    const state = scenario(['E', ...tiles]);
    play(state, 0, -1, 2);
    return state;
  }

  it('removes a tile that fits nowhere, tells everyone, and lets the same seat draw again', () => {
    const state = closedStart(['C', 'U']);
    expect(state.turn).toBe(1);
    expect(state.current).toBe('U');
    expect(state.justDiscarded).toEqual(['C']);
    expect(state.discarded).toEqual(['C']);
    expect(core.view(state, 0).justDiscarded).toEqual(['C']);
    play(state, 1, 0, 0);
    expect(state.history[2]!.discarded).toEqual(['C']);
  });

  it('ends the game when the bag runs out through discards', () => {
    const state = closedStart(['C']);
    expect(core.isOver(state)).toBe(true);
    expect(state.discarded).toEqual(['C']);
    expect(core.activeSeats(state)).toEqual([]);
  });
});

describe('game end (docs/rules/carcassonne.md#game-end)', () => {
  it('ends once the last tile is placed and its meeple step is done', () => {
    const state = scenario(['U', 'U']);
    play(state, 1, 0, 0);
    expect(core.isOver(state)).toBe(false);
    play(state, -1, 0, 0);
    expect(core.isOver(state)).toBe(true);
    expect(core.legalActions(state, 0)).toEqual([]);
    expect(core.refusal(state, 0, { type: 'skipMeeple' })).toBe('the game is over');
  });
});

describe('features (docs/rules/carcassonne.md#corners)', () => {
  it('never joins features that touch only at a corner', () => {
    const state = scenario(['U', 'E']);
    play(state, 1, 0, 0);
    play(state, 1, -1, 3); // E turned three times: its city faces west, next to D's city only at a corner
    const d = state.board['0,0']!;
    const e = state.board['1,-1']!;
    expect(find(state.parent, d.seg)).not.toBe(find(state.parent, e.seg));
  });
});
