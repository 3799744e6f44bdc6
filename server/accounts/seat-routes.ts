/**
 * Seats follow the person (docs/security.md#account-seats): a seat joined while signed in belongs to the
 * account, and any of its devices can open the match in that seat. The lobby and the socket protocol stay
 * boardgame.io's: a seat is still held by its credentials, and the account only keeps which seats are its
 * own (a hash of their credentials, seat-store.ts), so it can hand a device the credentials again.
 *
 *   GET  /account/matches                    200 { matches: [{ gameName, matchID, playerID, joinedAt }] }
 *                                            the account's seats, most recently joined first (no credentials;
 *                                            none for a guest)
 *   POST /account/seat         { matchID }   200 { seat: { gameName, matchID, playerID, playerName, credentials } }:
 *                                            the account's seat in that match, for this device to play it;
 *                                            `seat: null` when the account holds none there, or for a guest
 *   GET  /account/seated/<matchID>           200 { seats: [{ playerID, accountID }] }: the seats of the match
 *                                            accounts hold now, for anyone who has the match's link (the seat
 *                                            names link to the public profiles); a guest's or a bot's seat, a
 *                                            seat that changed hands, or a missing match lists nothing
 *   POST /account/seated       { matches }   200 { seated: [{ matchID, seats: [{ playerID, accountID }] }] }: the
 *                                            same for a list's matches at once (match ids, at most
 *                                            MAX_SEATED_ASKED), so a list's names show their avatars
 *   POST /account/seats/claim  { seats }     200 { claimed: [{ matchID, playerID }] }: ties seats this
 *                                            browser held as a guest (`[{ matchID, playerID, credentials }]`,
 *                                            at most MAX_CLAIM) to the account; seats whose credentials do
 *                                            not hold them are left out
 *
 * And `recordLobbySeats`, around the lobby's own routes: a join with a signed-in session's cookie takes
 * the seat under the account's name (whatever name the body asked for: the table, the rating changes and
 * the profile all say the same name) and, when it succeeds, ties the new seat to that account; a leave
 * that succeeds unties the seat; a rename of a seat an account holds keeps the account's name.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Server } from 'boardgame.io';
import { isSeatID } from '../guards/credentials';
import { HttpError } from '../http/http-error';
import type { Around, RouteRequest } from '../http/route';
import { spend } from './account-limits';
import type { AccountStore } from './account-store';
import { currentSession, signedIn, type AccountRequest, type Route } from './route-kit';
import { credentialsHash, type SeatStore } from './seat-store';

/** Seats listed by GET /account/matches at most. */
export const MAX_LISTED_SEATS = 100;
/** Seats one claim may carry. */
export const MAX_CLAIM = 20;
/** Matches one POST /account/seated asks about at most (a lobby's list). */
export const MAX_SEATED_ASKED = 50;

const MATCH_ID = /^[\w-]{1,64}$/;
const CREDENTIALS = /^[\w-]{1,64}$/;

function matchIDOf(value: unknown, name: string): string {
  if (typeof value !== 'string' || !MATCH_ID.test(value))
    throw new HttpError(400, `${name} must be a match id (letters, digits, - and _)`);
  return value;
}

/** Whether `credentials` are the ones the match issued to the seat's player (never a stand-in bot's). */
export function playerCredentialsMatch(metadata: Server.MatchData, playerID: string, hash: string): string | undefined {
  const seat = Object.hasOwn(metadata.players, playerID) ? metadata.players[Number(playerID)] : undefined;
  const issued = seat && Object.hasOwn(seat, 'credentials') ? seat.credentials : undefined;
  if (typeof issued !== 'string' || issued === '') return undefined;
  const same = timingSafeEqual(Buffer.from(credentialsHash(issued), 'hex'), Buffer.from(hash, 'hex'));
  return same ? issued : undefined;
}

function matchStore(request: AccountRequest) {
  if (!request.matches) throw new HttpError(503, 'this server keeps no matches for accounts');
  return request.matches;
}

const matches: Route = {
  method: 'GET',
  fields: [],
  async run(request) {
    // A guest holds no account seats: the home page asks without knowing, so this is no error.
    const found = await currentSession(request);
    if (!found) return { matches: [] };
    const seats = await request.seats.seatsOf(found.account.id, MAX_LISTED_SEATS);
    return {
      matches: seats.map(({ gameName, matchID, playerID, joinedAt }) => ({ gameName, matchID, playerID, joinedAt })),
    };
  },
};

const seat: Route = {
  method: 'POST',
  fields: ['matchID'],
  async run(request) {
    await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
    const matchID = matchIDOf(request.body.matchID, 'matchID');
    // A match page asks whenever this browser holds no seat: a guest, like an account without a seat there, has none.
    const found = await currentSession(request);
    if (!found) return { seat: null };
    const store = matchStore(request);
    for (const held of await request.seats.seatsIn(found.account.id, matchID)) {
      const { metadata } = await store.fetch(matchID, { metadata: true });
      const credentials = metadata && playerCredentialsMatch(metadata, held.playerID, held.credentialsHash);
      if (credentials) {
        const playerName = metadata.players[Number(held.playerID)]?.name ?? '';
        return { seat: { gameName: held.gameName, matchID, playerID: held.playerID, playerName, credentials } };
      }
      // The seat changed hands (or the match is gone): it is no longer this account's.
      await request.seats.forget(matchID, held.playerID);
    }
    return { seat: null };
  },
};

interface Claim {
  matchID: string;
  playerID: string;
  credentials: string;
}

