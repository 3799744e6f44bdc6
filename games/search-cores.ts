/**
 * The rules cores of the shipped games as the fair bots search them (with each game's search hints),
 * by boardgame.io game name: one list for the browser's bot worker, the server's bot seats and the arena.
 */
import type { ActionBase } from './shared/contract';
import type { SearchCore } from './shared/ismcts';
import { carcassonneBotCore } from './carcassonne/bot';
import { citadelsBotCore } from './citadels/bot';

export type AnySearchCore = SearchCore<unknown, ActionBase>;

export const SEARCH_CORES: Record<string, AnySearchCore> = {
  [carcassonneBotCore.name]: carcassonneBotCore as unknown as AnySearchCore,
  [citadelsBotCore.name]: citadelsBotCore as unknown as AnySearchCore,
};
