// Every playable character's ability with its restrictions (docs/rules/citadels.md#characters).
import { describe, expect, it } from 'vitest';
import { citadelsCore } from '../../games/citadels/core';
import { MORE_UNIQUES } from './spec';
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

const gatherAndEnd = (s: Parameters<typeof act>[0]) => {
  const { seat } = turnOf(s);
  act(s, seat, { type: 'takeGold' });
  act(s, seat, { type: 'endTurn' });
};

describe('Assassin (docs/rules/citadels.md#assassin)', () => {
  it('names any other character still in play; the killed one skips its whole turn', () => {
    const s = calling(newGame(4), { assassin: 0, thief: 1, king: 2, merchant: 3 });
    const targets = legalOfType(s, 0, 'kill').map((a) => (a as { character: string }).character);
    expect(targets).not.toContain('assassin');
    expect(targets.some((c) => s.who[c] === -1)).toBe(false);
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'kill', character: 'thief' });
    act(s, 0, { type: 'endTurn' });
    expect(turnOf(s)).toEqual({ seat: 2, char: 'king' });
  });

  it('lets a killed King take the crown at the end of the round as heir (docs/rules/citadels.md#killed)', () => {
    const s = calling(newGame(4), { assassin: 0, king: 2, merchant: 3, warlord: 1 });
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'kill', character: 'king' });
    act(s, 0, { type: 'endTurn' });
    expect(turnOf(s).char).toBe('merchant');
    expect(s.crown).toBe(0);
    gatherAndEnd(s);
    gatherAndEnd(s);
    expect(s.crown).toBe(2);
    expect(s.round).toBe(2);
    expect(s.draft.script[0]?.seat).toBe(2);
  });
});

describe('Thief (docs/rules/citadels.md#thief)', () => {
  it('may not rob rank 1, the killed character or a face-up discard', () => {
    const s = calling(newGame(4), { assassin: 0, thief: 1, king: 2, merchant: 3 });
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'kill', character: 'bishop' });
    act(s, 0, { type: 'endTurn' });
    act(s, 1, { type: 'takeGold' });
    const targets = legalOfType(s, 1, 'rob').map((a) => (a as { character: string }).character);
    expect(targets).not.toContain('assassin');
    expect(targets).not.toContain('thief');
    expect(targets).not.toContain('bishop');
    expect(targets.some((c) => s.who[c] === -1)).toBe(false);
    expect(targets).toContain('king');
  });

  it("takes all the robbed character's gold when it is revealed, before it gathers", () => {
    const s = withGold(calling(newGame(4), { thief: 1, king: 2, merchant: 3 }), [2, 0, 5, 2]);
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'rob', character: 'king' });
    act(s, 1, { type: 'endTurn' });
    expect(turnOf(s).char).toBe('king');
    expect([s.gold[1], s.gold[2]]).toEqual([7, 0]);
  });
});

describe('Magician (docs/rules/citadels.md#magician)', () => {
  it("swaps his whole hand with another player's", () => {
    const s = withHand(withHand(calling(newGame(4), { magician: 1, king: 2 }), 1, ['temple#1']), 3, [
      'palace#1',
      'castle#1',
    ]);
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'swapHands', seat: 3 });
    expect(s.hands[1]).toEqual(['palace#1', 'castle#1']);
    expect(s.hands[3]).toEqual(['temple#1']);
    expect(legalOfType(s, 1, 'swapHands')).toEqual([]);
  });

  it('discards cards to the bottom of the deck and draws as many', () => {
    const s = withDeckTop(withHand(calling(newGame(4), { magician: 1 }), 1, ['temple#1', 'church#1', 'manor#1']), [
      'palace#1',
      'castle#1',
    ]);
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'exchangeCard', index: 0 });
    act(s, 1, { type: 'exchangeCard', index: 1 });
    expect(legalOfType(s, 1, 'endTurn')).toEqual([]);
    act(s, 1, { type: 'finishExchange' });
    expect(s.hands[1]).toEqual(['church#1', 'palace#1', 'castle#1']);
    expect(s.deck.slice(-2)).toEqual(['temple#1', 'manor#1']);
    expect(legalOfType(s, 1, 'exchangeCard')).toEqual([]);
  });
});

