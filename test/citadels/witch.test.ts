// The Witch (docs/rules/citadels.md#witch): she gathers, names a character and pauses; its holder only gathers; she
// resumes as that character with her own hand, gold and city.
import { describe, expect, it } from 'vitest';
import { PRESETS, type CharacterId } from '../../games/citadels/data';
import { UP, type CitadelsState } from '../../games/citadels/rules/types';
import { view } from '../../games/citadels/view';
import {
  act,
  callingGame,
  castOf,
  legal,
  legalOfType,
  playUntil,
  turnOf,
  withCity,
  withDeckTop,
  withGold,
  withHand,
} from './fixtures';

const CUNNING = PRESETS['cunning-agents'];
/** A classic cast with the Witch at rank 1 (Thief, King, Bishop, Merchant, Architect, Warlord). */
const CLASSIC_WITCH = { cast: castOf('witch'), uniques: [...CUNNING.uniques] };
const CUNNING_AGENTS = { cast: [...CUNNING.cast], uniques: [...CUNNING.uniques] };
/** The usual hands of the classic tests: the Witch, the Thief, the King and the Merchant on seats 0 to 3. */
const WITCH_THIEF_KING_MERCHANT = { witch: 0, thief: 1, king: 2, merchant: 3 };

const chars = (actions: unknown[]) => actions.map((a) => (a as { character: string }).character);

/** The Witch (seat 0) takes 2 gold and bewitches a character. */
function bewitch(s: CitadelsState, character: CharacterId): CitadelsState {
  act(s, 0, { type: 'takeGold' });
  return act(s, 0, { type: 'bewitch', character });
}

describe('Witch (docs/rules/citadels.md#witch): naming and pausing', () => {
  it('must gather first, then may only name another character still in play: no build, no district, no ending', () => {
    const s = withGold(
      withHand(withCity(callingGame(4, WITCH_THIEF_KING_MERCHANT, CLASSIC_WITCH), 0, ['smithy#1']), 0, ['temple#1']),
      [2, 2, 2, 2],
    );
    s.who.architect = UP;
    expect(legal(s, 0)).toEqual([{ type: 'takeGold' }, { type: 'drawCards' }]);
    act(s, 0, { type: 'takeGold' });
    expect(legal(s, 0).every((a) => a.type === 'bewitch')).toBe(true);
    expect(chars(legal(s, 0))).toEqual(['thief', 'magician', 'king', 'bishop', 'merchant', 'warlord']);
    act(s, 0, { type: 'bewitch', character: 'merchant' });
    expect(s.bewitched).toBe('merchant');
    expect(view(s, 2).bewitched).toBe('merchant');
    expect(view(s, null).bewitched).toBe('merchant');
    expect(turnOf(s)).toEqual({ seat: 1, char: 'thief' });
    expect(s.cities[0]).toEqual(['smithy#1']);
  });

  it('never resumes when the bewitched character is not in play: her Park and Poor House do not trigger', () => {
    const s = withGold(
      withHand(withCity(callingGame(4, WITCH_THIEF_KING_MERCHANT, CLASSIC_WITCH), 0, ['park#1']), 0, []),
      [2, 2, 2, 2],
    );
    bewitch(s, 'bishop');
    expect(s.hands[0]).toEqual([]);
    playUntil(s, 'merchant');
    act(s, 3, { type: 'takeGold' });
    act(s, 3, { type: 'endTurn' });
    expect(s.round).toBe(2);
    expect(s.hands[0]).toEqual([]);
    expect(s.gold[0]).toBe(4);
    expect(s.bewitched).toBeNull();

    const p = withGold(
      withCity(withDeckTop(callingGame(4, WITCH_THIEF_KING_MERCHANT, CLASSIC_WITCH), ['tavern#1', 'manor#1']), 0, [
        'poor-house#1',
      ]),
      [0, 2, 2, 2],
    );
    act(p, 0, { type: 'drawCards' });
    act(p, 0, { type: 'keepCard', index: 0 });
    act(p, 0, { type: 'bewitch', character: 'warlord' });
    playUntil(p, 'merchant');
    act(p, 3, { type: 'takeGold' });
    act(p, 3, { type: 'endTurn' });
    expect(p.round).toBe(2);
    expect(p.gold[0]).toBe(0);
  });
});

