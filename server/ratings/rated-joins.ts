/**
 * The lobby's join and leave on a rated table (docs/ratings.md#rated-tables): only a signed-in account may
 * take a seat, and only one seat of the match (403/409 with the reason otherwise). The one seat is held by
 * the database: the account's place at the match (`rated_accounts`, migration 9) is taken before the join,
 * so of two joins at once, on one process or two, one gets it and the other a 409; a failed join gives it
 * back. A seat taken is recorded in `rated_seats`, which keeps it the account's for the rating even after
 * its player leaves a game under way; a seat left before the start is free again, and so is its place.
 */
import type { MatchStore } from '../storage/match-store';
import type { SqlAccess } from '../storage/sql-access';
import { AccountStore } from '../accounts/account-store';
import { currentSession } from '../accounts/route-kit';
import { SeatStore } from '../accounts/seat-store';
import { HttpError } from '../http/http-error';
import type { Around, RouteRequest } from '../http/route';
import { accountIdentity } from './bot-identities';
import { isRated } from './rated-tables';
import type { RatingStore } from './rating-store';

const TAKEN = 'this table is rated and your account already holds a seat of it or is taking one: one seat each';

/** Around the lobby's join and leave (server/lobby/lobby-routes.ts), for the seats of rated tables. */
export function ratedJoins(sql: SqlAccess, matches: MatchStore, store: RatingStore): { join: Around; leave: Around } {
  const accounts = new AccountStore(sql);
  const seats = new SeatStore(sql);

  /** After a leave: a seat of a rated table that is free again (before the start) frees its account's place. */
  async function leave(request: RouteRequest, run: () => Promise<unknown>) {
    const answer = await run();
    const matchID = request.params.id as string;
    const playerID = (request.body as { playerID?: unknown }).playerID;
    if (typeof playerID !== 'string') return answer;
    try {
      const { metadata } = await matches.fetch(matchID, { metadata: true });
      if (!metadata || !isRated(metadata) || (metadata.gameover !== undefined && metadata.gameover !== null))
        return answer;
      // A stand-in took the seat over (a game under way): it stays its player's.
      if (metadata.players[Number(playerID)]?.name) return answer;
      const identity = (await store.seatsOf(matchID)).get(playerID);
      if (identity === undefined) return answer;
      await store.freeSeat(matchID, playerID, identity);
      await store.releasePlace(matchID, identity);
    } catch (error) {
      console.error(`[ratings] freeing a seat of ${matchID} failed:`, (error as Error)?.message ?? String(error));
    }
    return answer;
  }

  async function join(request: RouteRequest, run: () => Promise<unknown>) {
    const matchID = request.params.id as string;
    const { metadata } = await matches.fetch(matchID, { metadata: true });
    if (!isRated(metadata)) return run();
    const found = await currentSession({ ctx: request.ctx, store: accounts, now: Date.now() });
    if (!found) throw new HttpError(403, 'this table is rated: sign in to an account to take a seat');
    const held = await seats.seatsIn(found.account.id, matchID);
    if (held.length > 0)
      throw new HttpError(
        409,
        `this table is rated and your account already holds seat ${Number(held[0]!.playerID) + 1}: one seat each`,
      );
    const identity = accountIdentity(found.account.id);
    if (!(await store.claimPlace(matchID, identity))) throw new HttpError(409, TAKEN);
    let joined = false;
    try {
      const answer = await run();
      const playerID = (answer as { playerID?: unknown } | undefined)?.playerID;
      joined = typeof playerID === 'string';
      if (joined) await store.holdSeat(matchID, playerID as string, identity);
      return answer;
    } finally {
      if (!joined) await store.releasePlace(matchID, identity);
    }
  }

  return { join, leave };
}
