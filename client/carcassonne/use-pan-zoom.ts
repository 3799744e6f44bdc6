/**
 * Pan and zoom for the board viewport: drag with mouse or one finger, pinch with two, wheel to zoom round
 * the cursor, and `keyPan`/`zoomBy` for the keyboard and buttons. The view is `screen = world × scale +
 * (x, y)`. A press that moves less than a few pixels stays a click, so tiles and spots remain clickable;
 * `wasDrag()` tells a click handler to ignore the click that ends a drag.
 *
 * The camera: `fit(box)` shows a world box whole, inside a margin of `FIT_PADDING_PX` (and room for the
 * zoom buttons on the right), unless that would draw it smaller than `minScale` (so that tap targets keep
 * their size late in a game): then at `minScale` over the whole viewport, centred on `focus` as far as
 * the box allows. `moved`
 * records that the player panned or zoomed; the board then stops fitting the map after each move until
 * the player asks for it again (`fit` clears it). `reveal(box)` centres a box (a focused square) that is
 * not wholly in view, and leaves the view alone otherwise. `closeUp(box, scale)` zooms in on a box to at
 * least `scale` (the meeple spots of a chosen square) without counting as the player's move. `keepClear(box)`
 * pans the least that shows a box in the clear area, off the edges and the zoom buttons (view-clear.ts), and
 * does not count as the player's move either.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { Box } from './components/board-geometry';
import { clearView, CONTROLS_PX, type Area, type View } from './view-clear';

export type { Box, View };

const MIN_SCALE = 0.15;
const MAX_SCALE = 2.5;
const DRAG_THRESHOLD = 5;
/** Fitting never zooms in further than this, so a small map is not drawn huge. */
const MAX_FIT_SCALE = 1.2;
const clamp = (s: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

/** Screen pixels kept free round a fitted map (and on its right for the zoom buttons, view-clear.ts). */
export const FIT_PADDING_PX = 28;

export interface FitOptions {
  /** The least scale to fit at (screen pixels per board unit). */
  minScale?: number;
  /** The board point to centre on when the box does not fit at `minScale`. */
  focus?: { x: number; y: number };
}

/** `value` kept within [low, high]; the middle when the range is empty. */
const within = (value: number, low: number, high: number) =>
  low > high ? (low + high) / 2 : Math.min(high, Math.max(low, value));

/** The view that shows `box` whole and centred in a `w` × `h` viewport, inside the padding, at `minScale` at least. */
export function fitView(box: Box, w: number, h: number, { minScale = 0, focus }: FitOptions = {}): View {
  const [left, top] = [FIT_PADDING_PX, FIT_PADDING_PX];
  const [aw, ah] = [Math.max(1, w - 2 * FIT_PADDING_PX - CONTROLS_PX), Math.max(1, h - 2 * FIT_PADDING_PX)];
  const whole = Math.min(aw / box.width, ah / box.height, MAX_FIT_SCALE);
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  if (whole >= minScale) {
    const scale = clamp(whole);
    return { scale, x: left + aw / 2 - cx * scale, y: top + ah / 2 - cy * scale };
  }
  // Too big to fit inside the margins at `minScale`: the whole viewport shows as much of it as it can,
  // centred on the focus as far as the box reaches (or on the box, where it is narrower than the viewport).
  const scale = clamp(Math.min(minScale, MAX_FIT_SCALE));
  const [hw, hh] = [w / 2 / scale, h / 2 / scale];
  const fx = within(focus?.x ?? cx, box.x + hw, box.x + box.width - hw);
  const fy = within(focus?.y ?? cy, box.y + hh, box.y + box.height - hh);
  return { scale, x: w / 2 - fx * scale, y: h / 2 - fy * scale };
}

/**
 * The view on `box` at `scale` (or at the current scale if that is larger): centred, but in a portrait
 * viewport (a phone, whose action bar may grow over the board's lower part) near the top.
 */
export function closeUpView(view: View, box: Box, scale: number, w: number, h: number): View {
  const s = clamp(Math.max(view.scale, scale));
  const centreY = h > w ? Math.min(h / 2, FIT_PADDING_PX + (box.height * s) / 2) : h / 2;
  return { scale: s, x: w / 2 - (box.x + box.width / 2) * s, y: centreY - (box.y + box.height / 2) * s };
}

export function usePanZoom(initialScale = 0.9) {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ x: 0, y: 0, scale: initialScale });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef({ moved: false, startX: 0, startY: 0, pinch: 0 });
  const [dragging, setDragging] = useState(false);
  const [moved, setMoved] = useState(false);
  /** Counts viewport size changes, so the board can fit the map again. */
  const [resized, setResized] = useState(0);
  const size = () => [ref.current?.clientWidth || 800, ref.current?.clientHeight || 600] as const;
  /** The zoom buttons' box in the viewport (ZoomControls.tsx: the buttons, not their column), where laid out. */
  const controlsArea = (): Area | undefined => {
    const outer = ref.current?.getBoundingClientRect();
    const buttons = [...(ref.current?.querySelectorAll('.carc-zoom button') ?? [])].map((b) =>
      b.getBoundingClientRect(),
    );
    if (!outer || buttons.length === 0 || buttons.every((b) => b.width === 0)) return undefined;
    return {
      left: Math.min(...buttons.map((b) => b.left)) - outer.left,
      top: Math.min(...buttons.map((b) => b.top)) - outer.top,
      right: Math.max(...buttons.map((b) => b.right)) - outer.left,
      bottom: Math.max(...buttons.map((b) => b.bottom)) - outer.top,
    };
  };

  const fit = useCallback((box: Box, options?: FitOptions) => {
    const [w, h] = size();
    setMoved(false);
    setView(fitView(box, w, h, options));
  }, []);

  const closeUp = useCallback((box: Box, scale: number) => {
    const [w, h] = size();
    setView((v) => (v.scale >= scale ? v : closeUpView(v, box, scale, w, h)));
  }, []);

  const keepClear = useCallback((box: Box) => {
    const [w, h] = size();
    setView((v) => clearView(v, box, w, h, controlsArea()));
  }, []);

  const reveal = useCallback((box: Box) => {
    const [w, h] = size();
    setView((v) => {
      const [left, top] = [box.x * v.scale + v.x, box.y * v.scale + v.y];
      const [right, bottom] = [left + box.width * v.scale, top + box.height * v.scale];
      if (left >= 0 && top >= 0 && right <= w && bottom <= h) return v;
      return { ...v, x: w / 2 - (box.x + box.width / 2) * v.scale, y: h / 2 - (box.y + box.height / 2) * v.scale };
    });
  }, []);

  const zoomAt = useCallback((factor: number, px: number, py: number) => {
    setMoved(true);
    setView((v) => {
      const scale = clamp(v.scale * factor);
      const k = scale / v.scale;
      return { scale, x: px - (px - v.x) * k, y: py - (py - v.y) * k };
    });
  }, []);

  const zoomBy = useCallback(
    (factor: number) => {
      const el = ref.current;
      zoomAt(factor, (el?.clientWidth || 800) / 2, (el?.clientHeight || 600) / 2);
    },
    [zoomAt],
  );

  const keyPan = useCallback((dx: number, dy: number) => {
    setMoved(true);
    setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // Keep the centre in place when the viewport changes size (e.g. a hidden hotseat seat is shown).
    let last = { w: el.clientWidth || 800, h: el.clientHeight || 600 };
    const observer = new ResizeObserver(() => {
      const now = { w: el.clientWidth, h: el.clientHeight };
      if (now.w === 0 || now.h === 0 || (now.w === last.w && now.h === last.h)) return;
      const [dx, dy] = [(now.w - last.w) / 2, (now.h - last.h) / 2];
      last = now;
      setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
      setResized((n) => n + 1);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = el.getBoundingClientRect();
      zoomAt(Math.exp(-event.deltaY * 0.0015), event.clientX - box.left, event.clientY - box.top);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  const onPointerDown = (event: ReactPointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1)
      gesture.current = { moved: false, startX: event.clientX, startY: event.clientY, pinch: 0 };
    if (pointers.current.size === 2) gesture.current.pinch = spread(pointers.current);
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const g = gesture.current;
    if (!g.moved && Math.hypot(event.clientX - g.startX, event.clientY - g.startY) > DRAG_THRESHOLD) {
      g.moved = true;
      setDragging(true);
      (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (!g.moved) return;
    if (pointers.current.size >= 2) {
      const now = spread(pointers.current);
      const box = (event.currentTarget as Element).getBoundingClientRect();
      const [mx, my] = middle(pointers.current);
      if (g.pinch > 0) zoomAt(now / g.pinch, mx - box.left, my - box.top);
      g.pinch = now;
      keyPan((event.clientX - last.x) / 2, (event.clientY - last.y) / 2);
    } else {
      keyPan(event.clientX - last.x, event.clientY - last.y);
    }
  };

  const onPointerUp = (event: ReactPointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) gesture.current.pinch = 0;
    if (pointers.current.size === 0) {
      setDragging(false);
      setTimeout(() => (gesture.current.moved = false), 0);
    }
  };

  const wasDrag = useCallback(() => gesture.current.moved, []);

  return {
    ref,
    view,
    dragging,
    moved,
    resized,
    fit,
    closeUp,
    reveal,
    keepClear,
    size,
    controlsArea,
    zoomBy,
    keyPan,
    wasDrag,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}

function spread(points: Map<number, { x: number; y: number }>): number {
  const [a, b] = [...points.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

function middle(points: Map<number, { x: number; y: number }>): [number, number] {
  const [a, b] = [...points.values()];
  return a && b ? [(a.x + b.x) / 2, (a.y + b.y) / 2] : [0, 0];
}
