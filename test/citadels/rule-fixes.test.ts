// Scenario tests, with exact numbers, for the rule defects fixed together: the threat settled before any
// automatic gain, every way a city completes, the bewitched holder's districts, the tax on a confiscated
// district; and the two rulings: abilities before gathering, and which revealed ranks break a tie.
import { describe, expect, it } from 'vitest';
import { citadelsCore } from '../../games/citadels/core';
import type { CharacterId } from '../../games/citadels/data';
import { scoreBreakdown, scores, winners } from '../../games/citadels/rules/scoring';
import type { CitadelsState } from '../../games/citadels/rules/types';
import {
  act,
  calling,
  callingGame,
  castOf,
  gatherAndEnd,
  legal,
  legalOfType,
  newGame,
  playUntil,
  turnOf,
  withCity,
  withDeckTop,
  withGold,
  withHand,
} from './fixtures';
import { BUILD_UNIQUES, MORE_UNIQUES } from './spec';

describe('the Blackmailer rule: a threat is settled right after gathering, before any automatic gain', () => {
  const cast = castOf('blackmailer');

  /** The Blackmailer (seat 0) takes 2 gold and threatens two characters. */
  function threaten(s: CitadelsState, flowered: CharacterId, blank: CharacterId): CitadelsState {
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'threaten', flowered, blank });
    return act(s, 0, { type: 'endTurn' });
  }

  it('Merchant: the bribe is half of his gold before his +1, which he gets after bribing', () => {
    const s = threaten(
      callingGame(4, { blackmailer: 0, merchant: 1, architect: 2 }, { cast, gold: [2, 5, 2, 2] }),
      'merchant',
      'architect',
    );
    act(s, 1, { type: 'takeGold' });
    expect(s.gold[1]).toBe(7);
    expect(legal(s, 1)).toEqual([{ type: 'bribe' }, { type: 'refuseBribe' }]);
    act(s, 1, { type: 'bribe' });
    expect([s.gold[0], s.gold[1]]).toEqual([4 + 3, 7 - 3 + 1]);
  });

  it('Architect: his +2 cards come once the threat is settled (here: refused, and the blank marker revealed)', () => {
    const s = threaten(
      withHand(callingGame(4, { blackmailer: 0, architect: 2 }, { cast, gold: [2, 2, 2, 2] }), 2, []),
      'bishop',
      'architect',
    );
    expect(turnOf(s)).toEqual({ seat: 2, char: 'architect' });
    withDeckTop(s, ['temple#1', 'manor#1']);
    act(s, 2, { type: 'takeGold' });
    expect(s.hands[2]).toEqual([]);
    act(s, 2, { type: 'refuseBribe' });
    expect(s.hands[2]).toEqual([]);
    act(s, 0, { type: 'revealThreat' });
    expect(s.hands[2]).toEqual(['temple#1', 'manor#1']);
    expect(s.gold[2]).toBe(4);
  });

  it("Queen: her +3 beside the King comes after the flowered threat is revealed, so the Blackmailer doesn't take it", () => {
    const queenCast = castOf('blackmailer', 'queen');
    const s = callingGame(5, { blackmailer: 0, king: 1, queen: 2 }, { cast: queenCast, gold: [2, 2, 2, 2, 2] });
    threaten(s, 'queen', 'king');
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'bribe' });
    act(s, 1, { type: 'endTurn' });
    expect(turnOf(s)).toEqual({ seat: 2, char: 'queen' });
    expect(s.gold[2]).toBe(2);
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'refuseBribe' });
    act(s, 0, { type: 'revealThreat' });
    expect([s.gold[0], s.gold[2]]).toEqual([4 + 2 + 4, 0 + 3]);
  });

  it('an unthreatened Queen is still paid when revealed, before gathering', () => {
    const s = callingGame(5, { king: 1, queen: 2 }, { cast: [...cast, 'queen'], gold: [2, 2, 2, 2, 2] });
    playUntil(s, 'queen');
    expect(s.gold[2]).toBe(5);
  });
});

