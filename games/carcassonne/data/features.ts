/**
 * Feature kinds as data (docs/design/expansions.md#feature-kinds): how each kind lies on a tile and what it
 * scores. `edge` features (city, road) run across tile edges and are complete when no edge is open;
 * `halves` features (fields) run across half-edges and are never complete; `centre` features (monastery,
 * garden) sit in the middle of one tile and are complete when all 8 squares round it hold tiles. Water is
 * an edge letter, not a feature: nothing stands on it and it scores nothing (docs/rules/carcassonne.md#river-meeples).
 *
 * Points (docs/rules/carcassonne.md#scoring): `complete` during play, `unfinished` at the end, per distinct
 * tile and per pennant; a centre feature scores one per tile of its 3×3, so 9 when complete; a field 3 per
 * completed city it touches.
 */

export interface PointRule {
  readonly perTile: number;
  readonly perPennant: number;
}

export interface FeatureKindSpec {
  readonly shape: 'edges' | 'halves' | 'centre';
  readonly complete: PointRule;
  readonly unfinished: PointRule;
  /** Fields: points per completed city touched, at the end. */
  readonly perCity?: number;
}

const CENTRE: FeatureKindSpec = {
  shape: 'centre',
  complete: { perTile: 1, perPennant: 0 },
  unfinished: { perTile: 1, perPennant: 0 },
};

// One kind to a row, so that their points read as columns.
// prettier-ignore
export const FEATURE_KINDS = {
  city: { shape: 'edges', complete: { perTile: 2, perPennant: 2 }, unfinished: { perTile: 1, perPennant: 1 } },
  road: { shape: 'edges', complete: { perTile: 1, perPennant: 0 }, unfinished: { perTile: 1, perPennant: 0 } },
  field: { shape: 'halves', complete: { perTile: 0, perPennant: 0 }, unfinished: { perTile: 0, perPennant: 0 }, perCity: 3 },
  monastery: CENTRE,
  garden: CENTRE,
} as const satisfies Record<string, FeatureKindSpec>;

/**
 * Marks a tile may print on a feature, which the merged feature carries as a whole and which replace its
 * points (docs/rules/carcassonne.md#inn-cathedral-scoring): an inn on a road, 2 per tile when complete and
 * nothing when unfinished; a cathedral in a city, 3 per tile and per pennant when complete and nothing when
 * unfinished. Any number of them counts as one.
 */
export const FEATURE_MARKS = {
  inn: { on: 'road', complete: { perTile: 2, perPennant: 0 }, unfinished: { perTile: 0, perPennant: 0 } },
  cathedral: { on: 'city', complete: { perTile: 3, perPennant: 3 }, unfinished: { perTile: 0, perPennant: 0 } },
} as const satisfies Record<string, { on: 'city' | 'road'; complete: PointRule; unfinished: PointRule }>;

export type FeatureMark = keyof typeof FEATURE_MARKS;

/** Any kind of feature a figure may stand on. */
export type AnyFeatureKind = keyof typeof FEATURE_KINDS;
/** The features in the middle of a tile, scored by the 3×3 round them. */
export type CentreKind = 'monastery' | 'garden';
