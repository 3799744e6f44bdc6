/**
 * A hint: the fair bot's move for a seat, searched from that seat's own view only. The state handed in is
 * turned into `core.view(G, seat)` before anything else reads it (as the fair bots do,
 * client/bots/fair-bot.ts), so no other seat's secret can reach the search; the search runs where the
 * bots' runner says (a Web Worker in the browser). Hints used are counted per match in this browser.
 *
 * Every game's search core (client/bots/cores.ts, the bulk of the hint code) loads with the first hint asked,
 * not with the board (docs/performance.md#lighthouse-hint-cores): whether a game can be hinted is read from
 * the client's list of games (its meta), since every listed game's module has a search core.
 */
import type { ActionBase } from '../../games/shared/contract';
import type { BotLevel } from '../../games/shared/bot-levels';
import type { SearchOptions } from '../../games/shared/ismcts';
import type { SearchRunner } from '../bots/search-runner';
import { findGameInfo } from '../game-list';

export interface HintRequest {
  /** The boardgame.io game name. */
  game: string;
  /** The state the board holds (the seat's view, or a full state: only the seat's view of it is used). */
  G: unknown;
  seat: number;
  seed: string;
  level?: BotLevel;
  overrides?: Partial<SearchOptions>;
  runner?: SearchRunner;
}

/** Whether the fair bots can hint this game: it is on the client's list of games (client/game-list.ts). */
export const canHint = (game: string): boolean => findGameInfo(game) !== undefined;

export async function askHint({
  game,
  G,
  seat,
  seed,
  level = 'medium',
  overrides,
  runner,
}: HintRequest): Promise<ActionBase> {
  const [{ botCore }, { defaultRunner }] = await Promise.all([
    import('../bots/cores'),
    import('../bots/search-runner'),
  ]);
  const view = botCore(game).view(G, seat);
  const { action } = await (runner ?? defaultRunner())({ game, view, seat, level, seed, overrides });
  return action;
}

const countKey = (matchID: string) => `hints:${matchID}`;

/** Hints used in this match, in this browser. */
export function hintsUsed(matchID: string): number {
  const n = Number(globalThis.localStorage?.getItem(countKey(matchID)) ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export function countHint(matchID: string): number {
  const n = hintsUsed(matchID) + 1;
  globalThis.localStorage?.setItem(countKey(matchID), String(n));
  return n;
}
