/**
 * A player's public profile (`/profile/<id>`, docs/security.md#account-names): their finished online
 * matches per game with their wins, and the newest ones with who played (each with their avatar: an
 * account's by its id, asked for the whole list at once) and a link to each replay.
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';
import { GAME_LIST } from '../game-list';
import { linkProps } from '../router';
import { fetchProfile, type Profile } from '../api/account-api';
import { ProfileRatings } from '../ratings/ProfileRatings';
import { FriendButtons } from '../friends/FriendButtons';
import { Avatar } from '../shared/Avatar';
import { SeatNames } from '../table/SeatNames';
import { useListedSeatAccounts } from '../table/seat-accounts';
import './account.css';

export function ProfilePage({ accountID }: { accountID: string }) {
  const t = useT();
  const [profile, setProfile] = useState<Profile | null>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    fetchProfile(accountID).then(setProfile, (error: unknown) => setFailed(String((error as Error)?.message)));
  }, [accountID]);
  const title = (gameName: string) => {
    const entry = GAME_LIST.find((g) => g.name === gameName);
    return entry ? t(entry.title) : gameName;
  };
  const date = useFormat().date;
  const recent = profile?.recent ?? [];
  const accounts = useListedSeatAccounts(
    recent.map((match) => match.matchID),
    JSON.stringify(recent.map((match) => match.matchID)),
  );
  if (failed) return <p role="alert">{t('account.error.other', { message: failed })}</p>;
  if (profile === undefined) return <p role="status">{t('profile.loading')}</p>;
  if (profile === null)
    return (
      <section className="account-page">
        <h1>{t('profile.notFound')}</h1>
      </section>
    );
  return (
    <section className="account-page account-profile">
      <h1>
        <Avatar id={profile.id} size={48} />
        {t('profile.title', { name: profile.name })}
      </h1>
      <FriendButtons accountID={profile.id} />
      <ProfileRatings accountID={profile.id} />
      <h2>{t('profile.games')}</h2>
      {profile.games.length === 0 ? (
        <p>{t('profile.none')}</p>
      ) : (
        <ul className="account-profile-games">
          {profile.games.map((game) => (
            <li key={game.gameName} data-game={game.gameName}>
              {t('profile.gameLine', { game: title(game.gameName), played: game.played, wins: game.wins })}
            </li>
          ))}
        </ul>
      )}
      {profile.recent.length > 0 && (
        <>
          <h2>{t('profile.recent')}</h2>
          <ul className="account-profile-recent">
            {profile.recent.map((match) => (
              <li key={match.matchID} data-match={match.matchID}>
                {title(match.gameName)}, {date(match.finishedAt)}:{' '}
                <SeatNames
                  matchID={match.matchID}
                  seats={match.players.map((name, id) => ({
                    id,
                    name,
                    data: match.bots?.includes(id) ? { bot: true } : undefined,
                  }))}
                  accounts={accounts[match.matchID]}
                />{' '}
                <span className="muted">{t(match.won ? 'profile.won' : 'profile.lost')}</span>{' '}
                <a {...linkProps(`/replay/${match.gameName}/${match.matchID}`)}>{t('profile.replay')}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
