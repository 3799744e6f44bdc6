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
const DEMAND_TEXTS = Array.from({ length: DEMANDS }, (_, demand) => demandText(demand));

/**
 * The rotations of the kind meeting each demand; a kind without water fits no demand with water. Built when
 * the module loads (on a phone, on the hotseat board's first paint: docs/performance.md#lighthouse), so it
 * indexes the demand's text and shares equal answers instead of spreading and filtering per demand.
 */
function fittingRow(kind: TileKind): readonly (readonly Rotation[])[] {
  const water = ORIENTED[kind][0]!.water.length > 0;
  const edges = ROTATIONS.map((r) => ORIENTED[kind][r]!.edges);
  const shared = new Map<number, readonly Rotation[]>();
  return Array.from({ length: DEMANDS }, (_, demand) => {
    if (demand >= WATER && !water) return NOWHERE;
    const text = DEMAND_TEXTS[demand] as string;
    let mask = 0;
    for (const r of ROTATIONS) {
      let fits = true;
      for (let d = 0; d < 4 && fits; d++) fits = text[d] === '.' || edges[r]![d] === text[d];
      if (fits) mask |= 1 << r;
    }
    if (mask === 0) return NOWHERE;
    let rotations = shared.get(mask);
    if (!rotations) shared.set(mask, (rotations = ROTATIONS.filter((r) => mask & (1 << r))));
    return rotations;
  });
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
