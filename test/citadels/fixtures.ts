/**
 * Named fixture builders for Citadels scenario tests: a seeded game, then cards moved into hands and
 * cities and characters dealt by hand, so a test states exactly the position it checks. Every builder
 * keeps the 68 cards conserved (cards are moved, never created).
 */
import { expect } from 'vitest';
import { citadelsCore } from '../../games/citadels/core';
import { rankOf, type CardId, type CharacterId } from '../../games/citadels/data';
import { followUp } from '../../games/citadels/rules/calling';
import { defaultOptions } from '../../games/citadels/options';
import {
  DOWN,
  type CitadelsAction,
  type CitadelsOptions,
  type CitadelsState,
  type Seat,
} from '../../games/citadels/rules/types';
import { createRng, type Rng } from '../../games/shared/rng';
import { invariants } from './spec';

export const rng = (): Rng => createRng('fixture');

/** A fresh game in its first selection phase; the crown on seat 0 unless said otherwise. */
export function newGame(numPlayers: number, options: Partial<CitadelsOptions> = {}): CitadelsState {
  return citadelsCore.setup(numPlayers, { ...defaultOptions(numPlayers), firstCrown: 0, ...options }, rng());
}

/** Takes a card out of wherever it is (deck, a hand or a city). */
function take(s: CitadelsState, card: CardId): void {
  for (const list of [s.deck, ...s.hands, ...s.cities]) {
    const i = list.indexOf(card);
    if (i >= 0) {
      list.splice(i, 1);
      return;
    }
  }
  throw new Error(`card ${card} is not in the game`);
}

/** Sets a seat's hand to exactly these cards (its old cards go to the bottom of the deck). */
export function withHand(s: CitadelsState, seat: Seat, cards: CardId[]): CitadelsState {
  s.deck.push(...(s.hands[seat] as CardId[]).splice(0));
  for (const c of cards) take(s, c);
  s.hands[seat] = [...cards];
  return s;
}

/** Sets a seat's city to exactly these districts (old ones go to the bottom of the deck). */
export function withCity(s: CitadelsState, seat: Seat, cards: CardId[]): CitadelsState {
  s.deck.push(...(s.cities[seat] as CardId[]).splice(0));
  for (const c of cards) take(s, c);
  s.cities[seat] = [...cards];
  return s;
}

/** Puts these cards on top of the deck, in order. */
export function withDeckTop(s: CitadelsState, cards: CardId[]): CitadelsState {
  for (const c of cards) take(s, c);
  s.deck.unshift(...cards);
  return s;
}

export function withGold(s: CitadelsState, gold: number[]): CitadelsState {
  s.gold = [...gold];
  return s;
}

/**
 * Skips the draft: these characters go to these seats, every other cast character is discarded face
 * down, and calling starts (the first held character's turn begins).
 */
export function calling(s: CitadelsState, held: Partial<Record<CharacterId, Seat>>): CitadelsState {
  for (const c of s.cast) s.who[c] = held[c] ?? DOWN;
  s.draft.at = s.draft.script.length;
  followUp(s, rng());
  return s;
}

/** The classic cast, one character a rank (docs/rules/citadels.md#characters). */
export const CLASSIC_CAST: readonly CharacterId[] = [
  'assassin',
  'thief',
  'magician',
  'king',
  'bishop',
  'merchant',
  'architect',
  'warlord',
];

/** The classic cast with each of `others` in place of the classic character of its rank; a rank 9 one is added. */
export function castOf(...others: CharacterId[]): CharacterId[] {
  const cast = [...CLASSIC_CAST];
  for (const character of others) {
    const rank = rankOf(character);
    if (rank === 9) cast.push(character);
    else cast[rank - 1] = character;
  }
  return cast;
}

/**
 * A game of `numPlayers` in calling with these characters held (`calling`), on these options, with each
 * seat's gold set when `gold` is given (`withGold`).
 */
export function callingGame(
  numPlayers: number,
  held: Partial<Record<CharacterId, Seat>>,
  { gold, ...options }: Partial<CitadelsOptions> & { gold?: number[] } = {},
): CitadelsState {
  const s = calling(newGame(numPlayers, options), held);
  return gold ? withGold(s, gold) : s;
}

/** Applies an action after checking that it is legal for the seat. */
export function act(s: CitadelsState, seat: Seat, action: CitadelsAction): CitadelsState {
  expect(citadelsCore.refusal(s, seat, action), JSON.stringify(action)).toBeUndefined();
  citadelsCore.apply(s, seat, action, rng());
  // Fixtures may deal fewer characters than a real draft; the card and gold invariants must still hold.
  expect(invariants(s).filter((p) => !p.includes('characters held'))).toEqual([]);
  return s;
}

/** The seat whose turn it is and its character. */
export function turnOf(s: CitadelsState): { seat: Seat; char: CharacterId } {
  if (!s.turn) throw new Error('no turn');
  return { seat: s.turn.seat, char: s.turn.char };
}

/** Ends turns (gathering gold where needed) until the given character's turn. */
/** The seat to play takes 2 gold and ends its turn. */
export function gatherAndEnd(s: CitadelsState): void {
  const { seat } = turnOf(s);
  act(s, seat, { type: 'takeGold' });
  act(s, seat, { type: 'endTurn' });
}

export function playUntil(s: CitadelsState, char: CharacterId): CitadelsState {
  for (let guard = 0; guard < 20 && s.turn && s.turn.char !== char; guard++) {
    const seat = s.turn.seat;
    if (!s.turn.gathered) act(s, seat, { type: 'takeGold' });
    act(s, seat, { type: 'endTurn' });
  }
  expect(s.turn?.char).toBe(char);
  return s;
}

export const legal = (s: CitadelsState, seat: Seat) => citadelsCore.legalActions(s, seat);
export const legalOfType = (s: CitadelsState, seat: Seat, type: CitadelsAction['type']) =>
  legal(s, seat).filter((a) => a.type === type);
