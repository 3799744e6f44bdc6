/**
 * Carcassonne's match options, one rule each (games/shared/options.ts): `farmers`
 * (docs/rules/carcassonne.md#option-farmers, default true), `river` (docs/rules/carcassonne.md#option-river)
 * and `abbot` (docs/rules/carcassonne.md#option-abbot), both off unless chosen, alone or together. Any other key, and any value its rule refuses,
 * is refused naming the option; an option left out takes its default. A new option is one more row.
 */
import { optionsProblem, withDefaults, type OptionRules } from '../shared/options';
import type { CarcassonneOptions } from './rules/state';
import { carcassonneMeta } from './meta';

export const MIN_PLAYERS = carcassonneMeta.minPlayers;
export const MAX_PLAYERS = carcassonneMeta.maxPlayers;

const boolean = (value: unknown) => (typeof value === 'boolean' ? undefined : 'must be true or false');

const BOTH = [true, false] as const;

export const CARCASSONNE_OPTIONS: OptionRules<CarcassonneOptions> = {
  farmers: { default: () => true, problem: boolean, values: BOTH },
  river: { default: () => undefined, problem: boolean, values: BOTH },
  abbot: { default: () => undefined, problem: boolean, values: BOTH },
};

export const defaultOptions = (numPlayers: number): CarcassonneOptions =>
  withDefaults(CARCASSONNE_OPTIONS, numPlayers, {});

/** Why these options cannot be used (naming the option), or undefined. Accepts `{}` and any of `{ farmers, river, abbot }` as booleans. */
export function validateOptions(numPlayers: number, options: unknown): string | undefined {
  if (!Number.isInteger(numPlayers) || numPlayers < MIN_PLAYERS || numPlayers > MAX_PLAYERS) {
    return `Carcassonne is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${numPlayers}`;
  }
  return optionsProblem(CARCASSONNE_OPTIONS, numPlayers, options);
}
