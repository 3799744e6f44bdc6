/**
 * The meeple step on the board: one clickable circle per location of the new tile where the core allows
 * a meeple (city, road, field, cloister). Hovering or focusing a spot lights up the whole merged feature
 * the meeple would join (`onHover`); clicking places the meeple.
 */
import { ORIENTED, parseKey, type CarcassonneState, type Location } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import { meeplePosition } from './BoardView';
import { MeepleFigure } from './Meeple';
import { activate } from './PlacementLayer';

interface Props {
  state: CarcassonneState;
  tileKey: string;
  spots: readonly Location[];
  seat: number;
  wasDrag(): boolean;
  onHover(index: number | null): void;
  onPlace(location: Location): void;
}

export function MeepleSpots({ state, tileKey, spots, seat, wasDrag, onHover, onPlace }: Props) {
  const t = useT();
  const tile = state.board[tileKey];
  if (!tile) return null;
  const oriented = ORIENTED[tile.type][tile.rotation]!;
  const [x, y] = parseKey(tileKey);
  return (
    <g className="carc-meeple-spots">
      {spots.map((location) => {
        const index = oriented.locationIndex[location] ?? -1;
        const kind = index < 0 ? 'monastery' : (oriented.features[index]?.kind ?? 'field');
        const at = meeplePosition(state, { x, y, location });
        return (
          <g
            key={location}
            className="carc-meeple-spot"
            data-location={location}
            role="button"
            tabIndex={0}
            aria-label={t('carcassonne.meepleOn', { what: t(`carcassonne.kind.${kind}`), where: location })}
            onMouseEnter={() => onHover(index)}
            onMouseLeave={() => onHover(null)}
            onFocus={() => onHover(index)}
            onBlur={() => onHover(null)}
            onClick={() => !wasDrag() && onPlace(location)}
            onKeyDown={(event) => activate(event, () => onPlace(location))}
          >
            <circle cx={at.x} cy={at.y} r="11" />
            <g opacity="0.55">
              <MeepleFigure seat={seat} x={at.x} y={at.y} lying={at.lying} scale={0.75} />
            </g>
          </g>
        );
      })}
    </g>
  );
}
