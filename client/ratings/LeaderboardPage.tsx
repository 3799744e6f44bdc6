/**
 * A game's leaderboard (`/leaderboard/<game>`, docs/ratings.md#leaderboards): players or bots, all time or this
 * season, each with its avatar (an account's), rating, games and the provisional mark; and, signed in, your own rating with its chart.
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';
import type { MessageKey } from '../i18n/dictionary';
import { fetchLeaderboard, fetchMyRating, type Leaderboard, type MyRating } from '../api/ratings-api';
import { RatingChart } from './RatingChart';
import { WhoName } from './WhoName';
import { Avatar } from '../shared/Avatar';
import './ratings.css';

type Kind = 'players' | 'bots';

/** The server's default minimum (server/ratings/rating-routes.ts), and the choices offered. */
const DEFAULT_MIN = 5;
const MIN_CHOICES = [1, 5, 10, 20];

export function LeaderboardPage({ game, title }: { game: string; title: MessageKey }) {
  const t = useT();
  const format = useFormat();
  const [season, setSeason] = useState<'all' | 'current'>('all');
  const [kind, setKind] = useState<Kind>('players');
  const [min, setMin] = useState(DEFAULT_MIN);
  const [board, setBoard] = useState<Leaderboard | undefined>();
  const [mine, setMine] = useState<MyRating | undefined>();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    fetchLeaderboard(game, season, kind, min)
      .then((answer) => !stopped && (setBoard(answer), setError(null)))
      .catch((e: unknown) => !stopped && setError((e as Error).message));
    return () => void (stopped = true);
  }, [game, season, kind, min]);
  useEffect(() => {
    fetchMyRating(game)
      .then(setMine)
      .catch(() => undefined);
  }, [game]);
  return (
    <section className="leaderboard">
      <h1>{t('ratings.title', { game: t(title) })}</h1>
      <p>{t('ratings.how')}</p>
      {mine && (
        <div className="leaderboard-mine">
          {mine.games > 0 && (
            <p role="status">
              {t('ratings.yours', { rating: mine.rating, n: mine.games })}
              {mine.provisional && ` (${t('ratings.provisional')})`}
            </p>
          )}
          <RatingChart points={mine.chart} />
        </div>
      )}
      <div className="leaderboard-controls">
        <label>
          {t('ratings.season')}{' '}
          <select name="season" value={season} onChange={(e) => setSeason(e.target.value as 'all' | 'current')}>
            <option value="all">{t('ratings.season.all')}</option>
            <option value="current">{t('ratings.season.current')}</option>
          </select>
        </label>{' '}
        <label>
          {t('ratings.minGames')}{' '}
          <select name="min" value={min} onChange={(e) => setMin(Number(e.target.value))}>
            {MIN_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>{' '}
        {(['players', 'bots'] as const).map((k) => (
          <button
            key={k}
            type="button"
            className={k === kind ? 'button' : 'secondary'}
            aria-pressed={k === kind}
            onClick={() => setKind(k)}
          >
            {t(`ratings.kind.${k}`)}
          </button>
        ))}
      </div>
      {error && (
        <p className="error" role="alert">
          {t('ratings.loadFailed', { message: error })}
        </p>
      )}
      {board && <p>{t('ratings.min', { n: board.min })}</p>}
      {board && board.entries.length === 0 && <p>{t('ratings.empty')}</p>}
      {board && board.entries.length > 0 && (
        <table className="leaderboard-table">
          <thead>
            <tr>
              <th scope="col">{t('ratings.place')}</th>
              <th scope="col">{t('ratings.who')}</th>
              <th scope="col">{t('ratings.rating')}</th>
              <th scope="col">{t('ratings.games')}</th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((entry) => (
              <tr key={entry.place}>
                <td>{entry.place}</td>
                <td>
                  {entry.who.kind === 'account' && entry.who.id && <Avatar id={entry.who.id} />}{' '}
                  <WhoName who={entry.who} />
                </td>
                <td>
                  {format.number(entry.rating)}
                  {entry.provisional && ` (${t('ratings.provisional')})`}
                </td>
                <td>{entry.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
