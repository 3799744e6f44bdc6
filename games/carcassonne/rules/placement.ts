/**
 * Tile placement (B.2.2): a tile goes on an empty square orthogonally next to a placed tile (the
 * frontier), in any rotation, and every edge it shares with a neighbour must match type for type. Empty
 * and diagonal neighbours impose nothing; enclosing holes is legal (B.5.18).
 *
 * Each frontier square carries the edge types its neighbours demand (`"C..R"`); `FITTING` answers "which
 * rotations of this type meet that demand" by lookup, so listing placements costs one lookup per square.
 */
import { TILE_TYPES, type TileType } from '../data/tiles';
import { DX, DY, EDGES, OPPOSITE_EDGE, ORIENTED, parseKey, posKey, ROTATIONS, type Rotation } from '../geometry';
import type { CarcassonneState, PlaceTileAction } from './state';

const NO_DEMAND = '....';

function allDemands(): string[] {
  let out = [''];
  for (let d = 0; d < EDGES.length; d++) out = out.flatMap((p) => ['.', 'C', 'R', 'F'].map((c) => p + c));
  return out;
}

/** `FITTING[type][demand]`: the rotations of the type whose edges meet the demand. */
export const FITTING: Readonly<Record<TileType, Readonly<Record<string, readonly Rotation[]>>>> = Object.fromEntries(
  TILE_TYPES.map((type) => [
    type,
    Object.fromEntries(
      allDemands().map((demand) => [
        demand,
        ROTATIONS.filter((r) => [...demand].every((c, d) => c === '.' || ORIENTED[type][r]!.edges[d] === c)),
      ]),
    ),
  ]),
) as Record<TileType, Record<string, Rotation[]>>;

/** Whether the tile fits at (x, y) in this rotation. */
export function fits(state: CarcassonneState, x: number, y: number, type: TileType, rotation: Rotation): boolean {
  const demand = state.frontier[posKey(x, y)];
  return demand !== undefined && (FITTING[type][demand] as readonly Rotation[]).includes(rotation);
}

/** Every legal placement of the tile, in frontier order then rotation order. */
export function placements(state: CarcassonneState, type: TileType): PlaceTileAction[] {
  const out: PlaceTileAction[] = [];
  const fitting = FITTING[type];
  for (const key in state.frontier) {
    const rotations = fitting[state.frontier[key] as string] as readonly Rotation[];
    if (rotations.length === 0) continue;
    const [x, y] = parseKey(key);
    for (const rotation of rotations) out.push({ type: 'placeTile', x, y, rotation });
  }
  return out;
}

/** Whether the tile fits anywhere at all (B.2.3). */
export function canPlace(state: CarcassonneState, type: TileType): boolean {
  const fitting = FITTING[type];
  for (const key in state.frontier) if ((fitting[state.frontier[key] as string] as readonly Rotation[]).length > 0) return true;
  return false;
}

/** Updates the frontier after a tile went to (x, y): its square leaves, its empty neighbours gain a demand. */
export function extendFrontier(state: CarcassonneState, x: number, y: number): void {
  delete state.frontier[posKey(x, y)];
  const tile = state.board[posKey(x, y)]!;
  const edges = ORIENTED[tile.type][tile.rotation]!.edges;
  for (let d = 0; d < 4; d++) {
    const next = posKey(x + (DX[d] as number), y + (DY[d] as number));
    if (state.board[next] !== undefined) continue;
    const demand = state.frontier[next] ?? NO_DEMAND;
    const side = OPPOSITE_EDGE[d] as number;
    state.frontier[next] = demand.slice(0, side) + (edges[d] as string) + demand.slice(side + 1);
  }
}
