/**
 * Setup and drawing. The start tile lies at (0, 0) unrotated: the base D (`D:0`), or with the river the
 * spring; the other tiles of the match's box (data/tile-sets.ts) are shuffled into the bag with the game's
 * RNG (docs/rules/carcassonne.md#setup). With the river the river stack lies on top of the land tiles: the
 * middle river tiles shuffled, the lake under them (docs/rules/carcassonne.md#river-setup). Drawing takes the
 * last id of the bag; a drawn tile that fits nowhere is removed, announced in `justDiscarded`/`discarded`,
 * and the same seat draws again, a river tile included (docs/rules/carcassonne.md#river-unplaceable); when
 * the bag runs out the game ends with final scoring (docs/rules/carcassonne.md#unplaceable-tile).
 */
import type { Seat } from '../../shared/contract';
import { shuffle, type Rng } from '../../shared/rng';
import { FIGURES, figuresInMatch } from '../data/figures';
import { CARCASSONNE_OPTIONS } from '../options';
import { boxFor, kindOfId } from '../data/tile-sets';
import { TILE_TYPES } from '../data/tiles';
import { ORIENTED } from '../geometry';
import { addTile } from './features';
import { canPlace, extendFrontier } from './placement';
import { noGoods } from './goods';
import { finalScoring } from './scoring';
import { MEEPLES_PER_PLAYER, type CarcassonneOptions, type CarcassonneState, type RemainingTiles } from './state';

/** Tile counts of a list of ids, by kind: every base letter (0 when absent) and the other kinds present. */
export function countByType(ids: readonly string[]): RemainingTiles {
  const counts = Object.fromEntries(TILE_TYPES.map((t) => [t, 0])) as RemainingTiles;
  for (const id of ids) {
    const kind = kindOfId(id);
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

/**
 * The options as the state keeps them: `farmers` always, every option that is off unless chosen (the
 * expansions) only when on (see CarcassonneOptions).
 */
export function normalOptions(options: Partial<CarcassonneOptions>): CarcassonneOptions {
  const normal: CarcassonneOptions = { farmers: options.farmers ?? true };
  for (const key of Object.keys(CARCASSONNE_OPTIONS) as (keyof CarcassonneOptions)[]) {
    if (key !== 'farmers' && options[key] === true) normal[key] = true;
  }
  return normal;
}

/** The supplies of the figures other than the meeple that these options bring (none: absent, as in a base game). */
function figureSupplies(options: CarcassonneOptions, numPlayers: number): Pick<CarcassonneState, 'figures'> {
  const extra = figuresInMatch(options);
  if (extra.length === 0) return {};
  return {
    figures: Object.fromEntries(extra.map((f) => [f, new Array<number>(numPlayers).fill(FIGURES[f].perPlayer)])),
  };
}

/**
 * A new game whose bag is exactly `bag` (the last id is drawn first); seat 0 has drawn. The start tile is
 * the base D, or the spring with the `river` option.
 */
export function setupWithBag(
  numPlayers: number,
  options: Partial<CarcassonneOptions>,
  bag: string[],
): CarcassonneState {
  const normal = normalOptions(options);
  const start = boxFor(normal).start;
  const state: CarcassonneState = {
    options: normal,
    board: {},
    frontier: [],
    segments: 0,
    parent: {},
    features: {},
    bag,
    remainingByType: countByType(bag),
    current: null,
    justDiscarded: [],
    discarded: [],
    turn: 0,
    step: 'place',
    placed: null,
    supply: new Array<number>(numPlayers).fill(MEEPLES_PER_PLAYER),
    ...figureSupplies(normal, numPlayers),
    ...(normal.tradersBuilders === true && { goods: noGoods(numPlayers) }),
    meeples: {},
    scores: new Array<number>(numPlayers).fill(0),
    scoreLog: {},
    turns: 0,
    history: {},
  };
  addTile(state, 0, 0, start, 0, extendFrontier(state, 0, 0, ORIENTED[start][0]!.edges));
  drawFor(state, 0);
  return state;
}

/** A new game with the box's tiles shuffled by `rng`: the land tiles, then (with the river) the river's middle tiles. */
export function setupGame(numPlayers: number, options: Partial<CarcassonneOptions>, rng: Rng): CarcassonneState {
  const box = boxFor(normalOptions(options));
  const land = shuffle(rng, box.land);
  const river = box.lake === null ? [] : [box.lake, ...shuffle(rng, box.riverMiddle)];
  return setupWithBag(numPlayers, options, [...land, ...river]);
}

/** Draws for `seat`, discarding unplaceable tiles; ends the game when the bag runs out. */
export function drawFor(state: CarcassonneState, seat: Seat): void {
  state.turn = seat;
  state.placed = null;
  state.justDiscarded = [];
  for (;;) {
    const id = state.bag.pop();
    if (id === undefined) {
      state.current = null;
      state.step = 'over';
      finalScoring(state);
      return;
    }
    const type = kindOfId(id);
    state.remainingByType[type] = (state.remainingByType[type] ?? 0) - 1;
    if (canPlace(state, type)) {
      state.current = type;
      state.step = 'place';
      return;
    }
    state.justDiscarded.push(type);
    state.discarded.push(type);
  }
}
