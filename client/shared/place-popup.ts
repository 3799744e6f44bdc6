/**
 * Where a popup anchored to an element goes, in the viewport's coordinates (for `position: fixed`): below
 * the anchor when it fits there, else above it, else wherever shows the most of it; moved sideways and
 * up or down so that it stays inside the viewport with a margin. Used by popups drawn in a portal above
 * everything else (client/shared/AnchoredPopup.tsx), so nothing on the page can cover or clip them.
 */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const POPUP_MARGIN = 8;

export function placePopup(
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  gap = 4,
): { left: number; top: number } {
  const m = POPUP_MARGIN;
  const below = anchor.top + anchor.height + gap;
  const above = anchor.top - gap - size.height;
  const fitsBelow = below + size.height <= viewport.height - m;
  const fitsAbove = above >= m;
  const wanted = fitsBelow || !fitsAbove ? below : above;
  const top = Math.max(m, Math.min(wanted, viewport.height - m - size.height));
  const left = Math.max(m, Math.min(anchor.left, viewport.width - m - size.width));
  return { left, top };
}
