/**
 * Search hints for the fair bots (games/shared/ismcts.ts), framework-free:
 * - `prune`: a tile whose rotations repeat (ROTATION_PERIOD: 1, 2 or 4 distinct ones) is searched in its
 *   distinct rotations only, so the tree does not split its visits between placements that are the same.
 * - `playoutPolicy`: tiles go to a uniformly random legal place (drawn without listing every placement), but meeples go where players put them:
 *   usually on a city, road or cloister of the new tile while more than one is in the supply, on a field
 *   only now and then (and mostly late), otherwise skipped. Uniform play would scatter farmers and leave
 *   no meeples for the features that score during the playout.
 * - `rewards`: playouts are cut after a few turns and judged by the projected final scores (the board
 *   scored as if the game ended now, which sees unfinished cities, roads, cloisters and fields that the
 *   running score does not), turned into win chances by a softmax over the seats. The playout's sample is
 *   scored in place (no copy, no score log), once for all seats.
 * - With the abbot, playouts take it back now and then when they may, and place it like any other figure
 *   on a cloister or garden (the search itself weighs every choice).
 * - `clone`: the identity, since `determinize` already returns a fresh state; `actionKey`: integer keys
 *   for placements;
 *   `prepare`: the view with `parent` and `features` as sparse arrays and the tiles-left counts as a fast
 *   object, which each sample copies fast.
 * The bot core also replaces `determinize` with `searchDeterminize`: the same bag order for the same RNG,
 * built by copying only what `apply` changes in place instead of a JSON round trip of the whole view; and
 * `resample` makes each later sample from the last one, taking back the tiles and figures its iteration
 * added and putting back the figures it sent home, instead of copying the board and the figures, the two
 * records V8 copies slowly (docs/performance.md#carcassonne-all-options).
 */
import type { Seat } from '../shared/contract';
import { softmaxShares, type Key, type SearchCore, type SearchHints } from '../shared/ismcts';
import { pick, type Rng } from '../shared/rng';
import { sampleBag, unknownTiles, type UnknownTiles } from './determinize';
import { isRiverKind } from './data/tile-sets';
import { ROTATION_PERIOD, posKey, type Rotation } from './geometry';
import { FITTING } from './rules/placement';
import { carcassonneCore } from './rules/core';
import { copyFigures, copyRecord } from './rules/copy';
import { finalScoring } from './rules/scoring';
import {
  meepleKey,
  type CarcassonneAction,
  type CarcassonneState,
  type Meeple,
  type RemainingTiles,
} from './rules/state';

/** Points of lead per e-fold in the odds of winning (a 25-point lead is about 88%, as tanh(1)). */
export const TEMPERATURE = 12.5;
/** Tiles left in the bag from which farmers become attractive in playouts. */
const LATE = 20;
/** How often a playout takes the abbot back when it may (docs/rules/carcassonne.md#abbot-return): it scores now and frees the abbot. */
const RETURN_CHANCE = 0.25;

/** A copy of a record keyed by segment id (`parent`, `features`) as a sparse array, which copies far faster. */
function sparseCopy<T>(record: Record<number, T>): Record<number, T> {
  if (Array.isArray(record)) return record.slice() as T[];
  const array: T[] = [];
  for (const id in record) array[Number(id)] = record[id] as T;
  return array;
}

/**
 * A copy of the tiles-left counts whose properties V8 keeps in fast mode, made by `JSON.parse`, which gives
 * an object all its properties in one hidden class. The rules' record got its expansion kinds one by one
 * after its base letters (`countByType`), past the point where V8 turns an object into a hash table; so
 * did a copy made by adding its kinds one by one, at some positions; and with every option on (some 80
 * kinds) spreading that table for every sample cost 40 µs where spreading a fast object costs under 1.
 */
function fastCounts(counts: RemainingTiles): RemainingTiles {
  return JSON.parse(JSON.stringify(counts)) as RemainingTiles;
}

