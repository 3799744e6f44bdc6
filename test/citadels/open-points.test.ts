// Scenario tests, with exact numbers, for the five interactions the rules leave open and the app decides
// (docs/rules/citadels.md#open-points): the bewitched Queen, the Witch as the Tax Collector, the Armory
// from a completed city, the Magistrate and the Cardinal's loan, the Wizard and the Thieves' Den.
import { describe, expect, it } from 'vitest';
import { scoreBreakdown } from '../../games/citadels/rules/scoring';
import type { CitadelsState } from '../../games/citadels/rules/types';
import { act, callingGame, castOf, legalOfType, playUntil, turnOf, withCity, withGold, withHand } from './fixtures';
import { BUILD_UNIQUES } from './spec';

const gatherAndEnd = (s: CitadelsState) => {
  const { seat } = turnOf(s);
  act(s, seat, { type: 'takeGold' });
  act(s, seat, { type: 'endTurn' });
};

const SEVEN = ['manor#1', 'castle#1', 'palace#1', 'temple#1', 'church#1', 'tavern#1', 'market#1'];

describe('the bewitched Queen (docs/rules/citadels.md#open-bewitched-queen): her +3 is judged from the Witch’s seat', () => {
  const cast = castOf('witch', 'queen');

  it('the Witch beside the King gets 3; the Queen’s holder, beside him too, only gathers', () => {
    // Seats 0-4 in a ring: the Witch (0) and the Queen's holder (2) both sit next to the King (1).
    const s = callingGame(5, { witch: 0, king: 1, queen: 2 }, { cast, gold: [0, 0, 0, 0, 0] });
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'bewitch', character: 'queen' });
    gatherAndEnd(s); // the King
    expect(turnOf(s)).toEqual({ seat: 2, char: 'queen' });
    act(s, 2, { type: 'takeGold' });
    expect(turnOf(s)).toEqual({ seat: 0, char: 'queen' });
    expect([s.gold[0], s.gold[2]]).toEqual([2 + 3, 2]);
  });

  it('the Witch far from the King gets nothing, though the Queen’s holder sits beside him', () => {
    const s = callingGame(5, { witch: 0, king: 2, queen: 3 }, { cast, gold: [0, 0, 0, 0, 0] });
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'bewitch', character: 'queen' });
    gatherAndEnd(s);
    act(s, 3, { type: 'takeGold' });
    expect(turnOf(s)).toEqual({ seat: 0, char: 'queen' });
    expect([s.gold[0], s.gold[3]]).toEqual([2, 2]);
  });
});

describe('the Witch as the Tax Collector (docs/rules/citadels.md#open-witch-tax-collector): no tax on her own builds', () => {
  it('she builds as the Tax Collector untaxed, takes the pile, and the others’ builds are taxed', () => {
    const cast = castOf('witch', 'tax-collector');
    const s = withHand(
      withHand(callingGame(4, { witch: 0, king: 1, 'tax-collector': 2 }, { cast, gold: [3, 2, 0, 0] }), 0, ['manor#1']),
      1,
      ['temple#1'],
    );
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'bewitch', character: 'tax-collector' });
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'build', card: 'temple#1' });
    expect([s.gold[1], s.taxes]).toEqual([4 - 1 - 1, 1]);
    act(s, 1, { type: 'endTurn' });
    act(s, 2, { type: 'takeGold' });
    expect(turnOf(s)).toEqual({ seat: 0, char: 'tax-collector' });
    expect(s.gold[0]).toBe(5);
    act(s, 0, { type: 'build', card: 'manor#1' });
    expect([s.gold[0], s.taxes]).toEqual([5 - 3, 1]);
    act(s, 0, { type: 'takeTaxes' });
    expect([s.gold[0], s.taxes, s.gold[2]]).toEqual([2 + 1, 0, 2]);
  });
});