describe('King (docs/rules/citadels.md#king)', () => {
  it('takes the crown when revealed and gains 1 gold per noble district (School of Magic counts)', () => {
    const s = withGold(
      withCity(calling(newGame(4), { king: 2 }), 2, ['manor#1', 'castle#1', 'temple#1', 'school-of-magic#1']),
      [2, 2, 0, 2],
    );
    expect(s.crown).toBe(2);
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'collectIncome' });
    expect(s.gold[2]).toBe(5);
    expect(legalOfType(s, 2, 'collectIncome')).toEqual([]);
  });
});

describe('Bishop (docs/rules/citadels.md#bishop)', () => {
  it('gains 1 gold per religious district and shields his districts from the Warlord', () => {
    const s = withGold(
      withCity(withCity(calling(newGame(4), { bishop: 1, warlord: 2 }), 1, ['temple#1', 'church#1']), 3, ['tavern#1']),
      [2, 0, 9, 2],
    );
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'collectIncome' });
    expect(s.gold[1]).toBe(4);
    act(s, 1, { type: 'endTurn' });
    act(s, 2, { type: 'takeGold' });
    expect(legalOfType(s, 2, 'destroy')).toEqual([{ type: 'destroy', seat: 3, card: 'tavern#1' }]);
  });

  it('gives no protection when killed', () => {
    const s = withGold(
      withCity(calling(newGame(4), { assassin: 0, bishop: 1, warlord: 2 }), 1, ['temple#1']),
      [2, 0, 9, 2],
    );
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'kill', character: 'bishop' });
    act(s, 0, { type: 'endTurn' });
    act(s, 2, { type: 'takeGold' });
    expect(legalOfType(s, 2, 'destroy')).toContainEqual({ type: 'destroy', seat: 1, card: 'temple#1' });
  });
});

describe('Merchant (docs/rules/citadels.md#merchant)', () => {
  it('gains 1 extra gold whatever he gathers, and 1 per trade district', () => {
    const s = withGold(
      withCity(withDeckTop(calling(newGame(4), { merchant: 3 }), ['temple#1', 'tavern#1']), 3, ['market#1', 'docks#1']),
      [2, 2, 2, 0],
    );
    act(s, 3, { type: 'drawCards' });
    act(s, 3, { type: 'keepCard', index: 0 });
    expect(s.gold[3]).toBe(1);
    act(s, 3, { type: 'collectIncome' });
    expect(s.gold[3]).toBe(3);
  });
});

describe('Architect (docs/rules/citadels.md#architect)', () => {
  it('draws 2 extra cards after gathering and builds up to 3 districts', () => {
    const s = withGold(
      withHand(withDeckTop(calling(newGame(4), { architect: 0 }), ['palace#1', 'castle#1']), 0, [
        'temple#1',
        'church#1',
        'tavern#1',
        'market#1',
      ]),
      [6, 2, 2, 2],
    );
    act(s, 0, { type: 'takeGold' });
    expect(s.hands[0]).toEqual(['temple#1', 'church#1', 'tavern#1', 'market#1', 'palace#1', 'castle#1']);
    for (const card of ['temple#1', 'church#1', 'tavern#1']) act(s, 0, { type: 'build', card });
    expect(citadelsCore.refusal(s, 0, { type: 'build', card: 'market#1' })).toBe(
      'you have reached your building limit',
    );
    expect(s.gold[0]).toBe(4);
  });
});

describe('Warlord (docs/rules/citadels.md#warlord)', () => {
  it('destroys a district for its cost minus 1; it goes to the bottom of the deck', () => {
    const s = withGold(withCity(calling(newGame(4), { warlord: 2 }), 1, ['castle#1', 'temple#1']), [2, 2, 1, 2]);
    act(s, 2, { type: 'takeGold' });
    expect(legalOfType(s, 2, 'destroy')).toEqual([
      { type: 'destroy', seat: 1, card: 'castle#1' },
      { type: 'destroy', seat: 1, card: 'temple#1' },
    ]);
    act(s, 2, { type: 'destroy', seat: 1, card: 'castle#1' });
    expect(s.gold[2]).toBe(0);
    expect(s.cities[1]).toEqual(['temple#1']);
    expect(s.deck[s.deck.length - 1]).toBe('castle#1');
    expect(s.razed).toEqual(['castle#1']);
    expect(legalOfType(s, 2, 'destroy')).toEqual([]);
  });

  it('may not touch the Keep or a completed city, and may destroy his own districts', () => {
    const full = ['manor#1', 'castle#1', 'palace#1', 'temple#1', 'church#1', 'tavern#1', 'market#1'];
    const s = withGold(
      withCity(withCity(withCity(calling(newGame(4), { warlord: 2 }), 1, ['keep#1']), 3, full), 2, ['watchtower#1']),
      [2, 2, 10, 2],
    );
    act(s, 2, { type: 'takeGold' });
    expect(legalOfType(s, 2, 'destroy')).toEqual([{ type: 'destroy', seat: 2, card: 'watchtower#1' }]);
    act(s, 2, { type: 'collectIncome' });
    expect(s.gold[2]).toBe(13);
  });
});

