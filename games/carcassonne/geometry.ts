/**
 * Board geometry: positions, edges, half-edges, rotations, and every tile type precomputed in all four
 * orientations (edges, half-edges and features rotated together,
 * docs/rules/carcassonne.md#rotation-checks).
 *
 * ```
 *                 N (edge 0)
 *            NNW(0)    NNE(1)
 *          +---------+---------+
 *   WNW(7) |                   | ENE(2)        x grows to the east,
 *  W (3)   +       tile        +   E (1)       y grows to the south:
 *   WSW(6) |                   | ESE(3)        the northern neighbour of (x, y) is (x, y - 1).
 *          +---------+---------+
 *            SSW(5)    SSE(4)
 *                 S (edge 2)
 * ```
 *
 * Rotation r = r quarter-turns clockwise: edge i -> (i + r) mod 4, half-edge h -> (h + 2r) mod 8
 * (docs/rules/carcassonne.md#rotation).
 * Across a border, my E edge meets my eastern neighbour's W edge; my ENE half meets its WNW, my ESE its
 * WSW; my SSE meets the southern neighbour's NNE and my SSW its NNW.
 *
 * Locations (where a meeple sits, named in the tile's orientation on the board): a city or road segment
 * by any edge it occupies, a field segment by any of its half-edges (`inner` for a field that touches no
 * edge), a cloister by `monastery`, a garden by `garden`. The canonical name is the first in N, E, S, W (or NNW..WNW) order. Water edges (`W`, river
 * tiles) belong to no segment; their half-edges belong to the fields on either bank.
 */
import type { FeatureMark } from './data/features';
import type { Good } from './data/goods';
import { TILES, TILE_KINDS, type TileKind } from './data/tile-sets';

export const EDGES = ['N', 'E', 'S', 'W'] as const;
export type Edge = (typeof EDGES)[number];
export const HALVES = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'] as const;
export type Half = (typeof HALVES)[number];
/** `inner`: a field inside the tile that touches no edge (data/inns-cathedrals.ts). */
export type Location = Edge | Half | 'monastery' | 'garden' | 'inner';
export type Rotation = 0 | 1 | 2 | 3;
export const ROTATIONS: readonly Rotation[] = [0, 1, 2, 3];

/** Step to the neighbour across edge i. */
export const DX: readonly number[] = [0, 1, 0, -1];
export const DY: readonly number[] = [-1, 0, 1, 0];
export const OPPOSITE_EDGE: readonly number[] = [2, 3, 0, 1];
/** The neighbour's half-edge that meets half-edge h. */
export const OPPOSITE_HALF: readonly number[] = [5, 4, 7, 6, 1, 0, 3, 2];

/** Every reachable square lies within this many squares of the start tile (fewer than 128 tiles are placed with every expansion). */
const REACH = 128;
const SIDE = 2 * REACH + 1;
/**
 * Keys made once per square and reused: the rules and the bots look squares up millions of times, and a
 * string used before carries its hash, where a freshly built one is hashed and interned on every lookup.
 */
const KEYS = new Array<string>(SIDE * SIDE);

/** The index of a reachable square in tables of per-square values, or -1 beyond the reach. */
export function squareIndex(x: number, y: number): number {
  return Math.abs(x) > REACH || Math.abs(y) > REACH ? -1 : (x + REACH) * SIDE + y + REACH;
}

/** The board key of a position: `"x,y"`. */
export function posKey(x: number, y: number): string {
  const index = squareIndex(x, y);
  return index < 0 ? `${x},${y}` : (KEYS[index] ??= `${x},${y}`);
}

export function parseKey(key: string): [number, number] {
  const comma = key.indexOf(',');
  return [Number(key.slice(0, comma)), Number(key.slice(comma + 1))];
}

export function rotateEdge(edge: number, rotation: number): number {
  return (edge + rotation) & 3;
}

export function rotateHalf(half: number, rotation: number): number {
  return (half + 2 * rotation) & 7;
}

export type FeatureKind = 'city' | 'road' | 'field';

/** One feature segment of a tile in a given orientation. */
export interface OrientedFeature {
  readonly kind: FeatureKind;
  /** City/road: edges it occupies (each open until matched). Fields: 0. */
  readonly edgeCount: number;
  readonly pennants: number;
  /** An inn on this road or a cathedral in this city (data/features.ts), else undefined. */
  readonly mark: FeatureMark | undefined;
  /** A goods symbol in this city (data/goods.ts), else undefined. */
  readonly goods: Good | undefined;
  /** Fields: local indices of the city segments this field touches on this tile. */
  readonly cities: readonly number[];
  /** Canonical location name (the first of `locations`). */
  readonly location: Location;
  /** Every name of this segment: its edges (city, road) or half-edges (field), rotated. */
  readonly locations: readonly Location[];
}

