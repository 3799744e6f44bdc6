// The unique districts (docs/rules/citadels.md#unique-districts) and end-game scoring (docs/rules/citadels.md#scoring).
import { describe, expect, it } from 'vitest';
import { citadelsCore } from '../../games/citadels/core';
import { PRESETS } from '../../games/citadels/data';
import { pileOf } from '../../games/citadels/rules/draft';
import { DOWN, UP } from '../../games/citadels/rules/types';
import { createRng } from '../../games/shared/rng';
import { scoreBreakdown } from '../../games/citadels/rules/scoring';
import { act, calling, legalOfType, newGame, withCity, withDeckTop, withGold, withHand } from './fixtures';
import { BUILD_UNIQUES, invariants, MORE_UNIQUES, secretsFor } from './spec';

const SEVEN = ['manor#1', 'castle#1', 'palace#1', 'temple#1', 'church#1', 'tavern#1', 'market#1'];

describe('unique district effects (docs/rules/citadels.md#unique-districts)', () => {
  it('Laboratory: once per turn, discards a card to the bottom of the deck for 2 gold', () => {
    const s = withGold(
      withCity(withHand(calling(newGame(4), { thief: 1 }), 1, ['temple#1', 'manor#1']), 1, ['laboratory#1']),
      [2, 0, 2, 2],
    );
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'useLaboratory', index: 1 });
    expect(s.gold[1]).toBe(4);
    expect(s.hands[1]).toEqual(['temple#1']);
    expect(s.deck[s.deck.length - 1]).toBe('manor#1');
    expect(legalOfType(s, 1, 'useLaboratory')).toEqual([]);
  });

  it('Smithy: once per turn, pays 2 gold to draw 3 cards', () => {
    const s = withGold(
      withCity(
        withHand(withDeckTop(calling(newGame(4), { thief: 1 }), ['tavern#1', 'tavern#2', 'tavern#3']), 1, []),
        1,
        ['smithy#1'],
      ),
      [2, 0, 2, 2],
    );
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'useSmithy' });
    expect(s.gold[1]).toBe(0);
    expect(s.hands[1]).toEqual(['tavern#1', 'tavern#2', 'tavern#3']);
    expect(legalOfType(s, 1, 'useSmithy')).toEqual([]);
  });

  it('Keep: the Warlord cannot destroy it', () => {
    const s = withGold(withCity(calling(newGame(4), { warlord: 2 }), 1, ['keep#1', 'prison#1']), [2, 2, 9, 2]);
    act(s, 2, { type: 'takeGold' });
    expect(legalOfType(s, 2, 'destroy')).toEqual([{ type: 'destroy', seat: 1, card: 'prison#1' }]);
  });

  it('a beautified district costs the Warlord 1 more', () => {
    const s = withGold(withCity(calling(newGame(4), { warlord: 2 }), 1, ['prison#1']), [2, 2, 0, 2]);
    s.beautified.push('prison#1');
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'destroy', seat: 1, card: 'prison#1' });
    expect(s.gold[2]).toBe(0);
    expect(s.beautified).toEqual([]);
  });
});

