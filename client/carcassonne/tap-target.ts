/**
 * How big a target on the board must be on screen: 44 px where the pointer is a finger (WCAG 2.5.5,
 * target size), 24 px with a mouse (WCAG 2.5.8). The camera never fits the map so small that a legal
 * square is smaller than that, and zooms in on a chosen square until its meeple spots are that far apart.
 */
export const TOUCH_TARGET_PX = 44;
export const MOUSE_TARGET_PX = 24;
/** A legal square's outline, in board units (PlacementLayer.tsx draws it 4 units inside the tile). */
export const SQUARE_UNITS = 92;

/** The target size for this device's main pointer. */
export function targetPx(): number {
  const coarse =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches;
  return coarse ? TOUCH_TARGET_PX : MOUSE_TARGET_PX;
}

/** The least zoom at which a legal square is a full target across. */
export function minSquareScale(): number {
  return targetPx() / SQUARE_UNITS;
}