describe('Queen (docs/rules/citadels.md#queen)', () => {
  it('gains 3 gold when seated next to the revealed rank 4 character', () => {
    const s = withGold(
      calling(
        newGame(5, {
          cast: ['assassin', 'thief', 'magician', 'king', 'bishop', 'merchant', 'architect', 'warlord', 'queen'],
        }),
        { king: 0, queen: 4 },
      ),
      [2, 2, 2, 2, 0],
    );
    playUntil(s, 'queen');
    expect(s.gold[4]).toBe(3);
  });

  it('gains nothing when not next to the rank 4 character', () => {
    const s = withGold(
      calling(
        newGame(5, {
          cast: ['assassin', 'thief', 'magician', 'king', 'bishop', 'merchant', 'architect', 'warlord', 'queen'],
        }),
        { king: 0, queen: 2 },
      ),
      [2, 2, 0, 2, 2],
    );
    playUntil(s, 'queen');
    expect(s.gold[2]).toBe(0);
  });

  it('is paid at the end of the round when the rank 4 neighbour was killed', () => {
    const s = withGold(
      calling(
        newGame(5, {
          cast: ['assassin', 'thief', 'magician', 'king', 'bishop', 'merchant', 'architect', 'warlord', 'queen'],
        }),
        { assassin: 2, king: 0, queen: 1 },
      ),
      [2, 2, 2, 2, 2],
    );
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'kill', character: 'king' });
    act(s, 2, { type: 'endTurn' });
    gatherAndEnd(s);
    expect(s.gold[1]).toBe(4 + 3);
    expect(s.crown).toBe(0);
  });
});

describe('Artist (docs/rules/citadels.md#artist)', () => {
  it('beautifies up to 2 of her districts for 1 gold each, each +1 in value', () => {
    const s = withGold(
      withCity(
        calling(
          newGame(6, {
            cast: ['assassin', 'thief', 'magician', 'king', 'bishop', 'merchant', 'architect', 'warlord', 'artist'],
          }),
          { artist: 0 },
        ),
        0,
        ['temple#1', 'manor#1', 'tavern#1'],
      ),
      [3, 2, 2, 2, 2, 2],
    );
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'beautify', card: 'temple#1' });
    expect(legalOfType(s, 0, 'beautify')).toEqual([
      { type: 'beautify', card: 'manor#1' },
      { type: 'beautify', card: 'tavern#1' },
    ]);
    act(s, 0, { type: 'beautify', card: 'manor#1' });
    expect(legalOfType(s, 0, 'beautify')).toEqual([]);
    expect(s.gold[0]).toBe(3);
    expect(s.beautified).toEqual(['temple#1', 'manor#1']);
    expect(citadelsCore.scores(s)[0]).toBe(2 + 4 + 1);
  });
});

