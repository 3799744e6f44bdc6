/**
 * Edge demands and the fitting table (the packing is described in placement.ts): which rotations of each
 * tile kind meet the edges a frontier square's neighbours demand, water included
 * (docs/rules/carcassonne.md#river-placement).
 */
import { TILE_KINDS, type TileKind } from '../data/tile-sets';
import { EDGES, ORIENTED, ROTATIONS, type Rotation } from '../geometry';

export const EDGE_CODES = '.CRF';
/** The water bit of side 0 (N); side d's is `WATER << d`. */
export const WATER = 256;
const DEMANDS = 16 * WATER;

/** Whether the demand has a neighbour on side d (a land edge or water). */
export function sideFilled(demand: number, d: number): boolean {
  return ((demand >> (2 * d)) & 3) !== 0 || (demand & (WATER << d)) !== 0;
}

/** A demand written out N E S W, `.` where there is no neighbour and `W` for water, e.g. `"C..R"`. */
export function demandText(demand: number): string {
  return EDGES.map((_, d) => (demand & (WATER << d) ? 'W' : EDGE_CODES[(demand >> (2 * d)) & 3])).join('');
}

/** The packed demand of a text like `"C..R"` or `"W.F."`. */
export function demandOf(text: string): number {
  return [...text].reduce((sum, c, d) => sum + (c === 'W' ? WATER << d : EDGE_CODES.indexOf(c) << (2 * d)), 0);
}

/** The shared empty answer; not frozen, since frozen arrays would make the lookups that read these rows slower. */
const NOWHERE: readonly Rotation[] = [];
/** What a demand asks of side d: 0 nothing (no neighbour), 1-3 a land edge (EDGE_CODES), 4 water. */
const SIDE_ASKS = '.CRFW';

/** The rotations whose bits are set in the mask (a function of its own: a closure in the loop below would slow it). */
function rotationsIn(mask: number): readonly Rotation[] {
  return ROTATIONS.filter((r) => mask & (1 << r));
}

/**
 * The rotations of the kind meeting each demand; a kind without water fits no demand with water. Built when
 * the module loads (on a phone, on the hotseat board's first paint: docs/performance.md#lighthouse-renders),
 * so a demand's answer is four lookups: per side, the rotations whose edge there meets what the side asks,
 * and of those the ones that meet all four; equal answers are one shared array.
 */
function fittingRow(kind: TileKind): readonly (readonly Rotation[])[] {
  const water = ORIENTED[kind][0]!.water.length > 0;
  const edges = ROTATIONS.map((r) => ORIENTED[kind][r]!.edges);
  const meets = EDGES.map((_, d) =>
    [...SIDE_ASKS].map((ask) =>
      ROTATIONS.reduce<number>((mask, r) => (ask === '.' || edges[r]![d] === ask ? mask | (1 << r) : mask), 0),
    ),
  );
  // Filled in as answers come (a packed array: storing past the end of a short one would make it a dictionary).
  const byMask: (readonly Rotation[] | null)[] = Array.from({ length: 16 }, (_, mask) => (mask === 0 ? NOWHERE : null));
  // Every answer NOWHERE to begin with, doubled natively (packed, unlike `new Array(n).fill`), then set one by one.
  let row: (readonly Rotation[])[] = [NOWHERE];
  while (row.length < DEMANDS) row = row.concat(row);
  // A land tile meets no demand with water: past WATER its row is NOWHERE.
  const end = water ? DEMANDS : WATER;
  for (let demand = 0; demand < end; demand++) {
    let mask = 15;
    for (let d = 0; d < 4; d++) mask &= meets[d]![demand & (WATER << d) ? 4 : (demand >> (2 * d)) & 3]!;
    row[demand] = byMask[mask] ??= rotationsIn(mask);
  }
  return row;
}

/** `FITTING[kind][demand]`: the rotations of the kind whose edges meet the demand (edges only; see `placements`). */
export const FITTING: Readonly<Record<TileKind, readonly (readonly Rotation[])[]>> = (() => {
  const rows: Partial<Record<string, readonly (readonly Rotation[])[]>> = {};
  const table: Partial<Record<TileKind, readonly (readonly Rotation[])[]>> = {};
  for (const kind of TILE_KINDS) {
    const edges = ROTATIONS.map((r) => ORIENTED[kind][r]!.edges).join();
    table[kind] = rows[edges] ??= fittingRow(kind);
  }
  return table as Record<TileKind, readonly (readonly Rotation[])[]>;
})();
