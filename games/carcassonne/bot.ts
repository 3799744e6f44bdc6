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
 * built by copying only what `apply` changes in place instead of a JSON round trip of the whole view.
 */
import type { Seat } from '../shared/contract';
import { softmaxShares, type Key, type SearchCore, type SearchHints } from '../shared/ismcts';
import { pick, type Rng } from '../shared/rng';
import { sampleBag, unknownTiles, type UnknownTiles } from './determinize';
import { isRiverKind, type TileKind } from './data/tile-sets';
import { ROTATION_PERIOD, type Rotation } from './geometry';
import { FITTING } from './rules/placement';
import { carcassonneCore } from './rules/core';
import { copyFigures, copyRecord } from './rules/copy';
import { finalScoring } from './rules/scoring';
import type { CarcassonneAction, CarcassonneState, RemainingTiles } from './rules/state';

/** Points of lead per e-fold in the odds of winning (a 25-point lead is about 88%, as tanh(1)). */
const TEMPERATURE = 12.5;
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
 * A copy of the tiles-left counts whose properties V8 keeps in fast mode. The rules' record got its
 * expansion kinds one by one after its base letters (`countByType`), past the point where V8 turns an
 * object into a hash table, and with every option on (some 80 kinds) spreading that table for every sample
 * cost several times more than copying a fast object.
 */
function fastCounts(counts: RemainingTiles): RemainingTiles {
  const copy = {} as RemainingTiles;
  for (const kind of Object.keys(counts) as TileKind[]) copy[kind] = counts[kind] as number;
  return copy;
}

/** The unseen tiles by stack, listed once per view: the search samples one view thousands of times. */
const bags = new WeakMap<CarcassonneState, UnknownTiles>();
function unshuffledBag(view: CarcassonneState): UnknownTiles {
  let bag = bags.get(view);
  if (bag === undefined) bags.set(view, (bag = unknownTiles(view.remainingByType)));
  return bag;
}

/**
 * `determinize` (games/carcassonne/determinize.ts) for search, without the JSON round trip: the same bag
 * for the same RNG, in a copy that shares only what play never changes in place (placed tiles, features,
 * frontier squares and meeples, which are replaced rather than changed; options). Play never reads the
 * logs, so the sample keeps only the current turn's history entry (the meeple step completes it) and
 * starts an empty score log; `parent` and `features` are sparse arrays (see CarcassonneState). Reads the view only.
 */
export function searchDeterminize(view: CarcassonneState, _seat: Seat, rng: Rng): CarcassonneState {
  const last = view.history[view.turns];
  return {
    ...view,
    board: copyRecord(view.board),
    frontier: [...view.frontier],
    parent: sparseCopy(view.parent),
    features: sparseCopy(view.features),
    bag: sampleBag(unshuffledBag(view), rng),
    remainingByType: { ...view.remainingByType },
    ...copyFigures(view),
    justDiscarded: [...view.justDiscarded],
    discarded: [...view.discarded],
    supply: [...view.supply],
    meeples: copyRecord(view.meeples),
    scores: [...view.scores],
    scoreLog: {},
    history: last ? { [view.turns]: { ...last, discarded: [...last.discarded] } } : {},
  };
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