describe('Magistrate (docs/rules/citadels.md#magistrate)', () => {
  const cast = ['magistrate', 'thief', 'magician', 'king', 'bishop', 'merchant', 'architect', 'warlord'] as const;
  const game = () =>
    withGold(calling(newGame(4, { cast: [...cast] }), { magistrate: 0, king: 2, bishop: 3, warlord: 1 }), [2, 2, 1, 2]);

  it('places 3 warrants on different characters of rank 2 or more, one signed, seen only by the Magistrate', () => {
    const s = game();
    const choices = legalOfType(s, 0, 'placeWarrants');
    expect(
      choices.every((a) => a.type === 'placeWarrants' && !a.blank.includes(a.signed) && a.blank[0] !== a.blank[1]),
    ).toBe(true);
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'placeWarrants', signed: 'king', blank: ['bishop', 'warlord'] });
    expect(s.warrants).toEqual({ king: 'signed', bishop: 'blank', warlord: 'blank' });
    expect(citadelsCore.view(s, 1).warrants).toEqual({ king: '?', bishop: '?', warlord: '?' });
    expect(citadelsCore.view(s, 0).warrants).toEqual(s.warrants);
  });

  it("confiscates the signed character's first paid district: the builder gets the gold back but the build still counts", () => {
    const s = withHand(game(), 2, ['manor#1', 'temple#1']);
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'placeWarrants', signed: 'king', blank: ['bishop', 'warlord'] });
    act(s, 0, { type: 'endTurn' });
    expect(turnOf(s).char).toBe('king');
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'build', card: 'manor#1' });
    expect(citadelsCore.activeSeats(s)).toEqual([0]);
    expect(legalOfType(s, 2, 'endTurn')).toEqual([]);
    act(s, 0, { type: 'confiscate' });
    expect(s.cities[0]).toEqual(['manor#1']);
    expect(s.cities[2]).toEqual([]);
    expect(s.gold[2]).toBe(3);
    expect(s.warrants.king).toBe('revealed');
    expect(citadelsCore.view(s, 3).warrants.king).toBe('revealed');
    expect(citadelsCore.refusal(s, 2, { type: 'build', card: 'temple#1' })).toBe(
      'you have reached your building limit',
    );
  });

  it('asks about a blank warrant too, so the question reveals nothing, but only lets it be waived', () => {
    const s = withHand(game(), 3, ['temple#1']);
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'placeWarrants', signed: 'king', blank: ['bishop', 'warlord'] });
    playUntil(s, 'bishop');
    act(s, 3, { type: 'takeGold' });
    act(s, 3, { type: 'build', card: 'temple#1' });
    expect(citadelsCore.activeSeats(s)).toEqual([0]);
    expect(legalOfType(s, 0, 'confiscate')).toEqual([]);
    act(s, 0, { type: 'waive' });
    expect(s.cities[3]).toEqual(['temple#1']);
    expect(citadelsCore.activeSeats(s)).toEqual([3]);
  });

  it('cannot confiscate a district identical to one in his own city', () => {
    const s = withCity(withHand(game(), 2, ['manor#1']), 0, ['manor#2']);
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'placeWarrants', signed: 'king', blank: ['bishop', 'warlord'] });
    act(s, 0, { type: 'endTurn' });
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'build', card: 'manor#1' });
    expect(legalOfType(s, 0, 'confiscate')).toEqual([]);
  });
});

const SEVEN = ['manor#2', 'castle#1', 'palace#2', 'temple#3', 'church#1', 'tavern#1', 'market#1'];

