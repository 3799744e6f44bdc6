/**
 * The games the arena and the bot benchmark know, by name, from the game modules (games/index.ts): the
 * core as the bots search it, its boardgame.io Game (for the `mcts` kind, which runs through the framework
 * reducer), and for games with records how a played match becomes one (games/<game>/RECORDS.md). The
 * high-card fixture is registered here too, for quick bot experiments (`--game highcard`).
 */
import type { Game } from 'boardgame.io';
import type { ActionBase } from '../../games/shared/contract';
import type { AnyGameModule, PlayedGame } from '../../games/shared/game-module';
import type { SearchCore } from '../../games/shared/ismcts';
import { gameModules, registerGameModule } from '../../games/index';
import { highCardModule } from '../../test/fixtures/high-card-module';

/** A played match as the arena keeps it: the seed of the game's RNG and every action in order. */
export type PlayedMatch = PlayedGame;

export interface ArenaGame {
  core: SearchCore<unknown, ActionBase>;
  game: Game;
  /** The match in the game's record format (what `npm run replay` reads); absent for games without one. */
  record?(match: PlayedMatch): unknown;
}

function arenaGame(module: AnyGameModule): ArenaGame {
  const record = module.record?.exportPlayed;
  return { core: module.search as SearchCore<unknown, ActionBase>, game: module.game, ...(record ? { record } : {}) };
}

registerGameModule(highCardModule);

export const ARENA_GAMES: Record<string, ArenaGame> = Object.fromEntries(
  gameModules().map((module) => [module.meta.name, arenaGame(module)]),
);
