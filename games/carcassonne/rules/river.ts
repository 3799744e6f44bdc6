/**
 * Placing a river tile (docs/rules/carcassonne.md#river-placement). The river has one open end: the
 * frontier square whose demand has a water side (placement.ts), where the last river tile's water flows.
 * A river tile goes there and nowhere else, with its water meeting that water and every other shared edge
 * matching as usual; its other water edge (a middle tile has two, the lake one) must face an empty square,
 * so the river never runs into a tile, which edge matching already ensures: the only water edge of the
 * board not yet met is the one at the open end, so a placed tile never shows water to that other edge;
 * and a bend may not turn the same way, following the flow, as the
 * river tile it joins when that one is a bend too (docs/rules/carcassonne.md#river-turns). Which way a
 * placed tile turned follows from its water edges and the side the river came from, so the state needs
 * no record of the flow.
 */
import { DX, DY, OPPOSITE_EDGE, ORIENTED, posKey, type Rotation } from '../geometry';
import type { TileKind } from '../data/tile-sets';
import { FITTING, WATER } from './fitting';
import type { CarcassonneState, FrontierSquare, PlaceTileAction } from './state';

/** A turn of the river following the flow: 0 straight (or an end), 1 right, 3 left. */
export type RiverTurn = 0 | 1 | 3;

/** The square the river flows into and the side of it the water enters by, or undefined when no water is open. */
export function riverMouth(state: CarcassonneState): { square: FrontierSquare; side: number } | undefined {
  for (const square of state.frontier) {
    if (square.demand < WATER) continue;
    for (let d = 0; d < 4; d++) if (square.demand & (WATER << d)) return { square, side: d };
  }
  return undefined;
}

/** How a tile with these water edges turns when the water comes in by `entry`. */
function turnOf(water: readonly number[], entry: number): RiverTurn {
  const exit = water.find((e) => e !== entry);
  if (exit === undefined) return 0;
  return ((exit - (OPPOSITE_EDGE[entry] as number) + 4) & 3) as RiverTurn;
}

/** How the river tile at (x, y) turned, its water leaving by `exit` (the spring counts as straight). */
function placedTurn(state: CarcassonneState, x: number, y: number, exit: number): RiverTurn {
  const tile = state.board[posKey(x, y)];
  if (tile === undefined) return 0;
  const { water } = ORIENTED[tile.type][tile.rotation]!;
  const entry = water.find((e) => e !== exit);
  if (entry === undefined) return 0;
  return turnOf([entry, exit], entry);
}

/** Why this river tile may not go to (x, y) in this rotation, or undefined. */
export function riverRefusal(
  state: CarcassonneState,
  x: number,
  y: number,
  kind: TileKind,
  rotation: Rotation,
): string | undefined {
  const mouth = riverMouth(state);
  if (mouth === undefined) return 'the river has no open end';
  const { square, side } = mouth;
  if (x !== square.x || y !== square.y)
    return `a river tile must continue the river at its open end (${square.x}, ${square.y})`;
  if (!(FITTING[kind][square.demand] as readonly Rotation[]).includes(rotation)) {
    return 'the tile does not fit there: its water must meet the river and every other edge must match';
  }
  const turn = turnOf(ORIENTED[kind][rotation]!.water, side);
  const before = placedTurn(state, x + (DX[side] as number), y + (DY[side] as number), OPPOSITE_EDGE[side] as number);
  if (turn !== 0 && turn === before) return `the river may not bend ${turn === 1 ? 'right' : 'left'} twice in a row`;
  return undefined;
}

/** Every legal placement of a river tile: at the river's open end, in rotation order. */
export function riverPlacements(state: CarcassonneState, kind: TileKind): PlaceTileAction[] {
  const mouth = riverMouth(state);
  if (mouth === undefined) return [];
  const { x, y, demand } = mouth.square;
  const out: PlaceTileAction[] = [];
  for (const rotation of FITTING[kind][demand] as readonly Rotation[]) {
    if (riverRefusal(state, x, y, kind, rotation) === undefined) out.push({ type: 'placeTile', x, y, rotation });
  }
  return out;
}

/** Whether the river tile fits anywhere (docs/rules/carcassonne.md#river-unplaceable). */
export function canPlaceRiver(state: CarcassonneState, kind: TileKind): boolean {
  return riverPlacements(state, kind).length > 0;
}
