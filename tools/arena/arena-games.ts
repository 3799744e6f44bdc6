/**
 * The games the arena and the bot benchmark know, by name: a rules core (with its search hints, if any)
 * and its boardgame.io Game (for the `mcts` kind, which runs through the framework reducer), and for the
 * games that have a record format (games/<game>/RECORDS.md) how a played match becomes such a record.
 */
import type { Game } from 'boardgame.io';
import type { ActionBase, RulesCore, Seat } from '../../games/shared/contract';
import { createRng } from '../../games/shared/rng';
import { exportRecord as carcassonneRecord } from '../../games/carcassonne/record';
import type { CarcassonneState } from '../../games/carcassonne/rules/state';
import { exportRecord as citadelsRecord } from '../../games/citadels/record';
import type { CitadelsAction, CitadelsOptions } from '../../games/citadels/rules/types';
import type { SearchCore } from '../../games/shared/ismcts';
import { highCard } from '../../test/fixtures/high-card';
import { carcassonneBotCore } from '../../games/carcassonne/bot';
import { carcassonneGame } from '../../games/carcassonne/game';
import { citadelsGame } from '../../games/citadels';
import { citadelsBotCore } from '../../games/citadels/bot';
import { highCardGame } from '../../test/fixtures/high-card-game';

/** A played match as the arena keeps it: the seed of the game's RNG and every action in order. */
export interface PlayedMatch {
  numPlayers: number;
  options: unknown;
  seed: string;
  actions: { seat: Seat; action: ActionBase }[];
}

export interface ArenaGame {
  core: SearchCore<unknown, ActionBase>;
  game: Game;
  /** The match in the game's record format (what `npm run replay` reads); absent for games without one. */
  record?(match: PlayedMatch): unknown;
}

export function arenaGame<S, A extends ActionBase>(core: SearchCore<S, A>, game: Game, record?: (match: PlayedMatch) => unknown): ArenaGame {
  return { core: core as unknown as SearchCore<unknown, ActionBase>, game, ...(record ? { record } : {}) };
}

/** The state a match ends in, replayed through the core from its seed (as `playMatch` played it). */
export function finalState<S, A extends ActionBase>(core: RulesCore<S, A, unknown>, match: PlayedMatch): S {
  const rng = createRng(match.seed);
  const state = core.setup(match.numPlayers, match.options, rng);
  for (const { seat, action } of match.actions) core.apply(state, seat, action as A, rng);
  return state;
}

export const ARENA_GAMES: Record<string, ArenaGame> = {
  highcard: arenaGame(highCard, highCardGame()),
  carcassonne: arenaGame(carcassonneBotCore, carcassonneGame as Game, (match) =>
    carcassonneRecord(finalState(carcassonneBotCore, match) as CarcassonneState),
  ),
  citadels: arenaGame(citadelsBotCore, citadelsGame as Game, (match) =>
    citadelsRecord({ ...match, options: match.options as CitadelsOptions, actions: match.actions as { seat: Seat; action: CitadelsAction }[] }),
  ),
};
