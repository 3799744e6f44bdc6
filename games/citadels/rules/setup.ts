/**
 * Options, setup and the start of each round (docs/rules/citadels.md#setup, docs/rules/citadels.md#draft):
 * the deck of 54 basic + 14 unique districts, 4 cards
 * and 2 gold each, a crown, then per round the face-up and face-down character discards and the draft
 * script for the player count.
 */
import { CHARACTERS, deckCards, FIRST_GAME, isCharacter, rankOf, UNIQUE_DISTRICTS, type CharacterId, type UniqueDistrictId } from '../data';
import { randomInt, shuffle, type Rng } from '../../shared/rng';
import { CHARACTER_RULES, UNIQUE_RULES } from './abilities';
import { startDraft } from './draft';
import { pileCode, type CitadelsOptions, type CitadelsState } from './types';

/** The default rank 9 character where one is required (3 or 8 players). */
function defaultRank9(numPlayers: number): CharacterId[] {
  if (numPlayers === 3) return ['tax-collector'];
  if (numPlayers === 8) return ['queen'];
  return [];
}

export function defaultOptions(numPlayers: number): CitadelsOptions {
  return { cityComplete: 'edition', freeOrder: false, cast: [...FIRST_GAME.cast, ...defaultRank9(numPlayers)], uniques: [...FIRST_GAME.uniques] };
}

/** Why a cast cannot be used with this many players (docs/rules/citadels.md#cast-rules), or undefined. */
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

/** Face-up discards before the draft (docs/rules/citadels.md#discards): none with 2-3 players. */
export function faceUpCount(numPlayers: number, castSize: number): number {
  return numPlayers <= 3 ? 0 : Math.max(0, castSize - numPlayers - 2);
}

/** A new round: shuffle the cast, discard face up (never rank 4) and one face down, start the draft. */
export function startRound(s: CitadelsState, rng: Rng): void {
  s.round++;
  s.phase = 'selection';
  s.called = -1;
  s.killed = null;
  s.bewitched = null;
  s.theater = null;
  s.robbed = null;
  s.warrants = {};
  s.threats = {};
  s.turn = null;
  s.draft = { script: [], at: 0, notes: [] };
  const order = shuffle(rng, s.cast);
  const who: Record<string, number> = {};
  for (const c of s.cast) who[c] = 0;
  let up = faceUpCount(s.numPlayers, s.cast.length);
  const rest: CharacterId[] = [];
  for (const c of order) {
    if (up > 0 && rankOf(c) !== 4) {
      who[c] = -1;
      up--;
    } else rest.push(c);
  }
  who[rest[0] as CharacterId] = -2;
  for (let i = 1; i < rest.length; i++) who[rest[i] as CharacterId] = pileCode(s);
  s.who = who;
  startDraft(s);
}
