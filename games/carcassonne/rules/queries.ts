/**
 * Read-only questions a board or a bot asks about a state; none of them changes it.
 * - `featureSegments`: every tile segment of the merged feature under a location (hover highlighting,
 *   which players of Carcassonne programs ask for: "hover a meeple to highlight its whole feature,
 *   especially fields").
 * - `projectedScores`: the scores if the game ended now (a live score display).
 */
import { MONASTERY_INDEX, ORIENTED, parseKey, posKey, type Location } from '../geometry';
import { find } from './features';
import { finalScoring } from './scoring';
import type { CarcassonneState, PlacedTile } from './state';

export interface SegmentRef {
  x: number;
  y: number;
  /** Canonical location of the segment on that tile. */
  location: Location;
}

/** The segments of the feature at `location` of the tile at (x, y); empty when there is none. */
export function featureSegments(state: CarcassonneState, x: number, y: number, location: Location): SegmentRef[] {
  const tile = state.board[posKey(x, y)];
  if (tile === undefined) return [];
  const index = ORIENTED[tile.type][tile.rotation]!.locationIndex[location];
  if (index === undefined) return [];
  if (index < 0) return [{ x, y, location: index === MONASTERY_INDEX ? 'monastery' : 'garden' }];
  const root = find(state.parent, tile.seg + index);
  const out: SegmentRef[] = [];
  for (const key in state.board) {
    const other = state.board[key] as PlacedTile;
    const features = ORIENTED[other.type][other.rotation]!.features;
    for (let i = 0; i < features.length; i++) {
      if (find(state.parent, other.seg + i) !== root) continue;
      const [ox, oy] = parseKey(key);
      out.push({ x: ox, y: oy, location: features[i]!.location });
    }
  }
  return out;
}

/** Scores after end-of-game scoring of the board as it stands (equals `scores` once the game is over). */
export function projectedScores(state: CarcassonneState): number[] {
  if (state.step === 'over') return [...state.scores];
  const copy = JSON.parse(JSON.stringify(state)) as CarcassonneState;
  finalScoring(copy, false);
  return copy.scores;
}
