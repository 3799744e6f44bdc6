// What each seat sees (docs/rules/carcassonne.md#open-information), determinize, and match options
// (docs/rules/carcassonne.md#option-farmers).
import { describe, expect, it } from 'vitest';
import { carcassonneCore as core, validateOptions } from '../../games/carcassonne/rules/core';
import { HIDDEN } from '../../games/carcassonne/rules/state';
import { TILE_TYPES } from '../../games/carcassonne/data/tiles';
import { createRng } from '../../games/shared/rng';

describe('view (docs/rules/carcassonne.md#open-information)', () => {
  it('hides the bag order from every seat and spectators but keeps its length and the counts per type', () => {
    const state = core.setup(2, { farmers: true }, createRng('view'));
    for (const viewer of [0, 1, null]) {
      const v = core.view(state, viewer);
      expect(v.bag).toEqual(state.bag.map(() => HIDDEN));
      expect(v.remainingByType).toEqual(state.remainingByType);
      expect(v.current).toBe(state.current);
      expect(JSON.stringify(v)).not.toMatch(/"[A-X]\d+"/);
    }
    expect(TILE_TYPES.reduce((n, t) => n + state.remainingByType[t], 0)).toBe(state.bag.length);
  });
});

describe('determinize (docs/rules/carcassonne.md#open-information)', () => {
  it('refills the bag with the remaining tiles in a sampled order', () => {
    const state = core.setup(3, { farmers: true }, createRng('det'));
    const a = core.determinize(core.view(state, 1), 1, createRng('a'));
    const b = core.determinize(core.view(state, 1), 1, createRng('b'));
    expect(a.bag.length).toBe(state.bag.length);
    expect(a.bag).not.toEqual(b.bag);
    expect(core.view(a, 1)).toEqual(core.view(state, 1));
    const counts = (bag: string[]) =>
      [...bag]
        .map((id) => id[0])
        .sort()
        .join('');
    expect(counts(a.bag)).toBe(counts(state.bag));
  });
});

describe('options (docs/rules/carcassonne.md#option-farmers)', () => {
  it('defaults to farmers on and accepts {} and { farmers: false }', () => {
    expect(core.defaultOptions(2)).toEqual({ farmers: true });
    expect(validateOptions(2, {})).toBeUndefined();
    expect(validateOptions(5, { farmers: false })).toBeUndefined();
    expect(core.setup(2, {} as never, createRng('x')).options).toEqual({ farmers: true });
  });

  it('explains what is wrong with bad options', () => {
    expect(validateOptions(1, {})).toBe('Carcassonne is for 2 to 6 players, not 1');
    expect(validateOptions(7, {})).toBe('Carcassonne is for 2 to 6 players, not 7');
    expect(validateOptions(2, null)).toBe(
      'the options must be an object with the options "farmers", "river", "abbot", "innsCathedrals", "tradersBuilders"',
    );
    expect(validateOptions(2, { farmers: 'yes' })).toBe('option "farmers": must be true or false');
    expect(validateOptions(2, { tinyCities: true })).toBe(
      'unknown option "tinyCities" (the options are "farmers", "river", "abbot", "innsCathedrals", "tradersBuilders")',
    );
    expect(validateOptions(2, { river: 1 })).toBe('option "river": must be true or false');
    expect(validateOptions(2, { abbot: 'yes' })).toBe('option "abbot": must be true or false');
    expect(validateOptions(2, { innsCathedrals: 'yes' })).toBe('option "innsCathedrals": must be true or false');
    expect(validateOptions(5, { farmers: false, river: true, abbot: true })).toBeUndefined();
  });
});
