/**
 * The worker thread where server-side bots search (games/shared/bot-player.ts), so that a long search
 * never blocks the server's event loop. One request at a time: { id, game, view, seat, level, seed }
 * in, { id, action } or { id, error } out.
 */
import { parentPort } from 'node:worker_threads';
import { chooseAction, isBotLevel } from '../games/shared/bot-player';
import { SEARCH_CORES } from '../games/search-cores';

export interface SearchRequest {
  id: number;
  game: string;
  view: unknown;
  seat: number;
  level: string;
  seed: string;
}

export type SearchReply = { id: number; action: { type: string } } | { id: number; error: string };

parentPort?.on('message', (request: SearchRequest) => {
  let reply: SearchReply;
  try {
    const core = Object.hasOwn(SEARCH_CORES, request.game) ? SEARCH_CORES[request.game] : undefined;
    if (!core) throw new Error(`no search core for ${request.game}`);
    if (!isBotLevel(request.level)) throw new Error(`unknown bot level ${request.level}`);
    const { action } = chooseAction(core, request.view, request.seat, request.level, request.seed);
    reply = { id: request.id, action };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
