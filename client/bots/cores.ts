/**
 * The rules cores the fair bots can search, by boardgame.io game name. Both the main thread (which turns
 * the state it is handed into the bot seat's view) and the Web Worker (which searches that view) look the
 * core up here. The shipped games come from games/search-cores.ts; tests register the high-card fixture
 * at run time with `registerBotCore`.
 */
import type { ActionBase } from '../../games/shared/contract';
import type { SearchCore } from '../../games/shared/ismcts';
import { SEARCH_CORES } from '../../games/search-cores';

export type AnyBotCore = SearchCore<unknown, ActionBase>;

const BOT_CORES: Record<string, AnyBotCore> = { ...SEARCH_CORES };

/** Adds a core at run time (tests, and games loaded later). */
export function registerBotCore<S, A extends ActionBase>(core: SearchCore<S, A>): void {
  BOT_CORES[core.name] = core as unknown as AnyBotCore;
}

/** Whether the fair bots can play this game (seat pickers offer them only then). */
export const hasBotCore = (gameName: string): boolean => Object.hasOwn(BOT_CORES, gameName);

export function botCore(gameName: string): AnyBotCore {
  const core = hasBotCore(gameName) ? BOT_CORES[gameName] : undefined;
  if (!core) throw new Error(`no bot core is registered for game "${gameName}" (client/bots/cores.ts)`);
  return core;
}
