// The shared set-up of the Citadels scenario tests (fixtures.ts): the casts they name by their changes from
// the classic one, and a game put straight into calling with its gold.
import { describe, expect, it } from 'vitest';
import { DOWN } from '../../games/citadels/rules/types';
import { callingGame, castOf, CLASSIC_CAST } from './fixtures';

describe('castOf', () => {
  it('puts each character in place of the classic one of its rank, and adds a rank 9 one', () => {
    expect(castOf()).toEqual([...CLASSIC_CAST]);
    expect(castOf('witch', 'queen')).toEqual([
      'witch',
      'thief',
      'magician',
      'king',
      'bishop',
      'merchant',
      'architect',
      'warlord',
      'queen',
    ]);
    expect(castOf('magistrate', 'cardinal', 'marshal')).toEqual([
      'magistrate',
      'thief',
      'magician',
      'king',
      'cardinal',
      'merchant',
      'architect',
      'marshal',
    ]);
  });
});

describe('callingGame', () => {
  it('deals the named characters, discards the others face down, and sets the gold when given', () => {
    const s = callingGame(4, { witch: 0, king: 2 }, { cast: castOf('witch'), gold: [1, 2, 3, 4] });
    expect(s.who.witch).toBe(0);
    expect(s.who.king).toBe(2);
    expect(s.who.thief).toBe(DOWN);
    expect(s.gold).toEqual([1, 2, 3, 4]);
    expect(callingGame(4, { king: 1 }).gold).toEqual([2, 2, 2, 2]);
  });
});
