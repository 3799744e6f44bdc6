/**
 * The tournaments (`/tournament`, docs/tournaments.md): upcoming, running and finished, each linked to its
 * page, and, signed in, the form that creates one.
 */
import { useEffect, useState } from 'react';
import './words';
import { useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';
import { fetchTournaments, type TournamentList, type TournamentSummary } from '../api/tournaments-api';
import { useSignedIn } from '../api/signed-in';
import { findGameInfo } from '../game-list';
import { linkProps, navigate } from '../router';
import { CreateTournamentForm } from './CreateTournamentForm';
import { useFormatName } from './format-name';
import './tournaments.css';

const SECTIONS = ['upcoming', 'running', 'finished'] as const;

function SummaryLine({ tournament }: { tournament: TournamentSummary }) {
  const t = useT();
  const format = useFormat();
  const formatName = useFormatName();
  const info = findGameInfo(tournament.game);
  return (
    <li>
      <a {...linkProps(`/tournament/${encodeURIComponent(tournament.id)}`)}>{tournament.name}</a>{' '}
      <span className="muted">
        {t('tournaments.line', {
          game: info ? t(info.title) : tournament.game,
          format: formatName(tournament),
          players: tournament.players,
          cap: tournament.cap,
          start: format.dateTime(tournament.startsAt),
        })}
        {' · '}
        {t(tournament.rated ? 'tournaments.rated' : 'tournaments.casual')}
        {tournament.byInvitation && ` · ${t('tournaments.invitation')}`}
      </span>
    </li>
  );
}

export function TournamentListPage() {
  const t = useT();
  const account = useSignedIn();
  const [list, setList] = useState<TournamentList>();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    fetchTournaments()
      .then((answer) => !stopped && (setList(answer), setError(null)))
      .catch((e: unknown) => !stopped && setError((e as Error).message));
    return () => void (stopped = true);
  }, []);
  return (
    <section className="tournaments">
      <h1>{t('tournaments.title')}</h1>
      <p>{t('tournaments.intro')}</p>
      {error && (
        <p className="error" role="alert">
          {t('tournaments.error', { message: error })}
        </p>
      )}
      {list &&
        SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`tournaments-${section}`}>
            <h2 id={`tournaments-${section}`}>{t(`tournaments.${section}`)}</h2>
            {list[section].length === 0 ? (
              <p className="muted">{t('tournaments.none')}</p>
            ) : (
              <ul className="tournaments-list">
                {list[section].map((tournament) => (
                  <SummaryLine key={tournament.id} tournament={tournament} />
                ))}
              </ul>
            )}
          </section>
        ))}
      {account === null && <p>{t('tournaments.createNeedsAccount')}</p>}
      {account && (
        <CreateTournamentForm
          onCreated={(id, invite) =>
            navigate(`/tournament/${encodeURIComponent(id)}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`)
          }
        />
      )}
    </section>
  );
}
