/**
 * The tile gallery (`/gallery/carcassonne`): every one of the 24 tile types with its count, drawn in its
 * four rotations, a visual check that each type reads at a glance and at a small size.
 */
import { BASE_TILES, TILE_TYPES, type Rotation } from '../../games/carcassonne';
import { useT } from '../i18n/LanguageProvider';
import { linkProps } from '../router';
import { TileArt } from './components/TileArt';
import { tileName } from './plain-words';
import './carcassonne.css';

const ROTATIONS_SHOWN: readonly Rotation[] = [0, 1, 2, 3];

export function TileGallery() {
  const t = useT();
  return (
    <section className="carc-gallery">
      <h1>{t('carcassonne.gallery.title')}</h1>
      <p>
        {t('carcassonne.gallery.intro')} <a {...linkProps('/hotseat/carcassonne')}>{t('carcassonne.gallery.back')}</a>
      </p>
      <ul className="carc-gallery-list">
        {TILE_TYPES.map((type) => (
          <li key={type} className="carc-gallery-item" data-type={type}>
            <h3>
              {type} <span className="muted">{t('carcassonne.gallery.count', { n: BASE_TILES[type].count })}</span>
            </h3>
            <p className="carc-gallery-name">{tileName(type, t)}</p>
            <svg
              viewBox="0 0 100 100"
              className="carc-gallery-big"
              role="img"
              aria-label={t('carcassonne.tile', { name: tileName(type, t) })}
            >
              <TileArt type={type} rotation={0} />
            </svg>
            <div className="carc-gallery-rotations">
              {ROTATIONS_SHOWN.map((r: Rotation) => (
                <svg key={r} viewBox="0 0 100 100" className="carc-gallery-small" aria-hidden="true">
                  <TileArt type={type} rotation={r} />
                </svg>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
