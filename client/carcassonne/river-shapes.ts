/**
 * How the River's tiles and the gardens are drawn (docs/rules/carcassonne.md#river,
 * docs/rules/carcassonne.md#gardens), from the tile data (games/carcassonne/data/river.ts): the water's
 * centre line in a 100×100 square in the canonical orientation (straight between opposite edges, a bend
 * between adjacent ones, from one edge to the spring or the lake), where a road crosses it on a bridge, and
 * the anchors of each river tile's figures, cloister and garden, and of the garden on each garden copy.
 * Nothing here is a rule.
 */
import { EDGES, TILES, type Edge, type RiverTileType, type TileKind, type TileType } from '../../games/carcassonne';

/** A point in the tile's 100×100 square (as in tile-shapes.ts). */
type Point = readonly [number, number];

const MID: Readonly<Record<Edge, Point>> = { N: [50, 0], E: [100, 50], S: [50, 100], W: [0, 50] };
/** How far a bend's control point lies from the centre towards its corner (0.5 would draw it straight). */
const BEND = 0.2;
/**
 * How far a road that ends inside a river tile runs, as a share of the way from its edge to the centre: it
 * crosses the water on its bridge and goes on to the city gate or the cloister beyond (R2, R8).
 */
export const RIVER_ROAD_REACH = { city: 1.36, monastery: 1.5 } as const;

export interface WaterShape {
  /** The water's centre line. */
  path: string;
  /** The spring's pool or the lake, where the river starts or ends on the tile. */
  pool?: { at: Point; rx: number; ry: number };
  /** A road crosses the water on a bridge at the centre, running north-south (`NS`) or east-west (`EW`). */
  bridge?: 'NS' | 'EW';
}

const fmt = ([x, y]: Point) => `${x} ${y}`;

/** The water of a river tile, or undefined for a land tile. */
export function waterShape(kind: TileKind): WaterShape | undefined {
  const spec = TILES[kind];
  if (spec.water === undefined) return undefined;
  const edges = [...spec.water] as Edge[];
  if (edges.length === 1) {
    const from = MID[edges[0]!];
    const pool: Point = spec.lake === true ? [50 + (from[0] - 50) * 0.36, 50 + (from[1] - 50) * 0.36] : [50, 50];
    const size = spec.lake === true ? { rx: 26, ry: 18 } : { rx: 8, ry: 8 };
    return { path: `M${fmt(from)} L${fmt(pool)}`, pool: { at: pool, ...size } };
  }
  const [a, b] = [MID[edges[0]!], MID[edges[1]!]];
  const opposite = (EDGES.indexOf(edges[0]!) - EDGES.indexOf(edges[1]!)) % 2 === 0;
  if (opposite) {
    const crossed = spec.roads.length > 0;
    return {
      path: `M${fmt(a)} L${fmt(b)}`,
      ...(crossed ? { bridge: a[0] === b[0] ? ('EW' as const) : ('NS' as const) } : {}),
    };
  }
  const corner: Point = [a[0] === 50 ? b[0] : a[0], a[1] === 50 ? b[1] : a[1]];
  const control: Point = [50 + (corner[0] - 50) * BEND, 50 + (corner[1] - 50) * BEND];
  return { path: `M${fmt(a)} Q${fmt(control)} ${fmt(b)}` };
}

/** Where figures, the cloister and the garden sit on a river tile (canonical orientation). */
export interface RiverAnchors {
  /** One point per feature, in the feature order of ORIENTED (cities, roads, fields). */
  features: readonly Point[];
  monastery?: Point;
  garden?: Point;
}

export const RIVER_ANCHORS: Readonly<Record<RiverTileType, RiverAnchors>> = {
  R1: {
    features: [
      [62, 37],
      [86, 14],
      [24, 34],
    ],
  },
  R2: {
    features: [
      [50, 12],
      [50, 80],
      [86, 34],
      [14, 34],
      [82, 80],
      [18, 80],
    ],
  },
  R3: {
    features: [
      [50, 12],
      [50, 88],
      [84, 32],
      [84, 68],
    ],
  },
  R4: {
    features: [
      [50, 22],
      [50, 78],
    ],
  },
  R5: {
    features: [
      [28, 28],
      [88, 30],
      [90, 90],
    ],
  },
  R6: {
    features: [
      [50, 22],
      [50, 78],
    ],
  },
  R7: {
    features: [
      [62, 36],
      [12, 88],
    ],
  },
  R8: {
    features: [
      [50, 80],
      [18, 22],
      [82, 80],
      [18, 80],
    ],
    monastery: [50, 24],
  },
  R9: {
    features: [
      [62, 37],
      [86, 14],
      [50, 54],
      [12, 88],
    ],
  },
  R10: {
    features: [
      [30, 28],
      [12, 88],
    ],
    garden: [68, 40],
  },
  R11: {
    features: [
      [78, 50],
      [20, 20],
      [80, 20],
      [80, 80],
      [20, 80],
    ],
  },
  R12: { features: [[18, 62]], monastery: [50, 74] },
};

/** Where the garden lies on each letter that has a garden copy (in one of its fields, clear of its figures). */
export const GARDEN_POINTS: Readonly<Partial<Record<TileType, Point>>> = {
  E: [72, 76],
  H: [78, 50],
  I: [80, 38],
  M: [82, 46],
  N: [82, 46],
  R: [64, 84],
  U: [78, 22],
  V: [76, 70],
};