describe('more characters (docs/rules/citadels.md#characters)', () => {
  const cast = (swap: Record<number, string>) =>
    ['assassin', 'thief', 'magician', 'king', 'bishop', 'merchant', 'architect', 'warlord'].map(
      (c, i) => swap[i + 1] ?? c,
    ) as never;

  it('Patrician: gains 1 card per noble district and takes the crown', () => {
    const s = withHand(
      withDeckTop(
        withCity(calling(newGame(4, { cast: cast({ 4: 'patrician' }) }), { patrician: 2 }), 2, ['manor#1', 'castle#1']),
        ['temple#1', 'tavern#1'],
      ),
      2,
      [],
    );
    expect(s.crown).toBe(2);
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'collectIncome' });
    expect(s.hands[2]).toEqual(['temple#1', 'tavern#1']);
  });

  it('Trader: trade districts do not count toward his building limit', () => {
    const s = withGold(
      withHand(calling(newGame(4, { cast: cast({ 6: 'trader' }) }), { trader: 1 }), 1, [
        'tavern#1',
        'market#1',
        'temple#1',
        'church#1',
      ]),
      [2, 4, 2, 2],
    );
    act(s, 1, { type: 'takeGold' });
    for (const card of ['tavern#1', 'market#1', 'temple#1']) act(s, 1, { type: 'build', card });
    expect(citadelsCore.refusal(s, 1, { type: 'build', card: 'church#1' })).toBe(
      'you have reached your building limit',
    );
    expect(s.gold[1]).toBe(2);
  });

  it('Navigator: gains 4 gold or 4 cards and cannot build', () => {
    const s = withHand(
      calling(newGame(4, { cast: cast({ 7: 'navigator' }), uniques: MORE_UNIQUES }), { navigator: 1 }),
      1,
      ['stables#1'],
    );
    act(s, 1, { type: 'takeGold' });
    expect(legalOfType(s, 1, 'navigate')).toEqual([
      { type: 'navigate', take: 'gold' },
      { type: 'navigate', take: 'cards' },
    ]);
    act(s, 1, { type: 'navigate', take: 'gold' });
    expect(s.gold[1]).toBe(8);
    expect(citadelsCore.refusal(s, 1, { type: 'build', card: 'stables#1' })).toBe('this character cannot build');
  });

  it('Alchemist: gets back at the end of his turn the gold he paid to build', () => {
    const s = withGold(
      withHand(calling(newGame(4, { cast: cast({ 6: 'alchemist' }) }), { alchemist: 1 }), 1, ['palace#1']),
      [2, 3, 2, 2],
    );
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'build', card: 'palace#1' });
    expect(s.gold[1]).toBe(0);
    act(s, 1, { type: 'endTurn' });
    expect(s.gold[1]).toBe(5);
  });

  it('Marshal: seizes a district costing 3 or less, paying its owner, never a Keep, a duplicate or from a complete city', () => {
    const s = withGold(
      withCity(
        withCity(
          withCity(calling(newGame(4, { cast: cast({ 8: 'marshal' }) }), { marshal: 2 }), 1, [
            'manor#1',
            'keep#1',
            'palace#1',
            'temple#1',
          ]),
          2,
          ['temple#2'],
        ),
        3,
        SEVEN,
      ),
      [2, 0, 3, 2],
    );
    act(s, 2, { type: 'takeGold' });
    expect(legalOfType(s, 2, 'seize')).toEqual([{ type: 'seize', seat: 1, card: 'manor#1' }]);
    act(s, 2, { type: 'seize', seat: 1, card: 'manor#1' });
    expect([s.gold[1], s.gold[2]]).toEqual([3, 2]);
    expect(s.cities[2]).toEqual(['temple#2', 'manor#1']);
  });
});

describe('Scholar, Abbot and Diplomat (docs/rules/citadels.md#characters)', () => {
  const cast = (swap: Record<number, string>) =>
    ['assassin', 'thief', 'magician', 'king', 'bishop', 'merchant', 'architect', 'warlord'].map(
      (c, i) => swap[i + 1] ?? c,
    ) as never;

  it('Scholar: draws 7, keeps 1 and shuffles the other 6 back into the deck; builds up to 2', () => {
    const top = ['tavern#1', 'tavern#2', 'tavern#3', 'tavern#4', 'tavern#5', 'market#1', 'market#2'];
    const s = withGold(
      withHand(withDeckTop(calling(newGame(4, { cast: cast({ 7: 'scholar' }) }), { scholar: 1 }), top), 1, [
        'temple#1',
        'church#1',
        'manor#1',
      ]),
      [2, 6, 2, 2],
    );
    const deckSize = s.deck.length;
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'study' });
    expect(s.turn?.drawn).toEqual(top);
    expect(citadelsCore.view(s, 2).turn?.drawn).toEqual(top.map(() => '?'));
    act(s, 1, { type: 'keepCard', index: 5 });
    expect(s.hands[1]).toEqual(['temple#1', 'church#1', 'manor#1', 'market#1']);
    expect(s.deck).toHaveLength(deckSize - 1);
    act(s, 1, { type: 'build', card: 'temple#1' });
    act(s, 1, { type: 'build', card: 'church#1' });
    expect(citadelsCore.refusal(s, 1, { type: 'build', card: 'manor#1' })).toBe('you have reached your building limit');
  });

  it('Abbot: takes 1 gold or card per religious district in any mix, and 1 gold from the richest', () => {
    const s = withGold(
      withHand(
        withDeckTop(
          withCity(calling(newGame(4, { cast: cast({ 5: 'abbot' }) }), { abbot: 1 }), 1, ['temple#1', 'church#1']),
          ['palace#1'],
        ),
        1,
        [],
      ),
      [5, 0, 5, 3],
    );
    act(s, 1, { type: 'takeGold' });
    expect(legalOfType(s, 1, 'collectMixed')).toEqual([0, 1, 2].map((cards) => ({ type: 'collectMixed', cards })));
    act(s, 1, { type: 'collectMixed', cards: 1 });
    expect([s.gold[1], s.hands[1]]).toEqual([3, ['palace#1']]);
    expect(legalOfType(s, 1, 'takeFromRichest')).toEqual([
      { type: 'takeFromRichest', seat: 0 },
      { type: 'takeFromRichest', seat: 2 },
    ]);
    act(s, 1, { type: 'takeFromRichest', seat: 2 });
    expect(s.gold).toEqual([5, 4, 4, 3]);
  });

  it('Diplomat: exchanges districts, paying the difference when he takes the dearer one', () => {
    const s = withGold(
      withCity(
        withCity(calling(newGame(4, { cast: cast({ 8: 'diplomat' }) }), { diplomat: 2 }), 2, ['temple#1', 'keep#1']),
        1,
        ['palace#1', 'tavern#1'],
      ),
      [2, 0, 2, 2],
    );
    withCity(s, 3, ['temple#3', 'watchtower#1']);
    act(s, 2, { type: 'takeGold' });
    const offers = legalOfType(s, 2, 'exchangeDistricts');
    expect(offers).not.toContainEqual({ type: 'exchangeDistricts', give: 'temple#1', seat: 3, take: 'watchtower#1' });
    expect(offers.filter((o) => o.type === 'exchangeDistricts' && o.seat === 1)).toEqual([
      { type: 'exchangeDistricts', give: 'temple#1', seat: 1, take: 'palace#1' },
      { type: 'exchangeDistricts', give: 'temple#1', seat: 1, take: 'tavern#1' },
    ]);
    act(s, 2, { type: 'exchangeDistricts', give: 'temple#1', seat: 1, take: 'palace#1' });
    expect(s.cities[2]).toEqual(['palace#1', 'keep#1']);
    expect(s.cities[1]).toEqual(['temple#1', 'tavern#1']);
    expect([s.gold[1], s.gold[2]]).toEqual([4, 0]);
  });
});

