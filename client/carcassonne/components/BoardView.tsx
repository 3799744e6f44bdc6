/**
 * The board viewport: every placed tile and meeple in an SVG that pans and zooms (mouse, touch,
 * keyboard, buttons), centred on `focus` whenever it changes (the last tile placed). Highlights outline
 * tiles and light up feature segments; `children` (legal squares, the ghost, meeple spots) are drawn on
 * top in board coordinates (a tile is 100 × 100 at (100x, 100y)).
 */
import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import { ORIENTED, parseKey, type CarcassonneState, type Meeple } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import type { Highlight } from '../highlight';
import { ANCHORS, rotatePoint } from '../tile-shapes';
import { usePanZoom } from '../use-pan-zoom';
import { MeepleFigure } from './Meeple';
import { TileArt } from './TileArt';

export const TILE = 100;

/** Where a meeple stands on the board (board coordinates) and whether it lies down (farmer). */
export function meeplePosition(state: CarcassonneState, m: Pick<Meeple, 'x' | 'y' | 'location'>): { x: number; y: number; lying: boolean } {
  const tile = state.board[`${m.x},${m.y}`];
  if (!tile || m.location === 'monastery') return { x: m.x * TILE + 50, y: m.y * TILE + 60, lying: false };
  const oriented = ORIENTED[tile.type][tile.rotation]!;
  const index = oriented.locationIndex[m.location] ?? 0;
  const [ax, ay] = rotatePoint(ANCHORS[tile.type].features[index] ?? [50, 50], tile.rotation);
  return { x: m.x * TILE + ax, y: m.y * TILE + ay, lying: oriented.features[index]?.kind === 'field' };
}

interface Props {
  state: CarcassonneState;
  focus: string;
  highlight: Highlight | null;
  /** Board key of the tile placed last (outlined). */
  last: string | null;
  /** Layers on top; `wasDrag()` tells their click handlers to ignore the click that ends a drag. */
  children?(wasDrag: () => boolean): ReactNode;
}

export function BoardView({ state, focus, highlight, last, children }: Props) {
  const t = useT();
  const pz = usePanZoom();
  const { centreOn, wasDrag } = pz;
  useEffect(() => {
    const [fx, fy] = parseKey(focus);
    centreOn(fx * TILE + TILE / 2, fy * TILE + TILE / 2);
  }, [focus, centreOn]);

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
  return (
    <div ref={pz.ref} className={pz.dragging ? 'carc-viewport carc-dragging' : 'carc-viewport'} tabIndex={0} aria-label={t('carcassonne.boardLabel')} onKeyDown={onKeyDown} {...pz.handlers}>
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
          {last && <rect className="carc-last" x={parseKey(last)[0] * TILE + 2} y={parseKey(last)[1] * TILE + 2} width={TILE - 4} height={TILE - 4} />}
          {highlight?.tiles.map((key) => (
            <rect key={key} className="carc-lit-tile" x={parseKey(key)[0] * TILE + 2} y={parseKey(key)[1] * TILE + 2} width={TILE - 4} height={TILE - 4} />
          ))}
          {Object.entries(state.meeples).map(([key, m]) => {
            const at = meeplePosition(state, m);
            return <MeepleFigure key={key} seat={m.seat} x={at.x} y={at.y} lying={at.lying} scale={1.15} />;
          })}
          {children?.(wasDrag)}
        </g>
      </svg>
      <div className="carc-zoom">
        <button type="button" onClick={() => pz.zoomBy(1.25)} aria-label={t('carcassonne.zoomIn')} title={t('carcassonne.zoomIn')}>+</button>
        <button type="button" onClick={() => pz.zoomBy(0.8)} aria-label={t('carcassonne.zoomOut')} title={t('carcassonne.zoomOut')}>−</button>
        <button type="button" onClick={() => centreOn(parseKey(focus)[0] * TILE + 50, parseKey(focus)[1] * TILE + 50)} aria-label={t('carcassonne.centre')} title={t('carcassonne.centre')}><svg viewBox="-10 -10 20 20" width="16" height="16" aria-hidden="true"><circle r="6" fill="none" stroke="currentColor" strokeWidth="2" /><path d="M0 -10 V-3 M0 3 V10 M-10 0 H-3 M3 0 H10" stroke="currentColor" strokeWidth="2" /></svg></button>
      </div>
    </div>
  );
}
