/**
 * The end of the game: a table with every player's score itemised by `scoreBreakdown` (district
 * costs, the five-type bonus, the complete-city bonus, each unique district's bonus, the Haunted
 * Quarter's chosen type) and the winners marked. Bonuses worth nothing are left out.
 */
import { UNIQUE_DISTRICTS, scoreBreakdown } from '../../../games/citadels/index';
import type { SeatView } from '../seat-view';
import { useText } from '../use-text';

export function FinalScores({ view, winners }: { view: SeatView; winners: readonly string[] }) {
  const text = useText();
  const { t } = text;
  const { G, base, me } = view;
  // Only bonuses that give points are listed, and the column only when someone has one (no blank column).
  const rows = G.gold.map((_, seat) => {
    const score = scoreBreakdown(G, seat);
    return { seat, score: { ...score, bonuses: score.bonuses.filter((b) => b.points !== 0) } };
  });
  const bonusColumn = rows.some(({ score }) => score.bonuses.length > 0 || score.hauntedAs);
  return (
    <section className="cit-final" aria-label={t('citadels.final')}>
      <h2>{t('citadels.final')}</h2>
      <table className="stack-table">
        <thead>
          <tr>
            <th scope="col">{t('citadels.final.player')}</th>
            <th scope="col">{t('citadels.final.districts')}</th>
            <th scope="col">{t('citadels.final.fiveTypes')}</th>
            <th scope="col">{t('citadels.final.complete')}</th>
            {bonusColumn && <th scope="col">{t('citadels.final.bonuses')}</th>}
            <th scope="col">{t('citadels.final.total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ seat, score }) => (
            <tr key={seat} className={winners.includes(String(seat)) ? 'cit-winner-row' : undefined} data-seat={seat}>
              <th scope="row">
                {base[seat]} {seat === me && <span className="cit-you">{t('citadels.you')}</span>}{' '}
                {winners.includes(String(seat)) && <span className="cit-winner">★ {t('citadels.final.winner')}</span>}
              </th>
              <td data-label={t('citadels.final.districts')}>{score.districts}</td>
              <td data-label={t('citadels.final.fiveTypes')}>{score.fiveTypes}</td>
              <td data-label={t('citadels.final.complete')}>{score.complete}</td>
              {bonusColumn && (
                <td data-label={t('citadels.final.bonuses')}>
                  {score.bonuses.length === 0 && !score.hauntedAs ? (
                    0
                  ) : (
                    <ul className="cit-bonuses">
                      {score.bonuses.map((b) => (
                        <li key={b.district}>
                          {UNIQUE_DISTRICTS[b.district].name[text.lang]}: {b.points}
                        </li>
                      ))}
                      {score.hauntedAs && (
                        <li>
                          {t('citadels.final.haunted', {
                            district: UNIQUE_DISTRICTS['haunted-quarter'].name[text.lang],
                            type: text.type(score.hauntedAs),
                          })}
                        </li>
                      )}
                    </ul>
                  )}
                </td>
              )}
              <td className="cit-total" data-label={t('citadels.final.total')}>
                {score.total}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