describe('Witch (docs/rules/citadels.md#witch): the bewitched turn and her resumed turn', () => {
  it('bewitched Merchant: the holder only gathers (no +1); the Witch gets the +1 and her own trade income, and builds', () => {
    const s = withGold(
      withHand(
        withCity(withCity(callingGame(4, WITCH_THIEF_KING_MERCHANT, CLASSIC_WITCH), 0, ['market#1', 'tavern#1']), 3, [
          'docks#1',
        ]),
        0,
        ['manor#1'],
      ),
      [2, 2, 2, 2],
    );
    bewitch(s, 'merchant');
    playUntil(s, 'merchant');
    expect(turnOf(s)).toEqual({ seat: 3, char: 'merchant' });
    expect(legal(s, 3)).toEqual([{ type: 'takeGold' }, { type: 'drawCards' }]);
    const hand3 = [...(s.hands[3] as string[])];
    act(s, 3, { type: 'takeGold' });
    expect(s.gold[3]).toBe(4);
    expect(turnOf(s)).toEqual({ seat: 0, char: 'merchant' });
    expect(s.turn?.gathered).toBe(true);
    expect(s.gold[0]).toBe(5);
    expect(legalOfType(s, 0, 'takeGold')).toEqual([]);
    act(s, 0, { type: 'collectIncome' });
    expect(s.gold[0]).toBe(7);
    act(s, 0, { type: 'build', card: 'manor#1' });
    act(s, 0, { type: 'endTurn' });
    expect(s.round).toBe(2);
    expect(s.cities[0]).toEqual(['market#1', 'tavern#1', 'manor#1']);
    expect(s.gold).toEqual([4, 4, 4, 4]);
    expect(s.cities[3]).toEqual(['docks#1']);
    expect(s.hands[3]).toEqual(hand3);
  });

  it('bewitched King: the holder still takes the crown; the Witch collects noble income from her city', () => {
    const s = withGold(
      withCity(callingGame(4, WITCH_THIEF_KING_MERCHANT, CLASSIC_WITCH), 0, ['manor#1', 'castle#1']),
      [2, 2, 2, 2],
    );
    bewitch(s, 'king');
    playUntil(s, 'king');
    expect(s.crown).toBe(2);
    act(s, 2, { type: 'takeGold' });
    expect(turnOf(s)).toEqual({ seat: 0, char: 'king' });
    act(s, 0, { type: 'collectIncome' });
    expect(s.gold[0]).toBe(6);
    act(s, 0, { type: 'endTurn' });
    expect(s.crown).toBe(2);
    playUntil(s, 'merchant');
    act(s, 3, { type: 'takeGold' });
    act(s, 3, { type: 'endTurn' });
    expect(s.draft.script[0]?.seat).toBe(2);
  });

  it('bewitched Patrician: the holder still takes the crown; the Witch draws 1 card per noble district in her city', () => {
    const s = withHand(
      withCity(
        callingGame(4, { witch: 0, thief: 1, patrician: 2, merchant: 3 }, { cast: castOf('witch', 'patrician') }),
        0,
        ['manor#1'],
      ),
      0,
      [],
    );
    bewitch(s, 'patrician');
    playUntil(s, 'patrician');
    expect(s.crown).toBe(2);
    act(s, 2, { type: 'takeGold' });
    withDeckTop(s, ['temple#1']);
    expect(turnOf(s)).toEqual({ seat: 0, char: 'patrician' });
    act(s, 0, { type: 'collectIncome' });
    expect(s.hands[0]).toEqual(['temple#1']);
    act(s, 0, { type: 'endTurn' });
    expect(s.crown).toBe(2);
  });

  it('bewitched Emperor: the holder only gathers; the Witch must hand the crown to another player and takes the resource', () => {
    const s = callingGame(
      4,
      { witch: 0, blackmailer: 1, emperor: 2, abbot: 3 },
      { ...CUNNING_AGENTS, gold: [2, 2, 2, 2] },
    );
    bewitch(s, 'emperor');
    playUntil(s, 'emperor');
    expect(legal(s, 2)).toEqual([{ type: 'takeGold' }, { type: 'drawCards' }]);
    act(s, 2, { type: 'takeGold' });
    expect(turnOf(s)).toEqual({ seat: 0, char: 'emperor' });
    expect(legalOfType(s, 0, 'endTurn')).toEqual([]);
    expect([...new Set(legalOfType(s, 0, 'crown').map((a) => (a as { seat: number }).seat))]).toEqual([1, 2, 3]);
    act(s, 0, { type: 'crown', seat: 2, take: 'gold' });
    expect(s.crown).toBe(2);
    expect([s.gold[0], s.gold[2]]).toEqual([5, 3]);
    expect(legalOfType(s, 0, 'endTurn')).toEqual([{ type: 'endTurn' }]);
  });

  it("bewitched Bishop: the Warlord may not touch the Witch's districts, but may touch the Bishop holder's", () => {
    const s = withGold(
      withCity(
        withCity(callingGame(4, { witch: 0, bishop: 1, merchant: 3, warlord: 2 }, CLASSIC_WITCH), 0, ['tavern#1']),
        1,
        ['temple#1'],
      ),
      [2, 2, 9, 2],
    );
    bewitch(s, 'bishop');
    playUntil(s, 'bishop');
    act(s, 1, { type: 'takeGold' });
    expect(turnOf(s)).toEqual({ seat: 0, char: 'bishop' });
    act(s, 0, { type: 'endTurn' });
    playUntil(s, 'warlord');
    act(s, 2, { type: 'takeGold' });
    expect(legalOfType(s, 2, 'destroy')).toEqual([{ type: 'destroy', seat: 1, card: 'temple#1' }]);
  });

  it('bewitched Thief: the Witch robs, and the robbed gold goes to her', () => {
    const s = callingGame(4, WITCH_THIEF_KING_MERCHANT, { ...CLASSIC_WITCH, gold: [2, 2, 5, 2] });
    bewitch(s, 'thief');
    act(s, 1, { type: 'takeGold' });
    expect(turnOf(s)).toEqual({ seat: 0, char: 'thief' });
    expect(chars(legalOfType(s, 0, 'rob'))).toEqual(['magician', 'king', 'bishop', 'merchant', 'architect', 'warlord']);
    act(s, 0, { type: 'rob', character: 'king' });
    expect(s.robbed).toEqual({ char: 'king', by: 0 });
    act(s, 0, { type: 'endTurn' });
    expect(turnOf(s)).toEqual({ seat: 2, char: 'king' });
    expect([s.gold[0], s.gold[1], s.gold[2]]).toEqual([9, 4, 0]);
  });

  it('the Thief may not rob, and the Blackmailer may not threaten, the bewitched character', () => {
    const t = callingGame(4, WITCH_THIEF_KING_MERCHANT, CLASSIC_WITCH);
    bewitch(t, 'king');
    act(t, 1, { type: 'takeGold' });
    expect(chars(legalOfType(t, 1, 'rob'))).toEqual(['magician', 'bishop', 'merchant', 'architect', 'warlord']);

    const b = callingGame(4, { witch: 0, blackmailer: 1, abbot: 2, alchemist: 3 }, CUNNING_AGENTS);
    bewitch(b, 'abbot');
    act(b, 1, { type: 'takeGold' });
    const targets = legalOfType(b, 1, 'threaten') as { flowered: string; blank: string }[];
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.some((a) => a.flowered === 'abbot' || a.blank === 'abbot')).toBe(false);
  });

  it('bewitched Blackmailer: the Witch places the threats (secret to the holder), gets the bribes and decides on reveals', () => {
    const s = callingGame(
      4,
      { witch: 0, blackmailer: 1, emperor: 2, abbot: 3 },
      { ...CUNNING_AGENTS, gold: [2, 2, 2, 6] },
    );
    bewitch(s, 'blackmailer');
    act(s, 1, { type: 'takeGold' });
    expect(turnOf(s)).toEqual({ seat: 0, char: 'blackmailer' });
    expect(legalOfType(s, 1, 'threaten')).toEqual([]);
    act(s, 0, { type: 'threaten', flowered: 'abbot', blank: 'emperor' });
    expect(view(s, 0).threats).toEqual({ emperor: 'blank', abbot: 'flowered' });
    expect(view(s, 1).threats).toEqual({ emperor: '?', abbot: '?' });
    act(s, 0, { type: 'endTurn' });
    act(s, 2, { type: 'takeGold' });
    act(s, 2, { type: 'bribe' });
    expect([s.gold[0], s.gold[1], s.gold[2]]).toEqual([6, 4, 2]);
    act(s, 2, { type: 'crown', seat: 1, take: 'gold' });
    act(s, 2, { type: 'endTurn' });
    act(s, 3, { type: 'takeGold' });
    act(s, 3, { type: 'refuseBribe' });
    expect(s.prompt).toEqual({ seat: 0, kind: 'threat' });
    act(s, 0, { type: 'revealThreat' });
    expect(s.threats.abbot).toBe('revealedFlowered');
    expect([s.gold[0], s.gold[3]]).toEqual([14, 0]);
  });

  it('bewitched Architect: the holder draws no extra cards; the Witch draws 2 and may build 3', () => {
    const s = withGold(
      withHand(callingGame(4, { witch: 0, thief: 1, architect: 2, merchant: 3 }, CLASSIC_WITCH), 0, [
        'tavern#1',
        'temple#1',
        'watchtower#1',
      ]),
      [2, 2, 2, 2],
    );
    bewitch(s, 'architect');
    playUntil(s, 'architect');
    withDeckTop(s, ['palace#1', 'castle#1']);
    const before = (s.hands[2] as string[]).length;
    act(s, 2, { type: 'takeGold' });
    expect((s.hands[2] as string[]).length).toBe(before);
    expect(turnOf(s)).toEqual({ seat: 0, char: 'architect' });
    expect(s.hands[0]).toEqual(['tavern#1', 'temple#1', 'watchtower#1', 'palace#1', 'castle#1']);
    for (const card of ['tavern#1', 'temple#1', 'watchtower#1']) act(s, 0, { type: 'build', card });
    expect(s.gold[0]).toBe(1);
    expect(legalOfType(s, 0, 'build')).toEqual([]);
  });

  it("bewitched Alchemist: the Witch's building gold comes back at the end of her resumed turn", () => {
    const s = withGold(
      withHand(callingGame(4, { witch: 0, alchemist: 1, abbot: 2, architect: 3 }, CUNNING_AGENTS), 0, ['manor#1']),
      [2, 2, 2, 2],
    );
    bewitch(s, 'alchemist');
    playUntil(s, 'alchemist');
    act(s, 1, { type: 'takeGold' });
    act(s, 0, { type: 'build', card: 'manor#1' });
    expect(s.gold[0]).toBe(1);
    act(s, 0, { type: 'endTurn' });
    expect([s.gold[0], s.gold[1]]).toEqual([4, 4]);
  });
});
