/**
 * The message protocol between a fair bot and the search worker: one request (a seat's view, never a
 * state) and one reply per decision. `answer` is the worker's whole job, kept here so it also runs
 * in-thread and in tests. Every field is structured-clone safe (plain data; `Infinity` survives).
 */
import type { Seat } from '../../games/shared/contract';
import type { BotLevel } from '../../games/shared/bot-levels';
import { chooseAction } from '../../games/shared/bot-player';
import type { SearchOptions, SearchStats } from '../../games/shared/ismcts';
import type { ActionBase } from '../../games/shared/contract';
import { botCore } from './cores';

export interface BotRequest {
  id: number;
  /** The boardgame.io game name, looked up in `cores.ts`. */
  game: string;
  /** What `seat` may see: `core.view(state, seat)`. */
  view: unknown;
  seat: Seat;
  level: BotLevel;
  seed: string;
  overrides?: Partial<SearchOptions>;
}

export interface BotDecision {
  action: ActionBase;
  stats: SearchStats;
}

export type BotReply = ({ id: number } & BotDecision) | { id: number; error: string };

export function answer(request: BotRequest): BotReply {
  try {
    const { game, view, seat, level, seed, overrides } = request;
    return { id: request.id, ...chooseAction(botCore(game), view, seat, level, seed, overrides) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}
