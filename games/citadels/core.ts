/** `citadelsCore`: the Citadels rules core behind the shared `RulesCore` contract (games/shared/contract.ts). */
import type { RulesCore } from '../shared/contract';
import { determinize } from './determinize';
import { apply } from './rules/apply';
import { activeSeats, legalActions, refusal } from './rules/legal';
import { scores, winners } from './rules/scoring';
import { defaultOptions, validateOptions } from './options';
import { setup } from './rules/setup';
import type { CitadelsAction, CitadelsOptions, CitadelsState } from './rules/types';
import { view } from './view';
import { citadelsMeta } from './meta';

export const citadelsCore: RulesCore<CitadelsState, CitadelsAction, CitadelsOptions> = {
  name: citadelsMeta.name,
  minPlayers: citadelsMeta.minPlayers,
  maxPlayers: citadelsMeta.maxPlayers,
  defaultOptions,
  validateOptions,
  setup,
  activeSeats,
  legalActions,
  refusal,
  apply,
  view,
  determinize,
  isOver: (s) => s.phase === 'over',
  scores,
  winners: (s) => (s.phase === 'over' ? winners(s) : []),
};
