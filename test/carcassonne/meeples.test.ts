// The meeple step (docs/rules/carcassonne.md#meeple-step), farmers staying on the board
// (docs/rules/carcassonne.md#farmers-stay) and the tricky cases (docs/rules/carcassonne.md#tricky-cases).
import { describe, expect, it } from 'vitest';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import { act, events, play, scenario } from './fixtures';

describe('meeple step (docs/rules/carcassonne.md#meeple-step)', () => {
  it('offers every feature of the placed tile, the cloister, and skipping', () => {
    const state = scenario(['B']);
    act(state, { type: 'placeTile', x: 0, y: 1, rotation: 0 });
    expect(core.legalActions(state, 0)).toEqual([
      { type: 'placeMeeple', location: 'NNW' },
      { type: 'placeMeeple', location: 'monastery' },
      { type: 'skipMeeple' },
    ]);
  });

  it('accepts any name of a segment and stores its canonical name', () => {
    const state = scenario(['F', 'U']);
    act(state, { type: 'placeTile', x: 0, y: -1, rotation: 1 }); // F turned once: city runs north-south
    act(state, { type: 'placeMeeple', location: 'S' });
    expect(Object.values(state.meeples)).toEqual([{ seat: 0, x: 0, y: -1, location: 'N', seg: expect.any(Number) }]);
    expect(state.history[1]!.meeple).toBe('N');
    expect(state.supply).toEqual([6, 7]);
  });

  it('refuses a feature whose merged feature already holds a meeple, even a segment new on this tile (docs/rules/carcassonne.md#merged-feature)', () => {
    const state = scenario(['F', 'G', 'U']);
    play(state, 0, -1, 1, 'N'); // seat 0's knight in the city running north from D
    act(state, { type: 'placeTile', x: 0, y: -2, rotation: 1 }); // G extends that city
    expect(core.legalActions(state, 1)).toEqual([
      { type: 'placeMeeple', location: 'ENE' },
      { type: 'placeMeeple', location: 'WSW' },
      { type: 'skipMeeple' },
    ]);
    expect(core.refusal(state, 1, { type: 'placeMeeple', location: 'S' })).toBe('that city already holds a meeple');
    expect(core.refusal(state, 1, { type: 'placeMeeple', location: 'E' })).toBe(
      'the placed tile has no feature at "E"',
    );
  });

  it('refuses fields when farmers are off (docs/rules/carcassonne.md#option-farmers)', () => {
    const state = scenario(['F', 'U'], 2, false);
    act(state, { type: 'placeTile', x: 0, y: -1, rotation: 1 });
    expect(core.legalActions(state, 0)).toEqual([{ type: 'placeMeeple', location: 'N' }, { type: 'skipMeeple' }]);
    expect(core.refusal(state, 0, { type: 'placeMeeple', location: 'ENE' })).toBe('farmers are off in this match');
  });

  it('lets a meeple go onto a feature this tile completes: it scores and comes straight back (docs/rules/carcassonne.md#meeple-on-completed-feature)', () => {
    const state = scenario(['E', 'U']);
    play(state, 0, -1, 2, 'S');
    expect(events(state)).toEqual([
      { turn: 1, final: false, kind: 'city', seats: [0], points: 4, pennants: 0, cities: 0 },
    ]);
    expect(state.supply).toEqual([7, 7]);
    expect(state.meeples).toEqual({});
  });

  it('offers only skipping to a seat without meeples, even when this turn frees one (docs/rules/carcassonne.md#meeple-supply)', () => {
    const state = scenario(['F', 'U', 'E']);
    play(state, 0, -1, 1, 'N');
    play(state, 1, 0, 0);
    state.supply[0] = 0; // as if seat 0's other six meeples stood elsewhere
    act(state, { type: 'placeTile', x: 0, y: -2, rotation: 2 }); // E closes D + F + E
    expect(core.legalActions(state, 0)).toEqual([{ type: 'skipMeeple' }]);
    expect(core.refusal(state, 0, { type: 'placeMeeple', location: 'NNW' })).toBe('you have no meeple left');
    act(state, { type: 'skipMeeple' });
    expect(state.scores).toEqual([8, 0]);
    expect(state.supply[0]).toBe(1);
  });

  it('leaves farmers on the board when features around them are scored (docs/rules/carcassonne.md#farmers-stay)', () => {
    const state = scenario(['E', 'U']);
    play(state, 0, -1, 2, 'NNW'); // farmer next to the city this tile completes
    expect(state.supply[0]).toBe(6);
    expect(Object.values(state.meeples)).toMatchObject([{ seat: 0, location: 'NNW' }]);
  });
});

describe('turn order (docs/rules/carcassonne.md#turn)', () => {
  it('refuses a second tile before the meeple step and a meeple before the tile', () => {
    const state = scenario(['U', 'U']);
    expect(core.refusal(state, 0, { type: 'skipMeeple' })).toBe('place the tile first');
    expect(core.refusal(state, 1, { type: 'placeTile', x: 1, y: 0, rotation: 0 })).toBe('it is not your turn');
    act(state, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(core.refusal(state, 0, { type: 'placeTile', x: 2, y: 0, rotation: 0 })).toBe('place or skip a meeple first');
    act(state, { type: 'skipMeeple' });
    expect(state.turn).toBe(1);
    expect(core.activeSeats(state)).toEqual([1]);
  });
});
