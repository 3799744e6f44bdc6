/**
 * Layer 5 (turn flow): setup: the deck of 54 basic + 14 unique districts, 4 cards and 2 gold each, a crown,
 * and the first round (round.ts). The options it takes are checked in games/citadels/options.ts.
 */
import { deckCards, rankOf } from '../data';
import { randomInt, shuffle, type Rng } from '../../shared/rng';
import { startRound } from './round';
import type { CitadelsOptions, CitadelsState } from './types';

export function setup(numPlayers: number, options: CitadelsOptions, rng: Rng): CitadelsState {
  const deck = shuffle(rng, deckCards(options.uniques));
  const hands = Array.from({ length: numPlayers }, (_, i) => deck.slice(i * 4, i * 4 + 4));
  const crown = options.firstCrown ?? randomInt(rng, numPlayers);
  const cast = [...options.cast].sort((a, b) => rankOf(a) - rankOf(b));
  const s: CitadelsState = {
    numPlayers,
    options: { ...options, cast: [...options.cast], uniques: [...options.uniques] },
    cast,
    completeAt: options.cityComplete === 8 || numPlayers <= 3 ? 8 : 7,
    phase: 'selection',
    round: 0,
    crown,
    gold: hands.map(() => 2),
    hands,
    dealt: hands.map((h) => [...h]),
    deck: deck.slice(numPlayers * 4),
    cities: hands.map(() => []),
    beautified: [],
    razed: [],
    museum: [],
    taxes: 0,
    firstComplete: null,
    who: {},
    draft: { script: [], at: 0, notes: [] },
    called: -1,
    warrants: {},
    threats: {},
    prompt: null,
    killed: null,
    bewitched: null,
    theater: null,
    robbed: null,
    turn: null,
    topRank: hands.map(() => 0),
  };
  startRound(s, rng);
  return s;
}
