/**
 * How many tiles of each kind are still in the bag (public: `remainingByType`): the 24 base types, then every
 * other kind of the match's box (garden copies, river tiles, Inns & Cathedrals', Traders & Builders'), in
 * table order.
 */
import { TILE_KINDS, TILE_TYPES, type CarcassonneState, type TileKind } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import { TileArt } from './TileArt';
import { tileName } from '../plain-words';

export function RemainingTiles({ state }: { state: CarcassonneState }) {
  const t = useT();
  // The base types always; another kind when the match's box holds it (its count stays, at 0, once drawn).
  const kinds = TILE_KINDS.filter(
    (kind: TileKind) =>
      (TILE_TYPES as readonly TileKind[]).includes(kind) || Object.hasOwn(state.remainingByType, kind),
  );
  return (
    <details className="carc-panel" open>
      <summary>
        <strong>{t('carcassonne.remaining')}</strong>
      </summary>
      <ul className="carc-remaining">
        {kinds.map((type) => {
          const n = state.remainingByType[type] ?? 0;
          return (
            <li
              key={type}
              data-type={type}
              data-empty={n === 0 || undefined}
              title={t('carcassonne.tile', { name: tileName(type, t) })}
            >
              <svg viewBox="0 0 100 100" aria-hidden="true">
                <TileArt type={type} rotation={0} />
              </svg>
              <span>{n}</span>
            </li>
          );
        })}
      </ul>
      <p className="carc-hint">
        <a href="/gallery/carcassonne" target="_blank" rel="noreferrer">
          {t('carcassonne.gallery.link')}
        </a>
      </p>
    </details>
  );
}
