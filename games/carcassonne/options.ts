/**
 * Carcassonne's match options, one rule each (games/shared/options.ts): `farmers`
 * (docs/rules/carcassonne.md#option-farmers, default true), `river` (docs/rules/carcassonne.md#option-river),
 * `abbot` (docs/rules/carcassonne.md#option-abbot), `innsCathedrals`
 * (docs/rules/carcassonne.md#option-inns-cathedrals) and `tradersBuilders`
 * (docs/rules/carcassonne.md#option-traders-builders), each off unless chosen, alone or together. Any other
 * key, and any value its rule refuses, is refused naming the option; an option left out takes its default.
 * Six players need Inns & Cathedrals (docs/rules/carcassonne.md#six-players): left out, it defaults to on
 * for six; set off for six, it is refused naming it. A new option is one more row.
 */
import { offeredProblem, optionsProblem, withDefaults, type OptionRules } from '../shared/options';
import type { CarcassonneOptions } from './rules/state';
import { carcassonneMeta } from './meta';

export const MIN_PLAYERS = carcassonneMeta.minPlayers;
export const MAX_PLAYERS = carcassonneMeta.maxPlayers;

const boolean = (value: unknown) => (typeof value === 'boolean' ? undefined : 'must be true or false');

const BOTH = [true, false] as const;
/** The most players without Inns & Cathedrals, which brings a sixth set of figures. */
const SIX_NEEDS = 5;

export const CARCASSONNE_OPTIONS: OptionRules<CarcassonneOptions> = {
  farmers: { default: () => true, problem: boolean, values: BOTH },
  river: { default: () => undefined, problem: boolean, values: BOTH },
  abbot: { default: () => undefined, problem: boolean, values: BOTH },
  innsCathedrals: {
    default: (numPlayers) => (numPlayers > SIX_NEEDS ? true : undefined),
    problem: (value, numPlayers) =>
      boolean(value) ??
      (value !== true && numPlayers > SIX_NEEDS ? `${numPlayers} players need Inns & Cathedrals` : undefined),
    values: BOTH,
  },
  tradersBuilders: {
    default: () => undefined,
    problem: boolean,
    values: BOTH,
  },
};

export const defaultOptions = (numPlayers: number): CarcassonneOptions =>
  withDefaults(CARCASSONNE_OPTIONS, numPlayers, {});

/**
 * Why these options cannot be used (naming the option), or undefined. Accepts `{}` and any of
 * `{ farmers, river, abbot, innsCathedrals, tradersBuilders }` as booleans, with six players only with `innsCathedrals`.
 */
export function validateOptions(numPlayers: number, options: unknown): string | undefined {
  if (!Number.isInteger(numPlayers) || numPlayers < MIN_PLAYERS || numPlayers > MAX_PLAYERS) {
    return `Carcassonne is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${numPlayers}`;
  }
  return optionsProblem(CARCASSONNE_OPTIONS, numPlayers, options);
}

/** Why players may not choose these options yet (a row that is `notOffered`: none today), or undefined. */
export const optionsNotOffered = (options: unknown): string | undefined => offeredProblem(CARCASSONNE_OPTIONS, options);
