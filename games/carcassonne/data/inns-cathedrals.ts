/**
 * Inns & Cathedrals (docs/rules/carcassonne.md#inns-cathedrals): its 18 land tiles, 17 kinds IC1-IC17 (IC1,
 * the cathedral, twice), in the encoding of `tiles.ts`. A road segment may carry an inn (`inn`) and a city
 * segment a cathedral (`cathedral`), which the feature they merge into carries as a whole
 * (docs/rules/carcassonne.md#inn-cathedral-scoring). A field with no half-edge (`halves: ''`) lies inside
 * the tile, between city caps: it touches them, holds a farmer at the location `inner` and never joins
 * another tile's field (docs/rules/carcassonne.md#inner-fields). IC3 and IC15 show a garden, which counts
 * with the `abbot` option only (only a figure of that option stands on it).
 *
 * Invariants (test/carcassonne/inns-cathedrals-tiles.test.ts, docs/rules/carcassonne.md#inns-cathedrals-checksums):
 * 18 tiles; over their 72 edges 31 city, 24 road and 17 field; 20 city and 18 road segments (12 of the roads
 * end on their tile), 35 fields (1 inner), 1 cloister, 2 gardens, 3 pennants, 6 inns, 2 cathedrals.
 */
import type { TileSpec } from './tiles';

const tile = (spec: Omit<TileSpec, 'count' | 'monastery'> & { count?: number; monastery?: boolean }): TileSpec => ({
  count: 1,
  monastery: false,
  ...spec,
});
const city = (edges: string, pennant = false) => ({ edges, pennant });