describe('scoring (docs/rules/citadels.md#scoring)', () => {
  it('counts district costs, +3 for all five types, +4 for the first complete city and +2 for others', () => {
    const s = newGame(4);
    withCity(s, 0, ['manor#1', 'temple#1', 'tavern#1', 'watchtower#1', 'keep#1', 'castle#1', 'church#1']);
    withCity(s, 1, ['manor#2', 'castle#2', 'palace#2', 'temple#2', 'church#2', 'tavern#2', 'market#2']);
    withCity(s, 2, ['palace#3']);
    s.firstComplete = 1;
    expect(scoreBreakdown(s, 0)).toEqual({
      districts: 3 + 1 + 1 + 1 + 3 + 4 + 2,
      fiveTypes: 3,
      complete: 2,
      bonuses: [],
      hauntedAs: null,
      total: 15 + 3 + 2,
    });
    expect(scoreBreakdown(s, 1).total).toBe(3 + 4 + 5 + 1 + 2 + 1 + 2 + 4);
    expect(citadelsCore.scores(s)).toEqual([20, 22, 5, 0]);
  });

  it('adds the unique bonuses: Dragon Gate, Imperial Treasury, Map Room, Statue, Wishing Well', () => {
    const s = withGold(withHand(newGame(4), 0, ['temple#3', 'tavern#3']), [4, 2, 2, 2]);
    withCity(s, 0, ['dragon-gate#1', 'imperial-treasury#1', 'map-room#1', 'statue#1', 'wishing-well#1']);
    s.crown = 0;
    const b = scoreBreakdown(s, 0);
    expect(b.bonuses).toEqual([
      { district: 'dragon-gate', points: 2 },
      { district: 'imperial-treasury', points: 4 },
      { district: 'map-room', points: 2 },
      { district: 'statue', points: 5 },
      { district: 'wishing-well', points: 5 },
    ]);
    expect(b.total).toBe(6 + 5 + 5 + 3 + 5 + 18);
  });

  it('lets the Haunted Quarter count as the missing type for the five-type bonus', () => {
    const s = newGame(4);
    withCity(s, 0, ['manor#1', 'temple#1', 'tavern#1', 'haunted-quarter#1', 'keep#1']);
    expect(scoreBreakdown(s, 0)).toMatchObject({ hauntedAs: 'military', fiveTypes: 3, total: 3 + 1 + 1 + 2 + 3 + 3 });
  });

  it('keeps the Haunted Quarter unique when that scores more (Wishing Well)', () => {
    const s = newGame(4);
    withCity(s, 0, ['haunted-quarter#1', 'wishing-well#1']);
    expect(scoreBreakdown(s, 0)).toMatchObject({ hauntedAs: 'unique', total: 2 + 5 + 2 });
  });

  it('breaks a tie by the highest rank revealed in the last round (docs/rules/citadels.md#tie-break)', () => {
    const s = withGold(calling(newGame(4), { thief: 0, warlord: 1, king: 2, bishop: 3 }), [2, 2, 2, 2]);
    withCity(s, 0, SEVEN);
    withCity(s, 1, ['manor#2', 'castle#2', 'palace#2', 'temple#2', 'church#2', 'tavern#2', 'market#2']);
    s.firstComplete = 2;
    while (s.phase === 'calling') {
      const seat = s.turn!.seat;
      act(s, seat, { type: 'takeGold' });
      act(s, seat, { type: 'endTurn' });
    }
    expect(citadelsCore.scores(s).slice(0, 2)).toEqual([20, 20]);
    expect(s.topRank).toEqual([2, 8, 4, 5]);
    expect(citadelsCore.winners(s)).toEqual([1]);
  });
});

