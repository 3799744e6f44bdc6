/**
 * One tournament (`/tournament/<id>`, docs/tournaments.md): what it is and where it stands, your part in
 * it (register, check in, withdraw, and your table when a round opens it), the players, the standings with
 * every tie-break (a Swiss) or the bracket (an elimination), and each round's tables with links to watch or replay them. It asks again every few
 * seconds while the tournament is not over, so a new round shows up by itself.
 */
import { useCallback, useEffect, useState } from 'react';
import './words';
import { useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';
import {
  checkInToTournament,
  fetchTournament,
  registerForTournament,
  withdrawFromTournament,
  type TournamentDetail,
} from '../api/tournaments-api';
import { useSignedIn } from '../api/signed-in';
import { findGameInfo } from '../game-list';
import { linkProps } from '../router';
import { useFormatName } from './format-name';
import { PlayerName } from './PlayerName';
import { Bracket } from './Bracket';
import { Standings } from './Standings';
import { Rounds } from './Rounds';
import './tournaments.css';

/** How often an open tournament's page asks for news. */
const REFRESH_MS = 5000;

function YourPart({ detail, reload }: { detail: TournamentDetail; reload(): void }) {
  const t = useT();
  const account = useSignedIn();
  const [error, setError] = useState<string | null>(null);
  const { tournament, you } = detail;
  const act = (action: () => Promise<unknown>) =>
    action()
      .then(() => (setError(null), reload()))
      .catch((e: unknown) => setError((e as Error).message));
  if (tournament.state === 'finished' || tournament.state === 'cancelled') return null;
  if (account === null) return <p>{t('tournaments.createNeedsAccount')}</p>;
  const invite = new URLSearchParams(window.location.search).get('invite') ?? undefined;
  const next = you?.nextTable;
  return (
    <div className="tournament-you">
      {error && (
        <p className="error" role="alert">
          {t('tournaments.error', { message: error })}
        </p>
      )}
      {next && (
        <p role="status">
          {t('tournaments.you.next')}{' '}
          <a className="button" {...linkProps(`/match/${tournament.game}/${encodeURIComponent(next.matchID)}`)}>
            {t('tournaments.you.play')}
          </a>
        </p>
      )}
      {!you?.registered && tournament.state === 'upcoming' && (
        <button type="button" onClick={() => act(() => registerForTournament(tournament.id, invite))}>
          {t('tournaments.register')}
        </button>
      )}
      {you?.state === 'registered' && tournament.state === 'upcoming' && tournament.checkInMinutes === 0 && (
        <p>{t('tournaments.you.registeredNoCheckIn')}</p>
      )}
      {you?.state === 'registered' && tournament.state === 'upcoming' && tournament.checkInMinutes > 0 && (
        <p>
          {t('tournaments.you.registered', { minutes: tournament.checkInMinutes })}{' '}
          <button
            type="button"
            disabled={Date.now() < tournament.startsAt - tournament.checkInMinutes * 60_000}
            onClick={() => act(() => checkInToTournament(tournament.id))}
          >
            {t('tournaments.checkInButton')}
          </button>
        </p>
      )}
      {you?.state === 'checked-in' && tournament.state === 'upcoming' && <p>{t('tournaments.you.checkedIn')}</p>}
      {you?.state === 'withdrawn' && <p>{t('tournaments.you.withdrawn')}</p>}
      {you?.state === 'dropped' && <p>{t('tournaments.you.dropped')}</p>}
      {you?.registered && you.state !== 'withdrawn' && you.state !== 'dropped' && (
        <button type="button" className="secondary" onClick={() => act(() => withdrawFromTournament(tournament.id))}>
          {t('tournaments.withdraw')}
        </button>
      )}
    </div>
  );
}

export function TournamentPage({ id }: { id: string }) {
  const t = useT();
  const format = useFormat();
  const formatName = useFormatName();
  const [detail, setDetail] = useState<TournamentDetail>();
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    fetchTournament(id)
      .then((answer) => (setDetail(answer), setError(null)))
      .catch((e: unknown) => setError((e as Error).message));
  }, [id]);
  const over = detail?.tournament.state === 'finished' || detail?.tournament.state === 'cancelled';
  useEffect(() => {
    load();
    if (over) return;
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load, over]);
  if (!detail)
    return error ? (
      <p className="error" role="alert">
        {t('tournaments.error', { message: error })}
      </p>
    ) : (
      <p className="loading" role="status">
        {t('loading')}
      </p>
    );
  const { tournament } = detail;
  const info = findGameInfo(tournament.game);
  const invite = new URLSearchParams(window.location.search).get('invite');
  const state =
    tournament.state === 'upcoming'
      ? t('tournaments.state.upcoming', { start: format.dateTime(tournament.startsAt) })
      : tournament.state === 'running'
        ? t('tournaments.state.running', { round: tournament.round, rounds: tournament.rounds })
        : t(`tournaments.state.${tournament.state}`);
  return (
    <section className="tournament" data-state={tournament.state}>
      <h1>{tournament.name}</h1>
      <p>
        {info ? t(info.title) : tournament.game} · {formatName(tournament)}
        {tournament.bestOf !== undefined && ` · ${t('tournaments.bestOf', { n: tournament.bestOf })}`}
        {tournament.rounds > 0 && ` · ${t('tournaments.rounds', { n: tournament.rounds })}`} ·{' '}
        {t(tournament.rated ? 'tournaments.rated' : 'tournaments.casual')}
        {tournament.placement && ` · ${tournament.placement}`}
      </p>
      <p className="tournament-state" role="status">
        {state}
      </p>
      {error && (
        <p className="error" role="alert">
          {t('tournaments.error', { message: error })}
        </p>
      )}
      <YourPart detail={detail} reload={load} />
      {invite && tournament.state === 'upcoming' && (
        <p className="muted">
          {t('tournaments.inviteLink')}: <code>{window.location.href}</code>
        </p>
      )}
      {detail.standings.length > 0 && <Standings standings={detail.standings} />}
      {detail.bracket !== undefined && <Bracket bracket={detail.bracket} />}
      <Rounds game={tournament.game} rounds={detail.rounds} />
      <section aria-labelledby="tournament-players">
        <h2 id="tournament-players">
          {t('tournaments.players')} ({detail.players.length}/{tournament.cap})
        </h2>
        <ul className="tournament-players">
          {detail.players.map((player) => (
            <li key={player.player} data-state={player.state}>
              <PlayerName person={player} /> <span className="muted">({t(`tournaments.player.${player.state}`)})</span>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