describe('the Armory from a completed city (docs/rules/citadels.md#open-armory-complete-city)', () => {
  const uniques = { uniques: BUILD_UNIQUES };

  it('its owner may use it: the city then has 6 districts and the first completer keeps +4', () => {
    const s = withCity(
      withCity(callingGame(4, { thief: 1 }, { ...uniques }), 1, [...SEVEN.slice(0, 6), 'armory#1']),
      2,
      ['watchtower#1'],
    );
    s.firstComplete = 1;
    act(s, 1, { type: 'takeGold' });
    expect(legalOfType(s, 1, 'useArmory')).toEqual([{ type: 'useArmory', seat: 2, card: 'watchtower#1' }]);
    act(s, 1, { type: 'useArmory', seat: 2, card: 'watchtower#1' });
    expect(s.cities[1]).toHaveLength(6);
    expect(s.cities[2]).toEqual([]);
    expect(s.firstComplete).toBe(1);
    // 3+4+5+1+2+1 = 16 for the districts, +4 as the first to complete; not all five types (no military, unique).
    expect(scoreBreakdown(s, 1).complete).toBe(4);
    expect(scoreBreakdown(s, 1).total).toBe(16 + 4);
  });

  it('a later completer who uses it counts 6 districts at the end and so loses the +2', () => {
    const s = withCity(
      withCity(withCity(callingGame(4, { thief: 1 }, { ...uniques }), 1, [...SEVEN.slice(0, 6), 'armory#1']), 2, [
        'watchtower#1',
      ]),
      3,
      ['fortress#1', 'prison#1', 'barracks#1', 'docks#1', 'harbor#1', 'cathedral#1', 'monastery#1'],
    );
    s.firstComplete = 3;
    expect(scoreBreakdown(s, 1).complete).toBe(2);
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'useArmory', seat: 2, card: 'watchtower#1' });
    expect(scoreBreakdown(s, 1).complete).toBe(0);
    expect(scoreBreakdown(s, 1).total).toBe(16);
  });
});

describe('the Magistrate and the Cardinal’s loan (docs/rules/citadels.md#open-cardinal-confiscated)', () => {
  it('the Cardinal gets back the whole price, the borrowed gold too, and still owes the lender his cards', () => {
    const cast = castOf('magistrate', 'cardinal');
    const s = withHand(callingGame(4, { magistrate: 0, cardinal: 1, king: 2 }, { cast, gold: [0, 1, 3, 0] }), 1, [
      'palace#1',
      'temple#1',
      'tavern#1',
      'market#1',
    ]);
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'placeWarrants', signed: 'cardinal', blank: ['king', 'merchant'] });
    act(s, 0, { type: 'endTurn' });
    playUntil(s, 'cardinal');
    expect(s.gold).toEqual([2, 1, 3 + 2, 0]);
    act(s, 1, { type: 'takeGold' });
    // Palace costs 5: the Cardinal has 3 and takes the missing 2 from seat 2.
    act(s, 1, { type: 'borrowAndBuild', card: 'palace#1', seat: 2 });
    expect(s.gold).toEqual([2, 0, 5 - 2, 0]);
    act(s, 0, { type: 'confiscate' });
    expect(s.cities[0]).toEqual(['palace#1']);
    expect(s.cities[1]).toEqual([]);
    expect(s.gold).toEqual([2, 5, 3, 0]);
    act(s, 1, { type: 'giveCard', index: 0 });
    act(s, 1, { type: 'giveCard', index: 0 });
    expect(s.hands[1]).toEqual(['market#1']);
    expect(s.hands[2]!.slice(-2)).toEqual(['temple#1', 'tavern#1']);
  });
});

describe('the Wizard and the Thieves’ Den (docs/rules/citadels.md#open-wizard-thieves-den)', () => {
  it('he may take it but not build it at once; it goes to his hand, to be built later with cards', () => {
    const cast = castOf('wizard');
    const s = withGold(
      withHand(withHand(callingGame(4, { wizard: 1 }, { cast, uniques: BUILD_UNIQUES }), 3, ['thieves-den#1']), 1, [
        'temple#1',
        'tavern#1',
      ]),
      [2, 8, 2, 2],
    );
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'peek', seat: 3 });
    expect(legalOfType(s, 1, 'takeCard')).toEqual([{ type: 'takeCard', index: 0, build: false }]);
    act(s, 1, { type: 'takeCard', index: 0, build: false });
    expect(s.hands[1]).toEqual(['temple#1', 'tavern#1', 'thieves-den#1']);
    expect(s.cities[1]).toEqual([]);
    expect(legalOfType(s, 1, 'build')).toContainEqual({ type: 'build', card: 'thieves-den#1' });
  });
});
