/**
 * The 24 tile types (72 tiles) of the Carcassonne base game (docs/rules/carcassonne.md#tile-types), in the canonical
 * (unrotated) orientation.
 *
 * - `edges`: the edge types N E S W (`C` city, `R` road, `F` field).
 * - `cities`: city segments, each with the edges it occupies and whether it carries a pennant.
 * - `roads`: road segments with their edges; `end` says where a one-edge road stops inside the tile
 *   (`junction`, `city` gate or `monastery`); a two-edge road passes through.
 * - `fields`: field segments as space-separated half-edges (`NNW NNE ENE ESE SSE SSW WSW WNW`, clockwise
 *   from the top-left) and the indices into `cities` of the city segments each field touches on this tile.
 * - `monastery`: the tile holds a cloister.
 *
 * Invariants (checked by test/carcassonne/tiles.test.ts): 72 tiles, 10 pennants, 6 monasteries; 79 city, 94
 * road and 115 field edges (docs/rules/carcassonne.md#tile-checksums); every city/road edge belongs to
 * exactly one segment and every half-edge of a road or field edge to exactly one field. The start tile is one
 * of the four D tiles.
 */
import type { Good } from './goods';

export interface CitySpec {
  readonly edges: string;
  readonly pennant: boolean;
  /** A cathedral in this city (inns-cathedrals.ts). */
  readonly cathedral?: boolean;
  /** A goods symbol in this city (traders-builders.ts, goods.ts). */
  readonly goods?: Good;
}
export interface RoadSpec {
  readonly edges: string;
  readonly end?: 'junction' | 'city' | 'monastery';
  /** An inn beside this road (inns-cathedrals.ts). */
  readonly inn?: boolean;
}
export interface FieldSpec {
  /** Its half-edges; empty for a field inside the tile that touches no edge (inns-cathedrals.ts). */
  readonly halves: string;
  readonly cities: readonly number[];
}
export interface TileSpec {
  readonly count: number;
  /** N E S W; river tiles (river.ts) add `W`, water. */
  readonly edges: string;
  readonly cities: readonly CitySpec[];
  readonly roads: readonly RoadSpec[];
  readonly fields: readonly FieldSpec[];
  readonly monastery: boolean;
  /** River tiles: the edges that carry water (river.ts). */
  readonly water?: string;
  /** The river's spring or its lake (river.ts). */
  readonly spring?: boolean;
  readonly lake?: boolean;
  /** A garden in the middle of a field (gardens.ts, docs/rules/carcassonne.md#gardens). */
  readonly garden?: boolean;
}

const ALL8 = 'NNW NNE ENE ESE SSE SSW WSW WNW';

