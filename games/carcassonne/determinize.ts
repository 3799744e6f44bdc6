/**
 * A full state consistent with a view, for search: the masked bag is refilled with tiles matching the
 * public `remainingByType` counts, in a random order drawn from `rng`. Which copy of a type a bag id names
 * is irrelevant to play, so the ids are rebuilt as `<type><copy>` from the highest copies down.
 */
import type { Seat } from '../shared/contract';
import { shuffle, type Rng } from '../shared/rng';
import { BASE_TILES, TILE_TYPES } from './data/tiles';
import type { CarcassonneState } from './rules/state';

export function determinize(view: CarcassonneState, _seat: Seat, rng: Rng): CarcassonneState {
  const state = JSON.parse(JSON.stringify(view)) as CarcassonneState;
  const ids = TILE_TYPES.flatMap((t) => {
    const count = BASE_TILES[t].count;
    return Array.from({ length: view.remainingByType[t] }, (_, i) => `${t}${count - 1 - i}`);
  });
  state.bag = shuffle(rng, ids);
  return state;
}
