/**
 * Bot search speed: simulated steps (actions applied, in the tree and in playouts) per second of our
 * IS-MCTS on the pure core versus boardgame.io's MCTSBot through the framework reducer, on the same
 * positions of every game in `tools/arena/arena-games.ts` (every game module; a new game is measured here too),
 * with the fewest players it allows and its default options, and beside Carcassonne's row one with every
 * option on and six players (`VARIANTS`), each row in a process of its own, and our search in a worker thread of that process, as the server and
 * the browser run it (bench/our-search-thread.ts says why it matters). Also compares the two ways to
 * clone a state (JSON and structuredClone). Each figure is the best of `RUNS` runs after an untimed warm-up search of each side,
 * which damps noise from other load on the machine, and our search and MCTSBot's take turns, so a burst
 * of load hits both alike. Each search runs for a fixed time (ours `OUR_MILLIS`, MCTSBot `MCTS_MILLIS`,
 * checked after every iteration), so the benchmark takes minutes even on a loaded machine. Our search's
 * row also gives its iterations per second and the microseconds per simulated step (tree or playout).
 * `BENCH_BOTS_ONLY=name,name` measures only those rows. Prints; asserts nothing.
 * boardgame.io's reducer is slower outside NODE_ENV=production; the mode is printed with the figures.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LEVELS } from '../games/shared/bot-player';
import { jsonClone } from '../games/shared/ismcts';
import { createRng } from '../games/shared/rng';
import { ARENA_GAMES, type ArenaGame } from '../tools/arena/arena-games';
import { CountingMCTSBot, FrameworkMirror } from '../tools/arena/framework-mirror';
import { randomStep } from '../test/harness/random-play';
import type { OurSearchRate, OurSearchRequest } from './our-search-thread';

const OUR_MILLIS = 1_500;
const MCTS_MILLIS = 3_000;
/** Each figure is the best of this many runs. */
const RUNS = 5;
const PLAYOUT_DEPTH = LEVELS.medium.playoutDepth;

interface Position {
  label: string;
  state: unknown;
  mirror: FrameworkMirror<unknown>;
}

/** A row of the benchmark: an arena game with a player count and options (default: the game's fewest and defaults). */
interface Variant {
  game: string;
  numPlayers?: number;
  options?: unknown;
}

/**
 * The rows besides one per arena game with its defaults: Carcassonne with every option on and six players
 * (docs/rules/carcassonne.md#options), whose search should run as fast per step as the base game's.
 */
const VARIANTS: Record<string, Variant> = {
  ...Object.fromEntries(Object.keys(ARENA_GAMES).map((game) => [game, { game }])),
  'carcassonne-all': {
    game: 'carcassonne',
    numPlayers: 6,
    options: { farmers: true, river: true, abbot: true, innsCathedrals: true, tradersBuilders: true },
  },
};

/** States at the start, a third and two thirds into a seeded random game, with their framework mirrors. */
function positions({ core, game }: ArenaGame, numPlayers: number, seed: string, chosen?: unknown): Position[] {
  const options = chosen ?? core.defaultOptions(numPlayers);
  const run = (stopAt: number) => {
    const rng = createRng(seed);
    const choices = createRng(`${seed}/choices`);
    const state = core.setup(numPlayers, options, rng);
    const mirror = new FrameworkMirror<unknown>(game, numPlayers, options, seed);
    let steps = 0;
    // Stop at `stopAt`, or after it at the first decision with a real choice (a lone legal action is not searched).
    const choice = () => core.activeSeats(state).some((seat) => core.legalActions(state, seat).length > 1);
    for (; (steps < stopAt || !choice()) && !core.isOver(state); steps++) {
      const { seat, action } = randomStep(core, state, choices);
      core.apply(state, seat, action, rng);
      mirror.apply(seat, action);
    }
    return { state, mirror, steps };
  };
  const length = run(Infinity).steps;
  return [0, Math.floor(length / 3), Math.floor((2 * length) / 3)].map((at) => {
    const reached = run(at);
    return { label: `step ${reached.steps}/${length}`, ...reached };
  });
}

/** Our search, in a worker thread of its own as deployed (see bench/our-search-thread.ts); one search at a time. */
class OurSearchThread {
  private readonly worker = new Worker(new URL('./our-search-thread-boot.mjs', import.meta.url));

