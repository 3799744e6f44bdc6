/**
 * The board's coordinates (client/carcassonne/components/BoardView.tsx): a tile is `TILE` × `TILE` at
 * (`TILE`·x, `TILE`·y); where a placed meeple stands on its tile; the box the camera fits round the map; and
 * a "+N" that floats over what just scored.
 */
import { ORIENTED, parseKey, type CarcassonneState, type Meeple } from '../../../games/carcassonne';
import { anchorsOf, rotatePoint } from '../tile-shapes';

/** A rectangle in board coordinates. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const TILE = 100;

/** Where a meeple stands on the board (board coordinates) and whether it lies down (farmer). */
export function meeplePosition(
  state: CarcassonneState,
  m: Pick<Meeple, 'x' | 'y' | 'location'>,
): { x: number; y: number; lying: boolean } {
  const tile = state.board[`${m.x},${m.y}`];
  if (!tile) return { x: m.x * TILE + 50, y: m.y * TILE + 60, lying: false };
  if (m.location === 'monastery' || m.location === 'garden') {
    const anchor = anchorsOf(tile.type)[m.location];
    if (anchor === undefined) return { x: m.x * TILE + 50, y: m.y * TILE + 60, lying: false };
    const [ax, ay] = rotatePoint(anchor, tile.rotation);
    return { x: m.x * TILE + ax, y: m.y * TILE + ay, lying: false };
  }
  const oriented = ORIENTED[tile.type][tile.rotation]!;
  const index = oriented.locationIndex[m.location] ?? 0;
  const [ax, ay] = rotatePoint(anchorsOf(tile.type).features[index] ?? [50, 50], tile.rotation);
  return { x: m.x * TILE + ax, y: m.y * TILE + ay, lying: oriented.features[index]?.kind === 'field' };
}

/** One "+N" over a feature that just scored, in board coordinates. */
export interface Popup {
  id: string;
  x: number;
  y: number;
  text: string;
  /** The colour's seat; null when several players scored it. */
  seat: number | null;
  scorers: readonly number[];
}

/** The world box of the squares `keys` and the ring of squares around them, plus a small margin. */
export function mapBox(keys: readonly string[]): Box {
  const points = keys.map(parseKey);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(0, ...xs), Math.max(0, ...xs), Math.min(0, ...ys), Math.max(0, ...ys)];
  const ring = 1;
  return {
    x: (minX - ring) * TILE,
    y: (minY - ring) * TILE,
    width: (maxX - minX + 1 + 2 * ring) * TILE,
    height: (maxY - minY + 1 + 2 * ring) * TILE,
  };
}
