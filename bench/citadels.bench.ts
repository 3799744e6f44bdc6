/**
 * Citadels: random full games per second through the rules core and through boardgame.io's reducer,
 * with the same seeds and the same choices, 4 and 7 players. Prints figures; asserts nothing.
 */
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { citadelsCore } from '../games/citadels/core';
import { citadelsGame } from '../games/citadels/game';
import type { CitadelsState } from '../games/citadels/rules/types';
import { createRng, pick } from '../games/shared/rng';

function coreGame(numPlayers: number, seed: string): number {
  const rng = createRng(seed);
  const choices = createRng(`${seed}/choices`);
  const s = citadelsCore.setup(numPlayers, citadelsCore.defaultOptions(numPlayers), rng);
  let steps = 0;
  while (!citadelsCore.isOver(s)) {
    const seat = pick(choices, citadelsCore.activeSeats(s));
    citadelsCore.apply(s, seat, pick(choices, citadelsCore.legalActions(s, seat)), rng);
    steps++;
  }
  return steps;
}

function reducerGame(numPlayers: number, seed: string): number {
  const game = ProcessGameConfig({ ...citadelsGame, seed });
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({
    game,
    numPlayers,
    setupData: citadelsCore.defaultOptions(numPlayers),
  }) as State<CitadelsState>;
  const choices = createRng(`${seed}/choices`);
  let steps = 0;
  while (!state.ctx.gameover) {
    const seat = pick(choices, citadelsCore.activeSeats(state.G));
    const action = pick(choices, citadelsCore.legalActions(state.G, seat));
    state = reducer(state, {
      type: 'MAKE_MOVE',
      payload: { type: action.type, args: [action], playerID: String(seat) },
    }) as State<CitadelsState>;
    steps++;
  }
  return steps;
}

function measure(run: (seed: string) => number, minMs: number): { games: number; steps: number; ms: number } {
  const start = performance.now();
  let games = 0;
  let steps = 0;
  while (performance.now() - start < minMs) steps += run(`bench-${games++}`);
  return { games, steps, ms: performance.now() - start };
}

const warm = process.env.BENCH_QUICK ? 200 : 1000;
const seconds = process.env.BENCH_QUICK ? 1000 : 4000;
for (const numPlayers of [4, 7]) {
  measure((seed) => coreGame(numPlayers, seed), warm);
  const core = measure((seed) => coreGame(numPlayers, seed), seconds);
  const framework = measure((seed) => reducerGame(numPlayers, seed), seconds);
  const perSec = (m: { games: number; ms: number }) => (m.games / m.ms) * 1000;
  const stepUs = (m: { steps: number; ms: number }) => ((m.ms / m.steps) * 1000).toFixed(1);
  console.log(
    `${numPlayers} players: core ${perSec(core).toFixed(1)} games/s (${stepUs(core)} µs/step, ${(core.steps / core.games).toFixed(0)} steps/game); ` +
      `boardgame.io reducer ${perSec(framework).toFixed(2)} games/s (${stepUs(framework)} µs/step); ratio ${(perSec(core) / perSec(framework)).toFixed(0)}×`,
  );
}
