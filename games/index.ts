/**
 * The list of games: every game's module (games/shared/game-module.ts). It is the only list on this side;
 * the server's Game objects, the fair bots' search cores, the record formats and the histories are all
 * derived from it (docs/design/architecture.md#game-modules). Add a game's module here and the server
 * hosts it; `client/game-list.ts` offers it in the browser.
 *
 * `registerGameModule` adds a module at run time: for a game loaded later, and for tests that bring a
 * game of their own without editing this list.
 */
import type { Game } from 'boardgame.io';
import { carcassonneModule } from './carcassonne/module';
import { citadelsModule } from './citadels/module';
import type { AnyGameModule, GameModule } from './shared/game-module';
import type { ActionBase } from './shared/contract';
import type { Language } from './shared/languages';
import { gameTitle } from './locales/titles';

const MODULES: AnyGameModule[] = [
  citadelsModule as unknown as AnyGameModule,
  carcassonneModule as unknown as AnyGameModule,
];

/** The shipped games' boardgame.io Games, in the order the home page lists them. */
export const GAMES: Game[] = MODULES.map((module) => module.game);

/** Every game's module: the shipped ones, then those registered at run time. */
export function gameModules(): readonly AnyGameModule[] {
  return MODULES;
}

export function findGameModule(name: string): AnyGameModule | undefined {
  return MODULES.find((module) => module.meta.name === name);
}

/** A game's title in the language (games/locales/titles.ts), or its name for a game not installed. */
export function gameTitleByName(name: string, language: Language): string {
  const meta = findGameModule(name)?.meta;
  return meta ? gameTitle(meta, language) : name;
}

/** The game whose records have this `format`, if any. */
export function moduleForFormat(format: unknown): AnyGameModule | undefined {
  return MODULES.find((module) => module.record && module.meta.recordFormats.includes(format as string));
}

/** Adds a game's module at run time (a module of that name already there is replaced). */
export function registerGameModule<S, A extends ActionBase, O>(module: GameModule<S, A, O>): void {
  const at = MODULES.findIndex((m) => m.meta.name === module.meta.name);
  if (at >= 0) MODULES.splice(at, 1);
  MODULES.push(module as unknown as AnyGameModule);
}
