/**
 * The games the arena and the bot benchmark know, by name: a rules core (with its search hints, if any)
 * and its boardgame.io Game (for the `mcts` kind, which runs through the framework reducer).
 *
 * WHERE THE REAL GAMES GO: when Carcassonne and Citadels land, add one line each to `ARENA_GAMES`:
 *   carcassonne: arenaGame(carcassonneCore, CarcassonneGame),   (from '../games/carcassonne')
 *   citadels: arenaGame(citadelsCore, CitadelsGame),             (from '../games/citadels')
 * using the names their `index.ts` exports. `npm run bench -- bots` then measures them too.
 */
import type { Game } from 'boardgame.io';
import type { ActionBase } from '../games/shared/contract';
import type { SearchCore } from '../games/shared/ismcts';
import { highCard } from '../test/fixtures/high-card';
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
};
