/**
 * On a player's profile (client/account/ProfilePage.tsx): add them as a friend, accept their request, remove
 * them, block or unblock them (docs/security.md#friends). Nothing for a guest or on one's own profile.
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { fetchMe } from '../api/account-api';
import { acceptFriend, blockPlayer, removeFriend, requestFriend, unblockPlayer } from '../api/friends-api';
import { useFriendAction, useFriends } from './use-friends';

export function FriendButtons({ accountID }: { accountID: string }) {
  const t = useT();
  const { lists, reload } = useFriends();
  const [self, setSelf] = useState(true);
  useEffect(() => {
    fetchMe().then(
      (me) => setSelf(me?.id === accountID),
      () => setSelf(true),
    );
  }, [accountID]);
  const { run, busy, error } = useFriendAction();
  if (!lists || self) return null;
  const act = (work: () => Promise<unknown>) =>
    run(async () => {
      await work();
      await reload();
    });
  const has = (people: { id: string }[]) => people.some((p) => p.id === accountID);
  const button = (label: Parameters<typeof t>[0], work: () => Promise<unknown>, secondary = false) => (
    <button type="button" className={secondary ? 'secondary' : undefined} disabled={busy} onClick={() => act(work)}>
      {t(label)}
    </button>
  );
  const block = button('friends.block', () => blockPlayer(accountID), true);
  return (
    <div className="friends-buttons">
      {has(lists.blocked) ? (
        <p>
          {t('friends.blockedNotice')} {button('friends.unblock', () => unblockPlayer(accountID))}
        </p>
      ) : has(lists.friends) ? (
        <p>
          {t('friends.isFriend')} {button('friends.remove', () => removeFriend(accountID), true)} {block}
        </p>
      ) : has(lists.outgoing) ? (
        <p>
          {t('friends.requested')} {button('friends.cancel', () => removeFriend(accountID), true)} {block}
        </p>
      ) : has(lists.incoming) ? (
        <p>
          {button('friends.accept', () => acceptFriend(accountID))} {block}
        </p>
      ) : (
        <p>
          {button('friends.add', () => requestFriend(accountID))} {block}
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {t(error.key, error.params)}
        </p>
      )}
    </div>
  );
}
