/**
 * boardgame.io's reducer a move, the stock Game against the server's fast Game (server/transport/fast-game.ts,
 * docs/performance.md#fast-game), side by side in one run: seeded random whole games of 4-player Carcassonne
 * and 5- and 7-player Machiavelli are recorded once, then replayed through each reducer in alternating
 * rounds, each move given its own ctx as the engine does. `fast` is the server's; `generic` is the fast
 * Game's path for a move it does not know as a `coreMove` (the whole move, refusal included, on the Immer 11
 * draft), measured by hiding the moves' origin. Wall time and the process's CPU time
 * (`process.cpuUsage`) of the replays only. Run in production mode (`NODE_ENV=production npm run bench --
 * fast-game`), where Immer runs the build the server runs. With BENCH_BEFORE=DIR (a checkout of an earlier
 * commit) that checkout's fast Game (`before`) runs too, in the same alternating rounds, over the same games.
 * Prints; asserts nothing about timings.
 */
import { loadavg } from 'node:os';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { carcassonneGame } from '../games/carcassonne/game';
import { carcassonneCore } from '../games/carcassonne/rules/core';
import { citadelsGame } from '../games/citadels/game';
import { citadelsCore } from '../games/citadels/core';
import type { ActionBase, RulesCore } from '../games/shared/contract';
import { createRng, pick } from '../games/shared/rng';
import { fastGame } from '../server/transport/fast-game';
import { withOwnCtx } from '../server/transport/own-ctx';
import type * as FastGame from '../server/transport/fast-game';

// The earlier checkout's fast Game over its own Games (its `coreMoveOf` knows only its own moves).
const BEFORE = process.env.BENCH_BEFORE;
const fastGameBefore = BEFORE
  ? ((await import(`${BEFORE}/server/transport/fast-game.ts`)) as typeof FastGame).fastGame
  : undefined;
const gamesBefore = BEFORE
  ? {
      carcassonne: ((await import(`${BEFORE}/games/carcassonne/game.ts`)) as { carcassonneGame: Game }).carcassonneGame,
      citadels: ((await import(`${BEFORE}/games/citadels/game.ts`)) as { citadelsGame: Game }).citadelsGame,
    }
  : undefined;

const GAMES = Number(process.env.FAST_GAME_GAMES ?? 12);
const ROUNDS = Number(process.env.FAST_GAME_ROUNDS ?? 5);

type Reducer = (state: State, action: unknown) => State;
interface Recorded {
  seed: string;
  start: State;
  moves: unknown[];
}

const reducerOf = (game: Game, seed: string) =>
  CreateGameReducer({ game: ProcessGameConfig({ ...game, seed }) }) as unknown as Reducer;

/** One random whole game through the stock reducer: its first state and its moves. */
function record<S, A extends ActionBase, O>(core: RulesCore<S, A, O>, game: Game, numPlayers: number, seed: string) {
  const reducer = reducerOf(game, seed);
  const start = InitializeGame({ game: ProcessGameConfig({ ...game, seed }), numPlayers }) as State;
  const choices = createRng(`${seed}/choices`);
  const moves: unknown[] = [];
  let state = start;
  while (state.ctx.gameover === undefined) {
    const seat = core.activeSeats(state.G as S)[0]!;
    const action = pick(choices, core.legalActions(state.G as S, seat));
    const move = { type: 'MAKE_MOVE', payload: { type: action.type, args: [action], playerID: String(seat) } };
    state = reducer(withOwnCtx(state), move);
    moves.push(move);
  }
  return { seed, start, moves };
}

/** Replays the games through `game`'s reducer: wall and CPU milliseconds and the number of moves. */
function replay(game: Game, games: Recorded[]) {
  const reducers = games.map((g) => reducerOf(game, g.seed));
  let wall = 0;
  let cpu = 0;
  let moves = 0;
  games.forEach((g, i) => {
    const reducer = reducers[i]!;
    let state = g.start;
    const cpuStart = process.cpuUsage();
    const wallStart = performance.now();
    for (const move of g.moves) state = reducer(withOwnCtx(state), move);
    wall += performance.now() - wallStart;
    const used = process.cpuUsage(cpuStart);
    cpu += (used.user + used.system) / 1000;
    moves += g.moves.length;
  });
  return { wall, cpu, moves };
}

