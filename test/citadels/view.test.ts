// What each seat and a spectator may see (docs/rules/citadels.md#open-information), and determinized states
// (for search).
import { describe, expect, it } from 'vitest';
import { citadelsCore } from '../../games/citadels/core';
import { pileOf } from '../../games/citadels/rules/draft';
import { scoreBreakdown } from '../../games/citadels/rules/scoring';
import { DOWN, HIDDEN, UP, type CitadelsState } from '../../games/citadels/rules/types';
import { createRng } from '../../games/shared/rng';
import { playRandomGame } from '../harness/random-play';
import { act, calling, newGame, withDeckTop } from './fixtures';
import { CONFIGURATIONS, invariants } from './spec';

const { view, determinize } = citadelsCore;

describe('view (docs/rules/citadels.md#open-information)', () => {
  it('shows other hands and the deck as placeholders of the same length', () => {
    const s = newGame(4);
    const v = view(s, 1);
    expect(v.hands[1]).toEqual(s.hands[1]);
    expect(v.hands[0]).toEqual([HIDDEN, HIDDEN, HIDDEN, HIDDEN]);
    expect(v.deck).toHaveLength(s.deck.length);
    expect(new Set(v.deck)).toEqual(new Set([HIDDEN]));
    expect(
      view(s, null)
        .hands.flat()
        .every((c) => c === HIDDEN),
    ).toBe(true);
  });

  it('shows the draft pile only to the seat choosing, and face-up discards to all', () => {
    const s = newGame(4);
    const pile = pileOf(s);
    for (const c of pile) {
      expect(view(s, 0).who[c]).toBe(s.who[c]);
      expect(view(s, 1).who[c]).toBeNull();
      expect(view(s, null).who[c]).toBeNull();
    }
    const up = s.cast.filter((c) => s.who[c] === UP);
    for (const c of up) expect(view(s, null).who[c]).toBe(UP);
    const down = s.cast.find((c) => s.who[c] === DOWN)!;
    expect(view(s, 0).who[down]).toBeNull();
  });

  it('hides which character another seat picked, but not your own', () => {
    const s = newGame(4);
    const first = pileOf(s)[0]!;
    act(s, 0, { type: 'pickCharacter', character: first });
    expect(view(s, 0).who[first]).toBe(0);
    expect(view(s, 1).who[first]).toBeNull();
    expect(view(s, 1).draft.notes[0]).toEqual([]);
  });

  it('shows a face-down discard only to the player who discarded it (2 players)', () => {
    const s = newGame(2);
    act(s, 0, { type: 'pickCharacter', character: pileOf(s)[0]! });
    act(s, 1, { type: 'pickCharacter', character: pileOf(s)[0]! });
    const gone = pileOf(s)[0]!;
    act(s, 1, { type: 'discardCharacter', character: gone });
    expect(view(s, 1).who[gone]).toBe(DOWN);
    expect(view(s, 0).who[gone]).toBeNull();
  });

  it('reveals a character when called, but not a killed one until the end of the round', () => {
    const s = calling(newGame(4), { assassin: 0, thief: 1, king: 2, merchant: 3 });
    expect(view(s, 3).who.assassin).toBe(0);
    expect(view(s, 3).who.king).toBeNull();
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'kill', character: 'thief' });
    act(s, 0, { type: 'endTurn' });
    expect(view(s, 3).who.thief).toBeNull();
    expect(view(s, 3).who.king).toBe(2);
    expect(view(s, 3).who.magician).toBe(DOWN);
  });

  it('shows drawn cards only to the player who drew them', () => {
    const s = withDeckTop(calling(newGame(4), { thief: 1 }), ['palace#1', 'tavern#1']);
    act(s, 1, { type: 'drawCards' });
    expect(view(s, 1).turn?.drawn).toEqual(['palace#1', 'tavern#1']);
    expect(view(s, 2).turn?.drawn).toEqual([HIDDEN, HIDDEN]);
  });
});

describe('determinize', () => {
  it('samples full states that keep the invariants and look the same to the seat, all through random games', () => {
    for (const config of CONFIGURATIONS) {
      const rng = createRng(`det-${config.label}`);
      playRandomGame(
        citadelsCore,
        config.numPlayers,
        config.options,
        `det-${config.label}`,
        6000,
        (s: CitadelsState, step, i) => {
          if (i % 5 !== 0) return;
          const seat = step.seat;
          const sample = determinize(view(s, seat), seat, rng);
          expect(invariants(sample)).toEqual([]);
          expect(view(sample, seat)).toEqual(view(s, seat));
        },
      );
    }
  });

  it('keeps characters the seat saw passed on with the seats that chose after it (normal draft)', () => {
    const rng = createRng('det-draft');
    for (let i = 0; i < 40; i++) {
      const s = citadelsCore.setup(5, { ...citadelsCore.defaultOptions(5), firstCrown: 0 }, createRng(`d${i}`));
      while (s.phase === 'selection') {
        const seat = s.draft.script[s.draft.at]!.seat;
        act(s, seat, { type: 'pickCharacter', character: pileOf(s)[s.draft.at % pileOf(s).length]! });
      }
      const note = s.draft.notes[2]![0]!;
      const passedOn = note.pile.filter((c) => c !== note.took);
      const sample = determinize(view(s, 2), 2, rng);
      for (const c of passedOn) expect([3, 4, DOWN]).toContain(sample.who[c]);
      const before = s.cast.filter((c) => s.who[c] !== UP && !note.pile.includes(c));
      for (const c of before) expect([0, 1, DOWN]).toContain(sample.who[c]);
    }
  });
});

describe('the Secret Vault at the end (docs/rules/citadels.md#secret-vault)', () => {
  it('is revealed from its owner hand once the game is over, so every seat scores it the same', () => {
    const { state } = playRandomGame(citadelsCore, 3, citadelsCore.defaultOptions(3), 'vault', 6000);
    const hand = state.hands[1] as string[];
    hand.push('secret-vault#1');
    const seen = view(state, 0).hands[1] as string[];
    expect(seen.filter((card) => card !== HIDDEN)).toEqual(['secret-vault#1']);
    expect(seen).toHaveLength(hand.length);
    expect(scoreBreakdown(view(state, 0), 1)).toEqual(scoreBreakdown(state, 1));
    expect(scoreBreakdown(state, 1).bonuses).toContainEqual({ district: 'secret-vault', points: 3 });
    state.phase = 'calling';
    expect((view(state, 0).hands[1] as string[]).every((card) => card === HIDDEN)).toBe(true);
  });
});
