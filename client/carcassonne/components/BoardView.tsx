/**
 * The board viewport: every placed tile and meeple in an SVG that pans and zooms (mouse, touch,
 * keyboard, buttons). The camera fits the whole map (the squares next to it too, inside a margin of screen
 * pixels) on load and after every move (`fitKey` changes), unless the player has panned or zoomed since;
 * "Fit map" fits it again. Late in a game it fits no smaller than keeps a legal square a full tap target
 * (tap-target.ts), centred on the last tile placed; at the game's end the whole map shows. `closeUp`
 * zooms in on the square whose meeple spots are offered, so they are a target apart. Focusing a square or spot with the keyboard pans it
 * into view. The map is drawn in layers (MapLayers.tsx), in board coordinates (board-geometry.ts: a tile
 * is 100 × 100 at (100x, 100y)): the tiles, their feature segments lit by a highlight; the outlines
 * (`frames`: other players' recent tiles in their colour; `lastOfEach`: every player's last tile, dashed in
 * their colour; the last, pending, hinted and lit tiles); the placed figures (`arriving`: another player's
 * tiles just placed, and their figures, animate in); `children` (legal squares, the ghost, meeple spots);
 * and `popups`, "+N" over what just scored; with `coordinates`, each square's "x,y" (the start tile 0,0;
 * north is negative y). The zoom buttons, and the coordinates switch when `onCoordinates` is given, are
 * ZoomControls.tsx. The square chosen for the tile (`pending`) is kept clear of the viewport's edges and the
 * zoom buttons (view-clear.ts), and the legal squares out of view (`candidates`) are pointed at by markers on
 * the edges (EdgeMarkers.tsx).
 */
