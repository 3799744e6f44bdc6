/**
 * The rules cores as the fair bots search them (with each game's search hints), by boardgame.io game name,
 * derived from the modules in games/index.ts: one lookup for the browser's bot worker, the server's bot
 * seats, the analysis and the arena.
 */
import type { ActionBase } from './shared/contract';
import type { SearchCore } from './shared/ismcts';
import { findGameModule, gameModules } from './index';

export type AnySearchCore = SearchCore<unknown, ActionBase>;

/** The search core of this game, if it is listed. */
export function searchCoreOf(gameName: string): AnySearchCore | undefined {
  return findGameModule(gameName)?.search as AnySearchCore | undefined;
}

/** The names of the games the fair bots can search. */
export const searchableGames = (): string[] => gameModules().map((module) => module.meta.name);
