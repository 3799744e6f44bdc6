/**
 * The tiles of each kind still in the bag (public: `remainingByType`), every kind of the match's sets,
 * with the chance that each is drawn next and that the viewing seat draws one again this game
 * (client/carcassonne/draw-odds.ts, docs/rules/carcassonne.md#purist).
 */
import type { CarcassonneState } from '../../../games/carcassonne';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { drawOdds, formatChance } from '../draw-odds';
import { TileArt } from './TileArt';
import { tileName } from '../plain-words';

export function RemainingTiles({ state, seat }: { state: CarcassonneState; seat: number | null }) {
  const t = useT();
  const { language } = useLanguage();
  const odds = drawOdds(state, seat);
  return (
    <details className="carc-panel" open>
      <summary>
        <strong>{t('carcassonne.remaining')}</strong>
      </summary>
      <p className="carc-hint carc-odds-legend">
        {t(seat === null ? 'carcassonne.odds.legendNext' : 'carcassonne.odds.legend')}
      </p>
      <ul className="carc-remaining">
        {odds.map(({ kind, left, next, mine }) => (
          <li
            key={kind}
            data-type={kind}
            data-empty={left === 0 || undefined}
            title={t('carcassonne.tile', { name: tileName(kind, t) })}
          >
            <svg viewBox="0 0 100 100" aria-hidden="true">
              <TileArt type={kind} rotation={0} />
            </svg>
            <span className="carc-left">{left}</span>
            <span className="carc-odds" data-odds="next">
              <span className="sr-only">{t('carcassonne.odds.next')} </span>
              {formatChance(next, language)}
            </span>
            {mine !== null && (
              <span className="carc-odds" data-odds="mine">
                <span className="sr-only">{t('carcassonne.odds.mine')} </span>
                {formatChance(mine, language)}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="carc-hint">
        <a href="/gallery/carcassonne" target="_blank" rel="noreferrer">
          {t('carcassonne.gallery.link')}
        </a>
      </p>
    </details>
  );
}
