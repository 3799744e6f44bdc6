/**
 * The public surface of Citadels: the rules core, the boardgame.io Game, the card data, the state and
 * action types, scoring and the predicates a board needs.
 */
export { citadelsCore } from './core';
export { citadelsGame, stageOf } from './game';
export * from './data';
export * from './rules/types';
export { scoreBreakdown, type ScoreBreakdown } from './rules/scoring';
export { buildProblem, buildLimit } from './rules/build';
export { CHARACTER_RULES } from './rules/characters';
export { UNIQUE_RULES } from './rules/districts';
export { destroyPrice, exchangePrice, seizePrice } from './rules/prices';
export { castProblem, uniquesProblem, defaultOptions } from './options';
export { faceUpCount } from './rules/round';
export { pileOf } from './rules/draft';
export { knownDown, museumOwner, seesCharacter } from './view';
export { actionsFromLog, exportRecord, replayRecord, type CitadelsRecord, type ReplayResult } from './record';