describe('more unique districts (docs/rules/citadels.md#unique-districts)', () => {
  const more = { uniques: MORE_UNIQUES };

  it('Gold Mine: 1 more gold when gathering gold', () => {
    const s = withCity(calling(newGame(4, more), { thief: 1 }), 1, ['gold-mine#1']);
    act(s, 1, { type: 'takeGold' });
    expect(s.gold[1]).toBe(5);
  });

  it('Observatory: draws 3 cards and keeps 1', () => {
    const s = withCity(
      withHand(withDeckTop(calling(newGame(4, more), { thief: 1 }), ['palace#1', 'tavern#1', 'temple#1']), 1, []),
      1,
      ['observatory#1'],
    );
    act(s, 1, { type: 'drawCards' });
    expect(s.turn?.drawn).toEqual(['palace#1', 'tavern#1', 'temple#1']);
    act(s, 1, { type: 'keepCard', index: 2 });
    expect(s.hands[1]).toEqual(['temple#1']);
    expect(s.deck.slice(-2)).toEqual(['palace#1', 'tavern#1']);
  });

  it('Great Wall: the Warlord pays 1 more for the other districts, not for the Wall itself (docs/rules/citadels.md#great-wall-ruling)', () => {
    const s = withGold(
      withCity(calling(newGame(4, more), { warlord: 2 }), 1, ['great-wall#1', 'castle#1']),
      [2, 2, 2, 2],
    );
    act(s, 2, { type: 'takeGold' });
    expect(legalOfType(s, 2, 'destroy')).toEqual([{ type: 'destroy', seat: 1, card: 'castle#1' }]);
    act(s, 2, { type: 'destroy', seat: 1, card: 'castle#1' });
    expect(s.gold[2]).toBe(0);
    s.gold[2] = 5;
    s.turn!.used = [];
    expect(legalOfType(s, 2, 'destroy')).toEqual([{ type: 'destroy', seat: 1, card: 'great-wall#1' }]);
  });

  it('Stables: building them does not count toward the building limit', () => {
    const s = withGold(withHand(calling(newGame(4, more), { thief: 1 }), 1, ['temple#1', 'stables#1']), [2, 1, 2, 2]);
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'build', card: 'temple#1' });
    act(s, 1, { type: 'build', card: 'stables#1' });
    expect(s.cities[1]).toEqual(['temple#1', 'stables#1']);
  });

  it('Monument: cannot be built in a city of 5 or more, and counts as 2 districts toward completion', () => {
    const s = withGold(
      withCity(withHand(calling(newGame(4, more), { thief: 1 }), 1, ['monument#1']), 1, SEVEN.slice(0, 5)),
      [2, 9, 2, 2],
    );
    act(s, 1, { type: 'takeGold' });
    expect(citadelsCore.refusal(s, 1, { type: 'build', card: 'monument#1' })).toBe(
      'the Monument cannot be built in a city of 5 or more districts',
    );
    const t = withGold(
      withCity(withHand(calling(newGame(4, more), { thief: 1 }), 1, ['monument#1']), 1, SEVEN.slice(0, 4)),
      [2, 9, 2, 2],
    );
    act(t, 1, { type: 'takeGold' });
    act(t, 1, { type: 'build', card: 'monument#1' });
    expect(t.cities[1]).toHaveLength(5);
    expect(t.firstComplete).toBeNull();
    const u = withGold(
      withCity(withHand(calling(newGame(4, more), { thief: 1 }), 1, ['monument#1']), 1, SEVEN.slice(0, 4)),
      [2, 9, 2, 2],
    );
    u.completeAt = 6;
    act(u, 1, { type: 'takeGold' });
    act(u, 1, { type: 'build', card: 'monument#1' });
    expect(u.firstComplete).toBe(1);
  });

  it('Park: an empty hand at the end of the turn draws 2 cards', () => {
    const s = withCity(
      withHand(withDeckTop(calling(newGame(4, more), { thief: 1 }), ['palace#1', 'tavern#1']), 1, []),
      1,
      ['park#1'],
    );
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'endTurn' });
    expect(s.hands[1]).toEqual(['palace#1', 'tavern#1']);
  });

  it('Poor House: an empty stash at the end of the turn gains 1 gold', () => {
    const s = withGold(
      withCity(withHand(calling(newGame(4, more), { thief: 1 }), 1, ['manor#1']), 1, ['poor-house#1']),
      [2, 1, 2, 2],
    );
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'build', card: 'manor#1' });
    act(s, 1, { type: 'endTurn' });
    expect(s.gold[1]).toBe(1);
  });

  it('Basilica, Capitol and Ivory Tower score their bonuses', () => {
    const s = newGame(4, more);
    withCity(s, 0, ['basilica#1', 'temple#1', 'manor#1', 'castle#1', 'palace#1']);
    expect(scoreBreakdown(s, 0).bonuses).toEqual([{ district: 'basilica', points: 3 }]);
    withCity(s, 1, ['capitol#1', 'manor#2', 'castle#2', 'palace#2']);
    expect(scoreBreakdown(s, 1).bonuses).toEqual([{ district: 'capitol', points: 3 }]);
    withCity(s, 2, ['ivory-tower#1', 'manor#3']);
    expect(scoreBreakdown(s, 2).bonuses).toEqual([{ district: 'ivory-tower', points: 5 }]);
    withCity(s, 3, ['ivory-tower#1', 'basilica#1']);
    expect(scoreBreakdown(s, 3).bonuses).toEqual([
      { district: 'ivory-tower', points: 0 },
      { district: 'basilica', points: 1 },
    ]);
  });

  it('Secret Vault: cannot be built, and scores 3 from hand once the game is over', () => {
    const s = withHand(calling(newGame(4, more), { thief: 1 }), 1, ['secret-vault#1']);
    act(s, 1, { type: 'takeGold' });
    expect(citadelsCore.refusal(s, 1, { type: 'build', card: 'secret-vault#1' })).toBe(
      'the Secret Vault cannot be built',
    );
    expect(scoreBreakdown(s, 1).total).toBe(0);
    s.phase = 'over';
    expect(scoreBreakdown(s, 1).bonuses).toEqual([{ district: 'secret-vault', points: 3 }]);
  });
});

