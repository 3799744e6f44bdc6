/**
 * Tile placement (docs/rules/carcassonne.md#placing-a-tile): a tile goes on an empty square orthogonally next to a
 * placed tile (the
 * frontier), in any rotation, and every edge it shares with a neighbour must match type for type. Empty
 * and diagonal neighbours impose nothing; enclosing holes is legal (docs/rules/carcassonne.md#holes).
 *
 * Each frontier square carries the edge types its neighbours demand, packed in a number: two bits per side
 * (N bits 0-1, E 2-3, S 4-5, W 6-7), 0 = no neighbour, 1 = city, 2 = road, 3 = field, and one bit per side
 * for water (N bit 8, E 9, S 10, W 11), set on the one square the river flows into
 * (docs/rules/carcassonne.md#river-placement; `demandText` spells it out). A base game's demands are
 * those of old, below 256. `FITTING` answers "which rotations of this kind meet that demand" by lookup, so
 * listing the placements costs one lookup per frontier square. A river tile goes only where the river
 * flows (rules/river.ts); a land tile never fits a square with water on a side.
 */
import { isRiverKind, type TileKind } from '../data/tile-sets';
import { DX, DY, OPPOSITE_EDGE, type Rotation } from '../geometry';
import { EDGE_CODES, FITTING, WATER, sideFilled } from './fitting';
import { canPlaceRiver, riverPlacements, riverRefusal } from './river';
import type { CarcassonneState, FrontierSquare, PlaceTileAction } from './state';

export { FITTING, WATER, demandOf, demandText, sideFilled } from './fitting';

/** The frontier square at (x, y), or undefined. */
export function frontierSquare(state: CarcassonneState, x: number, y: number): FrontierSquare | undefined {
  return state.frontier.find((square) => square.x === x && square.y === y);
}

/** Why the tile may not go to (x, y) in this rotation, or undefined when it may. */
export function placementRefusal(
  state: CarcassonneState,
  x: number,
  y: number,
  type: TileKind,
  rotation: Rotation,
): string | undefined {
  if (isRiverKind(type)) return riverRefusal(state, x, y, type, rotation);
  const square = frontierSquare(state, x, y);
  if (square === undefined) return 'the tile does not fit there';
  if (square.demand >= WATER) return 'only a river tile may go where the river flows';
  return (FITTING[type][square.demand] as readonly Rotation[]).includes(rotation)
    ? undefined
    : 'the tile does not fit there';
}

/** Whether the tile fits at (x, y) in this rotation. */
export function fits(state: CarcassonneState, x: number, y: number, type: TileKind, rotation: Rotation): boolean {
  return placementRefusal(state, x, y, type, rotation) === undefined;
}

/** Every legal placement of the tile, in frontier order then rotation order. */
export function placements(state: CarcassonneState, type: TileKind): PlaceTileAction[] {
  if (isRiverKind(type)) return riverPlacements(state, type);
  const out: PlaceTileAction[] = [];
  const fitting = FITTING[type];
  for (const { x, y, demand } of state.frontier) {
    for (const rotation of fitting[demand] as readonly Rotation[]) out.push({ type: 'placeTile', x, y, rotation });
  }
  return out;
}

/** Whether the tile fits anywhere at all (docs/rules/carcassonne.md#unplaceable-tile). */
export function canPlace(state: CarcassonneState, type: TileKind): boolean {
  if (isRiverKind(type)) return canPlaceRiver(state, type);
  const fitting = FITTING[type];
  for (const square of state.frontier) if ((fitting[square.demand] as readonly Rotation[]).length > 0) return true;
  return false;
}

/**
 * Updates the frontier for a tile with these edges (N E S W) going to (x, y): its square leaves, its empty
 * neighbours gain a demand. Returns the demand the square had (0 off the frontier, as for the start tile):
 * its non-zero sides are exactly the placed neighbours, so neither this nor `addTile` looks at the board.
 */
export function extendFrontier(state: CarcassonneState, x: number, y: number, edges: string): number {
  const { frontier } = state;
  // One pass finds the placed square and the neighbours already on the frontier (side d at `at[d]`).
  let here = -1;
  const at = [-1, -1, -1, -1];
  for (let i = 0; i < frontier.length; i++) {
    const square = frontier[i] as FrontierSquare;
    const dx = square.x - x;
    const dy = square.y - y;
    if (dx === 0 && dy === 0) here = i;
    else if (Math.abs(dx) + Math.abs(dy) === 1) at[dx === 0 ? (dy < 0 ? 0 : 2) : dx > 0 ? 1 : 3] = i;
  }
  const placed = here < 0 ? 0 : (frontier[here] as FrontierSquare).demand;
  let opened = 0;
  for (let d = 0; d < 4; d++) {
    if (sideFilled(placed, d)) continue;
    const i = at[d] as number;
    if (i < 0) opened |= 1 << d;
    else {
      const square = frontier[i] as FrontierSquare;
      frontier[i] = { x: square.x, y: square.y, demand: square.demand + sideDemand(edges, d) };
    }
  }
  if (here >= 0) frontier.splice(here, 1);
  for (let d = 0; d < 4; d++) {
    if (opened & (1 << d))
      frontier.push({ x: x + (DX[d] as number), y: y + (DY[d] as number), demand: sideDemand(edges, d) });
  }
  return placed;
}

/** What a tile's edge on side d demands of the empty neighbour there (on that neighbour's opposite side). */
function sideDemand(edges: string, d: number): number {
  const side = OPPOSITE_EDGE[d] as number;
  return edges[d] === 'W' ? WATER << side : EDGE_CODES.indexOf(edges[d] as string) << (2 * side);
}
