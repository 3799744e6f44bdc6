/**
 * Machiavelli's match options (docs/rules/citadels.md#options), one rule each (games/shared/options.ts):
 * when a city is complete, the "free order" house rule, the cast of characters, the 14 unique districts,
 * and who starts with the crown. Any other key, and any value its rule refuses, is refused naming the
 * option; an option left out takes its default (the first game's cast and districts).
 */
import {
  CHARACTERS,
  FIRST_GAME,
  isCharacter,
  rankOf,
  UNIQUE_DISTRICTS,
  type CharacterId,
  type UniqueDistrictId,
} from './data';
import { optionsProblem, withDefaults, type OptionRules } from '../shared/options';
import { CHARACTER_RULES } from './rules/characters';
import { UNIQUE_RULES } from './rules/districts';
import type { CitadelsOptions } from './rules/types';

/** The default rank 9 character where one is required (3 or 8 players). */
function defaultRank9(numPlayers: number): CharacterId[] {
  if (numPlayers === 3) return ['tax-collector'];
  if (numPlayers === 8) return ['queen'];
  return [];
}

/** Why a cast cannot be used with this many players, or undefined. */
export function castProblem(numPlayers: number, cast: unknown): string | undefined {
  if (!Array.isArray(cast)) return 'cast must be a list of character ids';
  for (const id of cast) if (!isCharacter(id)) return `unknown character "${String(id).slice(0, 40)}"`;
  const ids = cast as CharacterId[];
  for (let rank = 1; rank <= 8; rank++) {
    const n = ids.filter((c) => rankOf(c) === rank).length;
    if (n !== 1) return `the cast needs exactly one character of rank ${rank} (has ${n})`;
  }
  const nine = ids.filter((c) => rankOf(c) === 9).length;
  if (nine > 1) return 'the cast may hold at most one rank 9 character';
  if (nine === 0 && (numPlayers === 3 || numPlayers === 8))
    return `a rank 9 character is required with ${numPlayers} players`;
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
    if (typeof id !== 'string' || !Object.hasOwn(UNIQUE_DISTRICTS, id))
      return `unknown unique district "${String(id).slice(0, 40)}"`;
    if (UNIQUE_RULES[id as UniqueDistrictId] === null)
      return `the ${UNIQUE_DISTRICTS[id as UniqueDistrictId].name.en} is not playable yet`;
  }
  return undefined;
}

export const CITADELS_OPTIONS: OptionRules<CitadelsOptions> = {
  cityComplete: {
    default: () => 'edition',
    problem: (value) => (value === 'edition' || value === 8 ? undefined : 'must be "edition" or 8'),
  },
  freeOrder: {
    default: () => false,
    problem: (value) => (typeof value === 'boolean' ? undefined : 'must be true or false'),
  },
  cast: {
    default: (numPlayers) => [...FIRST_GAME.cast, ...defaultRank9(numPlayers)],
    problem: (value, numPlayers) => castProblem(numPlayers, value),
  },
  uniques: {
    default: () => [...FIRST_GAME.uniques],
    problem: (value) => uniquesProblem(value),
  },
  firstCrown: {
    default: () => undefined,
    problem: (value, numPlayers) =>
      Number.isInteger(value) && (value as number) >= 0 && (value as number) < numPlayers
        ? undefined
        : `must be a seat from 0 to ${numPlayers - 1}`,
  },
};

export function defaultOptions(numPlayers: number): CitadelsOptions {
  return withDefaults(CITADELS_OPTIONS, numPlayers, {});
}

/** Why these options cannot be used with this many players (naming the option), or undefined. */
export function validateOptions(numPlayers: number, options: unknown): string | undefined {
  if (!Number.isInteger(numPlayers) || numPlayers < 2 || numPlayers > 8) return 'Citadels is played by 2 to 8 players';
  const problem = optionsProblem(CITADELS_OPTIONS, numPlayers, options);
  if (problem !== undefined) return problem;
  // The default cast depends on the player count: check it too when the cast is left out.
  return Object.hasOwn(options as object, 'cast')
    ? undefined
    : optionsProblem(CITADELS_OPTIONS, numPlayers, { cast: defaultOptions(numPlayers).cast });
}
