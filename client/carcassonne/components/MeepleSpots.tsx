/**
 * The figure choice on the board: one clickable circle per location of the new tile where the core allows
 * a meeple (city, road, field, cloister) and one per place each other figure of the match may go (the
 * abbot on the cloister or the garden, the large meeple wherever a meeple may), beside the meeple's circle
 * where they share a place, each showing its figure as its row draws it. Hovering or focusing a spot lights up the whole merged feature
 * the meeple would join (`onHover`); clicking chooses the spot (the meeple stands there, still pending),
 * clicking it again takes the meeple back. Each spot's tap area is 44 px across on screen at any zoom,
 * except where that would overlap the next spot (then it reaches halfway to it, and the drawn circle is
 * no bigger, so no spot covers another); the board zooms in on
 * the tile until the spots are a full target apart (`spotSpacing`, tap-target.ts).
 */
import { ORIENTED, parseKey, type CarcassonneState, type Location } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import { meeplePosition } from './board-geometry';
import { FigureDrawing } from './Meeple';
import { activate } from './PlacementLayer';
import { putWords } from '../plain-words';
import type { ExtraFigure } from '../../../games/carcassonne/data/figures';

/** Board units. */
const VISIBLE_RADIUS = 15;
/** Screen pixels: the least a tap target should measure across. */
const TAP_PX = 44;

/** A figure spot: its key (the location for a meeple, `figure@location` for another figure), location and figure. */
export interface FigureSpot {
  key: string;
  location: Location;
  figure?: ExtraFigure;
}

/** How far another figure's circle sits east of the meeple's on the same place, in board units. */
const BESIDE_OFFSET = 18;

interface Props {
  state: CarcassonneState;
  tileKey: string;
  spots: readonly FigureSpot[];
  seat: number;
  /** The key of the spot chosen so far, or null. */
  selected: string | null;
  /** The board's zoom: screen pixels per board unit. */
  scale: number;
  wasDrag(): boolean;
  onHover(index: number | null): void;
  onChoose(key: string): void;
}

/** Where a spot's circle is drawn: the figure's place, another figure beside a meeple's circle on the same place. */
function spotPoint(state: CarcassonneState, tileKey: string, spot: FigureSpot, spots: readonly FigureSpot[]) {
  const [x, y] = parseKey(tileKey);
  const at = meeplePosition(state, { x, y, location: spot.location });
  const shared = spot.figure !== undefined && spots.some((s) => s !== spot && s.location === spot.location);
  return shared ? { ...at, x: at.x + BESIDE_OFFSET } : at;
}

/** The least distance between two of these spots, in board units (Infinity for fewer than two). */
export function spotSpacing(state: CarcassonneState, tileKey: string, spots: readonly FigureSpot[]): number {
  const points = spots.map((spot) => spotPoint(state, tileKey, spot, spots));
  return Math.min(...points.flatMap((p, i) => points.slice(i + 1).map((q) => Math.hypot(p.x - q.x, p.y - q.y))));
}

export function MeepleSpots({ state, tileKey, spots, seat, selected, scale, wasDrag, onHover, onChoose }: Props) {
  const t = useT();
  const tile = state.board[tileKey];
  if (!tile) return null;
  const oriented = ORIENTED[tile.type][tile.rotation]!;
  const points = spots.map((spot) => spotPoint(state, tileKey, spot, spots));
  const nearest = (i: number) =>
    Math.min(...points.filter((_, j) => j !== i).map((p) => Math.hypot(p.x - points[i]!.x, p.y - points[i]!.y)));
  // Spots closer than two circles shrink their circles so that no circle covers another.
  const visibleRadius = (i: number) => Math.min(VISIBLE_RADIUS, nearest(i) / 2);
  const tapRadius = (i: number) => Math.max(visibleRadius(i), Math.min(TAP_PX / 2 / scale, nearest(i) / 2));
  return (
    <g className="carc-meeple-spots">
      {spots.map(({ key, location, figure }, i) => {
        const index = oriented.locationIndex[location] ?? -1;
        const at = points[i]!;
        return (
          <g
            key={key}
            className="carc-meeple-spot"
            data-location={location}
            data-figure={figure}
            data-square={tileKey}
            data-selected={key === selected || undefined}
            role="button"
            aria-pressed={key === selected}
            tabIndex={0}
            aria-label={putWords(tile.type, tile.rotation, location, t, figure)}
            onMouseEnter={() => onHover(index)}
            onMouseLeave={() => onHover(null)}
            onFocus={() => onHover(index)}
            onBlur={() => onHover(null)}
            onClick={() => !wasDrag() && onChoose(key)}
            onKeyDown={(event) => activate(event, () => onChoose(key))}
          >
            <circle className="carc-tap-area" cx={at.x} cy={at.y} r={tapRadius(i)} />
            <circle cx={at.x} cy={at.y} r={visibleRadius(i)} />
            <g opacity={key === selected ? 1 : 0.55}>
              <FigureDrawing figure={figure ?? 'meeple'} seat={seat} x={at.x} y={at.y} lying={at.lying} scale={0.75} />
            </g>
          </g>
        );
      })}
    </g>
  );
}
