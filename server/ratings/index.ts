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

export function ratingsFor(db: MatchStore, policy: OriginPolicy, gameNames: string[], reads: Guard) {
  const sql = db.sql;
  if (!sql) return undefined;
  const store = new RatingStore(sql, seedFrom(readLadder()));
  const tables = new RatedTables(store);
  const deps = { sql, matches: db, store, policy, gameNames, reads };
  return {
    tables,
    routes: ratingRoutes(deps),
    joins: ratedJoins(sql, db, store),
    /** Makes a table rated for its creator (the lobby's one-request creation, server/lobby/new-table.ts). */
    rated: (ctx: Context, body: Record<string, unknown>) => makeRated(deps, ctx, body),
  };
}
