/**
 * The ratings as the server composes them (docs/ratings.md): the store seeded with the bot ladder, the rated
 * tables, the routes and the rated join. Absent when the storage has no SQL.
 */
import type { MatchStore } from '../storage/match-store';
import type { OriginPolicy } from '../guards/origins';
import { readLadder, seedFrom } from './bot-identities';
import { RatedTables } from './rated-tables';
import { ratedJoins } from './rated-joins';
import { ratingRoutes } from './rating-routes';
import { RatingStore } from './rating-store';

export function ratingsFor(db: MatchStore, policy: OriginPolicy, gameNames: string[]) {
  const sql = db.sql;
  if (!sql) return undefined;
  const store = new RatingStore(sql, seedFrom(readLadder()));
  const tables = new RatedTables(store);
  return {
    tables,
    routes: ratingRoutes({ sql, matches: db, store, policy, gameNames }),
    joins: ratedJoins(sql, db, store),
  };
}
