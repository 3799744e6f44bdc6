/**
 * The client's side of friends, blocks and invitations (server/accounts/friend-routes.ts,
 * docs/security.md#friends): one function per route, on the account API's one request helper.
 */
import { call } from './account-api';

export interface Person {
  id: string;
  name: string;
}

export interface Friend extends Person {
  since: number;
  online: boolean;
  ratings: { gameName: string; rating: number; games: number }[];
}

export interface Dated extends Person {
  at: number;
}

export interface FriendLists {
  friends: Friend[];
  incoming: Dated[];
  outgoing: Dated[];
  blocked: Dated[];
}

export interface Invitation {
  id: string;
  from: Person;
  gameName: string;
  matchID: string;
  createdAt: number;
}

/** The lists, or undefined for a guest (no error: any page may ask). */
export async function fetchFriends(): Promise<FriendLists | undefined> {
  const response = await fetch('/account/friends', { credentials: 'same-origin' });
  if (response.status === 401) return undefined;
  if (!response.ok) throw new Error(`friends: ${response.status}`);
  return (await response.json()) as FriendLists;
}

export const requestFriend = (account: string) =>
  call<{ state: 'requested' | 'friends' }>('POST', 'friends/request', { account });
export const acceptFriend = (account: string) => call<{ state: 'friends' }>('POST', 'friends/accept', { account });
export const declineFriend = (account: string) => call<{ declined: true }>('POST', 'friends/decline', { account });
export const removeFriend = (account: string) => call<{ removed: true }>('POST', 'friends/remove', { account });
export const blockPlayer = (account: string) => call<{ blocked: true }>('POST', 'friends/block', { account });
export const unblockPlayer = (account: string) => call<{ blocked: false }>('POST', 'friends/unblock', { account });
export const searchPlayers = async (name: string) =>
  (await call<{ players: Person[] }>('POST', 'players/search', { name })).players;

/** The account's invitations, or none for a guest. */
export async function fetchInvitations(): Promise<Invitation[]> {
  const response = await fetch('/account/invitations', { credentials: 'same-origin' });
  if (!response.ok) return [];
  return ((await response.json()) as { invitations: Invitation[] }).invitations;
}

export const inviteFriend = (account: string, matchID: string) =>
  call<{ invited: true }>('POST', 'invitations/send', { account, matchID });
export const dismissInvitation = (invitation: string) =>
  call<{ dismissed: true }>('POST', 'invitations/dismiss', { invitation });