/** What every sample of one view starts from, worked out once per view: the search samples it thousands of times. */
interface ViewParts {
  /** The unseen tiles by stack. */
  bag: UnknownTiles;
  /** The figures on the board and their keys, in the record's order (`resample` puts them back). */
  figureKeys?: string[];
  figures?: Meeple[];
}
const parts = new WeakMap<CarcassonneState, ViewParts>();
function partsOf(view: CarcassonneState): ViewParts {
  let got = parts.get(view);
  if (got === undefined) parts.set(view, (got = { bag: unknownTiles(view.remainingByType) }));
  return got;
}

/**
 * A sample of the view with these board and figure records (equal to the view's): a copy of everything else
 * that play changes in place, sharing only what play never changes in place (placed tiles, features,
 * frontier squares and meeples, which are replaced rather than changed; options). Play never reads the
 * logs, so the sample keeps only the current turn's history entry (the meeple step completes it) and
 * starts an empty score log; `parent` and `features` are sparse arrays (see CarcassonneState).
 */
function sampleWith(
  view: CarcassonneState,
  board: CarcassonneState['board'],
  meeples: CarcassonneState['meeples'],
  rng: Rng,
): CarcassonneState {
  const last = view.history[view.turns];
  return {
    ...view,
    board,
    frontier: [...view.frontier],
    parent: sparseCopy(view.parent),
    features: sparseCopy(view.features),
    bag: sampleBag(partsOf(view).bag, rng),
    remainingByType: { ...view.remainingByType },
    ...copyFigures(view),
    justDiscarded: [...view.justDiscarded],
    discarded: [...view.discarded],
    supply: [...view.supply],
    meeples,
    scores: [...view.scores],
    scoreLog: {},
    history: last ? { [view.turns]: { ...last, discarded: [...last.discarded] } } : {},
  };
}

/**
 * `determinize` (games/carcassonne/determinize.ts) for search, without the JSON round trip: the same bag
 * for the same RNG, in a copy (`sampleWith`) with the board and the figures copied. Reads the view only.
 */
export function searchDeterminize(view: CarcassonneState, _seat: Seat, rng: Rng): CarcassonneState {
  return sampleWith(view, copyRecord(view.board), copyRecord(view.meeples), rng);
}

/**
 * `searchDeterminize`'s sample made from the last sample of the same view, which the search is done with:
 * the same state for the same RNG, but the board and figure records are the last sample's, put back as the
 * view has them. Every tile an iteration placed and every figure it put on a tile is in its turns' history
 * entries, the view's current turn's and those after it (a figure goes only on the tile placed that turn):
 * those tiles and figures are taken off. A figure of the view the iteration sent home (scored, or the abbot
 * taken back) is missing: then the figure record is made anew from the view's figures, in the view's order.
 * Reads the view and what the search's own play wrote in `used`.
 */
export function resample(used: CarcassonneState, view: CarcassonneState, _seat: Seat, rng: Rng): CarcassonneState {
  const { board } = used;
  let { meeples } = used;
  for (let turn = view.turns; turn <= used.turns; turn++) {
    const entry = used.history[turn];
    if (entry === undefined) continue;
    if (turn > view.turns) delete board[posKey(entry.x, entry.y)];
    if (entry.meeple === null) continue;
    const key = meepleKey(entry.x, entry.y, entry.meeple);
    if (view.meeples[key] === undefined) delete meeples[key];
  }
  const own = partsOf(view);
  if (own.figures === undefined) {
    own.figureKeys = Object.keys(view.meeples);
    own.figures = own.figureKeys.map((key) => view.meeples[key] as Meeple);
  }
  const keys = own.figureKeys as string[];
  const figures = own.figures;
  for (let i = 0; i < keys.length; i++) {
    if (meeples[keys[i] as string] === figures[i]) continue;
    meeples = Object.create(null) as CarcassonneState['meeples'];
    for (let j = 0; j < keys.length; j++) meeples[keys[j] as string] = figures[j] as Meeple;
    break;
  }
  return sampleWith(view, board, meeples, rng);
}

