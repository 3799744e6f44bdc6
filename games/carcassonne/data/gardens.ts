/**
 * The garden copies of the base tiles (docs/rules/carcassonne.md#gardens): one copy each of E, H, I, M, N,
 * R, U and V shows a garden in the middle of a field. Everything else (edges, cities, roads, fields) is
 * the plain letter's; the garden is an extra feature, which only the abbot may occupy. The copies are part
 * of the 72 land tiles: with the `abbot` option the box holds `E_G` plus four plain E, and so on; without it
 * they play as their plain letter (five E). The river's garden is on R10 (river.ts).
 */
import { BASE_TILES, type TileSpec, type TileType } from './tiles';

const gardenCopy = <T extends TileType>(plain: T) =>
  ({ ...BASE_TILES[plain], count: 1, garden: true, plain }) satisfies TileSpec & { plain: T };

export const GARDEN_TILES = {
  E_G: gardenCopy('E'),
  H_G: gardenCopy('H'),
  I_G: gardenCopy('I'),
  M_G: gardenCopy('M'),
  N_G: gardenCopy('N'),
  R_G: gardenCopy('R'),
  U_G: gardenCopy('U'),
  V_G: gardenCopy('V'),
} as const;

export type GardenTileType = keyof typeof GARDEN_TILES;

/** The garden copies in table order. */
export const GARDEN_TYPES = Object.keys(GARDEN_TILES) as GardenTileType[];
