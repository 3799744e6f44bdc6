/**
 * The rules cores the fair bots can search, by boardgame.io game name: the games' modules
 * (games/index.ts, through games/search-cores.ts). Both the main thread (which turns the state it is
 * handed into the bot seat's view) and the Web Worker (which searches that view) look the core up here.
 */
import type { ActionBase } from '../../games/shared/contract';
import type { SearchCore } from '../../games/shared/ismcts';
import { searchCoreOf } from '../../games/search-cores';

export type AnyBotCore = SearchCore<unknown, ActionBase>;

/** Whether the fair bots can play this game (seat pickers offer them only then). */
export const hasBotCore = (gameName: string): boolean => searchCoreOf(gameName) !== undefined;

export function botCore(gameName: string): AnyBotCore {
  const core = searchCoreOf(gameName);
  if (!core) throw new Error(`no bot core for game "${gameName}": it has no module in games/index.ts`);
  return core;
}