describe('the game-end rule: every way a city completes is recorded (first complete: +4, game ends after the round)', () => {
  const cast = castOf('diplomat');
  const game = () => callingGame(4, { king: 0, diplomat: 2 }, { cast, uniques: MORE_UNIQUES, gold: [2, 2, 5, 2] });

  it('Diplomat: a Monument taken into his city of 6 completes it', () => {
    const s = withCity(
      withCity(game(), 2, ['temple#1', 'manor#1', 'tavern#1', 'watchtower#1', 'church#1', 'market#1']),
      1,
      ['monument#1', 'castle#1'],
    );
    gatherAndEnd(s);
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'exchangeDistricts', give: 'temple#1', seat: 1, take: 'monument#1' });
    expect([s.gold[1], s.gold[2]]).toEqual([2 + 3, 7 - 3]);
    expect(s.firstComplete).toBe(2);
    act(s, 2, { type: 'endTurn' });
    expect(citadelsCore.isOver(s)).toBe(true);
    expect(scoreBreakdown(s, 2).complete).toBe(4);
    expect(scoreBreakdown(s, 2).districts).toBe(3 + 1 + 1 + 2 + 2 + 4);
  });

  it("Diplomat: a Monument he gives completes the other player's city, which is then the first complete", () => {
    const s = withCity(withCity(game(), 2, ['monument#1', 'temple#1']), 1, [
      'manor#1',
      'tavern#1',
      'watchtower#1',
      'church#1',
      'market#1',
      'docks#1',
    ]);
    gatherAndEnd(s);
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'exchangeDistricts', give: 'monument#1', seat: 1, take: 'tavern#1' });
    expect(s.firstComplete).toBe(1);
    act(s, 2, { type: 'endTurn' });
    expect(citadelsCore.isOver(s)).toBe(true);
    expect(scoreBreakdown(s, 1).complete).toBe(4);
  });

  it('Marshal: a seized district that completes his city is recorded too', () => {
    const marshalCast = castOf('marshal');
    const s = callingGame(4, { king: 0, marshal: 2 }, { cast: marshalCast, gold: [2, 2, 5, 2] });
    withCity(withCity(s, 2, ['temple#1', 'manor#1', 'tavern#1', 'watchtower#1', 'church#1', 'market#1']), 1, [
      'docks#1',
    ]);
    gatherAndEnd(s);
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'seize', seat: 1, card: 'docks#1' });
    expect(s.firstComplete).toBe(2);
    expect(scoreBreakdown(s, 2).complete).toBe(4);
  });
});

describe('the Witch rule: a bewitched holder only gathers, so only gathering effects apply', () => {
  const cast = castOf('witch');
  const game = () =>
    callingGame(4, { witch: 0, thief: 1, king: 2, merchant: 3 }, { cast, uniques: MORE_UNIQUES, gold: [2, 2, 2, 0] });

  function bewitchMerchant(s: CitadelsState): CitadelsState {
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'bewitch', character: 'merchant' });
    return playUntil(s, 'merchant');
  }

  it("the holder's Park does not draw 2 cards for his empty hand", () => {
    const s = bewitchMerchant(withHand(withCity(game(), 3, ['park#1']), 3, []));
    act(s, 3, { type: 'takeGold' });
    expect(turnOf(s)).toEqual({ seat: 0, char: 'merchant' });
    expect([s.hands[3], s.gold[3]]).toEqual([[], 2]);
    expect(s.gold[0]).toBe(2 + 2 + 1);
  });

  it("the holder's Poor House does not pay 1 gold for his empty stash; his Observatory does apply", () => {
    const s = bewitchMerchant(withCity(game(), 3, ['poor-house#1', 'observatory#1']));
    const hand = [...(s.hands[3] as string[])];
    withDeckTop(s, ['temple#1', 'manor#1', 'castle#1']);
    act(s, 3, { type: 'drawCards' });
    expect(s.turn?.drawn).toEqual(['temple#1', 'manor#1', 'castle#1']);
    act(s, 3, { type: 'keepCard', index: 1 });
    expect(turnOf(s)).toEqual({ seat: 0, char: 'merchant' });
    expect([s.hands[3], s.gold[3]]).toEqual([[...hand, 'manor#1'], 0]);
  });
});

describe('the Tax Collector rule: the Magistrate pays the tax on a district he confiscates', () => {
  it('from the Tax Collector himself, whose own builds are never taxed', () => {
    const cast = castOf('magistrate', 'tax-collector');
    const s = withHand(
      callingGame(4, { magistrate: 0, king: 2, 'tax-collector': 1 }, { cast, gold: [2, 2, 2, 2] }),
      1,
      ['manor#1'],
    );
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'placeWarrants', signed: 'tax-collector', blank: ['king', 'bishop'] });
    act(s, 0, { type: 'endTurn' });
    playUntil(s, 'tax-collector');
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'build', card: 'manor#1' });
    act(s, 0, { type: 'confiscate' });
    expect(s.cities[0]).toEqual(['manor#1']);
    expect([s.gold[0], s.gold[1], s.taxes]).toEqual([4 - 1, 4, 1]);
  });
});