import { useCallback, useEffect, useLayoutEffect, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { parseKey, type CarcassonneState } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import type { Highlight } from '../highlight';
import { usePanZoom } from '../use-pan-zoom';
import { minSquareScale } from '../tap-target';
import { mapBox, TILE, type Popup } from './board-geometry';
import type { LeavingFigure } from '../use-leaving-figures';
import {
  CoordinatesLayer,
  FiguresLayer,
  LeavingFiguresLayer,
  OutlinesLayer,
  PopupsLayer,
  TilesLayer,
} from './MapLayers';
import { ZoomControls } from './ZoomControls';
import { EdgeMarkers } from './EdgeMarkers';
import { offViewSides, squareBox } from '../view-clear';
import { aimFlights } from '../fly-home';

interface Props {
  state: CarcassonneState;
  /** Changes after every move: the camera fits the map then, unless the player has moved it. */
  fitKey: string;
  /** The placed squares the camera fits. */
  mapKeys: readonly string[];
  highlight: Highlight | null;
  /** Board key of the tile placed last (outlined). */
  last: string | null;
  /** Other players' tiles since this seat's last turn, outlined in their colour. */
  frames?: readonly { key: string; seat: number }[];
  /** Each player's last placed tile not already framed, outlined dashed in their colour (an aid). */
  lastOfEach?: readonly { key: string; seat: number }[];
  /** Board key of the tile still pending in this client (dashed outline). */
  pending?: string | null;
  /** Board key the camera centres on when the whole map does not fit at a size that keeps targets tappable. */
  focus?: string;
  /** A square to zoom in on, to at least `scale`, while it is set (the meeple spots of the chosen square). */
  closeUp?: { key: string; scale: number } | null;
  popups?: readonly Popup[];
  /** The figures just gone home, flying out of their spots. */
  leaving?: readonly LeavingFigure[];
  /** Board key of the square a hint suggests placing on (outlined). */
  hinted?: string | null;
  /** Tiles another player just placed: they, and a figure on them, animate in as they appear. */
  arriving?: ReadonlySet<string>;
  /** Shows each placed tile's and open square's coordinates. */
  coordinates?: boolean;
  /** Turns the coordinates on or off (the switch shows only with this). */
  onCoordinates?(on: boolean): void;
  /** The squares where the drawn tile fits, while the seat chooses one: those out of view get edge markers. */
  candidates?: readonly string[];
  /** Pointing at a placed meeple (its key in `state.meeples`), and away again (null); absent: meeples are inert. */
  onMeepleHover?(key: string | null): void;
  /**
   * Layers on top; `wasDrag()` tells their click handlers to ignore the click that ends a drag, and `scale`
   * is the zoom (screen pixels per board unit), for targets that keep their size on screen.
   */
  children?(wasDrag: () => boolean, scale: number): ReactNode;
}

export function BoardView({
  state,
  fitKey,
  mapKeys,
  highlight,
  last,
  frames = [],
  lastOfEach = [],
  pending = null,
  focus = '0,0',
  closeUp = null,
  popups = [],
  leaving = [],
  onMeepleHover,
  hinted = null,
  coordinates = false,
  onCoordinates,
  arriving,
  candidates = [],
  children,
}: Props) {
  const t = useT();
  const pz = usePanZoom();
  const { fit, reveal, moved, resized, wasDrag } = pz;
  const over = state.step === 'over';
  const box = mapBox(mapKeys);
  const [bx, by, bw, bh] = [box.x, box.y, box.width, box.height];
  const [fx, fy] = parseKey(focus);
  const fitMap = useCallback(
    () =>
      fit(
        { x: bx, y: by, width: bw, height: bh },
        over ? {} : { minScale: minSquareScale(), focus: { x: fx * TILE + TILE / 2, y: fy * TILE + TILE / 2 } },
      ),
    [fit, bx, by, bw, bh, fx, fy, over],
  );
  const [closeTile, closeScale] = [closeUp?.key ?? null, closeUp?.scale ?? 0];
  useEffect(() => {
    // A move (the map's box changes only with one), a resize, the end or a close-up ending refits, unless the player moved the view.
    if (!moved || over) fitMap();
  }, [fitKey, resized, over, moved, fitMap, closeTile]);
  const { closeUp: zoomIn } = pz;
  useEffect(() => {
    if (closeTile === null) return;
    const [cx, cy] = parseKey(closeTile);
    zoomIn({ x: cx * TILE, y: cy * TILE, width: TILE, height: TILE }, closeScale);
  }, [closeTile, closeScale, zoomIn]);
  const { keepClear } = pz;
  useEffect(() => {
    // The chosen square (after any close-up) stands clear of the edges and the zoom buttons.
    if (pending !== null) keepClear(squareBox(pending));
  }, [pending, closeTile, closeScale, keepClear]);

  const onFocus = (event: FocusEvent) => {
    const square = (event.target as Element).closest?.('[data-key],[data-square]');
    const key = square?.getAttribute('data-key') ?? square?.getAttribute('data-square');
    if (!key) return;
    const [fx, fy] = parseKey(key);
    reveal({ x: fx * TILE, y: fy * TILE, width: TILE, height: TILE });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = 80;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => pz.keyPan(step, 0),
      ArrowRight: () => pz.keyPan(-step, 0),
      ArrowUp: () => pz.keyPan(0, step),
      ArrowDown: () => pz.keyPan(0, -step),
      '+': () => pz.zoomBy(1.25),
      '=': () => pz.zoomBy(1.25),
      '-': () => pz.zoomBy(0.8),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const { x, y, scale } = pz.view;
  // A new "+N" and the figures going home fly to the scorer's line beside the map.
  useLayoutEffect(() => {
    const map = pz.ref.current?.querySelector('svg');
    if (map) aimFlights(map, scale);
  }, [popups, leaving, scale, pz.ref]);
  return (
    <div
      ref={pz.ref}
      className={pz.dragging ? 'carc-viewport carc-dragging' : 'carc-viewport'}
      tabIndex={0}
      aria-label={t('carcassonne.boardLabel')}
      data-moved={moved || undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      {...pz.handlers}
    >
      <svg data-scale={scale.toFixed(2)}>
        <g transform={`translate(${x} ${y}) scale(${scale})`}>
          <TilesLayer board={state.board} lit={highlight?.segments ?? {}} arriving={arriving} />
          <OutlinesLayer
            frames={frames}
            lastOfEach={lastOfEach}
            last={last}
            pending={pending}
            hinted={hinted}
            litTiles={highlight?.tiles ?? []}
          />
          <FiguresLayer state={state} onHover={onMeepleHover} arriving={arriving} />
          <LeavingFiguresLayer state={state} leaving={leaving} />
          {coordinates && <CoordinatesLayer state={state} scale={scale} />}
          {children?.(wasDrag, scale)}
          <PopupsLayer popups={popups} scale={scale} />
        </g>
      </svg>
      <EdgeMarkers
        sides={offViewSides(pz.view, candidates, ...pz.size(), pz.controlsArea())}
        onShow={(key) => keepClear(squareBox(key))}
      />
      <ZoomControls
        onZoom={pz.zoomBy}
        onFit={fitMap}
        moved={moved}
        coordinates={onCoordinates && { on: coordinates, toggle: onCoordinates }}
      />
    </div>
  );
}