describe('Armory, Framework and Necropolis (docs/rules/citadels.md#armory-and-keep)', () => {
  const uniques = { uniques: BUILD_UNIQUES };

  it('Armory: destroys itself to destroy any district, even a Keep, but not in a complete city', () => {
    const s = withCity(
      withCity(withCity(calling(newGame(4, uniques), { thief: 1 }), 1, ['armory#1']), 2, ['keep#1']),
      3,
      SEVEN,
    );
    act(s, 1, { type: 'takeGold' });
    expect(legalOfType(s, 1, 'useArmory')).toEqual([{ type: 'useArmory', seat: 2, card: 'keep#1' }]);
    act(s, 1, { type: 'useArmory', seat: 2, card: 'keep#1' });
    expect([s.cities[1], s.cities[2]]).toEqual([[], []]);
    expect(s.deck.slice(-2)).toEqual(['armory#1', 'keep#1']);
  });

  it('Framework: destroys itself to build a district for free; the Magistrate cannot take it', () => {
    const s = withGold(
      withCity(withHand(calling(newGame(4, uniques), { thief: 1 }), 1, ['palace#1']), 1, ['framework#1']),
      [2, 0, 2, 2],
    );
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'buildWithFramework', card: 'palace#1' });
    expect(s.cities[1]).toEqual(['palace#1']);
    expect(s.gold[1]).toBe(2);
    expect(s.turn?.used).not.toContain('paidBuild');
  });

  it('Necropolis: built by destroying a district of your own city instead of paying', () => {
    const s = withGold(
      withCity(withHand(calling(newGame(4, uniques), { thief: 1 }), 1, ['necropolis#1']), 1, ['temple#1', 'tavern#1']),
      [2, 0, 2, 2],
    );
    act(s, 1, { type: 'takeGold' });
    expect(legalOfType(s, 1, 'buildNecropolis')).toHaveLength(2);
    act(s, 1, { type: 'buildNecropolis', card: 'necropolis#1', sacrifice: 'tavern#1' });
    expect(s.cities[1]).toEqual(['temple#1', 'necropolis#1']);
    expect(s.gold[1]).toBe(2);
  });
});

describe('Museum (docs/rules/citadels.md#museum)', () => {
  const uniques = { uniques: [...PRESETS['vicious-nobles'].uniques] };

  it('takes 1 card per turn face down under it, +1 point each; they go under the deck if it is destroyed', () => {
    const s = withGold(
      withCity(withHand(calling(newGame(4, uniques), { thief: 1, warlord: 2 }), 1, ['palace#1', 'temple#1']), 1, [
        'museum#1',
      ]),
      [2, 2, 9, 2],
    );
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'useMuseum', index: 0 });
    expect(legalOfType(s, 1, 'useMuseum')).toEqual([]);
    expect(s.museum).toEqual(['palace#1']);
    expect(citadelsCore.view(s, 1).museum).toEqual(['palace#1']);
    expect(citadelsCore.view(s, 2).museum).toEqual(['?']);
    expect(scoreBreakdown(s, 1).bonuses).toEqual([{ district: 'museum', points: 1 }]);
    act(s, 1, { type: 'endTurn' });
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'destroy', seat: 1, card: 'museum#1' });
    expect(s.museum).toEqual([]);
    expect(s.deck.slice(-2)).toEqual(['museum#1', 'palace#1']);
  });
});

