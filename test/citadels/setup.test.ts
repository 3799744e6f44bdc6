// Setup, options and the character draft for every player count (docs/rules/citadels.md#options,
// docs/rules/citadels.md#setup, docs/rules/citadels.md#draft).
import { describe, expect, it } from 'vitest';
import { citadelsCore } from '../../games/citadels/core';
import { PRESETS, rankOf, type CharacterId } from '../../games/citadels/data';
import { pileOf } from '../../games/citadels/rules/draft';
import { defaultOptions } from '../../games/citadels/options';
import { DOWN, UP, type CitadelsState } from '../../games/citadels/rules/types';
import { createRng } from '../../games/shared/rng';
import { act, newGame } from './fixtures';

const count = (s: CitadelsState, value: number) => s.cast.filter((c) => s.who[c] === value).length;
const withNine = (n: number, nine: CharacterId) => ({
  cast: [...defaultOptions(n).cast.filter((c) => rankOf(c) !== 9), nine],
});

/** Plays the whole draft, each seat taking the first character offered; returns pile sizes seen. */
function draftAll(s: CitadelsState): { seat: number; kind: string; pile: number }[] {
  const seen: { seat: number; kind: string; pile: number }[] = [];
  while (s.phase === 'selection') {
    const step = s.draft.script[s.draft.at]!;
    const pile = pileOf(s);
    seen.push({ seat: step.seat, kind: step.kind, pile: pile.length });
    act(s, step.seat, { type: step.kind === 'pick' ? 'pickCharacter' : 'discardCharacter', character: pile[0]! });
  }
  return seen;
}

describe('setup (docs/rules/citadels.md#setup)', () => {
  it('deals 4 districts and 2 gold to each player from a 68-card deck', () => {
    const s = newGame(5);
    expect(s.hands.map((h) => h.length)).toEqual([4, 4, 4, 4, 4]);
    expect(s.gold).toEqual([2, 2, 2, 2, 2]);
    expect(s.deck).toHaveLength(68 - 20);
  });

  it('completes a city at 7 districts with 4-8 players and 8 with 2-3 (docs/rules/citadels.md#option-city-complete)', () => {
    expect([2, 3, 4, 8].map((n) => newGame(n).completeAt)).toEqual([8, 8, 7, 7]);
    expect(newGame(4, { cityComplete: 8 }).completeAt).toBe(8);
  });

  it('gives the crown to a random seat, or the one the options name (docs/rules/citadels.md#crown-at-start)', () => {
    const seats = new Set(
      Array.from({ length: 30 }, (_, i) => citadelsCore.setup(4, defaultOptions(4), createRng(i)).crown),
    );
    expect(seats.size).toBe(4);
    expect(newGame(4, { firstCrown: 2 }).crown).toBe(2);
  });
});

describe('options (docs/rules/citadels.md#options)', () => {
  const v = (n: number, o: object) => citadelsCore.validateOptions(n, { ...defaultOptions(n), ...o });

  it('accepts the defaults for every player count', () => {
    for (let n = 2; n <= 8; n++) expect(citadelsCore.validateOptions(n, defaultOptions(n))).toBeUndefined();
  });

  it('accepts the presets whose cards are all playable: all but the two with the Witch (docs/rules/citadels.md#presets)', () => {
    for (const p of ['ambitious-aristocrats', 'vicious-nobles', 'devious-dignitaries', 'tenacious-delegates'].map(
      (id) => PRESETS[id as keyof typeof PRESETS],
    )) {
      expect(
        citadelsCore.validateOptions(6, { ...defaultOptions(6), cast: [...p.cast, p.rank9], uniques: [...p.uniques] }),
      ).toBeUndefined();
    }
  });

  it('requires rank 9 with 3 and 8 players and refuses it with 2', () => {
    expect(v(3, { cast: defaultOptions(4).cast })).toBe('option "cast": a rank 9 character is required with 3 players');
    expect(v(8, { cast: defaultOptions(4).cast })).toBe('option "cast": a rank 9 character is required with 8 players');
    expect(v(2, withNine(2, 'artist'))).toBe('option "cast": no rank 9 character is used with 2 players');
  });

  it('allows the Queen only with 5 or more players', () => {
    expect(v(4, withNine(4, 'queen'))).toBe('option "cast": the Queen needs at least 5 players');
    expect(v(5, withNine(5, 'queen'))).toBeUndefined();
  });

  it('explains other bad options', () => {
    expect(v(4, { cityComplete: 9 })).toBe('option "cityComplete": must be "edition" or 8');
    expect(v(4, { freeOrder: 'yes' })).toBe('option "freeOrder": must be true or false');
    expect(v(4, { cast: ['assassin'] })).toBe('option "cast": the cast needs exactly one character of rank 2 (has 0)');
    expect(v(4, { cast: ['witch', ...defaultOptions(4).cast.slice(1)] })).toBeUndefined();
    expect(v(4, { uniques: ['keep'] })).toBe('option "uniques": choose exactly 14 different unique districts');
    expect(v(9, {})).toBe('Citadels is played by 2 to 8 players');
    expect(citadelsCore.validateOptions(4, null)).toMatch(/^the options must be an object/);
    expect(citadelsCore.validateOptions(4, { ...defaultOptions(4), junk: 'x'.repeat(14_000) })).toMatch(
      /^unknown option "junk/,
    );
    expect(citadelsCore.validateOptions(4, { firstCrown: 4 })).toBe('option "firstCrown": must be a seat from 0 to 3');
    expect(citadelsCore.validateOptions(4, { freeOrder: true })).toBeUndefined();
    expect(citadelsCore.validateOptions(3, { freeOrder: true })).toBeUndefined();
  });
});

