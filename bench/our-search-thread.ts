/**
 * The bot benchmark's worker thread for our search (bench/bots.bench.ts): `{ game, state }` in, simulated
 * steps and iterations per second of one search from the state's active seat out. The search runs in a thread of its own,
 * as on the server (server/bots/bot-worker.ts) and in the browser (a Web Worker), so boardgame.io's reducer
 * never runs the rules functions here: it passes them immer drafts, and V8's caches tuned to those slow
 * the plain-object search down.
 */
import { parentPort } from 'node:worker_threads';
import { LEVELS } from '../games/shared/bot-player';
import { ismcts } from '../games/shared/ismcts';
import { ARENA_GAMES, type ArenaGame } from '../tools/arena/arena-games';

export interface OurSearchRequest {
  game: string;
  state: unknown;
  millis: number;
  playoutDepth: number;
}

/** One search's speed: simulated steps (tree and playout) and iterations per second. */
export interface OurSearchRate {
  stepsPerSecond: number;
  iterationsPerSecond: number;
}

parentPort?.on('message', ({ game, state, millis, playoutDepth }: OurSearchRequest) => {
  const { core } = ARENA_GAMES[game] as ArenaGame;
  const seat = core.activeSeats(state)[0] as number;
  const options = { ...LEVELS.medium, maxIterations: Infinity, maxMillis: millis, playoutDepth };
  (globalThis as { gc?: () => void }).gc?.(); // the last search's garbage, collected before this one is timed
  const { stats } = ismcts(core, core.view(state, seat), seat, options, 'bench');
  const rate: OurSearchRate = {
    stepsPerSecond: ((stats.treeSteps + stats.playoutSteps) / stats.ms) * 1000,
    iterationsPerSecond: (stats.iterations / stats.ms) * 1000,
  };
  parentPort?.postMessage(rate);
});