function claimsOf(value: unknown): Claim[] {
  const shape = `seats must be a list of at most ${MAX_CLAIM} { matchID, playerID, credentials }`;
  if (!Array.isArray(value) || value.length > MAX_CLAIM) throw new HttpError(400, shape);
  return value.map((item: unknown, i) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new HttpError(400, shape);
    const { matchID, playerID, credentials, ...rest } = item as Record<string, unknown>;
    if (Object.keys(rest).length > 0) throw new HttpError(400, shape);
    if (!isSeatID(playerID)) throw new HttpError(400, `seats[${i}].playerID must be a seat number such as "0"`);
    if (typeof credentials !== 'string' || !CREDENTIALS.test(credentials))
      throw new HttpError(400, `seats[${i}].credentials must be the seat's credentials`);
    return { matchID: matchIDOf(matchID, `seats[${i}].matchID`), playerID, credentials };
  });
}

const claim: Route = {
  method: 'POST',
  fields: ['seats'],
  async run(request) {
    await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
    const claims = claimsOf(request.body.seats);
    const { account } = await signedIn(request);
    const store = matchStore(request);
    const claimed: { matchID: string; playerID: string }[] = [];
    for (const { matchID, playerID, credentials } of claims) {
      const { metadata } = await store.fetch(matchID, { metadata: true });
      if (!metadata || !playerCredentialsMatch(metadata, playerID, credentialsHash(credentials))) continue;
      await request.seats.record(account.id, metadata.gameName, matchID, playerID, credentials, request.now);
      claimed.push({ matchID, playerID });
    }
    return { claimed };
  },
};

/** `seated/<matchID>`: the path of the route of a match's account seats. */
export const SEATED_PATH = /^seated\/([\w-]{1,64})$/;

/** Which seats of a match accounts hold, while the seat's credentials are still the ones tied to the account. */
async function seatsHeldIn(request: AccountRequest, matchID: string) {
  const rows = await request.seats.accountsIn(matchID);
  if (rows.length === 0) return [];
  const { metadata } = await matchStore(request).fetch(matchID, { metadata: true });
  const held = metadata
    ? rows.filter((row) => playerCredentialsMatch(metadata, row.playerID, row.credentialsHash))
    : [];
  return held.map(({ playerID, accountID }) => ({ playerID, accountID }));
}

export const seated: Route = {
  method: 'GET',
  fields: [],
  async run(request) {
    const matchID = SEATED_PATH.exec(request.ctx.path.slice('/account/'.length))?.[1] as string;
    return { seats: await seatsHeldIn(request, matchID) };
  },
};

/** The account seats of a list's matches at once. */
const seatedMany: Route = {
  method: 'POST',
  fields: ['matches'],
  async run(request) {
    const ids = request.body.matches;
    if (
      !Array.isArray(ids) ||
      ids.length > MAX_SEATED_ASKED ||
      !ids.every((id): id is string => typeof id === 'string' && MATCH_ID.test(id))
    )
      throw new HttpError(400, `matches must be a list of at most ${MAX_SEATED_ASKED} match ids`);
    const seated = [];
    for (const matchID of new Set(ids)) seated.push({ matchID, seats: await seatsHeldIn(request, matchID) });
    return { seated };
  },
};

export const SEAT_ROUTES: Record<string, Route> = { matches, seat, seated: seatedMany, 'seats/claim': claim };

/**
 * Around the lobby's join, leave and rename: a join while signed in takes the seat under the account's name
 * and ties it to the account, a leave unties it, a rename of an account's seat keeps the account's name.
 */
export function recordLobbySeats(
  store: AccountStore,
  seats: SeatStore,
): { join: Around; leave: Around; rename: Around } {
  // The seat is the player's either way (their browser keeps its credentials); only the account's copy can fail.
  const failed = (request: RouteRequest, error: unknown) =>
    console.error(
      `[accounts] recording a seat of ${request.ctx.path} failed:`,
      (error as Error)?.message ?? String(error),
    );
  return {
    async join(request, run) {
      const found = await currentSession({ ctx: request.ctx, store, now: Date.now() });
      // The seat's name comes from the account, never from the client (docs/ratings.md#rated-tables).
      if (found) (request.body as { playerName?: string }).playerName = found.account.name;
      const answer = await run();
      try {
        const { playerID, playerCredentials } = answer as { playerID?: string; playerCredentials?: string };
        if (playerID === undefined || playerCredentials === undefined) return answer;
        const { name, id } = request.params as { name: string; id: string };
        if (found) await seats.record(found.account.id, name, id, playerID, playerCredentials, Date.now());
      } catch (error) {
        failed(request, error);
      }
      return answer;
    },
    async rename(request, run) {
      const body = request.body as { playerID?: string; credentials?: string; newName?: string };
      if (body.newName && body.playerID !== undefined && typeof body.credentials === 'string') {
        const hash = credentialsHash(body.credentials);
        const held = (await seats.accountsIn(request.params.id as string)).find(
          (row) => row.playerID === body.playerID && row.credentialsHash === hash,
        );
        const account = held && (await store.accountByID(held.accountID));
        if (account) body.newName = account.name;
      }
      return run();
    },
    async leave(request, run) {
      const answer = await run();
      try {
        const { playerID } = request.body as { playerID?: string };
        if (playerID !== undefined) await seats.forget(request.params.id as string, playerID);
      } catch (error) {
        failed(request, error);
      }
      return answer;
    },
  };
}