describe('face-up and face-down discards (docs/rules/citadels.md#discards)', () => {
  const cases: [number, CharacterId | null, number][] = [
    [4, null, 2],
    [4, 'artist', 3],
    [5, null, 1],
    [5, 'queen', 2],
    [6, null, 0],
    [6, 'artist', 1],
    [7, null, 0],
    [7, 'artist', 0],
    [8, 'queen', 0],
    [2, null, 0],
    [3, 'artist', 0],
  ];
  for (const [n, nine, up] of cases) {
    it(`discards ${up} face up and 1 face down with ${n} players and ${nine ? 9 : 8} characters`, () => {
      const s = newGame(n, nine ? withNine(n, nine) : {});
      expect(count(s, UP)).toBe(up);
      expect(count(s, DOWN)).toBe(1);
    });
  }

  it('never discards the rank 4 character face up', () => {
    for (let i = 0; i < 200; i++) {
      const s = citadelsCore.setup(4, { ...defaultOptions(4), cast: withNine(4, 'artist').cast }, createRng(`up${i}`));
      expect(s.who.king).not.toBe(UP);
    }
  });
});

describe('the draft (docs/rules/citadels.md#draft)', () => {
  it('passes the pile to the left, each player keeping one, the last card discarded face down (5 players)', () => {
    const s = newGame(5);
    const seen = draftAll(s);
    expect(seen.map((x) => [x.seat, x.pile])).toEqual([
      [0, 6],
      [1, 5],
      [2, 4],
      [3, 3],
      [4, 2],
    ]);
    expect(s.phase).toBe('calling');
    expect(count(s, DOWN)).toBe(2);
  });

  it('lets the 2-player draft keep one and discard one each time (docs/rules/citadels.md#two-players)', () => {
    const s = newGame(2);
    const seen = draftAll(s);
    expect(seen.map((x) => `${x.seat}${x.kind[0]}${x.pile}`)).toEqual(['0p7', '1p6', '1d5', '0p4', '0d3', '1p2']);
    expect(s.cast.filter((c) => s.who[c] === 0)).toHaveLength(2);
    expect(s.cast.filter((c) => s.who[c] === 1)).toHaveLength(2);
    expect(count(s, DOWN)).toBe(4);
  });

  it('discards one of the remaining 5 at random after the third pick with 3 players (docs/rules/citadels.md#three-players)', () => {
    const s = newGame(3);
    const seen = draftAll(s);
    expect(seen.map((x) => [x.seat, x.pile])).toEqual([
      [0, 8],
      [1, 7],
      [2, 6],
      [0, 4],
      [1, 3],
      [2, 2],
    ]);
    for (let seat = 0; seat < 3; seat++) expect(s.cast.filter((c) => s.who[c] === seat)).toHaveLength(2);
    expect(count(s, DOWN)).toBe(3);
  });

  it('gives the last of 7 players the face-down card too, with 8 characters (docs/rules/citadels.md#last-player-rule)', () => {
    const s = newGame(7);
    const initial = s.cast.find((c) => s.who[c] === DOWN)!;
    const seen = draftAll(s);
    expect(seen.map((x) => x.pile)).toEqual([7, 6, 5, 4, 3, 2, 2]);
    expect(s.draft.notes[6]![0]!.rejoined).toBe(initial);
    expect(s.draft.notes[6]![0]!.pile).toContain(initial);
    expect(count(s, DOWN)).toBe(1);
  });

  it('applies the last-player rule with 8 players and 9 characters', () => {
    const s = newGame(8);
    expect(draftAll(s).map((x) => x.pile)).toEqual([8, 7, 6, 5, 4, 3, 2, 2]);
    expect(s.draft.notes[7]![0]!.rejoined).not.toBeNull();
  });

  it('needs no special rule with 7 players and 9 characters', () => {
    const s = newGame(7, withNine(7, 'artist'));
    expect(draftAll(s).map((x) => x.pile)).toEqual([8, 7, 6, 5, 4, 3, 2]);
    expect(s.draft.notes[6]![0]!.rejoined).toBeNull();
  });

  it('starts the draft with the crowned player', () => {
    const s = newGame(4, { firstCrown: 2 });
    expect(citadelsCore.activeSeats(s)).toEqual([2]);
    expect(draftAll(s).map((x) => x.seat)).toEqual([2, 3, 0, 1]);
  });

  it('refuses a character that is not in the pile', () => {
    const s = newGame(4);
    const notInPile = s.cast.find((c) => s.who[c] === UP)!;
    expect(citadelsCore.refusal(s, 0, { type: 'pickCharacter', character: notInPile })).toBe(
      'pickCharacter is not allowed now',
    );
    expect(citadelsCore.refusal(s, 1, { type: 'pickCharacter', character: pileOf(s)[0] })).toBe('it is not your turn');
  });
});
