// Calling, gathering and building (docs/rules/citadels.md#turn), with the first-game passive districts.
import { describe, expect, it } from 'vitest';
import { citadelsCore } from '../../games/citadels/core';
import {
  act,
  calling,
  legalOfType,
  newGame,
  playUntil,
  turnOf,
  withCity,
  withDeckTop,
  withGold,
  withHand,
} from './fixtures';

describe('calling (docs/rules/citadels.md#calling)', () => {
  it('calls the characters by rank, skipping those nobody holds', () => {
    const s = calling(newGame(4), { king: 2, thief: 1, warlord: 0, merchant: 3 });
    const order: string[] = [];
    while (s.phase === 'calling') {
      order.push(`${turnOf(s).char}@${turnOf(s).seat}`);
      act(s, turnOf(s).seat, { type: 'takeGold' });
      act(s, turnOf(s).seat, { type: 'endTurn' });
    }
    expect(order).toEqual(['thief@1', 'king@2', 'merchant@3', 'warlord@0']);
    expect(s.phase).toBe('selection');
    expect(s.round).toBe(2);
  });

  it('gives each of 2 players two turns, one per character (docs/rules/citadels.md#two-and-three-players)', () => {
    const s = calling(newGame(2), { assassin: 0, magician: 1, bishop: 1, architect: 0 });
    const order: string[] = [];
    while (s.phase === 'calling') {
      order.push(`${turnOf(s).char}@${turnOf(s).seat}`);
      act(s, turnOf(s).seat, { type: 'takeGold' });
      act(s, turnOf(s).seat, { type: 'endTurn' });
    }
    expect(order).toEqual(['assassin@0', 'magician@1', 'bishop@1', 'architect@0']);
  });

  it('makes the player gather before building unless free order is on (docs/rules/citadels.md#option-free-order), and before ending the turn', () => {
    const s = withGold(withHand(calling(newGame(4), { thief: 1 }), 1, ['temple#1']), [2, 2, 2, 2]);
    expect(citadelsCore.refusal(s, 1, { type: 'build', card: 'temple#1' })).toBe('gather resources before building');
    expect(citadelsCore.refusal(s, 1, { type: 'endTurn' })).toBe('gather resources before ending your turn');
    const free = withHand(calling(newGame(4, { freeOrder: true }), { thief: 1 }), 1, ['temple#1']);
    act(free, 1, { type: 'build', card: 'temple#1' });
    expect(citadelsCore.refusal(free, 1, { type: 'endTurn' })).toBe('gather resources before ending your turn');
  });
});

describe('gathering resources (docs/rules/citadels.md#gathering)', () => {
  it('takes 2 gold', () => {
    const s = calling(newGame(4), { thief: 1 });
    act(s, 1, { type: 'takeGold' });
    expect(s.gold[1]).toBe(4);
  });

  it('draws 2, keeps 1 and puts the other at the bottom of the deck', () => {
    const s = withHand(withDeckTop(calling(newGame(4), { thief: 1 }), ['palace#1', 'tavern#1']), 1, []);
    act(s, 1, { type: 'drawCards' });
    expect(s.turn?.drawn).toEqual(['palace#1', 'tavern#1']);
    expect(legalOfType(s, 1, 'keepCard')).toEqual([
      { type: 'keepCard', index: 0 },
      { type: 'keepCard', index: 1 },
    ]);
    act(s, 1, { type: 'keepCard', index: 1 });
    expect(s.hands[1]).toEqual(['tavern#1']);
    expect(s.deck[s.deck.length - 1]).toBe('palace#1');
  });

  it('keeps both cards drawn with a Library (docs/rules/citadels.md#library)', () => {
    const s = withCity(withHand(withDeckTop(calling(newGame(4), { thief: 1 }), ['palace#1', 'tavern#1']), 1, []), 1, [
      'library#1',
    ]);
    act(s, 1, { type: 'drawCards' });
    expect(s.hands[1]).toEqual(['palace#1', 'tavern#1']);
    expect(s.turn?.gathered).toBe(true);
  });
});

