/**
 * Where on the board's viewport a square is clear to see, and where the squares out of view are. The zoom
 * buttons stand in a column on the viewport's right (at the top on a phone, at the bottom on a desktop):
 * the clear area is the viewport inside a margin, without the buttons' box (`controls`, where it is
 * measured; else the whole column). `clearView` pans the least that brings a box (the chosen square) into
 * the clear area, or centres it there when it is larger; `offViewSides` groups the legal squares out of the
 * clear area (or behind the buttons) by the edge they lie beyond, for the edge markers that point at them
 * (EdgeMarkers.tsx).
 */
import { parseKey } from '../../games/carcassonne';
import { TILE, type Box } from './components/board-geometry';
import { push } from '../../games/shared/group-by';

/** The camera: the map is drawn at `scale` screen pixels per board unit, its origin at (x, y) on screen. */
export interface View {
  x: number;
  y: number;
  scale: number;
}

/** Screen pixels on the viewport's right that the zoom buttons' column takes (ZoomControls.tsx). */
export const CONTROLS_PX = 56;

/** Screen pixels kept between a chosen square and the viewport's edges. */
export const CLEAR_MARGIN_PX = 12;

export type Side = 'top' | 'right' | 'bottom' | 'left';

/** A rectangle in screen pixels, relative to the viewport. */
export interface Area {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The viewport's clear area in screen pixels: inside the margin, left of the zoom buttons' column unless measured. */
export function clearArea(w: number, h: number, controls?: Area): Area {
  const right = controls ? w - CLEAR_MARGIN_PX : w - CONTROLS_PX;
  return { left: CLEAR_MARGIN_PX, top: CLEAR_MARGIN_PX, right, bottom: h - CLEAR_MARGIN_PX };
}

/** Whether two rectangles overlap. */
const overlap = (a: Area, b: Area) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The least pan along one axis that brings [low, high] into [min, max]; centred when it is longer. */
function shift(low: number, high: number, min: number, max: number): number {
  if (high - low > max - min) return (min + max) / 2 - (low + high) / 2;
  if (low < min) return min - low;
  if (high > max) return max - high;
  return 0;
}

/**
 * The view panned the least that shows `box` (board units) whole in the clear area and off the zoom
 * buttons' box (`controls`); the same view if it is.
 */
export function clearView(view: View, box: Box, w: number, h: number, controls?: Area): View {
  const area = clearArea(w, h, controls);
  const [left, top] = [box.x * view.scale + view.x, box.y * view.scale + view.y];
  const [right, bottom] = [left + box.width * view.scale, top + box.height * view.scale];
  let [dx, dy] = [shift(left, right, area.left, area.right), shift(top, bottom, area.top, area.bottom)];
  const moved = { left: left + dx, top: top + dy, right: right + dx, bottom: bottom + dy };
  if (controls && overlap(moved, controls)) {
    // Off the buttons the shortest way that stays in the clear area: to their left, above or below them.
    const ways = [
      { dx: controls.left - CLEAR_MARGIN_PX - moved.right, dy: 0 },
      { dx: 0, dy: controls.top - CLEAR_MARGIN_PX - moved.bottom },
      { dx: 0, dy: controls.bottom + CLEAR_MARGIN_PX - moved.top },
    ].filter(
      (way) =>
        moved.left + way.dx >= area.left && moved.top + way.dy >= area.top && moved.bottom + way.dy <= area.bottom,
    );
    const best = ways.sort((a, b) => Math.abs(a.dx) + Math.abs(a.dy) - Math.abs(b.dx) - Math.abs(b.dy))[0];
    if (best) [dx, dy] = [dx + best.dx, dy + best.dy];
  }
  return dx === 0 && dy === 0 ? view : { ...view, x: view.x + dx, y: view.y + dy };
}

/** A square's box in board units. */
export const squareBox = (key: string): Box => {
  const [x, y] = parseKey(key);
  return { x: x * TILE, y: y * TILE, width: TILE, height: TILE };
};

/** The squares beyond one edge of the clear area, nearest first, and where along the edge they lie (0 to 1). */
export interface OffView {
  side: Side;
  keys: string[];
  /** Along the edge, from its top or left end, where the squares' middle lies, kept within the edge. */
  at: number;
}

/**
 * The squares `keys` whose centre is outside the clear area or behind the zoom buttons, by the edge they lie
 * furthest beyond (an edge with none is left out), in the order top, right, bottom, left.
 */
export function offViewSides(view: View, keys: readonly string[], w: number, h: number, controls?: Area): OffView[] {
  const area = clearArea(w, h, controls);
  const groups = new Map<Side, { key: string; distance: number; along: number }[]>();
  for (const key of keys) {
    const box = squareBox(key);
    const cx = (box.x + box.width / 2) * view.scale + view.x;
    const cy = (box.y + box.height / 2) * view.scale + view.y;
    const beyond: [Side, number][] = [
      ['left', area.left - cx],
      ['right', cx - area.right],
      ['top', area.top - cy],
      ['bottom', cy - area.bottom],
    ];
    // Behind the zoom buttons counts as beyond the right edge, by the width left to clear them.
    if (controls && cx >= controls.left && cx <= controls.right && cy >= controls.top && cy <= controls.bottom)
      beyond.push(['right', cx - controls.left + 1]);
    const [side, distance] = beyond.reduce((a, b) => (b[1] > a[1] ? b : a));
    if (distance <= 0) continue;
    const along = side === 'top' || side === 'bottom' ? cx / w : cy / h;
    push(groups, side, { key, distance, along });
  }
  const sides: Side[] = ['top', 'right', 'bottom', 'left'];
  return sides.flatMap((side) => {
    const group = groups.get(side);
    if (!group) return [];
    const middle = group.reduce((sum, g) => sum + g.along, 0) / group.length;
    return [
      {
        side,
        keys: [...group].sort((a, b) => a.distance - b.distance).map((g) => g.key),
        at: Math.min(0.85, Math.max(0.15, middle)),
      },
    ];
  });
}
