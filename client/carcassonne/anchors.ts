/**
 * The types of a tile's drawing points, shared by the base tiles (tile-shapes.ts) and each expansion's
 * shapes (inns-cathedrals-shapes.ts, traders-builders-shapes.ts), which tile-shapes.ts reads: so the expansions' files need not import it.
 */

/** A point on the tile, in the tile's own coordinates. */
export type Point = readonly [number, number];

/** Where meeples, pennants and the cloister sit on each type (canonical orientation). */
export interface Anchors {
  /** One point per feature, in the feature order of ORIENTED (cities, roads, fields). */
  features: readonly Point[];
  pennant?: Point;
  /** The cloister, when it is not at the centre (river tiles). */
  monastery?: Point;
  /** The garden (garden copies, R10, IC3, IC15). */
  garden?: Point;
  /** The inn or the cathedral (Inns & Cathedrals). */
  mark?: Point;
  /** The goods symbol of the city that shows one (Traders & Builders). */
  goods?: Point;
}
