/**
 * How each tile type is drawn, derived from the tile data (games/carcassonne/data/tiles.ts): SVG paths
 * in a 100×100 square in the type's canonical orientation (N at the top), plus an anchor point per
 * feature (where a meeple stands), per pennant and for the cloister. A board tile is drawn by rotating
 * the whole square by `90 × rotation` degrees clockwise round its centre (`rotatePoint` for anchors).
 *
 * City shapes by edge set: a cap on one edge, a band between opposite edges, a wedge over two adjacent
 * edges, a block over three, the whole tile for four; fitted to the other cities and fields of their tile
 * (`tileCityShapes`): a wedge reaches into the opposite corner when that corner parts two fields, and
 * narrows when another city holds that corner; a band leaves room for a small city beside it. Roads:
 * straight or curved between two edges, or from one edge to the centre (junction, cloister) or up to the
 * city wall (gate). Nothing here is a rule.
 */
import {
  EDGES,
  HALVES,
  TILES,
  isGardenCopy,
  isInnsCathedralsKind,
  isRiverKind,
  isTradersBuildersKind,
  plainKind,
  type Edge,
  type Half,
  type TileKind,
  type TileType,
} from '../../games/carcassonne';
import { INNS_CATHEDRALS_ANCHORS } from './inns-cathedrals-shapes';
import { TRADERS_BUILDERS_ANCHORS } from './traders-builders-shapes';
import { GARDEN_POINTS, RIVER_ANCHORS } from './river-shapes';
import type { Anchors, Point } from './anchors';

export type { Anchors, Point };

/** (x, y) turned `rotation` quarter-turns clockwise round the tile centre. */
export function rotatePoint([x, y]: Point, rotation: number): Point {
  let p: Point = [x, y];
  for (let i = 0; i < (rotation & 3); i++) p = [100 - p[1], p[0]];
  return p;
}

function rotatePath(points: readonly Point[], rotation: number): string {
  return points
    .map((p) =>
      rotatePoint(p, rotation)
        .map((v) => Math.round(v * 10) / 10)
        .join(' '),
    )
    .join(' ');
}

/** A closed area and the wall line along its inner side (rotated into place). */
export interface CityShape {
  area: string;
  wall: string;
}

const edgeIndex = (e: string) => EDGES.indexOf(e as Edge);
const fmt = ([x, y]: Point) => `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`;

/** The base city shapes, drawn through `p` (which turns a canonical point into place). */
type At = (x: number, y: number) => string;
const CITY_SHAPES = {
  /** One edge (N): a cap. */
  cap: (p: At) => ({
    area: `M${p(0, 0)} L${p(100, 0)} C${p(60, 37)} ${p(40, 37)} ${p(0, 0)} Z`,
    wall: `M${p(100, 0)} C${p(60, 37)} ${p(40, 37)} ${p(0, 0)}`,
  }),
  /** Opposite edges (E, W): a band through the middle. */
  band: (p: At) => {
    const [top, bottom] = [
      `M${p(0, 0)} C${p(35, 30)} ${p(65, 30)} ${p(100, 0)}`,
      `C${p(65, 70)} ${p(35, 70)} ${p(0, 100)}`,
    ];
    return { area: `${top} L${p(100, 100)} ${bottom} Z`, wall: `${top} M${p(100, 100)} ${bottom}` };
  },
  /** Adjacent edges (N, W): a wedge over the corner. */
  corner: (p: At) => ({
    area: `M${p(0, 0)} L${p(100, 0)} Q${p(58, 58)} ${p(0, 100)} Z`,
    wall: `M${p(100, 0)} Q${p(58, 58)} ${p(0, 100)}`,
  }),
  /** Opposite edges (E, W) beside a small city on the south: the band keeps clear of it. */
  bandBeside: (p: At) => {
    const [top, bottom] = [
      `M${p(0, 0)} C${p(35, 30)} ${p(65, 30)} ${p(100, 0)}`,
      `C${p(65, 40)} ${p(35, 40)} ${p(0, 100)}`,
    ];
    return { area: `${top} L${p(100, 100)} ${bottom} Z`, wall: `${top} M${p(100, 100)} ${bottom}` };
  },
  /** Adjacent edges (N, W) with another city over the opposite corner: a smaller wedge. */
  cornerTight: (p: At) => ({
    area: `M${p(0, 0)} L${p(100, 0)} Q${p(36, 36)} ${p(0, 100)} Z`,
    wall: `M${p(100, 0)} Q${p(36, 36)} ${p(0, 100)}`,
  }),
  /** Adjacent edges (N, W) reaching into the opposite corner, which parts the fields on either side of it. */
  cornerSpur: (p: At) => {
    const wall = `M${p(100, 0)} C${p(55, 30)} ${p(55, 70)} ${p(100, 100)} C${p(70, 55)} ${p(30, 55)} ${p(0, 100)}`;
    return { area: `M${p(0, 0)} L${p(100, 0)} ${wall.slice(wall.indexOf('C'))} Z`, wall };
  },
  /** Three edges (N, E, W): a block open to the south. */
  three: (p: At) => ({
    area: `M${p(0, 0)} L${p(100, 0)} L${p(100, 100)} C${p(70, 55)} ${p(30, 55)} ${p(0, 100)} Z`,
    wall: `M${p(100, 100)} C${p(70, 55)} ${p(30, 55)} ${p(0, 100)}`,
  }),
} satisfies Record<string, (p: At) => CityShape>;

