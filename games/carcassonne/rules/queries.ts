/**
 * Read-only questions a board or a bot asks about a state; none of them changes it.
 * - `featureSegments`: every tile segment of the merged feature under a location (hover highlighting,
 *   which players of Carcassonne programs ask for: "hover a meeple to highlight its whole feature,
 *   especially fields").
 * - `projectedScores`: the scores if the game ended now (a live score display).
 * - `featureWorth`: what the one feature a figure stands on would add to that, and for whom (pointing at a
 *   meeple); it sums with the scoring's own point functions, so the two cannot drift apart.
 */
import type { Seat } from '../../shared/contract';
import type { AnyFeatureKind } from '../data/features';
import { MONASTERY_INDEX, ORIENTED, parseKey, posKey, type Location } from '../geometry';
import { find } from './features';
import {
  centreKindOf,
  centrePoints,
  completedCities,
  edgeFeaturePoints,
  fieldPoints,
  finalScoring,
  majority,
} from './scoring';
import type { CarcassonneState, Feature, Meeple, PlacedTile } from './state';

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

export interface FeatureWorth {
  kind: AnyFeatureKind;
  /** What end-of-game scoring would give the feature now (docs/rules/carcassonne.md#final-scoring). */
  points: number;
  /** The seats it would score for: the majority of its figures (docs/rules/carcassonne.md#majority), all tied ones. */
  seats: Seat[];
}

/**
 * What the feature under a placed figure would score if the game ended now, and for whom, as `finalScoring`
 * counts it: an unfinished city or road by its tiles and pennants, a field 3 per completed city it touches
 * (nothing without farmers), a cloister or garden 1 per tile of its 3×3 for the owner of its figure alone
 * (the abbot's too). Each occupied feature counted once, these add up to `projectedScores`, except for what
 * belongs to a player rather than to a feature: a pig's extra point per city
 * (docs/rules/carcassonne.md#pig) and the goods bonus (docs/rules/carcassonne.md#goods-bonus).
 */
export function featureWorth(state: CarcassonneState, figure: Meeple): FeatureWorth {
  if (figure.seg < 0) {
    const kind = centreKindOf(figure);
    return { kind, points: centrePoints(state, figure.x, figure.y, kind), seats: [figure.seat] };
  }
  const root = find(state.parent, figure.seg);
  const feature = state.features[root] as Feature;
  const on = Object.values(state.meeples).filter((m) => m.seg >= 0 && find(state.parent, m.seg) === root);
  const seats = majority(on, state.scores.length);
  if (feature.kind !== 'field') return { kind: feature.kind, points: edgeFeaturePoints(feature), seats };
  return { kind: 'field', points: state.options.farmers ? fieldPoints(completedCities(state, feature)) : 0, seats };
}
