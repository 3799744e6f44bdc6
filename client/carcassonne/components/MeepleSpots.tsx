/**
 * The meeple choice on the board: one clickable circle per location of the new tile where the core allows
 * a meeple (city, road, field, cloister). Hovering or focusing a spot lights up the whole merged feature
 * the meeple would join (`onHover`); clicking chooses the spot (the meeple stands there, still pending),
 * clicking it again takes the meeple back. Each spot's tap area is 44 px across on screen at any zoom,
 * except where that would overlap the next spot (then it reaches halfway to it, and the drawn circle is
 * no bigger, so no spot covers another); the board zooms in on
 * the tile until the spots are a full target apart (`spotSpacing`, tap-target.ts).
 */
import { ORIENTED, parseKey, type CarcassonneState, type Location } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import { meeplePosition } from './BoardView';
import { MeepleFigure } from './Meeple';
import { activate } from './PlacementLayer';
import { meepleWords } from '../plain-words';

/** Board units. */
const VISIBLE_RADIUS = 15;
/** Screen pixels: the least a tap target should measure across. */
const TAP_PX = 44;

interface Props {
  state: CarcassonneState;
  tileKey: string;
  spots: readonly Location[];
  seat: number;
  /** The spot chosen so far, or null. */
  selected: Location | null;
  /** The board's zoom: screen pixels per board unit. */
  scale: number;
  wasDrag(): boolean;
  onHover(index: number | null): void;
  onChoose(location: Location): void;
}

/** The least distance between two of these spots, in board units (Infinity for fewer than two). */
export function spotSpacing(state: CarcassonneState, tileKey: string, spots: readonly Location[]): number {
  const [x, y] = parseKey(tileKey);
  const points = spots.map((location) => meeplePosition(state, { x, y, location }));
  return Math.min(...points.flatMap((p, i) => points.slice(i + 1).map((q) => Math.hypot(p.x - q.x, p.y - q.y))));
}

export function MeepleSpots({ state, tileKey, spots, seat, selected, scale, wasDrag, onHover, onChoose }: Props) {
  const t = useT();
  const tile = state.board[tileKey];
  if (!tile) return null;
  const oriented = ORIENTED[tile.type][tile.rotation]!;
  const [x, y] = parseKey(tileKey);
  const points = spots.map((location) => meeplePosition(state, { x, y, location }));
  const nearest = (i: number) =>
    Math.min(...points.filter((_, j) => j !== i).map((p) => Math.hypot(p.x - points[i]!.x, p.y - points[i]!.y)));
  // Spots closer than two circles shrink their circles so that no circle covers another.
  const visibleRadius = (i: number) => Math.min(VISIBLE_RADIUS, nearest(i) / 2);
  const tapRadius = (i: number) => Math.max(visibleRadius(i), Math.min(TAP_PX / 2 / scale, nearest(i) / 2));
  return (
    <g className="carc-meeple-spots">
      {spots.map((location, i) => {
        const index = oriented.locationIndex[location] ?? -1;
        const at = points[i]!;
        return (
          <g
            key={location}
            className="carc-meeple-spot"
            data-location={location}
            data-square={tileKey}
            data-selected={location === selected || undefined}
            role="button"
            aria-pressed={location === selected}
            tabIndex={0}
            aria-label={t('carcassonne.meepleOn', { meeple: meepleWords(tile.type, tile.rotation, location, t) })}
            onMouseEnter={() => onHover(index)}
            onMouseLeave={() => onHover(null)}
            onFocus={() => onHover(index)}
            onBlur={() => onHover(null)}
            onClick={() => !wasDrag() && onChoose(location)}
            onKeyDown={(event) => activate(event, () => onChoose(location))}
          >
            <circle className="carc-tap-area" cx={at.x} cy={at.y} r={tapRadius(i)} />
            <circle cx={at.x} cy={at.y} r={visibleRadius(i)} />
            <g opacity={location === selected ? 1 : 0.55}>
              <MeepleFigure seat={seat} x={at.x} y={at.y} lying={at.lying} scale={0.75} />
            </g>
          </g>
        );
      })}
    </g>
  );
}