describe('the ruling on timing: abilities, income and district actions at any time of the turn, building after gathering', () => {
  it('Magician: exchanges cards before he draws', () => {
    const s = withHand(callingGame(4, { magician: 1 }), 1, ['temple#1', 'tavern#1']);
    withDeckTop(s, ['manor#1', 'castle#1', 'palace#1']);
    expect(legal(s, 1).map((a) => a.type)).toEqual([
      'takeGold',
      'drawCards',
      'swapHands',
      'swapHands',
      'swapHands',
      'exchangeCard',
      'exchangeCard',
    ]);
    act(s, 1, { type: 'exchangeCard', index: 0 });
    act(s, 1, { type: 'finishExchange' });
    expect(s.hands[1]).toEqual(['tavern#1', 'manor#1']);
    act(s, 1, { type: 'drawCards' });
    expect(s.turn?.drawn).toEqual(['castle#1', 'palace#1']);
  });

  it('Merchant: takes his trade income first; his +1 still comes with gathering', () => {
    const s = withGold(withCity(callingGame(4, { merchant: 1 }), 1, ['market#1', 'docks#1']), [2, 2, 2, 2]);
    act(s, 1, { type: 'collectIncome' });
    expect(s.gold[1]).toBe(4);
    act(s, 1, { type: 'takeGold' });
    expect(s.gold[1]).toBe(4 + 2 + 1);
  });

  it('Laboratory before gathering; Framework, Necropolis and building wait for it', () => {
    const s = withGold(
      withHand(withCity(newGame(4, { uniques: BUILD_UNIQUES }), 1, ['laboratory#1', 'framework#1', 'temple#1']), 1, [
        'necropolis#1',
        'manor#1',
      ]),
      [2, 5, 2, 2],
    );
    calling(s, { thief: 1 });
    expect(legal(s, 1).map((a) => a.type)).toEqual([
      'takeGold',
      'drawCards',
      'rob',
      'rob',
      'rob',
      'rob',
      'rob',
      'rob',
      'useLaboratory',
      'useLaboratory',
    ]);
    expect(citadelsCore.refusal(s, 1, { type: 'buildWithFramework', card: 'manor#1' })).toBe(
      'gather resources before building',
    );
    expect(citadelsCore.refusal(s, 1, { type: 'buildNecropolis', card: 'necropolis#1', sacrifice: 'temple#1' })).toBe(
      'gather resources before building',
    );
    act(s, 1, { type: 'useLaboratory', index: 1 });
    expect(s.gold[1]).toBe(7);
    act(s, 1, { type: 'takeGold' });
    expect(legalOfType(s, 1, 'buildWithFramework')).toEqual([{ type: 'buildWithFramework', card: 'necropolis#1' }]);
    expect(legalOfType(s, 1, 'build')).toEqual([{ type: 'build', card: 'necropolis#1' }]);
  });
});

describe('the tie-break: highest rank revealed in the last round, a killed character not counting but the killed rank 4', () => {
  const round = (killed: CharacterId) => {
    const s = callingGame(4, { assassin: 0, thief: 1, king: 2, warlord: 3 });
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'kill', character: killed });
    act(s, 0, { type: 'endTurn' });
    while (s.round === 1) gatherAndEnd(s);
    return s;
  };

  it('a killed Warlord is never revealed: his seat counts 0', () => {
    const s = round('warlord');
    expect(s.topRank).toEqual([1, 2, 4, 0]);
    withCity(withCity(s, 2, ['temple#1']), 3, ['temple#2']);
    for (const seat of [0, 1]) withCity(s, seat, []);
    expect(scores(s)).toEqual([0, 0, 1, 1]);
    expect(winners(s)).toEqual([2]);
  });

  it('a killed King is revealed at the end of the round to take the crown: his 4 counts', () => {
    const s = round('king');
    expect(s.crown).toBe(2);
    expect(s.topRank).toEqual([1, 2, 4, 8]);
  });
});