describe('Wizard (docs/rules/citadels.md#wizard)', () => {
  const cast = ['assassin', 'thief', 'wizard', 'king', 'bishop', 'merchant', 'architect', 'warlord'] as never;

  it("looks at another player's hand and takes one card into his own", () => {
    const s = withHand(withHand(calling(newGame(4, { cast }), { wizard: 1 }), 3, ['palace#1', 'temple#1']), 1, []);
    act(s, 1, { type: 'takeGold' });
    expect(legalOfType(s, 1, 'peek')).toContainEqual({ type: 'peek', seat: 3 });
    act(s, 1, { type: 'peek', seat: 3 });
    expect(citadelsCore.view(s, 1).turn?.peek).toEqual({ seat: 3, cards: ['palace#1', 'temple#1'], take: true });
    expect(citadelsCore.view(s, 2).turn?.peek).toEqual({ seat: 3, cards: ['?', '?'], take: true });
    expect(citadelsCore.legalActions(s, 1).map((a) => a.type)).toEqual(['takeCard', 'takeCard', 'takeCard']);
    act(s, 1, { type: 'takeCard', index: 0, build: false });
    expect([s.hands[1], s.hands[3]]).toEqual([['palace#1'], ['temple#1']]);
  });

  it('may build the taken card at once, outside his limit, and build identical districts', () => {
    const s = withGold(
      withCity(withHand(withHand(calling(newGame(4, { cast }), { wizard: 1 }), 3, ['temple#1']), 1, ['temple#2']), 1, [
        'temple#3',
      ]),
      [2, 0, 2, 2],
    );
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'build', card: 'temple#2' });
    act(s, 1, { type: 'peek', seat: 3 });
    act(s, 1, { type: 'takeCard', index: 0, build: true });
    expect(s.cities[1]).toEqual(['temple#3', 'temple#2', 'temple#1']);
    expect(s.gold[1]).toBe(0);
  });
});