export const INNS_CATHEDRALS_TILES = {
  /** The cathedral: one city filling the tile, no pennant. */
  IC1: tile({
    count: 2,
    edges: 'CCCC',
    cities: [{ edges: 'NESW', pennant: false, cathedral: true }],
    roads: [],
    fields: [],
  }),
  /** A cloister with a road stopping at it from the east and from the west: two roads, two fields. */
  IC2: tile({
    edges: 'FRFR',
    monastery: true,
    cities: [],
    roads: [
      { edges: 'E', end: 'monastery' },
      { edges: 'W', end: 'monastery' },
    ],
    fields: [
      { halves: 'WNW NNW NNE ENE', cities: [] },
      { halves: 'ESE SSE SSW WSW', cities: [] },
    ],
  }),
  /** Four separate city caps round a small inner field, with a garden. */
  IC3: tile({
    edges: 'CCCC',
    garden: true,
    cities: [city('N'), city('E'), city('S'), city('W')],
    roads: [],
    fields: [{ halves: '', cities: [0, 1, 2, 3] }],
  }),
  /** Three separate city caps (N, E, W); the field south touches all three. */
  IC4: tile({
    edges: 'CCFC',
    cities: [city('N'), city('E'), city('W')],
    roads: [],
    fields: [{ halves: 'SSE SSW', cities: [0, 1, 2] }],
  }),
  /** Two city caps (N, S) and two road stubs (E, W) ending in the middle. */
  IC5: tile({
    edges: 'CRCR',
    cities: [city('N'), city('S')],
    roads: [
      { edges: 'E', end: 'junction' },
      { edges: 'W', end: 'junction' },
    ],
    fields: [
      { halves: 'ENE', cities: [0] },
      { halves: 'ESE', cities: [1] },
      { halves: 'WSW', cities: [1] },
      { halves: 'WNW', cities: [0] },
    ],
  }),
  /** A city across the north-west corner with a pennant, and a separate cap south. */
  IC6: tile({
    edges: 'CFCC',
    cities: [city('NW', true), city('S')],
    roads: [],
    fields: [{ halves: 'ENE ESE', cities: [0, 1] }],
  }),
  /** A city cap north whose wall reaches down, splitting the field in two. */
  IC7: tile({
    edges: 'CFFF',
    cities: [city('N')],
    roads: [],
    fields: [
      { halves: 'ENE ESE', cities: [0] },
      { halves: 'SSE SSW WSW WNW', cities: [0] },
    ],
  }),
  /** A city cap north and a road from the south to its gate. */
  IC8: tile({
    edges: 'CFRF',
    cities: [city('N')],
    roads: [{ edges: 'S', end: 'city' }],
    fields: [
      { halves: 'ENE ESE SSE', cities: [0] },
      { halves: 'SSW WSW WNW', cities: [0] },
    ],
  }),
  /** A city across the north-west corner and a road from the east to its gate. */
  IC9: tile({
    edges: 'CRFC',
    cities: [city('NW')],
    roads: [{ edges: 'E', end: 'city' }],
    fields: [
      { halves: 'ENE', cities: [0] },
      { halves: 'ESE SSE SSW', cities: [0] },
    ],
  }),
  /** A city east-west with a pennant; roads from north and south end at it. */
  IC10: tile({
    edges: 'RCRC',
    cities: [city('EW', true)],
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
  /** A city across the north-west corner and a road from the south to its gate, with an inn. */
  IC11: tile({
    edges: 'CFRC',
    cities: [city('NW')],
    roads: [{ edges: 'S', end: 'city', inn: true }],
    fields: [
      { halves: 'ENE ESE SSE', cities: [0] },
      { halves: 'SSW', cities: [0] },
    ],
  }),
  /** K with an inn: a city cap north, a road bending south to west. */
  IC12: tile({
    edges: 'CFRR',
    cities: [city('N')],
    roads: [{ edges: 'SW', inn: true }],
    fields: [
      { halves: 'WNW ENE ESE SSE', cities: [0] },
      { halves: 'SSW WSW', cities: [] },
    ],
  }),
  /** O with an inn: a city across the north-west corner with a pennant, a road bending east to south. */
  IC13: tile({
    edges: 'CRRC',
    cities: [city('NW', true)],
    roads: [{ edges: 'ES', inn: true }],
    fields: [
      { halves: 'ENE SSW', cities: [0] },
      { halves: 'ESE SSE', cities: [] },
    ],
  }),
  /** W with an inn on its east arm only: three roads ending at a crossing. */
  IC14: tile({
    edges: 'FRRR',
    cities: [],
    roads: [
      { edges: 'E', end: 'junction', inn: true },
      { edges: 'S', end: 'junction' },
      { edges: 'W', end: 'junction' },
    ],
    fields: [
      { halves: 'WNW NNW NNE ENE', cities: [] },
      { halves: 'ESE SSE', cities: [] },
      { halves: 'SSW WSW', cities: [] },
    ],
  }),
  /** U with an inn and a garden: a straight road east-west. */
  IC15: tile({
    edges: 'FRFR',
    garden: true,
    cities: [],
    roads: [{ edges: 'EW', inn: true }],
    fields: [
      { halves: 'WNW NNW NNE ENE', cities: [] },
      { halves: 'ESE SSE SSW WSW', cities: [] },
    ],
  }),
  /** V with an inn: a road bending south to west. */
  IC16: tile({
    edges: 'FFRR',
    cities: [],
    roads: [{ edges: 'SW', inn: true }],
    fields: [
      { halves: 'WNW NNW NNE ENE ESE SSE', cities: [] },
      { halves: 'SSW WSW', cities: [] },
    ],
  }),
  /** Two road bends that never meet: north to east and south to west. */
  IC17: tile({
    edges: 'RRRR',
    cities: [],
    roads: [{ edges: 'NE' }, { edges: 'SW' }],
    fields: [
      { halves: 'NNE ENE', cities: [] },
      { halves: 'SSW WSW', cities: [] },
      { halves: 'NNW WNW ESE SSE', cities: [] },
    ],
  }),
} as const satisfies Record<string, TileSpec>;

export type InnsCathedralsTileType = keyof typeof INNS_CATHEDRALS_TILES;

/** The 17 kinds in table order. */
export const INNS_CATHEDRALS_TYPES = Object.keys(INNS_CATHEDRALS_TILES) as InnsCathedralsTileType[];
