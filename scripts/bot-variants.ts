/**
 * `npm run bot-variants -- --label NAME [--sets 20] [--from 0] [--iterations 2000] [--exploration 0.7]
 *  [--depth 24] [--margin-weight 0.1] [--reward softmax|margin] [--final softmax|blend] [--temperature 12.5]
 *  [--root-keep K] [--widening C] [--playout-meeples shipped|score] [--playout-place uniform|fill] [--out FILE]`
 *
 * The experiment harness of docs/bots.md#what-made-hard-stronger: hard with changed search settings
 * against the Star2.5 anchor in 2-player Carcassonne, on the ladder's seeds (`ladder/carcassonne-2p/<set>`)
 * with the seats rotated (each set plays its deal twice, the variant in seat 0 then in seat 1), by
 * iterations only, so a game depends on nothing but its flags and seed, not on the machine's load, and
 * every variant plays the same deals. Prints one line per game and the variant's win share (ties split)
 * with its 95% Wilson interval and mean margin; `--out` appends each game as a JSON line.
 */
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { carcassonneBotCore, carcassonneSearch, searchDeterminize, TEMPERATURE } from '../games/carcassonne/bot';
import { scoringMeeplePolicy } from '../games/carcassonne/playout-meeples';
import { fillingPolicy } from '../games/carcassonne/playout-placement';
import { bestPlacements } from '../games/carcassonne/root-widening';
import { star25Action } from '../games/carcassonne/anchor/star25';
import { carcassonneCore } from '../games/carcassonne/rules/core';
import { finalScoring } from '../games/carcassonne/rules/scoring';
import type { CarcassonneAction, CarcassonneState } from '../games/carcassonne/rules/state';
import { chooseAction } from '../games/shared/bot-player';
import { outcomeRewards, softmaxShares, type SearchCore } from '../games/shared/ismcts';
import { wilson } from '../tools/arena/arena-stats';
import { playMatch, type Player } from '../tools/arena/match';

const { values } = parseArgs({
  options: {
    label: { type: 'string', default: 'hard' },
    sets: { type: 'string', default: '20' },
    from: { type: 'string', default: '0' },
    iterations: { type: 'string', default: '2000' },
    exploration: { type: 'string' },
    depth: { type: 'string' },
    'margin-weight': { type: 'string' },
    reward: { type: 'string', default: 'softmax' },
    final: { type: 'string' },
    'root-keep': { type: 'string' },
    widening: { type: 'string' },
    'playout-meeples': { type: 'string', default: 'shipped' },
    'playout-place': { type: 'string', default: 'uniform' },
    temperature: { type: 'string', default: String(TEMPERATURE) },
    out: { type: 'string' },
  },
});

type State = CarcassonneState;
type Action = CarcassonneAction;
type Policy = NonNullable<NonNullable<SearchCore<State, Action>['search']>['playoutPolicy']>;

/** The cut-off reward: the shipped softmax of projected scores, or the margin over the best other seat. */
function cutOffRewards(): (state: State) => number[] {
  const temperature = Number(values.temperature);
  if (values.reward === 'softmax')
    return (state) => {
      finalScoring(state, false);
      return softmaxShares(state.scores, temperature);
    };
  if (values.reward === 'margin')
    return (state) => {
      finalScoring(state, false);
      const best = Math.max(...state.scores);
      return outcomeRewards(
        state.scores,
        state.scores.flatMap((score, seat) => (score === best ? [seat] : [])),
        1,
      );
    };
  throw new Error(`unknown --reward ${values.reward}`);
}

/**
 * `--final softmax`: a finished playout judged by the same softmax of its scores as a cut one (measured, not shipped);
 * `--final blend`: by the win share blended with the margin by `marginWeight` (the search's default, as shipped).
 */
function finalRewards(): { finalRewards?: (state: State) => number[] } {
  if (values.final === undefined) return {};
  if (values.final === 'blend') return { finalRewards: undefined };
  if (values.final !== 'softmax') throw new Error(`unknown --final ${values.final}`);
  const temperature = Number(values.temperature);
  return { finalRewards: (state) => softmaxShares(state.scores, temperature) };
}

