/**
 * The River (docs/rules/carcassonne.md#river): the 12 river tiles of the current (2021) box, ids R1-R12,
 * in the encoding of `tiles.ts` with one more edge letter, `W` (water). Water is not a feature: no figure
 * stands on it and it never scores; each water edge carries two field half-edges, which belong to the fields
 * on either bank (one field round the spring R1 and the lake R12). `water` lists the edges carrying water:
 * two on a middle tile, one on the spring (where the river starts) and on the lake (where it ends).
 *
 * Invariants (test/carcassonne/tile-sets.test.ts, docs/rules/carcassonne.md#river-checksums): 12 tiles,
 * 6 straight and 4 bends between spring and lake; over the 48 edges 22 water, 5 city, 8 road, 13 field;
 * 4 city and 5 road segments, 29 fields, 2 cloisters (R8, R12), 1 garden (R10), no pennant.
 */
import type { TileSpec } from './tiles';

const ALL8 = 'NNW NNE ENE ESE SSE SSW WSW WNW';
const NORTH_BANK = 'WNW NNW NNE ENE';
const SOUTH_BANK = 'WSW SSW SSE ESE';
const OUTSIDE_BEND = 'WNW NNW NNE ENE ESE SSE';
const INSIDE_BEND = 'WSW SSW';

const river = (spec: Omit<TileSpec, 'count' | 'monastery'> & { monastery?: boolean }): TileSpec => ({
  count: 1,
  monastery: false,
  ...spec,
});

export const RIVER_TILES = {
  /** The spring: the start tile of a River game; a road crosses its north-east corner. */
  R1: river({
    edges: 'RRWF',
    water: 'S',
    spring: true,
    cities: [],
    roads: [{ edges: 'NE' }],
    fields: [
      { halves: 'NNE ENE', cities: [] },
      { halves: 'NNW ESE SSE SSW WSW WNW', cities: [] },
    ],
  }),
  /** A city cap north; a road from the south edge crosses the water on a bridge and ends at the city gate. */
  R2: river({
    edges: 'CWRW',
    water: 'EW',
    cities: [{ edges: 'N', pennant: false }],
    roads: [{ edges: 'S', end: 'city' }],
    fields: [
      { halves: 'ENE', cities: [0] },
      { halves: 'WNW', cities: [0] },
      { halves: 'ESE SSE', cities: [] },
      { halves: 'WSW SSW', cities: [] },
    ],
  }),
  /** Two city caps, north and south, the river between them. */
  R3: river({
    edges: 'CWCW',
    water: 'EW',
    cities: [
      { edges: 'N', pennant: false },
      { edges: 'S', pennant: false },
    ],
    roads: [],
    fields: [
      { halves: 'ENE WNW', cities: [0] },
      { halves: 'ESE WSW', cities: [1] },
    ],
  }),
  /** Straight river between two fields. */
  R4: river({
    edges: 'FWFW',
    water: 'EW',
    cities: [],
    roads: [],
    fields: [
      { halves: NORTH_BANK, cities: [] },
      { halves: SOUTH_BANK, cities: [] },
    ],
  }),
  /** A bend south to east, a city across the north-west corner. */
  R5: river({
    edges: 'CWWC',
    water: 'SE',
    cities: [{ edges: 'NW', pennant: false }],
    roads: [],
    fields: [
      { halves: 'SSW ENE', cities: [0] },
      { halves: 'ESE SSE', cities: [] },
    ],
  }),
  /** Straight river between two fields (a second copy of R4's layout). */
  R6: river({
    edges: 'FWFW',
    water: 'EW',
    cities: [],
    roads: [],
    fields: [
      { halves: NORTH_BANK, cities: [] },
      { halves: SOUTH_BANK, cities: [] },
    ],
  }),
  /** A bend south to west. */
  R7: river({
    edges: 'FFWW',
    water: 'SW',
    cities: [],
    roads: [],
    fields: [
      { halves: OUTSIDE_BEND, cities: [] },
      { halves: INSIDE_BEND, cities: [] },
    ],
  }),
  /** A cloister north of the river; a road from the south edge crosses on a bridge and ends at it. */
  R8: river({
    edges: 'FWRW',
    water: 'EW',
    monastery: true,
    cities: [],
    roads: [{ edges: 'S', end: 'monastery' }],
    fields: [
      { halves: NORTH_BANK, cities: [] },
      { halves: 'ESE SSE', cities: [] },
      { halves: 'WSW SSW', cities: [] },
    ],
  }),
  /** A river bend south to west and a road bend north to east in the opposite corner. */
  R9: river({
    edges: 'RRWW',
    water: 'SW',
    cities: [],
    roads: [{ edges: 'NE' }],
    fields: [
      { halves: 'NNE ENE', cities: [] },
      { halves: 'WNW NNW ESE SSE', cities: [] },
      { halves: INSIDE_BEND, cities: [] },
    ],
  }),
  /** A bend south to west with a garden (docs/rules/carcassonne.md#abbot). */
  R10: river({
    edges: 'FFWW',
    water: 'SW',
    garden: true,
    cities: [],
    roads: [],
    fields: [
      { halves: OUTSIDE_BEND, cities: [] },
      { halves: INSIDE_BEND, cities: [] },
    ],
  }),
  /** Straight river north-south, crossed by a straight road on a bridge: four fields. */
  R11: river({
    edges: 'WRWR',
    water: 'NS',
    cities: [],
    roads: [{ edges: 'EW' }],
    fields: [
      { halves: 'WNW NNW', cities: [] },
      { halves: 'NNE ENE', cities: [] },
      { halves: 'ESE SSE', cities: [] },
      { halves: 'SSW WSW', cities: [] },
    ],
  }),
  /** The lake, where the river ends, with a cloister; always the last river tile drawn. */
  R12: river({
    edges: 'WFFF',
    water: 'N',
    lake: true,
    monastery: true,
    cities: [],
    roads: [],
    fields: [{ halves: ALL8, cities: [] }],
  }),
} as const satisfies Record<string, TileSpec>;

export type RiverTileType = keyof typeof RIVER_TILES;

/** The river tiles in table order. */
export const RIVER_TYPES = Object.keys(RIVER_TILES) as RiverTileType[];
/** The spring (start tile of a River game) and the lake (drawn last of the river stack). */
export const SPRING: RiverTileType = 'R1';
export const LAKE: RiverTileType = 'R12';
