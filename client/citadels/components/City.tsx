/**
 * One player's city: districts grouped by colour, the five-type bonus progress (a dot per type) and
 * the complete-city mark (first or not). A district built since the city was first shown arrives in motion
 * (client/shared/motion.tsx); one that leaves the city fades out, after a shake when it is gone from every
 * city (destroyed, sacrificed) rather than moved to another (docs/design/motion.md).
 */
import { DISTRICT_TYPES, districtOf, type CardId, type CitadelsState, type Seat } from '../../../games/citadels/index';
import { isComplete } from '../../../games/citadels/rules/helpers';
import { useArrivals, useDepartures } from '../../shared/motion';
import { useText } from '../use-text';
import { DistrictCard, TypeIcon } from './DistrictCard';

/** How long a district leaving the city stays drawn: its animation's length (citadels.css `.cit-leaving`). */
const LEAVING_MS = 700;

export function City({ G, seat }: { G: CitadelsState; seat: Seat }) {
  const text = useText();
  const { t } = text;
  const city: CardId[] = G.cities[seat] ?? [];
  const types = DISTRICT_TYPES.filter((ty) => city.some((c) => districtOf(c).type === ty));
  const complete = isComplete(G, seat);
  const arrived = useArrivals(city.map(String));
  const left = useDepartures(city.map(String), LEAVING_MS) as CardId[];
  const elsewhere = (card: CardId) => G.cities.some((other) => other.includes(card));
  return (
    <div className="cit-city" data-seat={seat} data-place={`city-${seat}`}>
      <div className="cit-city-status">
        <span className="cit-types" title={t('citadels.city.types', { n: types.length })}>
          {DISTRICT_TYPES.map((ty) => (
            <span key={ty} className={`cit-type-dot${types.includes(ty) ? ' cit-on' : ''}`} title={text.type(ty)}>
              <TypeIcon type={ty} />
            </span>
          ))}
          <span>{t('citadels.city.types', { n: types.length })}</span>
        </span>
        {complete && (
          <span className="cit-complete">
            {t(G.firstComplete === seat ? 'citadels.city.first' : 'citadels.city.complete')}
          </span>
        )}
      </div>
      {city.length === 0 && <p className="muted">{t('citadels.city.empty')}</p>}
      <div className="cit-city-groups">
        {DISTRICT_TYPES.map((ty) => {
          const cards = city.filter((c) => districtOf(c).type === ty);
          const leaving = left.filter((c) => districtOf(c).type === ty);
          return cards.length + leaving.length === 0 ? null : (
            <div key={ty} className="cit-city-group" data-type={ty}>
              {cards.map((c) => (
                <DistrictCard
                  key={c}
                  card={c}
                  small
                  beautified={G.beautified.includes(c)}
                  arrived={arrived(String(c))}
                />
              ))}
              {leaving.map((c) => (
                <div
                  key={`left-${c}`}
                  className={elsewhere(c) ? 'cit-leaving' : 'cit-leaving cit-destroyed'}
                  data-leaving={c}
                  aria-hidden="true"
                  inert
                >
                  <DistrictCard card={c} small />
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