/** Placements searched: one rotation of each group of rotations that place the tile alike. */
function prune(state: CarcassonneState, _seat: Seat, legal: CarcassonneAction[]): CarcassonneAction[] {
  if (state.step !== 'place' || state.current === null) return legal;
  const period = ROTATION_PERIOD[state.current];
  if (period === 4) return legal;
  return legal.filter((action) => action.type !== 'placeTile' || action.rotation < period);
}

/** A uniformly random legal placement of the current tile, found without listing them all (river tiles have few: listed). */
function randomPlacement(state: CarcassonneState, rng: Rng): CarcassonneAction | undefined {
  if (state.step !== 'place' || state.current === null || isRiverKind(state.current)) return undefined;
  const fitting = FITTING[state.current];
  let count = 0;
  for (const square of state.frontier) count += (fitting[square.demand] as readonly Rotation[]).length;
  let index = Math.floor(rng.next() * count);
  for (const { x, y, demand } of state.frontier) {
    const rotations = fitting[demand] as readonly Rotation[];
    if (index < rotations.length) return { type: 'placeTile', x, y, rotation: rotations[index] as Rotation };
    index -= rotations.length;
  }
  return undefined;
}

const SKIP: CarcassonneAction = { type: 'skipMeeple' };

function playoutPolicy(
  state: CarcassonneState,
  seat: Seat,
  legal: () => CarcassonneAction[],
  rng: Rng,
): CarcassonneAction {
  if (state.step !== 'meeple') return randomPlacement(state, rng) ?? pick(rng, legal());
  const supply = state.supply[seat] ?? 0;
  if (supply <= 1) return SKIP;
  const actions = legal();
  if (actions.length === 1) return SKIP;
  const fields: CarcassonneAction[] = [];
  const others: CarcassonneAction[] = [];
  for (const action of actions) {
    if (action.type === 'returnAbbot' && rng.next() < RETURN_CHANCE) return action;
    if (action.type !== 'placeMeeple') continue;
    (action.location.length === 3 || action.location === 'inner' ? fields : others).push(action);
  }
  const r = rng.next();
  if (others.length > 0 && r < 0.6) return pick(rng, others);
  const late = state.bag.length <= LATE;
  if (fields.length > 0 && r > (late ? 0.7 : 0.95)) return pick(rng, fields);
  return SKIP;
}

/** Placement keys: the square within this reach of the start tile (every reachable one), and the rotation. */
const KEY_REACH = 128;

/** A cheap key per action: a placement as an integer (square and rotation), a meeple by its location. */
function actionKey(action: CarcassonneAction): Key {
  if (action.type === 'placeTile')
    return ((action.x + KEY_REACH) * 2 * KEY_REACH + action.y + KEY_REACH) * 4 + action.rotation;
  if (action.type === 'placeMeeple')
    return action.figure === undefined ? action.location : `${action.figure}:${action.location}`;
  return action.type === 'returnAbbot' ? 'return' : 'skip';
}

export const carcassonneSearch: SearchHints<CarcassonneState, CarcassonneAction> = {
  playoutDepth: 24,
  prepare: (view) => ({
    ...view,
    parent: sparseCopy(view.parent),
    features: sparseCopy(view.features),
    remainingByType: fastCounts(view.remainingByType),
  }),
  clone: (state) => state,
  resample,
  actionKey,
  prune,
  playoutPolicy,
  rewards(state) {
    finalScoring(state, false);
    return softmaxShares(state.scores, TEMPERATURE);
  },
};

export const carcassonneBotCore: SearchCore<CarcassonneState, CarcassonneAction> = {
  ...carcassonneCore,
  determinize: searchDeterminize,
  search: carcassonneSearch,
};
