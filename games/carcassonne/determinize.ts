/**
 * A full state consistent with a view, for search: the masked bag is refilled with tiles matching the
 * public `remainingByType` counts, in a random order drawn from `rng`. Which copy of a type a bag id names
 * is irrelevant to play, so the ids are rebuilt as `<type><copy>` from the highest copies down.
 */
import type { Seat } from '../shared/contract';
import { shuffle, type Rng } from '../shared/rng';
import { BASE_TILES, TILE_TYPES, type TileType } from './data/tiles';
import type { CarcassonneState } from './rules/state';

/** Each type's tile ids from the highest copy down. */
const IDS_HIGH_FIRST = Object.fromEntries(
  TILE_TYPES.map((t) => [
    t,
    Array.from({ length: BASE_TILES[t].count }, (_, i) => `${t}${BASE_TILES[t].count - 1 - i}`),
  ]),
) as Record<TileType, string[]>;

/** Ids for the tiles still in the bag, by type in table order (unshuffled). */
export function unknownTileIds(remainingByType: Readonly<Record<TileType, number>>): string[] {
  const ids: string[] = [];
  for (const t of TILE_TYPES) for (let i = 0; i < remainingByType[t]; i++) ids.push(IDS_HIGH_FIRST[t][i] as string);
  return ids;
}

export function determinize(view: CarcassonneState, _seat: Seat, rng: Rng): CarcassonneState {
  const state = JSON.parse(JSON.stringify(view)) as CarcassonneState;
  state.bag = shuffle(rng, unknownTileIds(view.remainingByType));
  return state;
}
