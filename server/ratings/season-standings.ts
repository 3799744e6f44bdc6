/**
 * Season standings, kept as matches are rated (docs/ratings.md#leaderboards, docs/security.md#leaderboards):
 * one row per game, season and identity with its rating after its last rated game of the season and how
 * many it played there (`season_standings`, migration 13). The rating transaction updates the rows of the
 * match's competitors (`recordStandings`), so a season's leaderboard reads at most its page from an index
 * (`seasonTop`) instead of every result of the season. The recompute rebuilds them from the results.
 */
import type { SqlStatements } from '../storage/sql-access';
import { BOT_PREFIX } from './bot-identities';
import { displayRating, type Skill } from './rating-scale';
import { seasonOf } from './seasons';

export interface Standing extends Skill {
  identity: string;
  rating: number;
  games: number;
}

export const kindOf = (identity: string): 'bot' | 'account' => (identity.startsWith(BOT_PREFIX) ? 'bot' : 'account');

const UPSERT = `INSERT INTO season_standings (game_name, season, identity, kind, mu, sigma, rating, games, last_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (game_name, season, identity) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,
    rating = excluded.rating, games = season_standings.games + excluded.games, last_at = excluded.last_at`;

/** Inside the rating transaction: each competitor's standing in the season of `finishedAt` takes this game. */
export async function recordStandings(
  tx: SqlStatements,
  gameName: string,
  finishedAt: number,
  changes: { identity: string; after: Skill }[],
): Promise<void> {
  const season = seasonOf(finishedAt).name;
  for (const { identity, after } of changes)
    await tx.run(UPSERT, [
      gameName,
      season,
      identity,
      kindOf(identity),
      after.mu,
      after.sigma,
      displayRating(after),
      1,
      finishedAt,
    ]);
}

/** A season's best `limit` of a kind with at least `minGames` games there: by rating, then identity. */
export async function seasonTop(
  sql: SqlStatements,
  gameName: string,
  season: string,
  kind: 'bot' | 'account',
  minGames: number,
  limit: number,
): Promise<Standing[]> {
  const rows = await sql.all<{ identity: string; mu: number; sigma: number; rating: number; games: number }>(
    `SELECT identity, mu, sigma, rating, games FROM season_standings
       WHERE game_name = ? AND season = ? AND kind = ? AND games >= ?
       ORDER BY rating DESC, identity LIMIT ?`,
    [gameName, season, kind, minGames, limit],
  );
  return rows.map((r) => ({
    identity: r.identity,
    mu: Number(r.mu),
    sigma: Number(r.sigma),
    rating: Number(r.rating),
    games: Number(r.games),
  }));
}

/** Rebuilds every standing from the stored results (the recompute, after it rewrote them). */
export async function rebuildStandings(tx: SqlStatements): Promise<void> {
  await tx.run('DELETE FROM season_standings');
  const rows = await tx.all<{
    match_id: string;
    game_name: string;
    identity: string;
    mu_after: number;
    sigma_after: number;
    finished_at: number | string;
  }>(
    `SELECT match_id, game_name, identity, mu_after, sigma_after, finished_at FROM rated_results
       ORDER BY finished_at, match_id, seat`,
  );
  const standings = new Map<string, { row: (typeof rows)[number]; matches: Set<string> }>();
  for (const row of rows) {
    const key = `${row.game_name}\n${seasonOf(Number(row.finished_at)).name}\n${row.identity}`;
    const held = standings.get(key);
    standings.set(key, { row, matches: (held?.matches ?? new Set()).add(row.match_id) });
  }
  for (const { row, matches } of standings.values()) {
    const after = { mu: Number(row.mu_after), sigma: Number(row.sigma_after) };
    const at = Number(row.finished_at);
    await tx.run(UPSERT, [
      row.game_name,
      seasonOf(at).name,
      row.identity,
      kindOf(row.identity),
      after.mu,
      after.sigma,
      displayRating(after),
      matches.size,
      at,
    ]);
  }
}
