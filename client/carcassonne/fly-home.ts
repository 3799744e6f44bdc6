/**
 * Where a scoring's "+N" and the figures going home fly to (docs/design/motion.md): the scorer's line in
 * the player list beside the map, its points and its supply. After layout, each new element of the map
 * marked `data-fly-seat` and `data-fly-to` ("points" or "supply") gets the vector from its centre to its
 * target's, in the map's own units (screen pixels over the zoom), as the CSS variables `--fly-x` and
 * `--fly-y` that its animation ends at. Without the target on the page (or without layout) they stay
 * unset and the animation ends a little above its start, as before.
 */
export type FlyTarget = 'points' | 'supply';

/** The vector from the centre of `from` to the centre of `to`, in units of `scale` screen pixels. */
export function flyVector(from: DOMRect, to: DOMRect, scale: number): { x: number; y: number } {
  const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const;
  const [fx, fy] = centre(from);
  const [tx, ty] = centre(to);
  return { x: (tx - fx) / scale, y: (ty - fy) / scale };
}

/** Aims every not yet aimed flight under `map` (the board's SVG) at its target in the same board. */
export function aimFlights(map: Element, scale: number): void {
  const board = map.closest('.carc') ?? map.ownerDocument;
  for (const el of map.querySelectorAll<SVGGraphicsElement>('[data-fly-to]:not([data-aimed])')) {
    el.setAttribute('data-aimed', '');
    const seat = el.getAttribute('data-fly-seat');
    const target = board.querySelector(`.carc-players li[data-seat="${seat}"] .carc-${el.getAttribute('data-fly-to')}`);
    if (!target) continue;
    const from = el.getBoundingClientRect();
    const to = target.getBoundingClientRect();
    if (from.width === 0 || to.width === 0) continue;
    const { x, y } = flyVector(from, to, scale);
    el.style.setProperty('--fly-x', `${x.toFixed(1)}px`);
    el.style.setProperty('--fly-y', `${y.toFixed(1)}px`);
  }
}
