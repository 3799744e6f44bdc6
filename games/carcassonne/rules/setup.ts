/**
 * Setup and drawing. The start tile (D0) lies at (0, 0) unrotated; the other 71 tiles are shuffled into
 * the bag with the game's RNG
 * (docs/rules/carcassonne.md#setup). Drawing takes the last id of the bag; a drawn tile that fits
 * nowhere is removed, announced in `justDiscarded`/`discarded`, and the same seat draws again; when the
 * bag runs out the game ends with final scoring
 * (docs/rules/carcassonne.md#unplaceable-tile).
 */
import type { Seat } from '../../shared/contract';
import { shuffle, type Rng } from '../../shared/rng';
import { START_TILE, TILE_IDS, TILE_TYPES, typeOfId, type TileType } from '../data/tiles';
import { ORIENTED } from '../geometry';
import { addTile } from './features';
import { canPlace, extendFrontier } from './placement';
import { finalScoring } from './scoring';
import { MEEPLES_PER_PLAYER, type CarcassonneOptions, type CarcassonneState } from './state';

/** Tile counts of a list of ids, by type. */
export function countByType(ids: readonly string[]): Record<TileType, number> {
  const counts = Object.fromEntries(TILE_TYPES.map((t) => [t, 0])) as Record<TileType, number>;
  for (const id of ids) counts[typeOfId(id)]++;
  return counts;
}

/** A new game whose bag is exactly `bag` (the last id is drawn first); seat 0 has drawn. */
export function setupWithBag(numPlayers: number, options: CarcassonneOptions, bag: string[]): CarcassonneState {
  const state: CarcassonneState = {
    options: { farmers: options.farmers },
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
    meeples: {},
    scores: new Array<number>(numPlayers).fill(0),
    scoreLog: {},
    turns: 0,
    history: {},
  };
  addTile(state, 0, 0, START_TILE, 0, extendFrontier(state, 0, 0, ORIENTED[START_TILE][0]!.edges));
  drawFor(state, 0);
  return state;
}

/** A new game with the 71 non-start tiles shuffled by `rng`. */
export function setupGame(numPlayers: number, options: CarcassonneOptions, rng: Rng): CarcassonneState {
  return setupWithBag(
    numPlayers,
    options,
    shuffle(
      rng,
      TILE_IDS.filter((id) => id !== `${START_TILE}0`),
    ),
  );
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
    const type = typeOfId(id);
    state.remainingByType[type]--;
    if (canPlace(state, type)) {
      state.current = type;
      state.step = 'place';
      return;
    }
    state.justDiscarded.push(type);
    state.discarded.push(type);
  }
}
