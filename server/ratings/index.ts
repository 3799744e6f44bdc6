/**
 * The ratings as the server composes them (docs/ratings.md): the store seeded with the bot ladder, the rated
 * tables, the routes and the rated join. Absent when the storage has no SQL.
 */
import type { Context } from 'koa';
import type { MatchStore } from '../storage/match-store';
import type { OriginPolicy } from '../guards/origins';
import type { Guard } from '../http/route';
import { readLadder, seedFrom } from './bot-identities';
import { RatedTables } from './rated-tables';
import { ratedJoins } from './rated-joins';
import { makeRated, ratingRoutes } from './rating-routes';
import { RatingStore } from './rating-store';
import { ACCOUNT_PREFIX, botIdentity } from './bot-identities';
import { SEAT_BOT_LEVELS } from '../../games/shared/bot-levels';
import { displayRating } from './rating-scale';
import { groupBy } from '../../games/shared/group-by';

export function ratingsFor(db: MatchStore, policy: OriginPolicy, gameNames: string[], reads: Guard) {
  const sql = db.sql;
  if (!sql) return undefined;
  const seed = seedFrom(readLadder());
  const store = new RatingStore(sql, seed);
  const tables = new RatedTables(store);
  const deps = { sql, matches: db, store, policy, gameNames, reads };
  return {
    tables,
    /** The store: quick play holds a rated match's seats and places in it (server/tournaments/quick-play-open.ts). */
    store,
    /** An account's shown rating in a game (quick play's rating window). */
    ratingOf: async (accountID: string, gameName: string) =>
      displayRating(await store.ratingOf(ACCOUNT_PREFIX + accountID, gameName)),
    /** Each bot level's starting rating in a game (quick play's bots of a player's level). */
    botLevels: (gameName: string) =>
      SEAT_BOT_LEVELS.map((level) => ({ level, rating: displayRating(seed(botIdentity(level), gameName)) })),
    routes: ratingRoutes(deps),
    joins: ratedJoins(sql, db, store),
    /** Makes a table rated for its creator (the lobby's one-request creation, server/lobby/new-table.ts). */
    rated: (ctx: Context, body: Record<string, unknown>) => makeRated(deps, ctx, body),
    /** Each account's shown rating per game it played rated (the friends list, server/accounts/friend-routes.ts). */
    async ofAccounts(accountIDs: string[]) {
      return groupBy(
        await store.ratingsOf(accountIDs.map((id) => ACCOUNT_PREFIX + id)),
        (r) => r.identity.slice(ACCOUNT_PREFIX.length),
        (r) => ({ gameName: r.gameName, rating: displayRating(r), games: r.games }),
      );
    },
  };
}
