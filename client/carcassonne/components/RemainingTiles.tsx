/** How many tiles of each of the 24 types are still in the bag (public: `remainingByType`). */
import { TILE_TYPES, type CarcassonneState } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import { TileArt } from './TileArt';
import { tileName } from '../plain-words';

export function RemainingTiles({ state }: { state: CarcassonneState }) {
  const t = useT();
  return (
    <details className="carc-panel" open>
      <summary>
        <strong>{t('carcassonne.remaining')}</strong>
      </summary>
      <ul className="carc-remaining">
        {TILE_TYPES.map((type) => {
          const n = state.remainingByType[type];
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
