/**
 * Friends, blocks and invitations to tables (docs/security.md#friends), routes of the account API (signed
 * in; same origin; JSON bodies with only these fields). `account` is always an account id.
 *
 *   GET  /account/friends                 200 { friends: [{ id, name, since, online, ratings }], incoming,
 *                                         outgoing, blocked: [{ id, name, at }] }
 *   POST /account/friends/request   { account }  200 { state: 'requested' | 'friends' }: friends at once when
 *                                         the other asked first. A request to an account that blocked you is
 *                                         answered the same and kept, but never shown to it.
 *   POST /account/friends/accept    { account }  200 { state: 'friends' }; 404 without a request from it
 *   POST /account/friends/decline   { account }  200 { declined: true }; 404 without a request from it
 *   POST /account/friends/remove    { account }  200 { removed: true }: the friendship, or your request
 *   POST /account/friends/block     { account }  200 { blocked: true }: ends the friendship, the requests and
 *                                         invitations between you; from then on none either way, and its
 *                                         chat is not shown to you (client/table/ChatPanel.tsx)
 *   POST /account/friends/unblock   { account }  200 { blocked: false }
 *   POST /account/players/search    { name }     200 { players: [{ id, name }] }: accounts whose name starts
 *                                         with `name`, case, accents and look-alike letters folded as names
 *                                         are (names.ts), at most SEARCH_RESULTS, none that blocked you
 *   GET  /account/invitations              200 { invitations: [{ id, from: { id, name }, gameName, matchID,
 *                                         createdAt }] }: unexpired, to tables not over; the account is
 *                                         "online now" for its friends while its page asks (friend-store.ts)
 *   POST /account/invitations/send  { account, matchID }  200 { invited: true }: a friend, to a table you sit
 *                                         at, not over, with a free seat; they see it on the page, as a
 *                                         push and by mail if they chose (SocialHooks.invited)
 *   POST /account/invitations/dismiss { invitation }  200 { dismissed: true }
 *
 * Requests and invitations spend the account's own bucket and its address's (LIMIT_FRIEND_REQUESTS_PER_DAY,
 * LIMIT_INVITATIONS_PER_HOUR, LIMIT_SOCIAL_PER_ADDRESS_PER_HOUR), and every write the address's write budget.
 */
import type { Server } from 'boardgame.io';
import { HttpError } from '../http/http-error';
import { spend } from './account-limits';
import type { Account } from './account-store';
import { FriendStore, MAX_BLOCKS, MAX_FRIENDS, MAX_PENDING_REQUESTS } from './friend-store';
import { lookKey } from './names';
import { signedIn, type AccountRequest, type Route } from './route-kit';
import { newSessionID } from './sessions';

/** Players a search answers at most. */
export const SEARCH_RESULTS = 10;
/** Invitations GET /account/invitations lists at most. */
const LISTED_INVITATIONS = 20;
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MATCH_ID = /^[\w-]{1,64}$/;

const friendsOf = (request: AccountRequest) => new FriendStore(request.store.sql);
const address = (request: AccountRequest) => request.ctx.ip || 'unknown';
const spendWrite = (request: AccountRequest) =>
  spend(request.buckets.writes, address(request), 'account requests from your address');

/** The other account a body names: an existing account that is not the asker's. */
async function otherAccount(request: AccountRequest, self: Account, field = 'account'): Promise<Account> {
  const id = request.body[field];
  if (typeof id !== 'string' || !ACCOUNT_ID.test(id)) throw new HttpError(400, `${field} must be an account id`);
  if (id === self.id) throw new HttpError(400, `${field} must be another player's account`);
  const other = await request.store.accountByID(id);
  if (!other) throw new HttpError(404, 'no such player');
  return other;
}

const list: Route = {
  method: 'GET',
  fields: [],
  async run(request) {
    const { account } = await signedIn(request);
    const store = friendsOf(request);
    const friends = await store.friends(account.id, request.now);
    const ratings = (await request.social.ratingsOf?.(friends.map((f) => f.id))) ?? new Map();
    return {
      friends: friends.map((friend) => ({ ...friend, ratings: ratings.get(friend.id) ?? [] })),
      incoming: await store.incoming(account.id),
      outgoing: await store.outgoing(account.id),
      blocked: await store.blocked(account.id),
    };
  },
};

/**
 * A write about one other account (`{ account }`): the address's write budget spent, the asker signed in,
 * the other an existing account, then `work` with both and the friend store.
 */
function aboutAccount(
  work: (request: AccountRequest, account: Account, other: Account, store: FriendStore) => Promise<object>,
): Route {
  return {
    method: 'POST',
    fields: ['account'],
    async run(request) {
      await spendWrite(request);
      const { account } = await signedIn(request);
      const other = await otherAccount(request, account);
      return work(request, account, other, friendsOf(request));
    },
  };
}

const requestFriend = aboutAccount(async (request, account, other, store) => {
  if (await store.areFriends(account.id, other.id)) return { state: 'friends' };
  if ((await store.blocked(account.id)).some((b) => b.id === other.id))
    throw new HttpError(409, 'you blocked this player: unblock them first');
  await spend(request.buckets.socialPerAddress, address(request), 'friend requests and invitations from your address');
  await spend(request.buckets.friendRequests, account.id, 'friend requests from your account');
  const blockedByOther = await store.isBlocked(account.id, other.id);
  if (!blockedByOther && (await store.requested(other.id, account.id))) {
    await roomForFriends(store, account.id, other.id);
    await store.befriend(account.id, other.id, request.now);
    return { state: 'friends' };
  }
  if (!(await store.requested(account.id, other.id))) {
    if ((await store.pendingCount(account.id)) >= MAX_PENDING_REQUESTS)
      throw new HttpError(409, `at most ${MAX_PENDING_REQUESTS} friend requests may wait for an answer`);
    await store.request(account.id, other.id, request.now);
  }
  return { state: 'requested' };
});