describe('Theater (docs/rules/citadels.md#theater)', () => {
  const uniques = { uniques: [...PRESETS['devious-dignitaries'].uniques] };

  /** A 4-player draft where each seat keeps the first character offered, seat 1 owning the Theater. */
  function draftWithTheater() {
    const s = withCity(newGame(4, uniques), 1, ['theater#1']);
    while (s.draft.at < s.draft.script.length) {
      const seat = s.draft.script[s.draft.at]!.seat;
      act(s, seat, { type: 'pickCharacter', character: pileOf(s)[0]! });
    }
    return s;
  }

  it("lets its owner swap characters at the end of the selection, taking the opponent's blind", () => {
    const s = draftWithTheater();
    expect(s.phase).toBe('selection');
    expect(citadelsCore.activeSeats(s)).toEqual([1]);
    const mine = s.cast.find((c) => s.who[c] === 1)!;
    const theirs = s.cast.find((c) => s.who[c] === 3)!;
    expect(legalOfType(s, 1, 'swapCharacters')).toEqual(
      [0, 2, 3].map((seat) => ({ type: 'swapCharacters', give: mine, seat })),
    );
    act(s, 1, { type: 'swapCharacters', give: mine, seat: 3 });
    expect([s.who[mine], s.who[theirs]]).toEqual([3, 1]);
    expect(citadelsCore.view(s, 3).who[mine]).toBe(3);
    expect(citadelsCore.view(s, 0).who[theirs]).toBeNull();
    expect(s.phase).toBe('calling');
  });

  it('shows both swapping seats the character each now holds and the one it lost (docs/rules/citadels.md#open-information); determinize agrees', () => {
    const s = draftWithTheater();
    const mine = s.cast.find((c) => s.who[c] === 1)!;
    const theirs = s.cast.find((c) => s.who[c] === 3)!;
    act(s, 1, { type: 'swapCharacters', give: mine, seat: 3 });
    for (const seat of [1, 3]) {
      const v = citadelsCore.view(s, seat);
      expect([v.who[mine], v.who[theirs]]).toEqual([3, 1]);
      expect(v.theater).toEqual({ owner: 1, seat: 3, gave: mine, took: theirs });
    }
    for (const seat of [0, 2, null]) {
      const v = citadelsCore.view(s, seat);
      expect([v.who[mine], v.who[theirs]]).toEqual([null, null]);
      expect(v.theater).toBeNull();
    }
    for (const seat of [0, 1, 2, 3, null]) {
      const json = JSON.stringify(citadelsCore.view(s, seat));
      for (const secret of secretsFor(s, seat)) expect(json).not.toContain(secret);
    }
    const rng = createRng('theater-det');
    const note = s.draft.notes[1]![0]!;
    for (let i = 0; i < 20; i++) {
      for (const seat of [0, 1, 2, 3]) {
        const sample = citadelsCore.determinize(citadelsCore.view(s, seat), seat, rng);
        expect(invariants(sample)).toEqual([]);
        expect(citadelsCore.view(sample, seat)).toEqual(citadelsCore.view(s, seat));
        if (seat === 1 || seat === 3) expect([sample.who[mine], sample.who[theirs]]).toEqual([3, 1]);
      }
      // The owner's sample still follows the draft: what it never saw was taken by seat 0 or went face down.
      const sample = citadelsCore.determinize(citadelsCore.view(s, 1), 1, rng);
      for (const c of s.cast.filter((c) => s.who[c] !== UP && !note.pile.includes(c)))
        expect([0, DOWN]).toContain(sample.who[c]);
    }
  });

  it('may be passed up', () => {
    const s = draftWithTheater();
    const before = { ...s.who };
    act(s, 1, { type: 'skipTheater' });
    expect(s.who).toEqual(before);
    expect(s.phase).toBe('calling');
  });
});