/** The base shape and the quarter-turns that put it on these edges. */
function cityPlacement(edges: readonly number[]): [keyof typeof CITY_SHAPES, number] {
  const [e0 = 0, e1 = 0] = edges;
  if (edges.length === 1) return ['cap', e0];
  if (edges.length === 3) return ['three', (([0, 1, 2, 3].find((e) => !edges.includes(e)) ?? 2) - 2) & 3];
  if ((e1 - e0) % 2 === 0) return ['band', (e0 - 1) & 3];
  return ['corner', ((e1 - e0 === 3 ? e1 : e0) - 3) & 3];
}

/** City shape for a set of canonical edges, e.g. "N", "EW", "NW", "NEW", "NESW"; `fit` chooses a fitted variant. */
export function cityShape(edgeSet: string, fit?: Fit): CityShape {
  const edges = [...edgeSet].map(edgeIndex).sort();
  if (edges.length === 4) return { area: 'M0 0 H100 V100 H0 Z', wall: '' };
  const [base, r] = cityPlacement(edges);
  const [shape, turn] =
    fit === undefined ? [base, r] : fit.shape === 'bandBeside' ? [fit.shape, fit.turn] : [fit.shape, r];
  return CITY_SHAPES[shape]((x, y) => fmt(rotatePoint([x, y], turn)));
}

/** A variant of the base shape that fits the rest of the tile (`turn`: the band's, towards the small city). */
type Fit = { shape: 'cornerSpur' | 'cornerTight' } | { shape: 'bandBeside'; turn: number };

/** The field holding half-edge `half` on this tile, or -1. */
const fieldOf = (type: TileKind, half: number) =>
  TILES[type].fields.findIndex((f) => f.halves.split(' ').includes(HALVES[half]!));

/** How city `index` of the tile fits the others (see the header), or undefined for the base shape. */
function cityFit(type: TileKind, index: number): Fit | undefined {
  const cities = TILES[type].cities;
  const edges = [...cities[index]!.edges].map(edgeIndex).sort();
  const others = cities.filter((_, i) => i !== index).flatMap((c) => [...c.edges].map(edgeIndex));
  if (edges.length === 2 && (edges[1]! - edges[0]!) % 2 !== 0) {
    // The corner lies between k and k + 1 clockwise; the opposite one between k + 2 and k + 3.
    const k = edges[1]! - edges[0]! === 3 ? edges[1]! : edges[0]!;
    const [a, b] = [(k + 2) & 3, (k + 3) & 3];
    if (others.includes(a) && others.includes(b)) return { shape: 'cornerTight' };
    const [left, right] = [fieldOf(type, (2 * a + 1) & 7), fieldOf(type, (2 * b) & 7)];
    if (left >= 0 && right >= 0 && left !== right) return { shape: 'cornerSpur' };
  }
  if (edges.length === 2 && (edges[1]! - edges[0]!) % 2 === 0) {
    const beside = others.find((e) => !edges.includes(e));
    if (beside !== undefined) return { shape: 'bandBeside', turn: (beside - 2) & 3 };
  }
  return undefined;
}

/** The shapes of a tile's cities in table order, each fitted to the rest of its tile. */
export function tileCityShapes(type: TileKind): CityShape[] {
  return TILES[type].cities.map((city, i) => cityShape(city.edges, cityFit(type, i)));
}

const MID: Readonly<Record<Edge, Point>> = { N: [50, 0], E: [100, 50], S: [50, 100], W: [0, 50] };
const CORNER: Readonly<Record<string, Point>> = { NE: [100, 0], ES: [100, 100], SW: [0, 100], NW: [0, 0] };

/**
 * A road segment's centre line. `bend` pulls a curve towards its corner (0 = round the centre); `reach`
 * says how far a road that ends inside the tile runs (a share of the way from its edge to the centre).
 */
export function roadPath(edgeSet: string, end: string | undefined, bend: number, reach?: number): string {
  const s = fmt;
  const edges = [...edgeSet] as Edge[];
  if (edges.length === 1) {
    const from = MID[edges[0]!];
    const stop = reach ?? (end === 'city' ? 0.7 : end === 'monastery' ? 0.9 : 1);
    return `M${s(from)} L${s([from[0] + (50 - from[0]) * stop, from[1] + (50 - from[1]) * stop])}`;
  }
  const [a, b] = [MID[edges[0]!], MID[edges[1]!]];
  if (a[0] === b[0] || a[1] === b[1]) return `M${s(a)} L${s(b)}`;
  const corner = CORNER[edgeSet] ?? CORNER[`${edges[1]}${edges[0]}`] ?? [50, 50];
  const control: Point = [50 + (corner[0] - 50) * bend, 50 + (corner[1] - 50) * bend];
  return `M${s(a)} Q${s(control)} ${s(b)}`;
}

