// The first-game unique districts (B.4) and end-game scoring (B.5).
import { describe, expect, it } from 'vitest';
import { citadelsCore } from '../../games/citadels/core';
import { scoreBreakdown } from '../../games/citadels/rules/scoring';
import { act, calling, legalOfType, newGame, withCity, withDeckTop, withGold, withHand } from './fixtures';

const SEVEN = ['manor#1', 'castle#1', 'palace#1', 'temple#1', 'church#1', 'tavern#1', 'market#1'];

describe('unique district effects (B.4)', () => {
  it('Laboratory: once per turn, discards a card to the bottom of the deck for 2 gold', () => {
    const s = withGold(withCity(withHand(calling(newGame(4), { thief: 1 }), 1, ['temple#1', 'manor#1']), 1, ['laboratory#1']), [2, 0, 2, 2]);
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'useLaboratory', index: 1 });
    expect(s.gold[1]).toBe(4);
    expect(s.hands[1]).toEqual(['temple#1']);
    expect(s.deck[s.deck.length - 1]).toBe('manor#1');
    expect(legalOfType(s, 1, 'useLaboratory')).toEqual([]);
  });

  it('Smithy: once per turn, pays 2 gold to draw 3 cards', () => {
    const s = withGold(withCity(withHand(withDeckTop(calling(newGame(4), { thief: 1 }), ['tavern#1', 'tavern#2', 'tavern#3']), 1, []), 1, ['smithy#1']), [2, 0, 2, 2]);
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

describe('scoring (B.5)', () => {
  it('counts district costs, +3 for all five types, +4 for the first complete city and +2 for others', () => {
    const s = newGame(4);
    withCity(s, 0, ['manor#1', 'temple#1', 'tavern#1', 'watchtower#1', 'keep#1', 'castle#1', 'church#1']);
    withCity(s, 1, ['manor#2', 'castle#2', 'palace#2', 'temple#2', 'church#2', 'tavern#2', 'market#2']);
    withCity(s, 2, ['palace#3']);
    s.firstComplete = 1;
    expect(scoreBreakdown(s, 0)).toEqual({ districts: 3 + 1 + 1 + 1 + 3 + 4 + 2, fiveTypes: 3, complete: 2, bonuses: [], hauntedAs: null, total: 15 + 3 + 2 });
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

  it('breaks a tie by the highest rank revealed in the last round (A.5)', () => {
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
