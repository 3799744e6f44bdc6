/**
 * The tile gallery (`/gallery/carcassonne`): every tile kind with its count, drawn in its four rotations,
 * a visual check that each kind reads at a glance and at a small size. Five sets: the base game's 24
 * types, the Abbot's garden copies (docs/rules/carcassonne.md#gardens), the River's 12 tiles
 * (docs/rules/carcassonne.md#river), Inns & Cathedrals' 17 (docs/rules/carcassonne.md#inns-cathedrals) and
 * Traders & Builders' 24 (docs/rules/carcassonne.md#traders-builders).
 */
import {
  GARDEN_TYPES,
  INNS_CATHEDRALS_TYPES,
  RIVER_TYPES,
  TILES,
  TRADERS_BUILDERS_TYPES,
  TILE_TYPES,
  type Rotation,
  type TileKind,
} from '../../games/carcassonne';
import { useT } from '../i18n/LanguageProvider';
import type { MessageKey } from '../i18n/dictionary';
import { linkProps } from '../router';
import { TileArt } from './components/TileArt';
import { tileName } from './plain-words';
import './carcassonne.css';

const ROTATIONS_SHOWN: readonly Rotation[] = [0, 1, 2, 3];

/** The sets shown, in order, each with its heading. */
export const GALLERY_SETS: readonly { id: string; title: MessageKey; kinds: readonly TileKind[] }[] = [
  { id: 'base', title: 'carcassonne.gallery.base', kinds: TILE_TYPES },
  { id: 'gardens', title: 'carcassonne.gallery.gardens', kinds: GARDEN_TYPES },
  { id: 'river', title: 'carcassonne.gallery.river', kinds: RIVER_TYPES },
  { id: 'innsCathedrals', title: 'carcassonne.gallery.innsCathedrals', kinds: INNS_CATHEDRALS_TYPES },
  { id: 'tradersBuilders', title: 'carcassonne.gallery.tradersBuilders', kinds: TRADERS_BUILDERS_TYPES },
];

export function TileGallery() {
  const t = useT();
  return (
    <section className="carc-gallery">
      <h1>{t('carcassonne.gallery.title')}</h1>
      <p>
        {t('carcassonne.gallery.intro')} <a {...linkProps('/hotseat/carcassonne')}>{t('carcassonne.gallery.back')}</a>
      </p>
      {GALLERY_SETS.map((set) => (
        <section key={set.id} data-set={set.id}>
          <h2>{t(set.title)}</h2>
          <ul className="carc-gallery-list">
            {set.kinds.map((type) => (
              <li key={type} className="carc-gallery-item" data-type={type}>
                <h3>
                  {type} <span className="muted">{t('carcassonne.gallery.count', { n: TILES[type].count })}</span>
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
      ))}
    </section>
  );
}
