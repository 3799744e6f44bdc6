/**
 * Layer 5 (turn flow): options and setup: which casts and unique districts may be played with how many
 * players, then the deck of 54 basic + 14 unique districts, 4 cards and 2 gold each, a crown, and the
 * first round (round.ts).
 */
import { CHARACTERS, deckCards, FIRST_GAME, isCharacter, rankOf, UNIQUE_DISTRICTS, type CharacterId, type UniqueDistrictId } from '../data';
import { randomInt, shuffle, type Rng } from '../../shared/rng';
import { CHARACTER_RULES } from './characters';
import { UNIQUE_RULES } from './districts';
import { startRound } from './round';
import type { CitadelsOptions, CitadelsState } from './types';

/** The default rank 9 character where one is required (3 or 8 players). */
function defaultRank9(numPlayers: number): CharacterId[] {
  if (numPlayers === 3) return ['tax-collector'];
  if (numPlayers === 8) return ['queen'];
  return [];
}

export function defaultOptions(numPlayers: number): CitadelsOptions {
  return { cityComplete: 'edition', freeOrder: false, cast: [...FIRST_GAME.cast, ...defaultRank9(numPlayers)], uniques: [...FIRST_GAME.uniques] };
}

/** Why a cast cannot be used with this many players, or undefined. */
export function castProblem(numPlayers: number, cast: unknown): string | undefined {
  if (!Array.isArray(cast)) return 'cast must be a list of character ids';
  for (const id of cast) if (!isCharacter(id)) return `unknown character "${String(id)}"`;
  const ids = cast as CharacterId[];
  for (let rank = 1; rank <= 8; rank++) {
    const n = ids.filter((c) => rankOf(c) === rank).length;
    if (n !== 1) return `the cast needs exactly one character of rank ${rank} (has ${n})`;
  }
  const nine = ids.filter((c) => rankOf(c) === 9).length;
  if (nine > 1) return 'the cast may hold at most one rank 9 character';
  if (nine === 0 && (numPlayers === 3 || numPlayers === 8)) return `a rank 9 character is required with ${numPlayers} players`;
  if (nine === 1 && numPlayers === 2) return 'no rank 9 character is used with 2 players';
  if (ids.includes('queen') && numPlayers < 5) return 'the Queen needs at least 5 players';
  if (ids.includes('emperor') && numPlayers === 2) return 'the Emperor is not used with 2 players';
  const missing = ids.find((c) => CHARACTER_RULES[c] === null);
  if (missing) return `the ${CHARACTERS[missing].name.en} is not playable yet`;
  return undefined;
}

export function uniquesProblem(uniques: unknown): string | undefined {
  if (!Array.isArray(uniques)) return 'uniques must be a list of 14 unique district ids';
  if (uniques.length !== 14 || new Set(uniques).size !== 14) return 'choose exactly 14 different unique districts';
  for (const id of uniques) {
    if (typeof id !== 'string' || !Object.hasOwn(UNIQUE_DISTRICTS, id)) return `unknown unique district "${String(id)}"`;
    if (UNIQUE_RULES[id as UniqueDistrictId] === null) return `the ${UNIQUE_DISTRICTS[id as UniqueDistrictId].name.en} is not playable yet`;
  }
  return undefined;
}

export function validateOptions(numPlayers: number, options: unknown): string | undefined {
  if (!Number.isInteger(numPlayers) || numPlayers < 2 || numPlayers > 8) return 'Citadels is played by 2 to 8 players';
  if (typeof options !== 'object' || options === null) return 'options must be an object';
  const o = options as Record<string, unknown>;
  if (o.cityComplete !== 'edition' && o.cityComplete !== 8) return 'cityComplete must be "edition" or 8';
  if (typeof o.freeOrder !== 'boolean') return 'freeOrder must be true or false';
  if (o.firstCrown !== undefined && !(Number.isInteger(o.firstCrown) && (o.firstCrown as number) >= 0 && (o.firstCrown as number) < numPlayers)) {
    return `firstCrown must be a seat from 0 to ${numPlayers - 1}`;
  }
  return castProblem(numPlayers, o.cast) ?? uniquesProblem(o.uniques);
}

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
