/**
 * The friends list (docs/security.md#friends): on the account page and beside the lobby, each friend with
 * whether they are online now and their ratings, the requests to answer and those waiting, a search by
 * name, and the blocked players; at a table one sits at (`matchID`), one click invites a friend to it.
 * Nothing for a guest.
 */
import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { findGameInfo } from '../game-list';
import { linkProps } from '../router';
import {
  acceptFriend,
  blockPlayer,
  declineFriend,
  inviteFriend,
  removeFriend,
  requestFriend,
  searchPlayers,
  unblockPlayer,
  type Friend,
  type Person,
} from '../api/friends-api';
import { useFriendAction, useFriends, type FriendProblem } from './use-friends';
import { Avatar } from '../shared/Avatar';
import './friends.css';

function Problem({ problem }: { problem: FriendProblem | null }) {
  const t = useT();
  return problem ? (
    <p className="error" role="alert">
      {t(problem.key, problem.params)}
    </p>
  ) : null;
}

/** A secondary button for one friend action, disabled while an action is under way. */
function ActionButton({ busy, onClick, children }: { busy: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button className="secondary" type="button" disabled={busy} onClick={onClick}>
      {children}
    </button>
  );
}

/** A player's avatar and name, linked to their profile. */
function PersonName({ person }: { person: Person }) {
  return (
    <>
      <Avatar id={person.id} /> <a {...linkProps(`/profile/${person.id}`)}>{person.name}</a>
    </>
  );
}

function FriendLine({ friend, children }: { friend: Friend; children: React.ReactNode }) {
  const t = useT();
  const title = (gameName: string) => {
    const info = findGameInfo(gameName);
    return info ? t(info.title) : gameName;
  };
  return (
    <li className="friends-line" data-online={friend.online}>
      <span className={friend.online ? 'friends-dot friends-online' : 'friends-dot'} aria-hidden="true" />
      <Avatar id={friend.id} />
      <a {...linkProps(`/profile/${friend.id}`)}>{friend.name}</a>{' '}
      <span className="muted">({t(friend.online ? 'friends.online' : 'friends.offline')})</span>{' '}
      {friend.ratings.map((r) => (
        <span key={r.gameName} className="friends-rating">
          {t('friends.rating', { game: title(r.gameName), rating: r.rating })}
        </span>
      ))}{' '}
      {children}
    </li>
  );
}

function Search({ onChanged }: { onChanged(): void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [found, setFound] = useState<Person[]>();
  const [sent, setSent] = useState<Set<string>>(new Set());
  const { run, busy, error } = useFriendAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(async () => setFound(await searchPlayers(name)));
  };
  return (
    <form className="friends-search" onSubmit={submit} aria-labelledby="friends-search-title">
      <h4 id="friends-search-title">{t('friends.search')}</h4>
      <label>
        {t('friends.searchLabel')}
        <input name="player" maxLength={32} value={name} onChange={(event) => setName(event.target.value)} />
      </label>{' '}
      <button type="submit" disabled={busy || name.trim() === ''}>
        {t('friends.searchButton')}
      </button>
      <Problem problem={error} />
      {found && found.length === 0 && <p>{t('friends.noResults')}</p>}
      {found && found.length > 0 && (
        <ul>
          {found.map((person) => (
            <li key={person.id}>
              <PersonName person={person} />{' '}
              {sent.has(person.id) ? (
                <span role="status">{t('friends.requested')}</span>
              ) : (
                <ActionButton
                  busy={busy}
                  onClick={() =>
                    run(async () => {
                      await requestFriend(person.id);
                      setSent(new Set([...sent, person.id]));
                      onChanged();
                    })
                  }
                >
                  {t('friends.add')}
                </ActionButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

export function FriendsPanel({ matchID, compact = false }: { matchID?: string; compact?: boolean }) {
  const t = useT();
  const { lists, reload } = useFriends();
  const { run, busy, error } = useFriendAction();
  const [invited, setInvited] = useState<Set<string>>(new Set());
  if (!lists) return null;
  const act = (work: () => Promise<unknown>) =>
    run(async () => {
      await work();
      await reload();
    });
  if (matchID)
    return lists.friends.length === 0 ? null : (
      <section className="friends-panel" aria-labelledby="friends-invite-title">
        <h3 id="friends-invite-title">{t('friends.inviteTitle')}</h3>
        <Problem problem={error} />
        <ul>
          {lists.friends.map((friend) => (
            <FriendLine key={friend.id} friend={friend}>
              {invited.has(friend.id) ? (
                <span role="status">{t('friends.invited')}</span>
              ) : (
                <ActionButton
                  busy={busy}
                  onClick={() =>
                    run(async () => {
                      await inviteFriend(friend.id, matchID);
                      setInvited(new Set([...invited, friend.id]));
                    })
                  }
                >
                  {t('friends.invite')}
                </ActionButton>
              )}
            </FriendLine>
          ))}
        </ul>
      </section>
    );
  return (
    <section className="friends-panel" aria-labelledby="friends-title">
      <h3 id="friends-title">{t('friends.title')}</h3>
      <Problem problem={error} />
      {lists.incoming.length > 0 && (
        <>
          <h4>{t('friends.incoming')}</h4>
          <ul>
            {lists.incoming.map((person) => (
              <li key={person.id}>
                <PersonName person={person} />{' '}
                <ActionButton busy={busy} onClick={() => act(() => acceptFriend(person.id))}>
                  {t('friends.accept')}
                </ActionButton>{' '}
                <ActionButton busy={busy} onClick={() => act(() => declineFriend(person.id))}>
                  {t('friends.decline')}
                </ActionButton>{' '}
                <ActionButton busy={busy} onClick={() => act(() => blockPlayer(person.id))}>
                  {t('friends.block')}
                </ActionButton>
              </li>
            ))}
          </ul>
        </>
      )}
      {lists.friends.length === 0 ? (
        <p className="muted">{t('friends.none')}</p>
      ) : (
        <ul>
          {lists.friends.map((friend) => (
            <FriendLine key={friend.id} friend={friend}>
              {!compact && (
                <>
                  <ActionButton busy={busy} onClick={() => act(() => removeFriend(friend.id))}>
                    {t('friends.remove')}
                  </ActionButton>{' '}
                  <ActionButton busy={busy} onClick={() => act(() => blockPlayer(friend.id))}>
                    {t('friends.block')}
                  </ActionButton>
                </>
              )}
            </FriendLine>
          ))}
        </ul>
      )}
      {!compact && lists.outgoing.length > 0 && (
        <>
          <h4>{t('friends.outgoing')}</h4>
          <ul>
            {lists.outgoing.map((person) => (
              <li key={person.id}>
                <PersonName person={person} />{' '}
                <ActionButton busy={busy} onClick={() => act(() => removeFriend(person.id))}>
                  {t('friends.cancel')}
                </ActionButton>
              </li>
            ))}
          </ul>
        </>
      )}
      {!compact && <Search onChanged={() => void reload()} />}
      {!compact && lists.blocked.length > 0 && (
        <>
          <h4>{t('friends.blocked')}</h4>
          <ul>
            {lists.blocked.map((person) => (
              <li key={person.id}>
                <Avatar id={person.id} /> {person.name}{' '}
                <ActionButton busy={busy} onClick={() => act(() => unblockPlayer(person.id))}>
                  {t('friends.unblock')}
                </ActionButton>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
