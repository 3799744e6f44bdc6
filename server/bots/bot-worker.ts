/**
 * A bot search thread (games/shared/bot-player.ts), so that searches never block the server's event loop.
 * Requests { id, game, view, seat, level, seed, submittedAt, overrides? } in, { id, action, iterations }
 * or { id, error } out. All searches in flight share the thread round-robin in short slices (bot-scheduler.ts),
 * each ending at its own deadline: the moment it was submitted plus its level's time budget.
 */
import { parentPort } from 'node:worker_threads';
import { isBotLevel, LEVELS, startChoice } from '../../games/shared/bot-player';
import type { SearchOptions } from '../../games/shared/ismcts';
import { searchCoreOf } from '../../games/search-cores';
import { DEFAULT_SLICE_MS, RoundRobin, type SlicedTask } from './bot-scheduler';

export interface SearchRequest {
  id: number;
  game: string;
  view: unknown;
  seat: number;
  level: string;
  seed: string;
  /** When the server asked (performance.timeOrigin + performance.now() of the asking thread). */
  submittedAt: number;
  /** Budget changes for measurements and tests (e.g. a shorter maxMillis). */
  overrides?: Partial<Pick<SearchOptions, 'maxIterations' | 'maxMillis'>>;
}

export type SearchReply = { id: number; action: { type: string }; iterations: number } | { id: number; error: string };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A request as a sliced task that posts its reply when it finishes (or fails). */
function searchTask(request: SearchRequest, reply: (message: SearchReply) => void): SlicedTask {
  const core = searchCoreOf(request.game);
  if (!core) throw new Error(`no search core for ${request.game}`);
  if (!isBotLevel(request.level)) throw new Error(`unknown bot level ${request.level}`);
  const startedAt = request.submittedAt - performance.timeOrigin;
  const search = startChoice({
    core,
    view: request.view,
    seat: request.seat,
    level: request.level,
    seed: request.seed,
    overrides: request.overrides,
    startedAt,
  });
  const budget = request.overrides?.maxMillis ?? LEVELS[request.level].maxMillis;
  let failure: string | undefined;
  return {
    deadline: startedAt + budget,
    step(until) {
      try {
        return search.run(until);
      } catch (error) {
        failure = message(error);
        return true;
      }
    },
    finish() {
      if (failure !== undefined) return reply({ id: request.id, error: failure });
      try {
        const { action, stats } = search.finish();
        reply({ id: request.id, action, iterations: stats.iterations });
      } catch (error) {
        reply({ id: request.id, error: message(error) });
      }
    },
  };
}

const port = parentPort;
if (port) {
  const slice = Number(process.env.BOT_SLICE_MS) || DEFAULT_SLICE_MS;
  const scheduler = new RoundRobin(slice);
  const post = (reply: SearchReply) => port.postMessage(reply);
  port.on('message', (request: SearchRequest) => {
    try {
      scheduler.add(searchTask(request, post));
    } catch (error) {
      post({ id: request.id, error: message(error) });
    }
  });
}
