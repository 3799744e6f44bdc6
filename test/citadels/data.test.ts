// Checksums of the card data against the rules (docs/rules/citadels.md#districts, docs/rules/citadels.md#characters,
// docs/rules/citadels.md#presets).
import { describe, expect, it } from 'vitest';
import {
  BASIC_CARDS,
  BASIC_DISTRICTS,
  CHARACTERS,
  CHARACTER_IDS,
  DISTRICTS,
  PRESETS,
  UNIQUE_DISTRICTS,
  cardsOf,
  districtOf,
  rankOf,
} from '../../games/citadels/data';

describe('district data (docs/rules/citadels.md#districts)', () => {
  it('has 54 basic districts: 12 noble, 11 religious, 20 trade, 11 military', () => {
    const count = (type: string) =>
      Object.values(BASIC_DISTRICTS)
        .filter((d) => d.type === type)
        .reduce((n, d) => n + d.copies, 0);
    expect([count('noble'), count('religious'), count('trade'), count('military')]).toEqual([12, 11, 20, 11]);
    expect(BASIC_CARDS).toHaveLength(54);
    expect(new Set(BASIC_CARDS).size).toBe(54);
  });

  it('sums the basic costs per type to 46, 28, 50 and 28', () => {
    const sum = (type: string) =>
      Object.values(BASIC_DISTRICTS)
        .filter((d) => d.type === type)
        .reduce((n, d) => n + d.copies * d.cost, 0);
    expect([sum('noble'), sum('religious'), sum('trade'), sum('military')]).toEqual([46, 28, 50, 28]);
  });

  it('has 30 unique districts, one copy each, with the costs of docs/rules/citadels.md#unique-districts', () => {
    expect(Object.keys(UNIQUE_DISTRICTS)).toHaveLength(30);
    expect(Object.values(UNIQUE_DISTRICTS).every((d) => d.copies === 1 && d.type === 'unique')).toBe(true);
    expect(DISTRICTS['dragon-gate'].cost).toBe(6);
    expect(DISTRICTS['haunted-quarter'].cost).toBe(2);
    expect(DISTRICTS['secret-vault'].buildable).toBe(false);
  });

  it('gives every card an id of the form district#copy', () => {
    expect(cardsOf('manor')).toEqual(['manor#1', 'manor#2', 'manor#3', 'manor#4', 'manor#5']);
    expect(districtOf('temple#2').name).toEqual({ en: 'Temple', nl: 'Tempel', de: 'Tempel', fr: 'Temple' });
  });
});

describe('character data (docs/rules/citadels.md#characters)', () => {
  it('has 27 characters, 3 of each rank 1-9', () => {
    expect(CHARACTER_IDS).toHaveLength(27);
    for (let rank = 1; rank <= 9; rank++) expect(CHARACTER_IDS.filter((c) => rankOf(c) === rank)).toHaveLength(3);
  });

  it('uses the Dutch names of the rules page for the first-game cast (docs/rules/citadels.md#names)', () => {
    expect(PRESETS['first-game'].cast.map((c) => CHARACTERS[c].name.nl)).toEqual([
      'Moordenares',
      'Dief',
      'Magiër',
      'Koning',
      'Bisschop',
      'Koopvrouw',
      'Bouwmeester',
      'Condottiere',
    ]);
  });

  it('has six official presets plus the first game, each one per rank with 14 different uniques', () => {
    expect(Object.keys(PRESETS)).toHaveLength(7);
    for (const p of Object.values(PRESETS)) {
      expect(p.cast.map(rankOf)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(new Set(p.uniques).size).toBe(14);
      if (p.rank9) expect(rankOf(p.rank9)).toBe(9);
    }
  });
});
