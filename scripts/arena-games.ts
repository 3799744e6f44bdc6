/**
 * The games the arena and the bot benchmark know, by name: a rules core (with its search hints, if any)
 * and its boardgame.io Game (for the `mcts` kind, which runs through the framework reducer).
 */
import type { Game } from 'boardgame.io';
import type { ActionBase } from '../games/shared/contract';
import type { SearchCore } from '../games/shared/ismcts';
import { highCard } from '../test/fixtures/high-card';
import { carcassonneBotCore } from '../games/carcassonne/bot';
import { carcassonneGame } from '../games/carcassonne/game';
import { citadelsGame } from '../games/citadels';
import { citadelsBotCore } from '../games/citadels/bot';
import { highCardGame } from '../test/fixtures/high-card-game';

export interface ArenaGame {
  core: SearchCore<unknown, ActionBase>;
  game: Game;
}

export function arenaGame<S, A extends ActionBase>(core: SearchCore<S, A>, game: Game): ArenaGame {
  return { core: core as unknown as SearchCore<unknown, ActionBase>, game };
}

export const ARENA_GAMES: Record<string, ArenaGame> = {
  highcard: arenaGame(highCard, highCardGame()),
  carcassonne: arenaGame(carcassonneBotCore, carcassonneGame as Game),
  citadels: arenaGame(citadelsBotCore, citadelsGame as Game),
};
