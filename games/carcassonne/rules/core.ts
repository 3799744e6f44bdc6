/**
 * `carcassonneCore`: the Carcassonne rules as a `RulesCore` (games/shared/contract.ts), 2-5 players,
 * with the match options of games/carcassonne/options.ts.
 */
import type { RulesCore } from '../../shared/contract';
import { carcassonneMeta } from '../meta';
import { determinize } from '../determinize';
import { view } from '../view';
import { apply } from './apply';
import { copyForApply } from './copy';
import { legalActions, refusal } from './legal';
import { normalOptions, setupGame } from './setup';
import type { CarcassonneAction, CarcassonneOptions, CarcassonneState } from './state';
import {
  CARCASSONNE_OPTIONS,
  defaultOptions,
  MAX_PLAYERS,
  MIN_PLAYERS,
  validateOptions,
  optionsNotOffered,
} from '../options';
import { withDefaults } from '../../shared/options';

export { MAX_PLAYERS, MIN_PLAYERS, validateOptions } from '../options';

function winners(state: CarcassonneState): number[] {
  if (state.step !== 'over') return [];
  const best = Math.max(...state.scores);
  return state.scores.flatMap((s, seat) => (s === best ? [seat] : []));
}

export const carcassonneCore: RulesCore<CarcassonneState, CarcassonneAction, CarcassonneOptions> = {
  name: carcassonneMeta.name,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultOptions,
  validateOptions,
  offeredProblem: optionsNotOffered,
  setup: (numPlayers, options, rng) =>
    setupGame(numPlayers, normalOptions(withDefaults(CARCASSONNE_OPTIONS, numPlayers, options)), rng),
  activeSeats: (state) => (state.step === 'over' ? [] : [state.turn]),
  legalActions,
  refusal,
  apply,
  copyForApply,
  view,
  determinize,
  isOver: (state) => state.step === 'over',
  scores: (state) => [...state.scores],
  winners,
};