/** A tile type turned to one rotation. Local feature order: cities, then roads, then fields. */
export interface OrientedTile {
  readonly type: TileKind;
  readonly rotation: Rotation;
  /** Edge types in N E S W order on the board, e.g. `"CRFR"` (`W`: water). */
  readonly edges: string;
  /** Local feature index on each board edge, or -1 for a field edge. */
  readonly edgeFeature: readonly number[];
  /** Local field index on each board half-edge, or -1 for a half of a city edge. */
  readonly halfFeature: readonly number[];
  readonly features: readonly OrientedFeature[];
  readonly monastery: boolean;
  readonly garden: boolean;
  /** The board edges carrying water, ascending (river tiles; empty on land tiles). */
  readonly water: readonly number[];
  /** Location name -> local feature index (MONASTERY_INDEX, GARDEN_INDEX for the centre features). */
  readonly locationIndex: Readonly<Record<string, number>>;
}

/** `locationIndex` of the monastery and of the garden, which are not union-find segments. */
export const MONASTERY_INDEX = -1;
export const GARDEN_INDEX = -2;

function orient(type: TileKind, rotation: Rotation): OrientedTile {
  const spec = TILES[type];
  const edges = ['F', 'F', 'F', 'F'];
  const edgeFeature = [-1, -1, -1, -1];
  const halfFeature = [-1, -1, -1, -1, -1, -1, -1, -1];
  const features: OrientedFeature[] = [];
  for (let e = 0; e < 4; e++) edges[rotateEdge(e, rotation)] = spec.edges[e] as string;
  const addSegment = (
    kind: FeatureKind,
    edgeNames: string,
    pennants: number,
    mark: FeatureMark | undefined,
    goods?: Good,
  ) => {
    const idx = features.length;
    const onBoard = [...edgeNames].map((c) => rotateEdge(EDGES.indexOf(c as Edge), rotation)).sort((a, b) => a - b);
    for (const e of onBoard) edgeFeature[e] = idx;
    const locations = onBoard.map((e) => EDGES[e] as Location);
    features.push({
      kind,
      edgeCount: onBoard.length,
      pennants,
      mark,
      goods,
      cities: [],
      location: locations[0] as Location,
      locations,
    });
  };
  for (const city of spec.cities)
    addSegment('city', city.edges, city.pennant ? 1 : 0, city.cathedral ? 'cathedral' : undefined, city.goods);
  for (const road of spec.roads) addSegment('road', road.edges, 0, road.inn ? 'inn' : undefined);
  for (const field of spec.fields) {
    const idx = features.length;
    const onBoard = (field.halves === '' ? [] : field.halves.split(' '))
      .map((h) => rotateHalf(HALVES.indexOf(h as Half), rotation))
      .sort((a, b) => a - b);
    for (const h of onBoard) halfFeature[h] = idx;
    const locations = onBoard.length === 0 ? (['inner'] as Location[]) : onBoard.map((h) => HALVES[h] as Location);
    features.push({
      kind: 'field',
      edgeCount: 0,
      pennants: 0,
      mark: undefined,
      goods: undefined,
      cities: field.cities,
      location: locations[0] as Location,
      locations,
    });
  }
  const locationIndex: Record<string, number> = {};
  features.forEach((f, i) => f.locations.forEach((loc) => (locationIndex[loc] = i)));
  if (spec.monastery) locationIndex.monastery = MONASTERY_INDEX;
  if (spec.garden === true) locationIndex.garden = GARDEN_INDEX;
  const water = [...(spec.water ?? '')]
    .map((c) => rotateEdge(EDGES.indexOf(c as Edge), rotation))
    .sort((a, b) => a - b);
  return {
    type,
    rotation,
    edges: edges.join(''),
    edgeFeature,
    halfFeature,
    features,
    monastery: spec.monastery,
    garden: spec.garden === true,
    water,
    locationIndex,
  };
}

/** Every tile kind in every rotation: `ORIENTED[kind][rotation]`. */
export const ORIENTED: Readonly<Record<TileKind, readonly OrientedTile[]>> = Object.fromEntries(
  TILE_KINDS.map((t) => [t, ROTATIONS.map((r) => orient(t, r))]),
) as Record<TileKind, OrientedTile[]>;

/**
 * How many rotations of a type differ (1, 2 or 4): rotations r and r + period are the same placement.
 * Bots may use it to deduplicate placements (79 oriented variants, docs/rules/carcassonne.md#tile-checksums).
 */
export const ROTATION_PERIOD: Readonly<Record<TileKind, number>> = Object.fromEntries(
  TILE_KINDS.map((t) => {
    const sig = (r: number) =>
      (ORIENTED[t][r]?.edges ?? '') +
      (ORIENTED[t][r]?.features ?? [])
        .map((f) => JSON.stringify([f.kind, f.locations, f.pennants, f.mark, f.goods, f.cities.length]))
        .sort()
        .join('|');
    return [t, [1, 2, 4].find((p) => sig(p % 4) === sig(0)) ?? 4];
  }),
) as Record<TileKind, number>;