describe('building (docs/rules/citadels.md#building)', () => {
  it('builds one district, paying its cost', () => {
    const s = withGold(withHand(calling(newGame(4), { thief: 1 }), 1, ['manor#1', 'temple#1']), [2, 1, 2, 2]);
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'build', card: 'manor#1' });
    expect(s.cities[1]).toEqual(['manor#1']);
    expect(s.gold[1]).toBe(0);
    expect(citadelsCore.refusal(s, 1, { type: 'build', card: 'temple#1' })).toBe(
      'you have reached your building limit',
    );
  });

  it('refuses a district the player cannot afford', () => {
    const s = withGold(withHand(calling(newGame(4), { thief: 1 }), 1, ['palace#1']), [2, 0, 2, 2]);
    act(s, 1, { type: 'takeGold' });
    expect(citadelsCore.refusal(s, 1, { type: 'build', card: 'palace#1' })).toBe('the Palace costs 5 gold');
  });

  it('refuses a duplicate district, unless the city has a Quarry (docs/rules/citadels.md#quarry)', () => {
    const s = withCity(withHand(calling(newGame(4), { thief: 1 }), 1, ['temple#2']), 1, ['temple#1']);
    act(s, 1, { type: 'takeGold' });
    expect(citadelsCore.refusal(s, 1, { type: 'build', card: 'temple#2' })).toBe('your city already has a Temple');
    const q = withCity(withHand(calling(newGame(4), { thief: 1 }), 1, ['temple#2']), 1, ['temple#1', 'quarry#1']);
    act(q, 1, { type: 'takeGold' });
    act(q, 1, { type: 'build', card: 'temple#2' });
    expect(q.cities[1]).toEqual(['temple#1', 'quarry#1', 'temple#2']);
  });

  it('makes other unique districts 1 cheaper with a Factory (docs/rules/citadels.md#factory)', () => {
    const s = withGold(
      withCity(withHand(calling(newGame(4), { thief: 1 }), 1, ['keep#1', 'manor#1']), 1, ['factory#1']),
      [0, 0, 0, 0],
    );
    act(s, 1, { type: 'takeGold' });
    expect(legalOfType(s, 1, 'build')).toEqual([{ type: 'build', card: 'keep#1' }]);
    act(s, 1, { type: 'build', card: 'keep#1' });
    expect(s.gold[1]).toBe(0);
  });

  it("pays for the Thieves' Den with cards from hand, one card per gold (docs/rules/citadels.md#thieves-den)", () => {
    const s = withGold(
      withHand(calling(newGame(4), { thief: 1 }), 1, ['thieves-den#1', 'tavern#1', 'tavern#2', 'market#1']),
      [0, 2, 0, 0],
    );
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'build', card: 'thieves-den#1' });
    expect(s.turn?.den).toEqual({ card: 'thieves-den#1', paid: 0 });
    expect(citadelsCore.refusal(s, 1, { type: 'payRest' })).toBe('payRest is not allowed now');
    act(s, 1, { type: 'payWithCard', index: 0 });
    act(s, 1, { type: 'payWithCard', index: 0 });
    act(s, 1, { type: 'payRest' });
    expect(s.cities[1]).toEqual(['thieves-den#1']);
    expect(s.gold[1]).toBe(0);
    expect(s.hands[1]).toEqual(['market#1']);
    expect(s.deck.slice(-2)).toEqual(['tavern#1', 'tavern#2']);
  });

  it('records the first city to reach the complete size, and plays the round out (docs/rules/citadels.md#complete-city)', () => {
    const s = withGold(
      withCity(withHand(calling(newGame(4), { thief: 1, king: 2 }), 1, ['palace#1']), 1, [
        'manor#1',
        'castle#1',
        'temple#1',
        'church#1',
        'tavern#1',
        'market#1',
      ]),
      [2, 5, 2, 2],
    );
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'build', card: 'palace#1' });
    expect(s.firstComplete).toBe(1);
    act(s, 1, { type: 'endTurn' });
    expect(turnOf(s)).toEqual({ seat: 2, char: 'king' });
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'endTurn' });
    expect(s.phase).toBe('over');
    expect(citadelsCore.isOver(s)).toBe(true);
  });
});

describe('taxes (docs/rules/citadels.md#tax-collector)', () => {
  it('makes every builder but the Tax Collector pay 1 gold to his pile, when they have gold left', () => {
    const s = withGold(
      withHand(withHand(calling(newGame(3), { thief: 1, king: 2, 'tax-collector': 0 }), 1, ['temple#1']), 2, [
        'church#1',
      ]),
      [0, 0, 0],
    );
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'build', card: 'temple#1' });
    expect([s.gold[1], s.taxes]).toEqual([0, 1]);
    act(s, 1, { type: 'endTurn' });
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'build', card: 'church#1' });
    expect([s.gold[2], s.taxes]).toEqual([0, 1]);
    playUntil(s, 'tax-collector');
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'takeTaxes' });
    expect([s.gold[0], s.taxes]).toEqual([3, 0]);
  });
});
