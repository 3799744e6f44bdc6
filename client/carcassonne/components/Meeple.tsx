/**
 * A meeple in a player's colour: standing (knight, thief, monk) or lying down (farmer); the abbot, robed. Drawn at the
 * origin about 20 units tall; the caller translates and scales it. Its colour is the seat's
 * (client/shared/seat-colours.ts), as in the charts.
 */
import { seatColour } from '../../shared/seat-colours';

export const playerColour = seatColour;

const FIGURE =
  'M0 -10 C3 -10 4.6 -8 4.6 -5.8 C4.6 -4.4 4 -3.4 3.2 -2.7 L9.6 0 C11.2 0.7 11.2 3.4 9.4 3.6 L5 3.9 L8.4 10.6 C9 11.8 8.2 12.6 7.2 12.6 H3.4 L0 7.6 L-3.4 12.6 H-7.2 C-8.2 12.6 -9 11.8 -8.4 10.6 L-5 3.9 L-9.4 3.6 C-11.2 3.4 -11.2 0.7 -9.6 0 L-3.2 -2.7 C-4 -3.4 -4.6 -4.4 -4.6 -5.8 C-4.6 -8 -3 -10 0 -10 Z';

export function MeepleFigure({
  seat,
  lying = false,
  x = 0,
  y = 0,
  scale = 1,
}: {
  seat: number;
  lying?: boolean;
  x?: number;
  y?: number;
  scale?: number;
}) {
  return (
    <g
      className="carc-meeple"
      data-seat={seat}
      data-lying={lying || undefined}
      transform={`translate(${x} ${y}) scale(${scale})${lying ? ' rotate(-90)' : ''}`}
    >
      <path d={FIGURE} fill={playerColour(seat)} />
    </g>
  );
}

const ROBE =
  'M0 -11 C3.6 -11 5.4 -8.4 5.4 -5.6 C5.4 -3.8 4.6 -2.6 3.8 -1.8 L9 12.6 H-9 L-3.8 -1.8 C-4.6 -2.6 -5.4 -3.8 -5.4 -5.6 C-5.4 -8.4 -3.6 -11 0 -11 Z';

/** The abbot (docs/rules/carcassonne.md#abbot): a robed, hooded figure with a pale cord, in the seat's colour. */
export function AbbotFigure({
  seat,
  x = 0,
  y = 0,
  scale = 1,
}: {
  seat: number;
  x?: number;
  y?: number;
  scale?: number;
}) {
  return (
    <g
      className="carc-meeple carc-abbot"
      data-seat={seat}
      data-figure="abbot"
      transform={`translate(${x} ${y}) scale(${scale})`}
    >
      <path d={ROBE} fill={playerColour(seat)} />
      <path d="M-5 3 H5 M0 3 V9" className="carc-abbot-cord" />
    </g>
  );
}

/** The abbot as a small inline icon (player lists, the turn panel). */
export function AbbotIcon({ seat }: { seat: number }) {
  return (
    <svg className="carc-meeple-icon" viewBox="-12 -12 24 26" width="18" height="19" aria-hidden="true">
      <AbbotFigure seat={seat} />
    </svg>
  );
}

/** A meeple as a small inline icon (player lists, score log). */
export function MeepleIcon({ seat, lying = false }: { seat: number; lying?: boolean }) {
  return (
    <svg className="carc-meeple-icon" viewBox="-12 -12 24 26" width="18" height="19" aria-hidden="true">
      <MeepleFigure seat={seat} lying={lying} />
    </svg>
  );
}
