/**
 * A tournament's rounds, the latest first: each table's seats in order (the first player first), each
 * player with their avatar and profile link (PlayerName.tsx), with the tournament points each earned, a link to watch the table while it is played or to replay it after, and
 * the round's bye.
 */
import { Fragment } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';
import type { TournamentRound } from '../api/tournaments-api';
import { linkProps } from '../router';
import { PlayerName } from './PlayerName';

export function Rounds({ game, rounds }: { game: string; rounds: readonly TournamentRound[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      {[...rounds].reverse().map((round) => (
        <section key={round.round} className="tournament-round" aria-labelledby={`tournament-round-${round.round}`}>
          <h2 id={`tournament-round-${round.round}`}>{t('tournaments.round', { round: round.round })}</h2>
          <ol className="tournament-tables">
            {round.tables.map((table) => (
              <li key={table.table} data-finished={table.finished}>
                <span className="tournament-table-name">{t('tournaments.table', { n: table.table })}</span>{' '}
                {format.listParts(table.seats.length).map((part, i) => {
                  if (typeof part === 'string') return <Fragment key={i}>{part}</Fragment>;
                  const seat = table.seats[part]!;
                  return (
                    <Fragment key={i}>
                      <PlayerName person={seat} />
                      {seat.points !== undefined && ` (${format.number(seat.points)})`}
                    </Fragment>
                  );
                })}{' '}
                {table.matchID !== null && (
                  <a
                    {...linkProps(
                      `/${table.finished ? 'replay' : 'match'}/${game}/${encodeURIComponent(table.matchID)}`,
                    )}
                  >
                    {t(table.finished ? 'tournaments.replay' : 'tournaments.watch')}
                  </a>
                )}
              </li>
            ))}
          </ol>
          {round.bye && <p>{t('tournaments.bye', { name: round.bye.name })}</p>}
        </section>
      ))}
    </>
  );
}
