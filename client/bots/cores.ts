/**
 * The rules cores the fair bots can search, by boardgame.io game name. Both the main thread (which turns
 * the state it is handed into the bot seat's view) and the Web Worker (which searches that view) look the
 * core up here, so a game becomes playable by the fair bots with one entry in `BOT_CORES`.
 *
 * WHERE THE REAL GAMES GO: when Carcassonne and Citadels land, import `carcassonneCore` from
 * '../../games/carcassonne' and `citadelsCore` from '../../games/citadels' (or their hint-carrying
 * variants, see docs/bots.md) and add `[carcassonneCore.name]: carcassonneCore` and
 * `[citadelsCore.name]: citadelsCore` to `BOT_CORES` below. Tests register the high-card fixture at run
 * time with `registerBotCore`; it is deliberately not shipped.
 */
import type { ActionBase } from '../../games/shared/contract';
import type { SearchCore } from '../../games/shared/ismcts';

export type AnyBotCore = SearchCore<unknown, ActionBase>;

const BOT_CORES: Record<string, AnyBotCore> = {};

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