export const BASE_TILES = {
  A: {
    count: 2,
    edges: 'FFRF',
    cities: [],
    roads: [{ edges: 'S', end: 'monastery' }],
    fields: [{ halves: ALL8, cities: [] }],
    monastery: true,
  },
  B: { count: 4, edges: 'FFFF', cities: [], roads: [], fields: [{ halves: ALL8, cities: [] }], monastery: true },
  C: { count: 1, edges: 'CCCC', cities: [{ edges: 'NESW', pennant: true }], roads: [], fields: [], monastery: false },
  D: {
    count: 4,
    edges: 'CRFR',
    cities: [{ edges: 'N', pennant: false }],
    roads: [{ edges: 'EW' }],
    fields: [
      { halves: 'ENE WNW', cities: [0] },
      { halves: 'ESE SSE SSW WSW', cities: [] },
    ],
    monastery: false,
  },
  E: {
    count: 5,
    edges: 'CFFF',
    cities: [{ edges: 'N', pennant: false }],
    roads: [],
    fields: [{ halves: 'ENE ESE SSE SSW WSW WNW', cities: [0] }],
    monastery: false,
  },
  F: {
    count: 2,
    edges: 'FCFC',
    cities: [{ edges: 'EW', pennant: true }],
    roads: [],
    fields: [
      { halves: 'NNW NNE', cities: [0] },
      { halves: 'SSE SSW', cities: [0] },
    ],
    monastery: false,
  },
  G: {
    count: 1,
    edges: 'FCFC',
    cities: [{ edges: 'EW', pennant: false }],
    roads: [],
    fields: [
      { halves: 'NNW NNE', cities: [0] },
      { halves: 'SSE SSW', cities: [0] },
    ],
    monastery: false,
  },
  H: {
    count: 3,
    edges: 'CFCF',
    cities: [
      { edges: 'N', pennant: false },
      { edges: 'S', pennant: false },
    ],
    roads: [],
    fields: [{ halves: 'ENE ESE WSW WNW', cities: [0, 1] }],
    monastery: false,
  },
  I: {
    count: 2,
    edges: 'CFFC',
    cities: [
      { edges: 'N', pennant: false },
      { edges: 'W', pennant: false },
    ],
    roads: [],
    fields: [{ halves: 'ENE ESE SSE SSW', cities: [0, 1] }],
    monastery: false,
  },
  J: {
    count: 3,
    edges: 'CRRF',
    cities: [{ edges: 'N', pennant: false }],
    roads: [{ edges: 'ES' }],
    fields: [
      { halves: 'ENE SSW WSW WNW', cities: [0] },
      { halves: 'ESE SSE', cities: [] },
    ],
    monastery: false,
  },
  K: {
    count: 3,
    edges: 'CFRR',
    cities: [{ edges: 'N', pennant: false }],
    roads: [{ edges: 'SW' }],
    fields: [
      { halves: 'WNW ENE ESE SSE', cities: [0] },
      { halves: 'SSW WSW', cities: [] },
    ],
    monastery: false,
  },
  L: {
    count: 3,
    edges: 'CRRR',
    cities: [{ edges: 'N', pennant: false }],
    roads: [
      { edges: 'E', end: 'junction' },
      { edges: 'S', end: 'junction' },
      { edges: 'W', end: 'junction' },
    ],
    fields: [
      { halves: 'WNW ENE', cities: [0] },
      { halves: 'WSW SSW', cities: [] },
      { halves: 'SSE ESE', cities: [] },
    ],
    monastery: false,
  },
  M: {
    count: 2,
    edges: 'CFFC',
    cities: [{ edges: 'NW', pennant: true }],
    roads: [],
    fields: [{ halves: 'ENE ESE SSE SSW', cities: [0] }],
    monastery: false,
  },
  N: {
    count: 3,
    edges: 'CFFC',
    cities: [{ edges: 'NW', pennant: false }],
    roads: [],
    fields: [{ halves: 'ENE ESE SSE SSW', cities: [0] }],
    monastery: false,
  },
  O: {
    count: 2,
    edges: 'CRRC',
    cities: [{ edges: 'NW', pennant: true }],
    roads: [{ edges: 'ES' }],
    fields: [
      { halves: 'ENE SSW', cities: [0] },
      { halves: 'ESE SSE', cities: [] },
    ],
    monastery: false,
  },
  P: {
    count: 3,
    edges: 'CRRC',
    cities: [{ edges: 'NW', pennant: false }],
    roads: [{ edges: 'ES' }],
    fields: [
      { halves: 'ENE SSW', cities: [0] },
      { halves: 'ESE SSE', cities: [] },
    ],
    monastery: false,
  },
  Q: {
    count: 1,
    edges: 'CCFC',
    cities: [{ edges: 'NEW', pennant: true }],
    roads: [],
    fields: [{ halves: 'SSE SSW', cities: [0] }],
    monastery: false,
  },
  R: {
    count: 3,
    edges: 'CCFC',
    cities: [{ edges: 'NEW', pennant: false }],
    roads: [],
    fields: [{ halves: 'SSE SSW', cities: [0] }],
    monastery: false,
  },
  S: {
    count: 2,
    edges: 'CCRC',
    cities: [{ edges: 'NEW', pennant: true }],
    roads: [{ edges: 'S', end: 'city' }],
    fields: [
      { halves: 'SSE', cities: [0] },
      { halves: 'SSW', cities: [0] },
    ],
    monastery: false,
  },
  T: {
    count: 1,
    edges: 'CCRC',
    cities: [{ edges: 'NEW', pennant: false }],
    roads: [{ edges: 'S', end: 'city' }],
    fields: [
      { halves: 'SSE', cities: [0] },
      { halves: 'SSW', cities: [0] },
    ],
    monastery: false,
  },
  U: {
    count: 8,
    edges: 'FRFR',
    cities: [],
    roads: [{ edges: 'EW' }],
    fields: [
      { halves: 'WNW NNW NNE ENE', cities: [] },
      { halves: 'ESE SSE SSW WSW', cities: [] },
    ],
    monastery: false,
  },
  V: {
    count: 9,
    edges: 'FFRR',
    cities: [],
    roads: [{ edges: 'SW' }],
    fields: [
      { halves: 'WNW NNW NNE ENE ESE SSE', cities: [] },
      { halves: 'SSW WSW', cities: [] },
    ],
    monastery: false,
  },
  W: {
    count: 4,
    edges: 'FRRR',
    cities: [],
    roads: [
      { edges: 'E', end: 'junction' },
      { edges: 'S', end: 'junction' },
      { edges: 'W', end: 'junction' },
    ],
    fields: [
      { halves: 'WNW NNW NNE ENE', cities: [] },
      { halves: 'ESE SSE', cities: [] },
      { halves: 'SSW WSW', cities: [] },
    ],
    monastery: false,
  },
  X: {
    count: 1,
    edges: 'RRRR',
    cities: [],
    roads: [
      { edges: 'N', end: 'junction' },
      { edges: 'E', end: 'junction' },
      { edges: 'S', end: 'junction' },
      { edges: 'W', end: 'junction' },
    ],
    fields: [
      { halves: 'WNW NNW', cities: [] },
      { halves: 'NNE ENE', cities: [] },
      { halves: 'ESE SSE', cities: [] },
      { halves: 'SSW WSW', cities: [] },
    ],
    monastery: false,
  },
} as const satisfies Record<string, TileSpec>;

/** A base tile letter, A..X (every tile kind, river and garden copies included: `TileKind` in tile-sets.ts). */
export type TileType = keyof typeof BASE_TILES;

/** The 24 base letters, in table order. */
export const TILE_TYPES = Object.keys(BASE_TILES) as TileType[];

/** The base game's start tile (one of the four D tiles, dark back: docs/rules/carcassonne.md#setup). */
export const START_TILE: TileType = 'D';

/** Total number of tiles in the base game, start tile included. */
export const TILE_COUNT = TILE_TYPES.reduce((sum, t) => sum + BASE_TILES[t].count, 0);

/**
 * The id of one physical tile: `<kind>:<copy>` (e.g. `U:3`, `R5:0`, `E_G:0`). Ids exist only so the secret
 * bag can be checked for leaks; drawn tiles are known by their kind alone. The separator keeps ids apart
 * from kind names (the base R's copy 1 against the river tile R1).
 */
export function tileId(kind: string, copy: number): string {
  return `${kind}:${copy}`;
}

/** The base game's 72 tiles as ids; `D:0` is the start tile. */
export const TILE_IDS: readonly string[] = TILE_TYPES.flatMap((t) =>
  Array.from({ length: BASE_TILES[t].count }, (_, i) => tileId(t, i)),
);
