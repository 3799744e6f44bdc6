/**
 * The lobby's join and leave on a rated table (docs/ratings.md#rated-tables): only a signed-in account may
 * take a seat, and only one seat of the match (403/409 with the reason otherwise). The one seat is held by
 * the database: the account's place at the match (`rated_accounts`, migration 9) is taken before the join,
 * so of two joins at once, on one process or two, one gets it and the other a 409; a failed join gives it
 * back. A seat taken is recorded in `rated_seats`, which keeps it the account's for the rating even after
 * its player leaves a game under way; a seat left before the start is free again, and so is its place.
 */
import type { Context, Next } from 'koa';
import type { MatchStore } from '../storage/match-store';
import type { SqlAccess } from '../storage/sql-access';
import { AccountStore } from '../accounts/account-store';
import { currentSession } from '../accounts/route-kit';
import { SeatStore } from '../accounts/seat-store';
import { sendAccountError } from '../accounts/account-request';
import { AccountError } from '../accounts/account-errors';
import { accountIdentity } from './bot-identities';
import { isRated } from './rated-tables';
import type { RatingStore } from './rating-store';

const LOBBY_SEAT = /^\/games\/([^/]+)\/([^/]+)\/(join|leave)$/;

const TAKEN = 'this table is rated and your account already holds a seat of it or is taking one: one seat each';

export function ratedJoins(sql: SqlAccess, matches: MatchStore, store: RatingStore) {
  const accounts = new AccountStore(sql);
  const seats = new SeatStore(sql);

  /** After a leave: a seat of a rated table that is free again (before the start) frees its account's place. */
  async function leave(ctx: Context, next: Next, matchID: string) {
    await next();
    const playerID = (ctx.state as { body?: { playerID?: unknown } }).body?.playerID;
    if (ctx.status !== 200 || typeof playerID !== 'string') return;
    try {
      const { metadata } = await matches.fetch(matchID, { metadata: true });
      if (!metadata || !isRated(metadata) || (metadata.gameover !== undefined && metadata.gameover !== null)) return;
      // A stand-in took the seat over (a game under way): it stays its player's.
      if (metadata.players[Number(playerID)]?.name) return;
      const identity = (await store.seatsOf(matchID)).get(playerID);
      if (identity === undefined) return;
      await store.freeSeat(matchID, playerID, identity);
      await store.releasePlace(matchID, identity);
    } catch (error) {
      console.error(`[ratings] freeing a seat of ${matchID} failed:`, (error as Error)?.message ?? String(error));
    }
  }

  return async (ctx: Context, next: Next) => {
    const route = ctx.method === 'POST' ? LOBBY_SEAT.exec(ctx.path) : null;
    if (!route) return next();
    let matchID: string;
    try {
      matchID = decodeURIComponent(route[2]!);
    } catch {
      return next();
    }
    if (route[3] === 'leave') return leave(ctx, next, matchID);
    let identity: string;
    try {
      const { metadata } = await matches.fetch(matchID, { metadata: true });
      if (!isRated(metadata)) return next();
      const found = await currentSession({ ctx, store: accounts, now: Date.now() });
      if (!found) throw new AccountError(403, 'this table is rated: sign in to an account to take a seat');
      const held = await seats.seatsIn(found.account.id, matchID);
      if (held.length > 0)
        throw new AccountError(
          409,
          `this table is rated and your account already holds seat ${Number(held[0]!.playerID) + 1}: one seat each`,
        );
      identity = accountIdentity(found.account.id);
      if (!(await store.claimPlace(matchID, identity))) throw new AccountError(409, TAKEN);
    } catch (error) {
      return sendAccountError(ctx, error);
    }
    let joined = false;
    try {
      await next();
      const playerID = (ctx.body as { playerID?: unknown } | undefined)?.playerID;
      joined = ctx.status === 200 && typeof playerID === 'string';
      if (joined) await store.holdSeat(matchID, playerID as string, identity);
    } finally {
      if (!joined) await store.releasePlace(matchID, identity);
    }
  };
}
