/**
 * The meeple step (docs/rules/carcassonne.md#meeple-step): after placing a tile, the player may put one
 * meeple from their supply on a feature of that tile whose merged feature (after this tile's merge) holds no
 * meeple of any colour (docs/rules/carcassonne.md#merged-feature), or on its cloister. Fields only when the
 * `farmers` option is on (docs/rules/carcassonne.md#option-farmers). Meeples freed by this turn's scoring
 * come back after the step, so they cannot be reused this turn
 * (docs/rules/carcassonne.md#meeple-on-completed-feature).
 */
import type { Seat } from '../../shared/contract';
import { ORIENTED, type Location, type OrientedTile } from '../geometry';
import { find, updateFeature } from './features';
import { meepleKey, type CarcassonneState, type Feature, type PlacedTile } from './state';

/** The tile placed this turn with its orientation, or undefined outside the meeple step. */
export function placedTile(
  state: CarcassonneState,
): { key: string; tile: PlacedTile; oriented: OrientedTile } | undefined {
  if (state.step !== 'meeple' || state.placed === null) return undefined;
  const tile = state.board[state.placed];
  if (tile === undefined) return undefined;
  return { key: state.placed, tile, oriented: ORIENTED[tile.type][tile.rotation]! };
}

/** Canonical locations where `seat` may put a meeple now (empty when none). */
export function meepleLocations(state: CarcassonneState, seat: Seat): Location[] {
  const here = placedTile(state);
  if (here === undefined || seat !== state.turn || (state.supply[seat] ?? 0) <= 0) return [];
  const out: Location[] = [];
  const { features } = here.oriented;
  for (let i = 0; i < features.length; i++) {
    const f = features[i]!;
    if (f.kind === 'field' && !state.options.farmers) continue;
    if ((state.features[find(state.parent, here.tile.seg + i)] as Feature).meeples === 0) out.push(f.location);
  }
  if (here.oriented.monastery) out.push('monastery');
  return out;
}

/** Why a meeple may not go to `location` now, or undefined. */
export function meepleRefusal(state: CarcassonneState, seat: Seat, location: unknown): string | undefined {
  const here = placedTile(state);
  if (here === undefined) return 'no tile awaits a meeple';
  if ((state.supply[seat] ?? 0) <= 0) return 'you have no meeple left';
  if (typeof location !== 'string' || !Object.hasOwn(here.oriented.locationIndex, location)) {
    return `the placed tile has no feature at ${JSON.stringify(location)}`;
  }
  const index = here.oriented.locationIndex[location] as number;
  if (index < 0) return undefined;
  const feature = here.oriented.features[index]!;
  if (feature.kind === 'field' && !state.options.farmers) return 'farmers are off in this match';
  if ((state.features[find(state.parent, here.tile.seg + index)] as Feature).meeples > 0)
    return `that ${feature.kind} already holds a meeple`;
  return undefined;
}

/** Puts the seat's meeple at a legal location on the tile placed this turn, at (x, y). */
export function putMeeple(state: CarcassonneState, seat: Seat, location: Location, x: number, y: number): Location {
  const here = placedTile(state)!;
  const index = here.oriented.locationIndex[location] as number;
  state.supply[seat] = (state.supply[seat] as number) - 1;
  if (index < 0) {
    state.meeples[meepleKey(x, y, 'monastery')] = { seat, x, y, location: 'monastery', seg: -1 };
    return 'monastery';
  }
  const seg = here.tile.seg + index;
  const root = find(state.parent, seg);
  updateFeature(state, root, { meeples: (state.features[root] as Feature).meeples + 1 });
  const canonical = here.oriented.features[index]!.location;
  state.meeples[meepleKey(x, y, canonical)] = { seat, x, y, location: canonical, seg };
  return canonical;
}
