/**
 * An elimination format's bracket (docs/tournaments.md#pages): groups then knockout's group tables (matches
 * won and lost, games won; the rows that go on marked), then the knockout's rounds side by side on a wide
 * screen and one under the other on a phone, each match with its two players, the games each won and the
 * winner, and once it is over the final ranking; each player with their avatar and profile link.
 */
import { useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';
import type { Bracket as BracketData, BracketMatch, GroupRow } from '../api/tournaments-api';
import { PlayerName } from './PlayerName';

const GROUP_COLUMNS = ['matchWins', 'matchLosses', 'gameWins'] as const;

/** A knockout round's name by how many rounds are left: the final, the semi-finals, ..., the round of n. */
function useRoundName() {
  const t = useT();
  return (round: number, rounds: number) => {
    const left = rounds - round;
    if (left === 0) return t('tournaments.bracket.final');
    if (left === 1) return t('tournaments.bracket.semi');
    if (left === 2) return t('tournaments.bracket.quarter');
    return t('tournaments.bracket.roundOf', { n: 2 ** (left + 1) });
  };
}

function Group({ rows, letter, qualifiers }: { rows: readonly GroupRow[]; letter: string; qualifiers: number }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="tournament-scroll">
      <table className="tournament-standings tournament-group">
        <caption>{t('tournaments.group', { name: letter })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tournaments.place')}</th>
            <th scope="col">{t('tournaments.players')}</th>
            {GROUP_COLUMNS.map((column) => (
              <th scope="col" key={column}>
                {t(`tournaments.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.player} data-qualifies={row.rank <= qualifiers}>
              <td>{format.number(row.rank)}</td>
              <th scope="row">
                <PlayerName person={row} />
              </th>
              {GROUP_COLUMNS.map((column) => (
                <td key={column}>{format.number(row[column])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Match({ match }: { match: BracketMatch }) {
  const t = useT();
  const format = useFormat();
  return (
    <li className="bracket-match" data-decided={match.winner !== undefined}>
      {match.players.map((place, i) => (
        <div
          key={i}
          className="bracket-place"
          data-winner={place !== null && place.player === match.winner}
          data-empty={place === null}
        >
          <span className="bracket-name">
            {place ? (
              <PlayerName person={place} />
            ) : (
              t(match.bye ? 'tournaments.bracket.bye' : 'tournaments.bracket.open')
            )}
          </span>
          {!match.bye && place !== null && <span className="bracket-wins">{format.number(match.wins[i]!)}</span>}
        </div>
      ))}
    </li>
  );
}

export function Bracket({ bracket }: { bracket: BracketData | null }) {
  const t = useT();
  const roundName = useRoundName();
  return (
    <section className="tournament-bracket" aria-labelledby="tournament-bracket">
      <h2 id="tournament-bracket">{t('tournaments.bracket')}</h2>
      {bracket === null && <p>{t('tournaments.bracket.notYet')}</p>}
      {bracket?.ranking && (
        <>
          <h3>{t('tournaments.ranking')}</h3>
          <ol className="tournament-ranking">
            {bracket.ranking.map((row) => (
              <li key={row.player} value={row.rank}>
                <PlayerName person={row} />
              </li>
            ))}
          </ol>
        </>
      )}
      {bracket?.groups && (
        <>
          <p>{t('tournaments.bracket.goOn', { n: bracket.qualifiers ?? 1 })}</p>
          <div className="tournament-groups">
            {bracket.groups.map((rows, g) => (
              <Group key={g} rows={rows} letter={String.fromCharCode(65 + g)} qualifiers={bracket.qualifiers ?? 1} />
            ))}
          </div>
        </>
      )}
      {bracket && !bracket.knockout && <p>{t('tournaments.bracket.afterGroups')}</p>}
      {bracket?.knockout && (
        <ol className="bracket">
          {bracket.knockout.map((matches, r) => (
            <li key={r} className="bracket-round">
              <h3>{roundName(r + 1, bracket.knockout!.length)}</h3>
              <ol className="bracket-matches" aria-label={roundName(r + 1, bracket.knockout!.length)}>
                {matches.map((match, m) => (
                  <Match key={m} match={match} />
                ))}
              </ol>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
