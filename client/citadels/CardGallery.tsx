/**
 * The card gallery (`/gallery/citadels`): every character by rank and every district, basic and unique,
 * drawn as the board draws them with their art (client/citadels/art/, docs/design/card-art.md), a
 * visual check that each card reads at a glance and at hand size.
 */
import {
  BASIC_DISTRICT_IDS,
  CHARACTER_IDS,
  UNIQUE_DISTRICT_IDS,
  cardsOf,
  rankOf,
  type DistrictId,
} from '../../games/citadels/index';
import type { MessageKey } from '../i18n/dictionary';
import { linkProps } from '../router';
import { useText } from './use-text';
import { CharacterCard } from './components/CharacterCard';
import { DistrictCard } from './components/DistrictCard';
import './citadels.css';

/** The characters in rank order (the data lists them so already; sorted so a later addition keeps it). */
const BY_RANK = [...CHARACTER_IDS].sort((a, b) => rankOf(a) - rankOf(b));

const DISTRICT_SETS: readonly { id: string; title: MessageKey; ids: readonly DistrictId[] }[] = [
  { id: 'basic', title: 'citadels.gallery.basic', ids: BASIC_DISTRICT_IDS },
  { id: 'unique', title: 'citadels.gallery.unique', ids: UNIQUE_DISTRICT_IDS },
];

export function CardGallery() {
  const { t } = useText();
  return (
    <section className="cit-board cit-gallery">
      <h1>{t('citadels.gallery.title')}</h1>
      <p>
        {t('citadels.gallery.intro')} <a {...linkProps('/hotseat/citadels')}>{t('citadels.gallery.back')}</a>
      </p>
      <section data-set="characters">
        <h2>{t('citadels.gallery.characters')}</h2>
        <ul className="cit-gallery-list">
          {BY_RANK.map((id) => (
            <li key={id} className="cit-gallery-item">
              <CharacterCard id={id} />
            </li>
          ))}
        </ul>
      </section>
      {DISTRICT_SETS.map((set) => (
        <section key={set.id} data-set={set.id}>
          <h2>{t(set.title)}</h2>
          <ul className="cit-gallery-list">
            {set.ids.map((id) => (
              <li key={id} className="cit-gallery-item">
                <DistrictCard card={cardsOf(id)[0] as string} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
