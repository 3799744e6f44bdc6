/**
 * A tournament's standings: place, player (their avatar and a link to their profile), points and every
 * tie-break (docs/tournaments.md#tie-breaks).
 */
import { useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';
import type { Standing } from '../api/tournaments-api';
import { PlayerName } from './PlayerName';

const COLUMNS = ['score', 'buchholz', 'medianBuchholz', 'sonnebornBerger'] as const;

export function Standings({ standings }: { standings: readonly Standing[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <section aria-labelledby="tournament-standings">
      <h2 id="tournament-standings">{t('tournaments.standings')}</h2>
      <div className="tournament-scroll">
        <table className="tournament-standings">
          <thead>
            <tr>
              <th scope="col">{t('tournaments.place')}</th>
              <th scope="col">{t('tournaments.players')}</th>
              {COLUMNS.map((column) => (
                <th scope="col" key={column}>
                  {t(`tournaments.${column}`)}
                </th>
              ))}
              <th scope="col">{t('tournaments.games')}</th>
            </tr>
          </thead>
          <tbody>
            {standings.map((standing, i) => (
              <tr key={standing.player}>
                <td>{format.number(i + 1)}</td>
                <th scope="row">
                  <PlayerName person={standing} />
                </th>
                {COLUMNS.map((column) => (
                  <td key={column}>{format.number(standing[column])}</td>
                ))}
                <td>{format.number(standing.games)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