/** The field strip along one half-edge (used to highlight a field). */
export function halfStrip(half: Half): string {
  const d = 38;
  const base: Point[] = [
    [0, 0],
    [50, 0],
    [50, d],
    [d, d],
  ];
  const mirrored: Point[] = [
    [50, 0],
    [100, 0],
    [100 - d, d],
    [50, d],
  ];
  const h = HALVES.indexOf(half);
  return `M${rotatePath(h % 2 === 0 ? base : mirrored, h >> 1)} Z`;
}

export const ANCHORS: Readonly<Record<TileType, Anchors>> = {
  A: {
    features: [
      [50, 87],
      [18, 18],
    ],
  },
  B: { features: [[18, 18]] },
  C: { features: [[54, 58]], pennant: [28, 28] },
  D: {
    features: [
      [50, 13],
      [76, 50],
      [22, 33],
      [50, 78],
    ],
  },
  E: {
    features: [
      [50, 13],
      [50, 64],
    ],
  },
  F: {
    features: [
      [60, 50],
      [50, 9],
      [50, 91],
    ],
    pennant: [30, 50],
  },
  G: {
    features: [
      [50, 50],
      [50, 9],
      [50, 91],
    ],
  },
  H: {
    features: [
      [50, 12],
      [50, 88],
      [50, 50],
    ],
  },
  I: {
    features: [
      [62, 11],
      [11, 62],
      [66, 66],
    ],
  },
  J: {
    features: [
      [50, 13],
      [63, 63],
      [24, 58],
      [87, 87],
    ],
  },
  K: {
    features: [
      [50, 13],
      [37, 63],
      [76, 58],
      [13, 87],
    ],
  },
  L: {
    features: [
      [50, 13],
      [82, 50],
      [50, 82],
      [18, 50],
      [28, 34],
      [22, 78],
      [78, 78],
    ],
  },
  M: {
    features: [
      [30, 30],
      [72, 72],
    ],
    pennant: [58, 16],
  },
  N: {
    features: [
      [30, 30],
      [72, 72],
    ],
  },
  O: {
    features: [
      [30, 30],
      [69, 69],
      [80, 38],
      [89, 89],
    ],
    pennant: [14, 54],
  },
  P: {
    features: [
      [30, 30],
      [69, 69],
      [80, 38],
      [89, 89],
    ],
  },
  Q: {
    features: [
      [50, 34],
      [50, 89],
    ],
    pennant: [22, 22],
  },
  R: {
    features: [
      [50, 34],
      [50, 89],
    ],
  },
  S: {
    features: [
      [50, 32],
      [50, 86],
      [82, 91],
      [18, 91],
    ],
    pennant: [22, 22],
  },
  T: {
    features: [
      [50, 32],
      [50, 86],
      [82, 91],
      [18, 91],
    ],
  },
  U: {
    features: [
      [50, 50],
      [50, 20],
      [50, 80],
    ],
  },
  V: {
    features: [
      [37, 63],
      [66, 34],
      [13, 87],
    ],
  },
  W: {
    features: [
      [82, 50],
      [50, 82],
      [18, 50],
      [50, 22],
      [78, 78],
      [22, 78],
    ],
  },
  X: {
    features: [
      [50, 18],
      [82, 50],
      [50, 82],
      [18, 50],
      [20, 20],
      [80, 20],
      [80, 80],
      [20, 80],
    ],
  },
};

/** The anchors of any tile kind: a garden copy's are its plain letter's and its garden's (river-shapes.ts). */
export function anchorsOf(kind: TileKind): Anchors {
  if (isRiverKind(kind)) return RIVER_ANCHORS[kind];
  if (isInnsCathedralsKind(kind)) return INNS_CATHEDRALS_ANCHORS[kind];
  if (isTradersBuildersKind(kind)) return TRADERS_BUILDERS_ANCHORS[kind];
  const plain = plainKind(kind) as TileType;
  const garden = isGardenCopy(kind) ? GARDEN_POINTS[plain] : undefined;
  return garden === undefined ? ANCHORS[plain] : { ...ANCHORS[plain], garden };
}

/** Curved roads bend further out on tiles whose city takes the opposite corner (O, P). */
export function roadBend(type: TileKind): number {
  return TILES[type].cities.some((c) => c.edges.length === 2 && c.edges !== 'EW') ? 0.25 : 0;
}

/** Whether the tile shows a village at the centre, where its roads that stop on the tile end. */
export function hasJunction(type: TileKind): boolean {
  return TILES[type].roads.some((r) => 'end' in r && r.end === 'junction');
}

/** Two straight roads across one tile (a bridge): the first passes over the second, which is drawn first. */
export function bridgeOf(type: TileKind): 'NS' | 'EW' | undefined {
  const straight = TILES[type].roads.filter((r) => r.edges === 'NS' || r.edges === 'EW');
  return straight.length === 2 ? (straight[0]!.edges as 'NS' | 'EW') : undefined;
}