describe('Cardinal (docs/rules/citadels.md#cardinal)', () => {
  const cast = ['assassin', 'thief', 'magician', 'king', 'cardinal', 'merchant', 'architect', 'warlord'] as never;

  it('takes the missing gold from one player, builds, and gives that player 1 card per gold', () => {
    const s = withGold(
      withHand(calling(newGame(4, { cast }), { cardinal: 1 }), 1, ['palace#1', 'temple#1', 'tavern#1', 'market#1']),
      [3, 1, 1, 2],
    );
    act(s, 1, { type: 'takeGold' });
    expect(legalOfType(s, 1, 'borrowAndBuild')).toEqual([
      { type: 'borrowAndBuild', card: 'palace#1', seat: 0 },
      { type: 'borrowAndBuild', card: 'palace#1', seat: 3 },
    ]);
    act(s, 1, { type: 'borrowAndBuild', card: 'palace#1', seat: 0 });
    expect(s.cities[1]).toEqual(['palace#1']);
    expect([s.gold[0], s.gold[1]]).toEqual([1, 0]);
    expect(citadelsCore.legalActions(s, 1).map((a) => a.type)).toEqual(['giveCard', 'giveCard', 'giveCard']);
    act(s, 1, { type: 'giveCard', index: 2 });
    act(s, 1, { type: 'giveCard', index: 0 });
    expect(s.hands[1]).toEqual(['tavern#1']);
    expect(s.hands[0]!.slice(-2)).toEqual(['market#1', 'temple#1']);
    expect(legalOfType(s, 1, 'endTurn')).toEqual([{ type: 'endTurn' }]);
  });
});

describe('Spy and Seer (docs/rules/citadels.md#characters)', () => {
  const cast = ['assassin', 'spy', 'seer', 'king', 'bishop', 'merchant', 'architect', 'warlord'] as never;

  it('Spy: looks at a hand; per card of the named type takes 1 gold while any is left, and draws 1 card', () => {
    const s = withGold(
      withHand(withHand(withDeckTop(calling(newGame(4, { cast }), { spy: 1 }), ['palace#1', 'castle#1']), 1, []), 3, [
        'tavern#1',
        'market#1',
        'temple#1',
      ]),
      [2, 2, 2, 1],
    );
    act(s, 1, { type: 'takeGold' });
    expect(legalOfType(s, 1, 'spy')).toHaveLength(3 * 5);
    act(s, 1, { type: 'spy', seat: 3, districtType: 'trade' });
    expect([s.gold[1], s.gold[3]]).toEqual([5, 0]);
    expect(s.hands[1]).toEqual(['palace#1', 'castle#1']);
    expect(citadelsCore.view(s, 1).turn?.peek).toEqual({
      seat: 3,
      cards: ['tavern#1', 'market#1', 'temple#1'],
      take: false,
    });
    expect(citadelsCore.view(s, 0).turn?.peek?.cards).toEqual(['?', '?', '?']);
    expect(legalOfType(s, 1, 'endTurn')).toEqual([{ type: 'endTurn' }]);
  });

  it('Seer: takes a random card from each other hand, then gives each of them 1 card; builds up to 2', () => {
    const s = withHand(
      withHand(withHand(withHand(calling(newGame(4, { cast }), { seer: 2 }), 0, ['temple#1']), 1, []), 2, ['palace#1']),
      3,
      ['tavern#1'],
    );
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'foresee' });
    expect([...s.hands[2]!].sort()).toEqual(['palace#1', 'tavern#1', 'temple#1']);
    expect(s.turn?.owe).toEqual([0, 3]);
    act(s, 2, { type: 'giveCard', index: 0 });
    act(s, 2, { type: 'giveCard', index: 0 });
    expect(s.hands[2]).toHaveLength(1);
    expect([s.hands[0]!.length, s.hands[1]!.length, s.hands[3]!.length]).toEqual([1, 0, 1]);
    expect(legalOfType(s, 2, 'endTurn')).toEqual([{ type: 'endTurn' }]);
  });
});

