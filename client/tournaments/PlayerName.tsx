/**
 * A tournament player's name in the tournament's lists: their avatar (docs/security.md#avatars) and the name
 * linked to their public profile, where a friend request can be sent (a tournament's players are accounts).
 */
import type { Named } from '../api/tournaments-api';
import { Avatar } from '../shared/Avatar';
import { linkProps } from '../router';

export function PlayerName({ person }: { person: Named }) {
  return (
    <>
      <Avatar id={person.player} />
      <a {...linkProps(`/profile/${encodeURIComponent(person.player)}`)}>{person.name}</a>
    </>
  );
}
