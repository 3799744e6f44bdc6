/**
 * The figures in a player's colour, drawn as their rows say (`look` in games/carcassonne/data/figures.ts):
 * a meeple standing (knight, thief, monk) or lying down (farmer), the abbot robed, the large meeple a meeple
 * at its row's size with a pale band, the builder in a broad hat, the pig. Drawn at the origin about 20 units tall (times the row's scale); the
 * caller translates and scales it. Its colour is the seat's (client/shared/seat-colours.ts), as in the charts.
 */
import {
  FIGURES,
  isExtraFigure,
  type FigureKind,
  type FigureShape,
  type FigureSpec,
} from '../../../games/carcassonne/data/figures';
import { seatColour } from '../../shared/seat-colours';

export const playerColour = seatColour;

const FIGURE =
  'M0 -10 C3 -10 4.6 -8 4.6 -5.8 C4.6 -4.4 4 -3.4 3.2 -2.7 L9.6 0 C11.2 0.7 11.2 3.4 9.4 3.6 L5 3.9 L8.4 10.6 C9 11.8 8.2 12.6 7.2 12.6 H3.4 L0 7.6 L-3.4 12.6 H-7.2 C-8.2 12.6 -9 11.8 -8.4 10.6 L-5 3.9 L-9.4 3.6 C-11.2 3.4 -11.2 0.7 -9.6 0 L-3.2 -2.7 C-4 -3.4 -4.6 -4.4 -4.6 -5.8 C-4.6 -8 -3 -10 0 -10 Z';

const ROBE =
  'M0 -11 C3.6 -11 5.4 -8.4 5.4 -5.6 C5.4 -3.8 4.6 -2.6 3.8 -1.8 L9 12.6 H-9 L-3.8 -1.8 C-4.6 -2.6 -5.4 -3.8 -5.4 -5.6 C-5.4 -8.4 -3.6 -11 0 -11 Z';
/** A stocky figure with a broad-brimmed hat (the detail marks the brim). */
const HATTED =
  'M-7 -9.5 H7 L4.5 -11 C4 -13.5 -4 -13.5 -4.5 -11 Z M0 -9 C3 -9 4.4 -7 4.4 -5 C4.4 -3.8 3.9 -3 3.2 -2.4 L8.6 0.6 C10 1.4 9.8 3.8 8.2 3.9 L5 4 L7 12.6 H2.6 L0 7 L-2.6 12.6 H-7 L-5 4 L-8.2 3.9 C-9.8 3.8 -10 1.4 -8.6 0.6 L-3.2 -2.4 C-3.9 -3 -4.4 -3.8 -4.4 -5 C-4.4 -7 -3 -9 0 -9 Z';
/** A round body on four short legs, snout and ear forward. */
const PIG =
  'M-9 2 C-9 -4 -3 -6 2 -6 L4 -9 L5.5 -5.6 C8 -5 10 -3 10.6 -0.6 L12.6 0 L12.6 3 L10.4 3.4 C9.6 6 7.6 7.4 5.4 7.8 L5.4 11 H2.6 L2.4 8 H-4.4 L-4.6 11 H-7.4 L-7.4 7.2 C-8.6 6 -9 4 -9 2 Z';

/**
 * Each `look.shape` of a figure row: its outline, its classes, a pale detail drawn over it, and whether it
 * may lie down (a meeple in a field is a farmer, docs/rules/carcassonne.md#farmers-stay).
 */
const SHAPES: Record<FigureShape, { body: string; className: string; detail?: Detail; lies?: true }> = {
  meeple: { body: FIGURE, className: 'carc-meeple', lies: true },
  /** The abbot (docs/rules/carcassonne.md#abbot): a robed, hooded figure with a pale cord. */
  robe: {
    body: ROBE,
    className: 'carc-meeple carc-abbot',
    detail: { d: 'M-5 3 H5 M0 3 V9', className: 'carc-abbot-cord' },
  },
  /** Traders & Builders' builder. */
  hat: {
    body: HATTED,
    className: 'carc-meeple carc-builder',
    detail: { d: 'M-6 -9.5 H6', className: 'carc-figure-band' },
  },
  /** Traders & Builders' pig. */
  pig: { body: PIG, className: 'carc-meeple carc-pig' },
};

interface Detail {
  d: string;
  className: string;
}

/** The pale band across a meeple's body that tells a row with `look.band` (the large meeple) apart at any size. */
const BAND: Detail = { d: 'M-7.5 1.7 H7.5', className: 'carc-figure-band' };

/** Any figure as its row draws it (`look`): its shape at `scale` times the row's size. */
export function FigureDrawing({
  figure,
  seat,
  lying = false,
  x = 0,
  y = 0,
  scale = 1,
}: {
  figure: FigureKind;
  seat: number;
  lying?: boolean;
  x?: number;
  y?: number;
  scale?: number;
}) {
  const { look }: FigureSpec = FIGURES[figure];
  const shape = SHAPES[look.shape];
  const lies = lying && shape.lies === true;
  const detail = look.band === true ? BAND : shape.detail;
  return (
    <g
      className={shape.className}
      data-seat={seat}
      data-lying={lies || undefined}
      data-figure={isExtraFigure(figure) ? figure : undefined}
      transform={`translate(${x} ${y}) scale(${scale * look.scale})${lies ? ' rotate(-90)' : ''}`}
    >
      <path d={shape.body} fill={playerColour(seat)} />
      {detail && <path d={detail.d} className={detail.className} />}
    </g>
  );
}

/** Any figure as a small inline icon (player lists, the score log); the larger ones keep their size. */
export function FigureIcon({ figure, seat, lying = false }: { figure: FigureKind; seat: number; lying?: boolean }) {
  const size = (FIGURES[figure] as FigureSpec).look.scale;
  return (
    <svg
      className="carc-meeple-icon"
      data-figure={figure}
      viewBox={`${-12 * size} ${-12 * size} ${24 * size} ${26 * size}`}
      width={Math.round(18 * size)}
      height={Math.round(19 * size)}
      aria-hidden="true"
    >
      <FigureDrawing figure={figure} seat={seat} lying={lying} />
    </svg>
  );
}

/** A meeple as a small inline icon (player lists, score log). */
export function MeepleIcon({ seat, lying = false }: { seat: number; lying?: boolean }) {
  return (
    <svg className="carc-meeple-icon" viewBox="-12 -12 24 26" width="18" height="19" aria-hidden="true">
      <FigureDrawing figure="meeple" seat={seat} lying={lying} />
    </svg>
  );
}