describe('Emperor (docs/rules/citadels.md#emperor)', () => {
  const cast = ['assassin', 'thief', 'magician', 'emperor', 'bishop', 'merchant', 'architect', 'warlord'] as never;

  it('must give the crown to another player than its holder, taking 1 gold or a random card from them', () => {
    const s = withGold(
      withHand(calling(newGame(4, { cast, firstCrown: 3 }), { emperor: 1, bishop: 2 }), 0, ['palace#1']),
      [1, 2, 0, 2],
    );
    act(s, 1, { type: 'takeGold' });
    expect(legalOfType(s, 1, 'endTurn')).toEqual([]);
    expect(legalOfType(s, 1, 'crown')).toEqual([
      { type: 'crown', seat: 0, take: 'gold' },
      { type: 'crown', seat: 0, take: 'card' },
      { type: 'crown', seat: 2, take: 'card' },
    ]);
    act(s, 1, { type: 'crown', seat: 0, take: 'card' });
    expect(s.crown).toBe(0);
    expect(s.hands[0]).toEqual([]);
    expect(s.hands[1]).toContain('palace#1');
    expect(legalOfType(s, 1, 'endTurn')).toEqual([{ type: 'endTurn' }]);
  });

  it('when killed, still hands the crown on at the end of the round, taking nothing', () => {
    const s = withGold(
      calling(newGame(4, { cast, firstCrown: 3 }), { assassin: 0, emperor: 1, warlord: 2 }),
      [2, 2, 2, 2],
    );
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'kill', character: 'emperor' });
    act(s, 0, { type: 'endTurn' });
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'endTurn' });
    expect(s.turn).toBeNull();
    expect(citadelsCore.activeSeats(s)).toEqual([1]);
    expect(citadelsCore.view(s, 3).who.emperor).toBe(1);
    expect(legalOfType(s, 1, 'crown')).toEqual([0, 2].map((seat) => ({ type: 'crown', seat, take: 'nothing' })));
    act(s, 1, { type: 'crown', seat: 2, take: 'nothing' });
    expect(s.crown).toBe(2);
    expect(s.round).toBe(2);
    expect(s.gold[1]).toBe(2);
  });
});

describe('Blackmailer (docs/rules/citadels.md#blackmailer)', () => {
  const cast = ['assassin', 'blackmailer', 'magician', 'king', 'bishop', 'merchant', 'architect', 'warlord'] as never;
  const game = () =>
    withGold(calling(newGame(4, { cast }), { blackmailer: 0, king: 1, bishop: 2, warlord: 3 }), [2, 5, 4, 2]);

  it('threatens two characters (not rank 1), one flowered marker seen only by the Blackmailer', () => {
    const s = game();
    act(s, 0, { type: 'takeGold' });
    expect(
      legalOfType(s, 0, 'threaten').some(
        (a) => a.type === 'threaten' && (a.flowered === 'assassin' || a.blank === 'assassin'),
      ),
    ).toBe(false);
    act(s, 0, { type: 'threaten', flowered: 'king', blank: 'bishop' });
    expect(citadelsCore.view(s, 0).threats).toEqual({ king: 'flowered', bishop: 'blank' });
    expect(citadelsCore.view(s, 1).threats).toEqual({ king: '?', bishop: '?' });
  });

  it('makes a threatened character gather first, then bribe with half its gold (rounded down)', () => {
    const s = game();
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'threaten', flowered: 'king', blank: 'bishop' });
    act(s, 0, { type: 'endTurn' });
    expect(citadelsCore.legalActions(s, 1).map((a) => a.type)).toEqual(['takeGold', 'drawCards']);
    act(s, 1, { type: 'takeGold' });
    expect(citadelsCore.legalActions(s, 1)).toEqual([{ type: 'bribe' }, { type: 'refuseBribe' }]);
    act(s, 1, { type: 'bribe' });
    expect([s.gold[0], s.gold[1]]).toEqual([4 + 3, 4]);
    expect(s.threats).toEqual({ bishop: 'blank' });
  });

  it('lets the Blackmailer reveal a refused flowered threat and take all the gold', () => {
    const s = game();
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'threaten', flowered: 'king', blank: 'bishop' });
    act(s, 0, { type: 'endTurn' });
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'refuseBribe' });
    expect(citadelsCore.activeSeats(s)).toEqual([0]);
    act(s, 0, { type: 'revealThreat' });
    expect([s.gold[0], s.gold[1]]).toEqual([4 + 7, 0]);
    expect(citadelsCore.view(s, 2).threats.king).toBe('revealedFlowered');
    expect(citadelsCore.activeSeats(s)).toEqual([1]);
  });

  it('reveals nothing but a blank marker when the refused threat was blank', () => {
    const s = game();
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'threaten', flowered: 'king', blank: 'bishop' });
    act(s, 0, { type: 'endTurn' });
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'bribe' });
    act(s, 1, { type: 'endTurn' });
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'refuseBribe' });
    act(s, 0, { type: 'revealThreat' });
    expect([s.gold[0], s.gold[2]]).toEqual([7, 6]);
    expect(s.threats.bishop).toBe('revealedBlank');
  });
});
