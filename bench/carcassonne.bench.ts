/**
 * Carcassonne: random full games per second through the rules core and through boardgame.io's reducer
 * (`CreateGameReducer`/`InitializeGame`, as the differential harness uses them), with the same seeds and
 * the same random choices, and the ratio; then the rules core's time per action side by side, the base
 * game (2 players) against every option on (6 players, 114 land tiles and the river), in interleaved
 * rounds. Prints; asserts only that both paths end with the same scores.
 */
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { State } from 'boardgame.io';
import { carcassonneGame } from '../games/carcassonne/game';
import { carcassonneCore as core } from '../games/carcassonne/rules/core';
import type { CarcassonneOptions, CarcassonneState } from '../games/carcassonne/rules/state';
import { createRng, pick } from '../games/shared/rng';

const NUM_PLAYERS = Number(process.env.PLAYERS ?? 2);
const OPTIONS = { farmers: true };

/** Every option on: the expansions with six players (docs/rules/carcassonne.md#options). */
const ALL_OPTIONS = { farmers: true, river: true, abbot: true, innsCathedrals: true, tradersBuilders: true };

function coreGame(
  seed: string,
  numPlayers = NUM_PLAYERS,
  options: CarcassonneOptions = OPTIONS,
): { scores: number[]; steps: number } {
  const rng = createRng(seed);
  const choices = createRng(`${seed}/choices`);
  const state = core.setup(numPlayers, options, rng);
  let steps = 0;
  while (!core.isOver(state)) {
    const seat = state.turn;
    core.apply(state, seat, pick(choices, core.legalActions(state, seat)), rng);
    steps++;
  }
  return { scores: state.scores, steps };
}

function reducerGame(seed: string): { scores: number[]; steps: number } {
  const game = ProcessGameConfig({ ...carcassonneGame, seed });
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: NUM_PLAYERS, setupData: OPTIONS }) as State<CarcassonneState>;
  const choices = createRng(`${seed}/choices`);
  let steps = 0;
  while (!state.ctx.gameover) {
    const seat = state.G.turn;
    const action = pick(choices, core.legalActions(state.G, seat));
    state = reducer(state, {
      type: 'MAKE_MOVE',
      payload: { type: action.type, args: [action], playerID: String(seat) },
    }) as State<CarcassonneState>;
    steps++;
  }
  return { scores: state.G.scores, steps };
}

function measure(run: (seed: string) => { scores: number[]; steps: number }, budgetMs: number, minGames: number) {
  const results: { scores: number[]; steps: number }[] = [];
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  while (results.length < minGames || performance.now() - start < budgetMs)
    results.push(run(`bench-${results.length}`));
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const steps = results.reduce((n, r) => n + r.steps, 0);
  return {
    results,
    games: results.length,
    gamesPerSecond: (results.length * 1000) / ms,
    gamesPerCpuSecond: (results.length * 1000) / cpuMs,
    stepsPerSecond: (steps * 1000) / ms,
  };
}

for (let i = 0; i < 50; i++) coreGame(`warmup-${i}`);
const fast = measure(coreGame, 5000, 100);
const slow = measure(reducerGame, 5000, 5);
for (let i = 0; i < slow.games; i++) {
  if (JSON.stringify(slow.results[i]!.scores) !== JSON.stringify(fast.results[i]!.scores))
    throw new Error(`seed bench-${i}: core and reducer disagree`);
}
const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 0);
console.log(`random ${NUM_PLAYERS}-player games, farmers on, same seeds and choices on both paths`);
console.log("(games per CPU-second counts only this process's CPU time: steadier than wall time on a busy machine)");
const line = (name: string, m: typeof fast) =>
  console.log(
    `${name} ${fmt(m.gamesPerSecond)} games/s wall, ${fmt(m.gamesPerCpuSecond)} games per CPU-second, ${fmt(m.stepsPerSecond)} actions/s, ${m.games} games`,
  );
line('rules core:          ', fast);
line('boardgame.io reducer:', slow);
console.log(
  `ratio core/reducer:   ${fmt(fast.gamesPerSecond / slow.gamesPerSecond)}x wall, ${fmt(fast.gamesPerCpuSecond / slow.gamesPerCpuSecond)}x CPU`,
);

/** Microseconds per core action over `budgetMs` of random games. */
function microsPerAction(numPlayers: number, options: CarcassonneOptions, round: number, budgetMs: number): number {
  let steps = 0;
  let games = 0;
  const start = process.cpuUsage();
  const wall = performance.now();
  while (performance.now() - wall < budgetMs)
    steps += coreGame(`per-action-${round}-${games++}`, numPlayers, options).steps;
  const cpu = process.cpuUsage(start);
  return (cpu.user + cpu.system) / steps;
}

for (let i = 0; i < 20; i++) coreGame(`warmup-all-${i}`, 6, ALL_OPTIONS);
const base: number[] = [];
const all: number[] = [];
for (let round = 0; round < 5; round++) {
  base.push(microsPerAction(2, OPTIONS, round, 1000));
  all.push(microsPerAction(6, ALL_OPTIONS, round, 1000));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log('\nrules core, CPU µs per action (random games, 5 interleaved rounds of 1 s each):');
console.log(
  `base, 2 players:                 median ${median(base).toFixed(2)}  rounds ${base.map((x) => x.toFixed(2)).join(' ')}`,
);
console.log(
  `every option on, 6 players:      median ${median(all).toFixed(2)}  rounds ${all.map((x) => x.toFixed(2)).join(' ')}`,
);