/** The Game with copies of its long-form moves, which `coreMoveOf` does not know. */
function unmarked(game: Game): Game {
  const copy = (moves: object | undefined) =>
    moves && Object.fromEntries(Object.entries(moves).map(([name, move]) => [name, { ...(move as object) }]));
  const phases = Object.entries(game.phases ?? {}).map(([name, phase]) => {
    const stages = Object.entries(phase.turn?.stages ?? {}).map(([stage, s]) => [
      stage,
      { ...s, moves: copy(s.moves) },
    ]);
    const turn = phase.turn && { ...phase.turn, stages: Object.fromEntries(stages) };
    return [name, { ...phase, moves: copy(phase.moves), turn }];
  });
  return { ...game, moves: copy(game.moves), ...(game.phases ? { phases: Object.fromEntries(phases) } : {}) } as Game;
}

type Name = 'stock' | 'fast' | 'generic' | 'before';

const configurations = [
  {
    name: '4-player Carcassonne',
    core: carcassonneCore,
    game: carcassonneGame as Game,
    numPlayers: 4,
    before: gamesBefore?.carcassonne,
  },
  {
    name: '5-player Machiavelli',
    core: citadelsCore,
    game: citadelsGame as Game,
    numPlayers: 5,
    before: gamesBefore?.citadels,
  },
  {
    name: '7-player Machiavelli',
    core: citadelsCore,
    game: citadelsGame as Game,
    numPlayers: 7,
    before: gamesBefore?.citadels,
  },
];

console.log(
  `NODE_ENV=${process.env.NODE_ENV ?? ''}, ${GAMES} games a configuration, ${ROUNDS} rounds, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
if (process.env.NODE_ENV !== 'production')
  console.log('(not production mode: Immer runs its slower development build)');
for (const config of configurations) {
  const games = Array.from({ length: GAMES }, (_, i) =>
    record(config.core as RulesCore<unknown, ActionBase, unknown>, config.game, config.numPlayers, `fast-bench-${i}`),
  );
  const variants: Partial<Record<Name, Game>> = {
    stock: config.game,
    fast: fastGame(config.game),
    generic: fastGame(unmarked(config.game)),
    ...(fastGameBefore && config.before ? { before: fastGameBefore(config.before) } : {}),
  };
  const names = Object.keys(variants) as Name[];
  const totals = Object.fromEntries(names.map((n) => [n, { wall: 0, cpu: 0, moves: 0 }])) as Record<
    Name,
    { wall: number; cpu: number; moves: number }
  >;
  for (const name of names) replay(variants[name]!, games.slice(0, 1)); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const r = replay(variants[name]!, games);
      totals[name].wall += r.wall;
      totals[name].cpu += r.cpu;
      totals[name].moves += r.moves;
    }
  }
  const perMove = (name: Name, key: 'wall' | 'cpu') => (totals[name][key] * 1000) / totals[name].moves;
  const column = (name: Name) =>
    `${name} ${perMove(name, 'cpu').toFixed(0)} CPU / ${perMove(name, 'wall').toFixed(0)} wall`;
  console.log(
    `${config.name}: ${totals.stock.moves / ROUNDS} moves a round; µs a move: ${names.map(column).join(', ')}; ` +
      `stock / fast: CPU ${(perMove('stock', 'cpu') / perMove('fast', 'cpu')).toFixed(2)}×, ` +
      `wall ${(perMove('stock', 'wall') / perMove('fast', 'wall')).toFixed(2)}×` +
      (fastGameBefore ? `; before / fast: CPU ${(perMove('before', 'cpu') / perMove('fast', 'cpu')).toFixed(2)}×` : ''),
  );
}