async function roomForFriends(store: FriendStore, a: string, b: string): Promise<void> {
  for (const id of [a, b])
    if ((await store.friendCount(id)) >= MAX_FRIENDS)
      throw new HttpError(409, `an account may have at most ${MAX_FRIENDS} friends`);
}

/** A request from `other` that the account may see (none from an account it blocked). */
async function requestFrom(store: FriendStore, account: Account, other: Account): Promise<void> {
  if (!(await store.incoming(account.id)).some((r) => r.id === other.id))
    throw new HttpError(404, 'no friend request from this player');
}

const accept = aboutAccount(async (request, account, other, store) => {
  await requestFrom(store, account, other);
  await roomForFriends(store, account.id, other.id);
  await store.befriend(account.id, other.id, request.now);
  return { state: 'friends' };
});

const decline = aboutAccount(async (_request, account, other, store) => {
  await requestFrom(store, account, other);
  await store.dropRequest(other.id, account.id);
  return { declined: true };
});

const remove = aboutAccount(async (_request, account, other, store) => {
  if (!(await store.unfriend(account.id, other.id))) throw new HttpError(404, 'this player is not your friend');
  return { removed: true };
});

const block = aboutAccount(async (request, account, other, store) => {
  if ((await store.blockCount(account.id)) >= MAX_BLOCKS)
    throw new HttpError(409, `an account may block at most ${MAX_BLOCKS} players`);
  await store.block(account.id, other.id, request.now);
  return { blocked: true };
});

const unblock = aboutAccount(async (_request, account, other, store) => {
  if (!(await store.unblock(account.id, other.id))) throw new HttpError(404, 'you have not blocked this player');
  return { blocked: false };
});

const search: Route = {
  method: 'POST',
  fields: ['name'],
  async run(request) {
    const { account } = await signedIn(request);
    const name = request.body.name;
    if (typeof name !== 'string' || name.length > 64)
      throw new HttpError(400, 'name must be text of at most 64 characters');
    const prefix = lookKey(name);
    if (prefix === '') return { players: [] };
    return { players: await friendsOf(request).search(prefix, account.id, SEARCH_RESULTS) };
  },
};

const isOver = (metadata: Server.MatchData) => metadata.gameover !== undefined && metadata.gameover !== null;
const hasFreeSeat = (metadata: Server.MatchData) => Object.values(metadata.players).some((p) => !p.name);

const invitations: Route = {
  method: 'GET',
  fields: [],
  async run(request) {
    const { account } = await signedIn(request);
    const store = friendsOf(request);
    await store.seen(account.id, request.now);
    const open = [];
    for (const invitation of (await store.invitations(account.id, request.now)).slice(0, LISTED_INVITATIONS)) {
      const metadata = (await request.matches?.fetch(invitation.matchID, { metadata: true }))?.metadata;
      if (metadata && !isOver(metadata)) open.push(invitation);
    }
    return { invitations: open };
  },
};

const send: Route = {
  method: 'POST',
  fields: ['account', 'matchID'],
  async run(request) {
    await spendWrite(request);
    const { account } = await signedIn(request);
    const matchID = request.body.matchID;
    if (typeof matchID !== 'string' || !MATCH_ID.test(matchID))
      throw new HttpError(400, 'matchID must be a match id (letters, digits, - and _)');
    const other = await otherAccount(request, account);
    const store = friendsOf(request);
    if (!(await store.areFriends(account.id, other.id)) || (await store.isBlocked(account.id, other.id)))
      throw new HttpError(403, 'you may invite only your friends');
    const seats = await request.seats.seatsIn(account.id, matchID);
    const seat = seats[0];
    if (!seat) throw new HttpError(403, 'you may invite only to a table you sit at');
    const metadata = (await request.matches?.fetch(matchID, { metadata: true }))?.metadata;
    if (!metadata || isOver(metadata)) throw new HttpError(409, 'this game is over');
    if (!hasFreeSeat(metadata)) throw new HttpError(409, 'this table has no free seat');
    await spend(
      request.buckets.socialPerAddress,
      address(request),
      'friend requests and invitations from your address',
    );
    await spend(request.buckets.invitations, account.id, 'invitations from your account');
    const invitationID = newSessionID();
    await store.invite(invitationID, account.id, other.id, seat.gameName, matchID, request.now);
    request.social.invited?.({
      invitationID,
      from: { id: account.id, name: account.name },
      to: other.id,
      gameName: seat.gameName,
      matchID,
    });
    return { invited: true };
  },
};

const dismiss: Route = {
  method: 'POST',
  fields: ['invitation'],
  async run(request) {
    await spendWrite(request);
    const { account } = await signedIn(request);
    const id = request.body.invitation;
    if (typeof id !== 'string' || !ACCOUNT_ID.test(id)) throw new HttpError(400, 'invitation must be an invitation id');
    if (!(await friendsOf(request).dismiss(account.id, id))) throw new HttpError(404, 'no such invitation');
    return { dismissed: true };
  },
};

export const FRIEND_ROUTES: Record<string, Route> = {
  friends: list,
  'friends/request': requestFriend,
  'friends/accept': accept,
  'friends/decline': decline,
  'friends/remove': remove,
  'friends/block': block,
  'friends/unblock': unblock,
  'players/search': search,
  invitations,
  'invitations/send': send,
  'invitations/dismiss': dismiss,
};
