/**
 * `carcassonneCore`: the Carcassonne rules as a `RulesCore` (games/shared/contract.ts), 2-5 players, match
 * options `farmers` (default true, docs/rules/carcassonne.md#option-farmers), `river`
 * (docs/rules/carcassonne.md#option-river) and `abbot` (docs/rules/carcassonne.md#option-abbot), both off by
 * default, usable alone or together.
 */
import type { RulesCore } from '../../shared/contract';
import { determinize } from '../determinize';
import { view } from '../view';
import { apply } from './apply';
import { legalActions, refusal } from './legal';
import { normalOptions, setupGame } from './setup';
import type { CarcassonneAction, CarcassonneOptions, CarcassonneState } from './state';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;

/** The match options, each true or false; any subset may be given (the rest take their defaults). */
export const OPTION_NAMES = ['farmers', 'river', 'abbot'] as const;

/** Why these options cannot be used, or undefined. Accepts `{}` and any of `{ farmers, river, abbot }` as booleans. */
export function validateOptions(numPlayers: number, options: unknown): string | undefined {
  if (!Number.isInteger(numPlayers) || numPlayers < MIN_PLAYERS || numPlayers > MAX_PLAYERS) {
    return `Carcassonne is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${numPlayers}`;
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return 'options must be an object like { "farmers": true }';
  }
  for (const [key, value] of Object.entries(options)) {
    if (!(OPTION_NAMES as readonly string[]).includes(key)) return `unknown option "${key}" (the options are "farmers", "river" and "abbot")`;
    if (typeof value !== 'boolean') return `option "${key}" must be true or false`;
  }
  return undefined;
}

function winners(state: CarcassonneState): number[] {
  if (state.step !== 'over') return [];
  const best = Math.max(...state.scores);
  return state.scores.flatMap((s, seat) => (s === best ? [seat] : []));
}

export const carcassonneCore: RulesCore<CarcassonneState, CarcassonneAction, CarcassonneOptions> = {
  name: 'carcassonne',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultOptions: () => ({ farmers: true }),
  validateOptions,
  setup: (numPlayers, options, rng) => setupGame(numPlayers, normalOptions(options as Partial<CarcassonneOptions>), rng),
  activeSeats: (state) => (state.step === 'over' ? [] : [state.turn]),
  legalActions,
  refusal,
  apply,
  view,
  determinize,
  isOver: (state) => state.step === 'over',
  scores: (state) => [...state.scores],
  winners,
};
