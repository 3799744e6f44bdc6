/**
 * Friends' invitations to tables, on every page of a signed-in player (docs/security.md#friends): asked
 * every POLL_MS while the page is visible (which also shows the player online to their friends), each
 * with its sender and game, a button to the table (where a free seat is taken as from any link) and one to
 * dismiss it. Guests ask nothing.
 */
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { findGameInfo } from '../game-list';
import { navigate } from '../router';
import { fetchMe } from '../api/account-api';
import { dismissInvitation, fetchInvitations, type Invitation } from '../api/friends-api';
import './friends.css';

const POLL_MS = 20_000;

export function InvitationNotices() {
  const t = useT();
  const [signedIn, setSignedIn] = useState(false);
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const load = useCallback(async () => setInvitations(await fetchInvitations().catch(() => [])), []);
  useEffect(() => {
    fetchMe().then(
      (account) => setSignedIn(account !== null),
      () => setSignedIn(false),
    );
  }, []);
  useEffect(() => {
    if (!signedIn) return;
    void load();
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [signedIn, load]);
  if (invitations.length === 0) return null;
  const title = (gameName: string) => {
    const info = findGameInfo(gameName);
    return info ? t(info.title) : gameName;
  };
  const dismiss = async (id: string) => {
    setInvitations((list) => list.filter((i) => i.id !== id));
    await dismissInvitation(id).catch(() => undefined);
  };
  return (
    <section className="friends-invitations" aria-label={t('friends.invitations')} aria-live="polite">
      <ul>
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            {t('friends.invitation', { name: invitation.from.name, game: title(invitation.gameName) })}{' '}
            <button
              className="secondary"
              type="button"
              onClick={() => {
                void dismiss(invitation.id);
                navigate(`/match/${encodeURIComponent(invitation.gameName)}/${encodeURIComponent(invitation.matchID)}`);
              }}
            >
              {t('friends.openInvitation')}
            </button>{' '}
            <button type="button" className="secondary" onClick={() => void dismiss(invitation.id)}>
              {t('friends.dismiss')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