  rate(game: string, state: unknown): Promise<OurSearchRate> {
    const request: OurSearchRequest = { game, state, millis: OUR_MILLIS, playoutDepth: PLAYOUT_DEPTH };
    return new Promise((resolve, reject) => {
      const done = (rate: OurSearchRate) => {
        this.worker.off('error', reject);
        resolve(rate);
      };
      this.worker.once('message', done).once('error', reject).postMessage(request);
    });
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

async function mctsRate({ core }: ArenaGame, position: Position): Promise<number> {
  const { game, state } = position.mirror;
  const settings = {
    game,
    enumerate: game.ai?.enumerate as never,
    seed: 'bench',
    iterations: 1_000_000,
    playoutDepth: PLAYOUT_DEPTH,
  };
  const bot = new CountingMCTSBot(settings, MCTS_MILLIS);
  const start = performance.now();
  await bot.play(state, String(core.activeSeats(position.state)[0]));
  return (bot.steps / (performance.now() - start)) * 1000;
}

function cloneRate(clone: (value: unknown) => unknown, state: unknown): number {
  const start = performance.now();
  let n = 0;
  while (performance.now() - start < 200) {
    for (let i = 0; i < 100; i++) clone(state);
    n += 100;
  }
  return (n / (performance.now() - start)) * 1000;
}

/** Collects the last search's garbage before the next one is timed (the child process runs with --expose-gc; our thread collects its own). */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

async function best(measure: () => number | Promise<number>): Promise<number> {
  let top = 0;
  for (let run = 0; run < RUNS; run++) top = Math.max(top, await measure());
  return top;
}

const fmt = (x: number) => Math.round(x).toLocaleString('en-US').padStart(12);

async function measureGame(name: string, variant: Variant): Promise<void> {
  const entry = ARENA_GAMES[variant.game] as ArenaGame;
  const numPlayers = variant.numPlayers ?? Math.min(Math.max(entry.core.minPlayers, 2), entry.core.maxPlayers);
  const all = positions(entry, numPlayers, `bench-${name}`, variant.options).filter(
    (position) => !entry.core.isOver(position.state),
  );
  const ourThread = new OurSearchThread();
  // One untimed search each first, so the JIT has compiled both before anything is measured.
  if (all[0]) {
    await ourThread.rate(variant.game, all[0].state);
    await mctsRate(entry, all[0]);
  }
  for (const position of all) {
    let theirs = 0;
    let ours: OurSearchRate = { stepsPerSecond: 0, iterationsPerSecond: 0 };
    for (let run = 0; run < RUNS; run++) {
      const rate = await ourThread.rate(variant.game, position.state);
      // The game's pruning left one move (a river tile's one distinct placement): our search returns it unsearched.
      if (rate.stepsPerSecond === 0) break;
      if (rate.stepsPerSecond > ours.stepsPerSecond) ours = rate;
      collectGarbage();
      theirs = Math.max(theirs, await mctsRate(entry, position));
    }
    const steps = ours.stepsPerSecond;
    if (steps === 0) {
      console.log(`${name.padEnd(16)}${position.label.padEnd(14)}  one move after pruning: not searched`);
      continue;
    }
    const clones = [
      await best(() => cloneRate(jsonClone, position.state)),
      await best(() => cloneRate(structuredClone, position.state)),
    ];
    console.log(
      `${name.padEnd(16)}${position.label.padEnd(14)}${fmt(steps)}${fmt(ours.iterationsPerSecond)}${(1e6 / steps).toFixed(2).padStart(8)}  ${fmt(theirs)}  ${(steps / theirs).toFixed(0).padStart(5)}x${fmt(clones[0] as number)}${fmt(clones[1] as number)}`,
    );
  }
  await ourThread.stop();
}

// Each game is measured in a fresh process (this file again, with the game named in the environment): in
// one process the search and the reducer run every game's code, and V8's inline caches, tuned to the first
// game, slow both sides down on the next ones.
const only = process.env.BENCH_BOTS_GAME;
if (only !== undefined) {
  await measureGame(only, VARIANTS[only] as Variant);
} else {
  console.log(
    `NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}; ours ${OUR_MILLIS} ms, MCTSBot ${MCTS_MILLIS} ms a search, playout depth ${PLAYOUT_DEPTH} (or the game's)`,
  );
  console.log(
    `${'game'.padEnd(16)}${'position'.padEnd(14)}${'IS-MCTS st/s'.padStart(12)}${'iter/s'.padStart(12)}${'µs/st'.padStart(8)}${'MCTSBot st/s'.padStart(14)}${'ratio'.padStart(8)}${'JSON cl/s'.padStart(12)}${'sClone cl/s'.padStart(13)}`,
  );
  const chosen = process.env.BENCH_BOTS_ONLY?.split(',');
  for (const name of Object.keys(VARIANTS).filter((row) => chosen === undefined || chosen.includes(row))) {
    const env = { ...process.env, BENCH_BOTS_GAME: name };
    spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, fileURLToPath(import.meta.url)], {
      env,
      stdio: 'inherit',
    });
  }
}
