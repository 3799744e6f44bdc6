/**
 * A full state consistent with a view, for search: the masked bag is refilled with tiles matching the
 * public `remainingByType` counts, in a random order drawn from `rng`. With the river, what a player knows
 * of the bag's order is public too (docs/rules/carcassonne.md#river-secrets): the river tiles left come
 * before every land tile and the lake last of them, so the sample shuffles the land tiles and the river's
 * middle tiles apart and keeps the lake between them. Which copy of a kind a bag id names is irrelevant to
 * play, so the ids are rebuilt as `<kind>:<copy>` from the highest copies down.
 */
import type { Seat } from '../shared/contract';
import { shuffleInPlace, type Rng } from '../shared/rng';
import { LAKE } from './data/river';
import { TILES, TILE_KINDS, isRiverKind } from './data/tile-sets';
import { tileId } from './data/tiles';
import type { CarcassonneState, RemainingTiles } from './rules/state';

/** The unseen tiles by stack, each in table order (unshuffled). */
export interface UnknownTiles {
  land: readonly string[];
  /** The river's middle tiles left. */
  river: readonly string[];
  /** The lake, while it is still to come. */
  lake: readonly string[];
}

/** Ids for the tiles still in the bag, by stack, kinds in table order. */
export function unknownTiles(remainingByType: Readonly<RemainingTiles>): UnknownTiles {
  const land: string[] = [];
  const river: string[] = [];
  const lake: string[] = [];
  for (const kind of TILE_KINDS) {
    const left = remainingByType[kind] ?? 0;
    const stack = kind === LAKE ? lake : isRiverKind(kind) ? river : land;
    for (let i = 0; i < left; i++) stack.push(tileId(kind, TILES[kind].count - 1 - i));
  }
  return { land, river, lake };
}

/** A bag holding the unseen tiles in an order a player cannot tell from the real one (the last is drawn first). */
export function sampleBag(unknown: UnknownTiles, rng: Rng): string[] {
  const land = shuffleInPlace(rng, unknown.land.slice());
  if (unknown.river.length === 0 && unknown.lake.length === 0) return land;
  return [...land, ...unknown.lake, ...shuffleInPlace(rng, unknown.river.slice())];
}

export function determinize(view: CarcassonneState, _seat: Seat, rng: Rng): CarcassonneState {
  const state = JSON.parse(JSON.stringify(view)) as CarcassonneState;
  state.bag = sampleBag(unknownTiles(view.remainingByType), rng);
  return state;
}
