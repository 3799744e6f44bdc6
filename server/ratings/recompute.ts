/**
 * Recomputing every rating from the stored results (docs/ratings.md#recompute; `npm run ratings:recompute`):
 * each rated match again, in the order they were rated (their times increase for every identity, see
 * rating-store.ts), from each identity's seed, with the ranks stored for it (leavers already last). The
 * before/after of every result and every identity's skill and games are rewritten in one transaction, so
 * the numbers are the ones the live updates gave, unless the rules of rating changed. One identity is one
 * competitor, as live (rate-match.ts `oneSeatEach`): results stored before that rule for an identity's other
 * seats of a match are removed. The season standings are rebuilt from the rewritten results.
 */
import type { SqlAccess } from '../storage/sql-access';
import { oneSeatEach, rateRanked } from './rate-match';
import type { Skill } from './rating-scale';
import { rebuildStandings } from './season-standings';
import { groupBy } from '../../games/shared/group-by';

interface Row {
  match_id: string;
  game_name: string;
  seat: string;
  identity: string;
  rank: number | string;
  finished_at: number | string;
}

export interface Recomputed {
  matches: number;
  identities: number;
}

export function recomputeRatings(
  sql: SqlAccess,
  seed: (identity: string, gameName: string) => Skill,
): Promise<Recomputed> {
  return sql.transaction(async (tx) => {
    const rows = await tx.all<Row>(
      `SELECT match_id, game_name, seat, identity, rank, finished_at FROM rated_results
         ORDER BY finished_at, match_id, seat`,
    );
    const matches = groupBy(rows, (row) => row.match_id);
    const skills = new Map<string, Skill & { games: number; at: number; identity: string; gameName: string }>();
    const key = (gameName: string, identity: string) => `${gameName}\n${identity}`;
    for (const [matchID, seats] of matches) {
      const gameName = seats[0]!.game_name;
      const at = Number(seats[0]!.finished_at);
      const before = (identity: string) => {
        const held = skills.get(key(gameName, identity));
        return held ? { mu: held.mu, sigma: held.sigma } : seed(identity, gameName);
      };
      const competitors = oneSeatEach(seats.map((s) => ({ ...s, rank: Number(s.rank) })));
      for (const dropped of seats.filter((s) => !competitors.some((c) => c.seat === s.seat)))
        await tx.run('DELETE FROM rated_results WHERE match_id = ? AND seat = ?', [matchID, dropped.seat]);
      const changes = rateRanked(
        competitors.map((s) => ({ seat: s.seat, identity: s.identity, before: before(s.identity) })),
        competitors.map((s) => s.rank),
      );
      for (const change of changes) {
        const games = (skills.get(key(gameName, change.identity))?.games ?? 0) + 1;
        skills.set(key(gameName, change.identity), { ...change.after, games, at, identity: change.identity, gameName });
      }
      for (const change of changes)
        await tx.run(
          `UPDATE rated_results SET mu_before = ?, sigma_before = ?, mu_after = ?, sigma_after = ?
             WHERE match_id = ? AND seat = ?`,
          [change.before.mu, change.before.sigma, change.after.mu, change.after.sigma, matchID, change.seat],
        );
    }
    await tx.run('DELETE FROM ratings');
    for (const skill of skills.values())
      await tx.run(
        'INSERT INTO ratings (identity, game_name, mu, sigma, games, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
        [skill.identity, skill.gameName, skill.mu, skill.sigma, skill.games, skill.at],
      );
    await rebuildStandings(tx);
    return { matches: matches.size, identities: skills.size };
  });
}
