/**
 * The meeple choice on the board: one clickable circle per location of the new tile where the core allows
 * a meeple (city, road, field, cloister). Hovering or focusing a spot lights up the whole merged feature
 * the meeple would join (`onHover`); clicking chooses the spot (the meeple stands there, still pending),
 * clicking it again takes the meeple back.
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
  /** The spot chosen so far, or null. */
  selected: Location | null;
  wasDrag(): boolean;
  onHover(index: number | null): void;
  onChoose(location: Location): void;
}

export function MeepleSpots({ state, tileKey, spots, seat, selected, wasDrag, onHover, onChoose }: Props) {
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
            data-square={tileKey}
            data-selected={location === selected || undefined}
            role="button"
            aria-pressed={location === selected}
            tabIndex={0}
            aria-label={t('carcassonne.meepleOn', { what: t(`carcassonne.kind.${kind}`), where: location })}
            onMouseEnter={() => onHover(index)}
            onMouseLeave={() => onHover(null)}
            onFocus={() => onHover(index)}
            onBlur={() => onHover(null)}
            onClick={() => !wasDrag() && onChoose(location)}
            onKeyDown={(event) => activate(event, () => onChoose(location))}
          >
            <circle cx={at.x} cy={at.y} r="15" />
            <g opacity={location === selected ? 1 : 0.55}>
              <MeepleFigure seat={seat} x={at.x} y={at.y} lying={at.lying} scale={0.75} />
            </g>
          </g>
        );
      })}
    </g>
  );
}