/**
 * `--playout-meeples score`: playouts always put a meeple where it scores at once; `--playout-place fill`:
 * a tile goes to the better-filled of two random placements (both measured, not shipped).
 */
function playoutPolicy(): Pick<NonNullable<SearchCore<State, Action>['search']>, 'playoutPolicy'> {
  const meeples = values['playout-meeples'];
  if (meeples !== 'shipped' && meeples !== 'score') throw new Error(`unknown --playout-meeples ${meeples}`);
  const place = values['playout-place'];
  if (place !== 'uniform' && place !== 'fill') throw new Error(`unknown --playout-place ${place}`);
  if (meeples === 'shipped' && place === 'uniform') return {};
  const rest = meeples === 'score' ? scoringMeeplePolicy : (carcassonneSearch.playoutPolicy as Policy);
  return { playoutPolicy: place === 'fill' ? fillingPolicy(rest) : rest };
}

const core: SearchCore<State, Action> = {
  ...carcassonneBotCore,
  search: {
    ...carcassonneSearch,
    rewards: cutOffRewards(),
    ...finalRewards(),
    ...playoutPolicy(),
    ...(values['root-keep'] === undefined
      ? {}
      : {
          rootPrune: (view: State, seat: number, actions: Action[]) =>
            bestPlacements(view, seat, actions, Number(values['root-keep']), searchDeterminize),
        }),
    ...(values.depth === undefined ? {} : { playoutDepth: Number(values.depth) }),
  },
};
const overrides = {
  maxIterations: Number(values.iterations),
  maxMillis: Infinity,
  ...(values.exploration === undefined ? {} : { exploration: Number(values.exploration) }),
  ...(values['margin-weight'] === undefined ? {} : { marginWeight: Number(values['margin-weight']) }),
  ...(values.widening === undefined ? {} : { widening: Number(values.widening) }),
};

function variantPlayer(seed: string): Player<State, Action> {
  let decisions = 0;
  return {
    decide: (state, seat) =>
      chooseAction(core, carcassonneCore.view(state, seat), seat, 'hard', `${seed}/${decisions++}`, overrides).action,
  };
}
const star25: Player<State, Action> = {
  decide: (state, seat) => star25Action(carcassonneCore.view(state, seat), seat),
};

const from = Number(values.from);
const sets = Number(values.sets);
let wins = 0;
let games = 0;
let margin = 0;
for (let set = from; set < from + sets; set++) {
  const seed = `ladder/carcassonne-2p/${set}`;
  for (const seat of [0, 1]) {
    const players = seat === 0 ? [variantPlayer(`${seed}/seat0`), star25] : [star25, variantPlayer(`${seed}/seat1`)];
    const t0 = performance.now();
    const record = await playMatch(carcassonneCore, carcassonneCore.defaultOptions(2), seed, players);
    const win = record.winners.includes(seat) ? 1 / record.winners.length : 0;
    const lead = (record.scores[seat] as number) - (record.scores[1 - seat] as number);
    wins += win;
    games += 1;
    margin += lead;
    const line = { label: values.label, overrides, flags: values, set, seat, scores: record.scores, win, lead };
    if (values.out) appendFileSync(values.out, `${JSON.stringify(line)}\n`);
    const { low, high } = wilson(wins, games);
    console.error(
      `${values.label} set ${set} seat ${seat}: ${record.scores.join(':')} ${win ? 'won' : 'lost'}` +
        ` (${Math.round((performance.now() - t0) / 1000)} s); so far ${wins} of ${games},` +
        ` ${(100 * low).toFixed(1)}-${(100 * high).toFixed(1)}%`,
    );
  }
}
const { low, high } = wilson(wins, games);
console.log(
  `${values.label}: ${wins} of ${games}, ${((100 * wins) / games).toFixed(1)}% [${(100 * low).toFixed(1)}, ` +
    `${(100 * high).toFixed(1)}], mean margin ${(margin / games).toFixed(1)} (sets ${from}-${from + sets - 1}, ` +
    `${overrides.maxIterations} iterations)`,
);
