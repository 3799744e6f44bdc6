/**
 * `carcassonneCore`: the Carcassonne rules as a `RulesCore` (games/shared/contract.ts), 2-5 players,
 * one match option `farmers` (default true, docs/rules/carcassonne.md#option-farmers).
 */
import type { RulesCore } from '../../shared/contract';
import { carcassonneMeta } from '../meta';
import { determinize } from '../determinize';
import { view } from '../view';
import { apply } from './apply';
import { legalActions, refusal } from './legal';
import { setupGame } from './setup';
import type { CarcassonneAction, CarcassonneOptions, CarcassonneState } from './state';

export const MIN_PLAYERS = carcassonneMeta.minPlayers;
export const MAX_PLAYERS = carcassonneMeta.maxPlayers;

/** Why these options cannot be used, or undefined. Accepts `{}` and `{ farmers: boolean }`. */
export function validateOptions(numPlayers: number, options: unknown): string | undefined {
  if (!Number.isInteger(numPlayers) || numPlayers < MIN_PLAYERS || numPlayers > MAX_PLAYERS) {
    return `Carcassonne is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${numPlayers}`;
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return 'options must be an object like { "farmers": true }';
  }
  for (const [key, value] of Object.entries(options)) {
    if (key !== 'farmers') return `unknown option "${key}" (the only option is "farmers")`;
    if (typeof value !== 'boolean') return 'option "farmers" must be true or false';
  }
  return undefined;
}

function winners(state: CarcassonneState): number[] {
  if (state.step !== 'over') return [];
  const best = Math.max(...state.scores);
  return state.scores.flatMap((s, seat) => (s === best ? [seat] : []));
}

export const carcassonneCore: RulesCore<CarcassonneState, CarcassonneAction, CarcassonneOptions> = {
  name: carcassonneMeta.name,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultOptions: () => ({ farmers: true }),
  validateOptions,
  setup: (numPlayers, options, rng) => setupGame(numPlayers, { farmers: (options as Partial<CarcassonneOptions>).farmers ?? true }, rng),
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
