/**
 * A player's ratings on their public profile (`/profile/<id>`, docs/ratings.md#for-players): for each game
 * they have played rated games of, the rating shown, its number of games and the provisional mark, and the
 * chart of it after each rated game (the leaderboard's RatingChart.tsx).
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { GAME_LIST, type GameInfo } from '../game-list';
import { fetchPlayerRating, type MyRating } from '../api/ratings-api';
import { RatingChart } from './RatingChart';
import './ratings.css';

interface GameRating extends MyRating {
  game: GameInfo;
}

export function ProfileRatings({ accountID, games = GAME_LIST }: { accountID: string; games?: GameInfo[] }) {
  const t = useT();
  const [ratings, setRatings] = useState<GameRating[]>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    let stopped = false;
    setRatings(undefined);
    setFailed(undefined);
    Promise.all(games.map(async (game) => ({ game, ...(await fetchPlayerRating(game.name, accountID)) }))).then(
      (answers) => !stopped && setRatings(answers.filter((r) => r.games > 0)),
      (error: unknown) => !stopped && setFailed(String((error as Error)?.message ?? error)),
    );
    return () => void (stopped = true);
  }, [accountID, games]);
  if (failed) return <p role="alert">{t('ratings.profileFailed', { message: failed })}</p>;
  if (ratings === undefined) return null;
  return (
    <section className="profile-ratings">
      <h2>{t('ratings.profile')}</h2>
      {ratings.length === 0 && <p>{t('ratings.profileNone')}</p>}
      {ratings.map(({ game, rating, games: played, provisional, chart }) => (
        <div key={game.name} data-game={game.name}>
          <p>
            {t('ratings.profileLine', { game: t(game.title), rating, n: played })}
            {provisional && ` (${t('ratings.provisional')})`}
          </p>
          <RatingChart points={chart} label={t('ratings.profileChart', { game: t(game.title) })} />
        </div>
      ))}
    </section>
  );
}
