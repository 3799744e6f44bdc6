/**
 * A hash of everything a Carcassonne speed change must leave alone (docs/performance.md#carcassonne-all-options):
 * seeded random games of four kinds (base 2 players; every option on 6 players; Traders & Builders 3
 * players; Inns & Cathedrals with the Abbot and no farmers 4 players) with, at every step, the legal
 * actions and, in every meeple step, the refusal of every figure at every location of the placed tile; at
 * the end the scores, score log, history, figures on the board, supplies and goods. Then our search
 * (`carcassonneBotCore`, the medium level's constants at a fixed number of iterations) at positions of
 * seeded games of each kind: the chosen action, every root child's visits and the step counts. Run it on
 * the code before and after a change: the hashes must be equal.
 *
 *   npx tsx scripts/carcassonne-results-hash.ts [games per kind, default 100] [searches per kind, default 8]
 */
import { createHash } from 'node:crypto';
import { carcassonneBotCore } from '../games/carcassonne/bot';
import { FIGURE_KINDS } from '../games/carcassonne/data/figures';
import { ORIENTED } from '../games/carcassonne/geometry';
import { refusal } from '../games/carcassonne/rules/legal';
import { carcassonneCore as core } from '../games/carcassonne/rules/core';
import {
  scoreEvents,
  turnEntries,
  type CarcassonneAction,
  type CarcassonneOptions,
  type CarcassonneState,
} from '../games/carcassonne/rules/state';
import { LEVELS } from '../games/shared/bot-player';
import { ismcts } from '../games/shared/ismcts';
import { createRng, pick } from '../games/shared/rng';

const KINDS: { name: string; players: number; options: CarcassonneOptions }[] = [
  { name: 'base', players: 2, options: { farmers: true } },
  {
    name: 'all',
    players: 6,
    options: { farmers: true, river: true, abbot: true, innsCathedrals: true, tradersBuilders: true },
  },
  { name: 'traders', players: 3, options: { farmers: true, tradersBuilders: true } },
  { name: 'inns-abbot', players: 4, options: { farmers: false, innsCathedrals: true, abbot: true } },
];

const GAMES = Number(process.argv[2] ?? 100);
const SEARCHES = Number(process.argv[3] ?? 8);
const ITERATIONS = 400;

/** Every figure at every location of the placed tile, refused or not (the meeple step's checks, by name). */
function meepleRefusals(state: CarcassonneState): string {
  if (state.step !== 'meeple' || state.placed === null) return '';
  const tile = state.board[state.placed]!;
  const locations = Object.keys(ORIENTED[tile.type][tile.rotation]!.locationIndex);
  const out: string[] = [];
  for (const figure of FIGURE_KINDS)
    for (const location of locations) {
      const action =
        figure === 'meeple' ? { type: 'placeMeeple', location } : { type: 'placeMeeple', location, figure };
      out.push(refusal(state, state.turn, action) ?? 'ok');
    }
  out.push(refusal(state, state.turn, { type: 'returnAbbot' }) ?? 'ok');
  return out.join('|');
}

function playGames(kind: (typeof KINDS)[number]): string {
  const hash = createHash('sha256');
  let steps = 0;
  for (let g = 0; g < GAMES; g++) {
    const rng = createRng(`hash-${kind.name}-${g}`);
    const choices = createRng(`hash-${kind.name}-${g}/choices`);
    let state = core.setup(kind.players, kind.options, rng);
    while (!core.isOver(state)) {
      const seat = state.turn;
      const legal = core.legalActions(state, seat);
      hash.update(`${legal.length}:${JSON.stringify(legal)}\n${meepleRefusals(state)}\n`);
      const action = pick(choices, legal);
      // Every other game applies on the server's copy (rules/copy.ts), as the server does.
      if (g % 2 === 1) state = core.copyForApply!(state, action);
      core.apply(state, seat, action, rng);
      steps++;
    }
    hash.update(
      JSON.stringify({
        scores: state.scores,
        log: scoreEvents(state),
        history: turnEntries(state),
        meeples: state.meeples,
        supply: state.supply,
        figures: state.figures,
        goods: state.goods,
        discarded: state.discarded,
      }),
    );
  }
  return `${kind.name}: ${GAMES} games, ${steps} steps, ${hash.digest('hex').slice(0, 16)}`;
}

/** States a fifth, two, three and four fifths into a seeded random game, each at a place step and the meeple step after it. */
function positions(kind: (typeof KINDS)[number], seed: string): CarcassonneState[] {
  const play = (stop: (state: CarcassonneState, steps: number) => boolean) => {
    const rng = createRng(seed);
    const choices = createRng(`${seed}/choices`);
    const state = core.setup(kind.players, kind.options, rng);
    let steps = 0;
    while (!core.isOver(state) && !stop(state, steps)) {
      core.apply(state, state.turn, pick(choices, core.legalActions(state, state.turn)) as CarcassonneAction, rng);
      steps++;
    }
    return { state, steps };
  };
  const length = play(() => false).steps;
  const out: CarcassonneState[] = [];
  for (const fifth of [1, 2, 3, 4]) {
    const at = Math.floor((length * fifth) / 5);
    for (const extra of [0, 1]) {
      const { state } = play((s, steps) => steps >= at + extra && core.legalActions(s, s.turn).length > 1);
      if (!core.isOver(state)) out.push(state);
    }
  }
  return out;
}

function searches(kind: (typeof KINDS)[number]): string {
  const hash = createHash('sha256');
  let count = 0;
  const options = { ...LEVELS.medium, maxIterations: ITERATIONS, maxMillis: Infinity };
  for (let g = 0; g < SEARCHES; g++) {
    for (const state of positions(kind, `search-${kind.name}-${g}`)) {
      const seat = state.turn;
      const result = ismcts(carcassonneBotCore, core.view(state, seat), seat, options, `seed-${g}-${state.turns}`);
      hash.update(
        JSON.stringify({
          action: result.action,
          root: result.root.map((r) => [r.action, r.visits]),
          steps: [result.stats.iterations, result.stats.treeSteps, result.stats.playoutSteps],
        }),
      );
      count++;
    }
  }
  return `${kind.name}: ${count} searches of ${ITERATIONS} iterations, ${hash.digest('hex').slice(0, 16)}`;
}

const all = createHash('sha256');
for (const kind of KINDS) {
  const line = playGames(kind);
  all.update(line);
  console.log(line);
}
for (const kind of KINDS) {
  const line = searches(kind);
  all.update(line);
  console.log(line);
}
console.log(`all: ${all.digest('hex').slice(0, 16)}`);
