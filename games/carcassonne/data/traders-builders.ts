/**
 * Traders & Builders (docs/rules/carcassonne.md#traders-builders): its 24 land tiles TB1-TB24, one of each,
 * in the encoding of `tiles.ts`. A city segment may show one goods symbol (`goods`: wine, grain or cloth,
 * data/goods.ts), which the city it merges into carries as a whole; the player who completes that city takes
 * one token per symbol (docs/rules/carcassonne.md#goods). Fields with no half-edge lie inside the tile
 * (`inner`, as IC3). TB8 and TB11 show a garden, which counts with the `abbot` option only. TB23's west road
 * stops on the tile (drawn like a junction's end); TB24's two roads cross on a bridge without meeting.
 *
 * Invariants (test/carcassonne/traders-builders-tiles.test.ts, docs/rules/carcassonne.md#traders-builders-checksums):
 * 24 tiles; over their 96 edges 52 city, 25 road and 19 field; 29 city and 23 road segments (21 of the
 * roads end on their tile), 56 fields (4 inner), 1 cloister, 2 gardens, no pennant; goods: 9 wine, 6 grain,
 * 5 cloth on 20 tiles.
 */
import type { TileSpec } from './tiles';

const tile = (spec: Omit<TileSpec, 'count' | 'monastery'> & { count?: number; monastery?: boolean }): TileSpec => ({
  count: 1,
  monastery: false,
  ...spec,
});

