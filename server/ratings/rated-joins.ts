/**
 * The lobby's join on a rated table (docs/ratings.md#rated-tables): only a signed-in account may take a
 * seat, and only one seat of the match (403/409 with the reason otherwise); a seat taken is recorded in
 * `rated_seats`, which keeps it the account's for the rating even after its player leaves.
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

const LOBBY_JOIN = /^\/games\/([^/]+)\/([^/]+)\/join$/;

export function ratedJoins(sql: SqlAccess, matches: MatchStore, store: RatingStore) {
  const accounts = new AccountStore(sql);
  const seats = new SeatStore(sql);
  return async (ctx: Context, next: Next) => {
    const route = ctx.method === 'POST' ? LOBBY_JOIN.exec(ctx.path) : null;
    if (!route) return next();
    let matchID: string;
    try {
      matchID = decodeURIComponent(route[2]!);
    } catch {
      return next();
    }
    let account: string | undefined;
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
      account = found.account.id;
    } catch (error) {
      return sendAccountError(ctx, error);
    }
    await next();
    const playerID = (ctx.body as { playerID?: unknown } | undefined)?.playerID;
    if (ctx.status !== 200 || typeof playerID !== 'string') return;
    await store.holdSeat(matchID, playerID, accountIdentity(account));
  };
}
