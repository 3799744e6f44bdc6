/**
 * The board viewport: every placed tile and meeple in an SVG that pans and zooms (mouse, touch,
 * keyboard, buttons). The camera fits the whole map (the squares next to it too, inside a margin of screen
 * pixels) on load and after every move (`fitKey` changes), unless the player has panned or zoomed since;
 * "Fit map" fits it again. Late in a game it fits no smaller than keeps a legal square a full tap target
 * (tap-target.ts), centred on the last tile placed; at the game's end the whole map shows. `closeUp`
 * zooms in on the square whose meeple spots are offered, so they are a target apart. Focusing a square or spot with the keyboard pans it
 * into view. Highlights outline tiles and light up feature segments; `frames` outline other players'
 * recent tiles in their colour; `popups` float "+N" over what just scored; `children` (legal squares,
 * the ghost, meeple spots) are drawn on top in board coordinates (a tile is 100 × 100 at (100x, 100y)).
 */
import { useCallback, useEffect, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ORIENTED, parseKey, type CarcassonneState, type Meeple } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import type { Highlight } from '../highlight';
import { anchorsOf, rotatePoint } from '../tile-shapes';
import { usePanZoom, type Box } from '../use-pan-zoom';
import { minSquareScale } from '../tap-target';
import { AbbotFigure, MeepleFigure, playerColour } from './Meeple';
import { TileArt } from './TileArt';

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
  /** Board key of the tile still pending in this client (dashed outline). */
  pending?: string | null;
  /** Board key the camera centres on when the whole map does not fit at a size that keeps targets tappable. */
  focus?: string;
  /** A square to zoom in on, to at least `scale`, while it is set (the meeple spots of the chosen square). */
  closeUp?: { key: string; scale: number } | null;
  popups?: readonly Popup[];
  /** Board key of the square a hint suggests placing on (outlined). */
  hinted?: string | null;
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
  pending = null,
  focus = '0,0',
  closeUp = null,
  popups = [],
  onMeepleHover,
  hinted = null,
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
  const lit = highlight?.segments ?? {};
  const square = (key: string, inset: number) => ({
    x: parseKey(key)[0] * TILE + inset,
    y: parseKey(key)[1] * TILE + inset,
    width: TILE - 2 * inset,
    height: TILE - 2 * inset,
  });
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
          {Object.entries(state.board).map(([key, tile]) => {
            const [tx, ty] = parseKey(key);
            return (
              <g key={key} transform={`translate(${tx * TILE} ${ty * TILE})`} data-tile={key}>
                <TileArt type={tile.type} rotation={tile.rotation} highlight={lit[key]} />
              </g>
            );
          })}
          {frames.map(({ key, seat }) => (
            <rect
              key={`f${key}`}
              className="carc-recent"
              data-recent={key}
              data-seat={seat}
              stroke={playerColour(seat)}
              {...square(key, 3)}
            />
          ))}
          {last && <rect className="carc-last" {...square(last, 2)} />}
          {pending && <rect className="carc-pending" data-pending={pending} {...square(pending, 2)} />}
          {hinted && <rect className="carc-hinted" data-hinted={hinted} {...square(hinted, 2)} />}
          {highlight?.tiles.map((key) => (
            <rect key={key} className="carc-lit-tile" {...square(key, 2)} />
          ))}
          {Object.entries(state.meeples).map(([key, m]) => {
            const at = meeplePosition(state, m);
            const figure =
              m.figure === 'abbot' ? (
                <AbbotFigure key={key} seat={m.seat} x={at.x} y={at.y} scale={1.15} />
              ) : (
                <MeepleFigure key={key} seat={m.seat} x={at.x} y={at.y} lying={at.lying} scale={1.15} />
              );
            if (!onMeepleHover) return figure;
            return (
              <g
                key={key}
                className="carc-placed-meeple"
                data-meeple={key}
                onMouseEnter={() => onMeepleHover(key)}
                onMouseLeave={() => onMeepleHover(null)}
              >
                {figure}
              </g>
            );
          })}
          {children?.(wasDrag, scale)}
          {popups.map((p) => (
            <text
              key={p.id}
              className="carc-popup"
              x={p.x}
              y={p.y}
              fill={p.seat === null ? '#fff' : playerColour(p.seat)}
              fontSize={Math.max(34, 22 / scale)}
              textAnchor="middle"
            >
              {p.text}
            </text>
          ))}
        </g>
      </svg>
      <div className="carc-zoom">
        <button
          type="button"
          onClick={() => pz.zoomBy(1.25)}
          aria-label={t('carcassonne.zoomIn')}
          title={t('carcassonne.zoomIn')}
        >
          +
        </button>
        <button
          type="button"
          onClick={() => pz.zoomBy(0.8)}
          aria-label={t('carcassonne.zoomOut')}
          title={t('carcassonne.zoomOut')}
        >
          −
        </button>
        <button
          type="button"
          onClick={fitMap}
          aria-label={t('carcassonne.fitMap')}
          title={t('carcassonne.fitMap')}
          data-moved={moved || undefined}
        >
          <svg viewBox="-10 -10 20 20" width="16" height="16" aria-hidden="true">
            <path
              d="M-9 -4 V-9 H-4 M4 -9 H9 V-4 M9 4 V9 H4 M-4 9 H-9 V4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        </button>
      </div>
    </div>
  );
}