export const TRADERS_BUILDERS_TILES = {
  /** A city across the north-west corner with grain. */
  TB1: tile({
    edges: 'CFFC',
    cities: [{ edges: 'NW', pennant: false, goods: 'grain' }],
    roads: [],
    fields: [{ halves: 'ENE ESE SSE SSW', cities: [0] }],
  }),
  /** A city across the north-west corner with wine. */
  TB2: tile({
    edges: 'CFFC',
    cities: [{ edges: 'NW', pennant: false, goods: 'wine' }],
    roads: [],
    fields: [{ halves: 'ENE ESE SSE SSW', cities: [0] }],
  }),
  /** A city east-west with cloth and a separate cap south, an inner field between them. */
  TB3: tile({
    edges: 'FCCC',
    cities: [
      { edges: 'EW', pennant: false, goods: 'cloth' },
      { edges: 'S', pennant: false },
    ],
    roads: [],
    fields: [
      { halves: 'NNW NNE', cities: [0] },
      { halves: '', cities: [0, 1] },
    ],
  }),
  /** As TB3 with wine. */
  TB4: tile({
    edges: 'FCCC',
    cities: [
      { edges: 'EW', pennant: false, goods: 'wine' },
      { edges: 'S', pennant: false },
    ],
    roads: [],
    fields: [
      { halves: 'NNW NNE', cities: [0] },
      { halves: '', cities: [0, 1] },
    ],
  }),
  /** As R (no pennant) with grain: a city north, east and west. */
  TB5: tile({
    edges: 'CCFC',
    cities: [{ edges: 'NEW', pennant: false, goods: 'grain' }],
    roads: [],
    fields: [{ halves: 'SSE SSW', cities: [0] }],
  }),
  /** A north-west city with cloth and separate caps east and south round an inner field. */
  TB6: tile({
    edges: 'CCCC',
    cities: [
      { edges: 'NW', pennant: false, goods: 'cloth' },
      { edges: 'E', pennant: false },
      { edges: 'S', pennant: false },
    ],
    roads: [],
    fields: [{ halves: '', cities: [0, 1, 2] }],
  }),
  /** A north-west city with cloth reaching into the tile; roads from east and south end at it, four small fields. */
  TB7: tile({
    edges: 'CRRC',
    cities: [{ edges: 'NW', pennant: false, goods: 'cloth' }],
    roads: [
      { edges: 'E', end: 'city' },
      { edges: 'S', end: 'city' },
    ],
    fields: [
      { halves: 'ENE', cities: [0] },
      { halves: 'ESE', cities: [0] },
      { halves: 'SSE', cities: [0] },
      { halves: 'SSW', cities: [0] },
    ],
  }),
  /** A north-west city with wine; roads from east and south end at it; a garden. */
  TB8: tile({
    edges: 'CRRC',
    garden: true,
    cities: [{ edges: 'NW', pennant: false, goods: 'wine' }],
    roads: [
      { edges: 'E', end: 'city' },
      { edges: 'S', end: 'city' },
    ],
    fields: [
      { halves: 'ENE', cities: [0] },
      { halves: 'ESE SSE', cities: [0] },
      { halves: 'SSW', cities: [0] },
    ],
  }),
  /** A north-west city with cloth, a separate cap south, a road from the east to the gate. */
  TB9: tile({
    edges: 'CRCC',
    cities: [
      { edges: 'NW', pennant: false, goods: 'cloth' },
      { edges: 'S', pennant: false },
    ],
    roads: [{ edges: 'E', end: 'city' }],
    fields: [
      { halves: 'ENE', cities: [0] },
      { halves: 'ESE', cities: [0, 1] },
    ],
  }),
  /** As TB9 with grain. */
  TB10: tile({
    edges: 'CRCC',
    cities: [
      { edges: 'NW', pennant: false, goods: 'grain' },
      { edges: 'S', pennant: false },
    ],
    roads: [{ edges: 'E', end: 'city' }],
    fields: [
      { halves: 'ENE', cities: [0] },
      { halves: 'ESE', cities: [0, 1] },
    ],
  }),
  /** As IC9 with cloth: a north-west city, a road from the east to its gate; a garden. */
  TB11: tile({
    edges: 'CRFC',
    garden: true,
    cities: [{ edges: 'NW', pennant: false, goods: 'cloth' }],
    roads: [{ edges: 'E', end: 'city' }],
    fields: [
      { halves: 'ENE', cities: [0] },
      { halves: 'ESE SSE SSW', cities: [0] },
    ],
  }),
  /** A north-west city with wine reaching into the tile, a road from the east to its gate. */
  TB12: tile({
    edges: 'CRFC',
    cities: [{ edges: 'NW', pennant: false, goods: 'wine' }],
    roads: [{ edges: 'E', end: 'city' }],
    fields: [
      { halves: 'ENE', cities: [0] },
      { halves: 'ESE', cities: [0] },
      { halves: 'SSE SSW', cities: [0] },
    ],
  }),
  /** As T (no pennant) with wine: a city north, east and west, a road from the south to its gate. */
  TB13: tile({
    edges: 'CCRC',
    cities: [{ edges: 'NEW', pennant: false, goods: 'wine' }],
    roads: [{ edges: 'S', end: 'city' }],
    fields: [
      { halves: 'SSE', cities: [0] },
      { halves: 'SSW', cities: [0] },
    ],
  }),
  /** Two separate cities across opposite corners, wine in the north-west one, an inner field between. */
  TB14: tile({
    edges: 'CCCC',
    cities: [
      { edges: 'NW', pennant: false, goods: 'wine' },
      { edges: 'ES', pennant: false },
    ],
    roads: [],
    fields: [{ halves: '', cities: [0, 1] }],
  }),
  /** As G with wine: a city east-west. */
  TB15: tile({
    edges: 'FCFC',
    cities: [{ edges: 'EW', pennant: false, goods: 'wine' }],
    roads: [],
    fields: [
      { halves: 'NNW NNE', cities: [0] },
      { halves: 'SSE SSW', cities: [0] },
    ],
  }),
  /** A city cap north and a road from the east to its gate; no goods. */
  TB16: tile({
    edges: 'CRFF',
    cities: [{ edges: 'N', pennant: false }],
    roads: [{ edges: 'E', end: 'city' }],
    fields: [
      { halves: 'ENE', cities: [0] },
      { halves: 'ESE SSE SSW WSW WNW', cities: [0] },
    ],
  }),
  /** A city east-west with grain, a road from the south to its gate. */
  TB17: tile({
    edges: 'FCRC',
    cities: [{ edges: 'EW', pennant: false, goods: 'grain' }],
    roads: [{ edges: 'S', end: 'city' }],
    fields: [
      { halves: 'NNW NNE', cities: [0] },
      { halves: 'SSE', cities: [0] },
      { halves: 'SSW', cities: [0] },
    ],
  }),
  /** As TB17 with wine. */
  TB18: tile({
    edges: 'FCRC',
    cities: [{ edges: 'EW', pennant: false, goods: 'wine' }],
    roads: [{ edges: 'S', end: 'city' }],
    fields: [
      { halves: 'NNW NNE', cities: [0] },
      { halves: 'SSE', cities: [0] },
      { halves: 'SSW', cities: [0] },
    ],
  }),
  /** As IC10 without the pennant, with wine: a city east-west, roads from north and south end at it. */
  TB19: tile({
    edges: 'RCRC',
    cities: [{ edges: 'EW', pennant: false, goods: 'wine' }],
    roads: [
      { edges: 'N', end: 'city' },
      { edges: 'S', end: 'city' },
    ],
    fields: [
      { halves: 'NNW', cities: [0] },
      { halves: 'NNE', cities: [0] },
      { halves: 'SSE', cities: [0] },
      { halves: 'SSW', cities: [0] },
    ],
  }),
  /** A cloister with roads from east, south and west ending at it (three roads). */
  TB20: tile({
    edges: 'FRRR',
    monastery: true,
    cities: [],
    roads: [
      { edges: 'E', end: 'monastery' },
      { edges: 'S', end: 'monastery' },
      { edges: 'W', end: 'monastery' },
    ],
    fields: [
      { halves: 'WNW NNW NNE ENE', cities: [] },
      { halves: 'ESE SSE', cities: [] },
      { halves: 'SSW WSW', cities: [] },
    ],
  }),
  /** As IC11 without the inn, with grain. */
  TB21: tile({
    edges: 'CFRC',
    cities: [{ edges: 'NW', pennant: false, goods: 'grain' }],
    roads: [{ edges: 'S', end: 'city' }],
    fields: [
      { halves: 'ENE ESE SSE', cities: [0] },
      { halves: 'SSW', cities: [0] },
    ],
  }),
  /** A north-west city with grain reaching into the tile, a road from the south to its gate. */
  TB22: tile({
    edges: 'CFRC',
    cities: [{ edges: 'NW', pennant: false, goods: 'grain' }],
    roads: [{ edges: 'S', end: 'city' }],
    fields: [
      { halves: 'ENE ESE', cities: [0] },
      { halves: 'SSE', cities: [0] },
      { halves: 'SSW', cities: [0] },
    ],
  }),
  /** A city cap north; a road from the south to its gate and a road from the west ending on the tile. */
  TB23: tile({
    edges: 'CFRR',
    cities: [{ edges: 'N', pennant: false }],
    roads: [
      { edges: 'S', end: 'city' },
      { edges: 'W', end: 'junction' },
    ],
    fields: [
      { halves: 'ENE ESE SSE', cities: [0] },
      { halves: 'SSW WSW', cities: [] },
      { halves: 'WNW', cities: [0] },
    ],
  }),
  /** The bridge: a road north-south passing over a road east-west; they never meet. */
  TB24: tile({
    edges: 'RRRR',
    cities: [],
    roads: [{ edges: 'NS' }, { edges: 'EW' }],
    fields: [
      { halves: 'WNW NNW', cities: [] },
      { halves: 'NNE ENE', cities: [] },
      { halves: 'ESE SSE', cities: [] },
      { halves: 'SSW WSW', cities: [] },
    ],
  }),
} as const satisfies Record<string, TileSpec>;

export type TradersBuildersTileType = keyof typeof TRADERS_BUILDERS_TILES;

/** The 24 kinds in table order. */
export const TRADERS_BUILDERS_TYPES = Object.keys(TRADERS_BUILDERS_TILES) as TradersBuildersTileType[];
