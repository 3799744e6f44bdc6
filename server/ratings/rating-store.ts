/**
 * The SQL of ratings (migration 8 of server/storage/migrations.ts; docs/ratings.md#storage). `rateWithin`
 * applies one finished match inside a given transaction (the one that stores the match's last move,
 * docs/ratings.md#once): it claims the match's row in `rated_matches` first (its primary key lets one claim
 * win, whichever process races it), locks each identity's row in one order, then updates each skill only if
 * it is still the one read (`games` unchanged). `rate` does the same in a transaction of its own, tried again
 * when a skill changed under it. The same transaction keeps the season standings (season-standings.ts).
 */
import type { SqlAccess, SqlStatements } from '../storage/sql-access';
import { rateMatch, type FinalResult, type SeatChange } from './rate-match';
import type { Skill } from './rating-scale';
import { recordStandings, seasonTop } from './season-standings';

export interface FinishedMatch {
  matchID: string;
  gameName: string;
  finishedAt: number;
  result: FinalResult;
  seats: { seat: string; identity: string; left: boolean }[];
}

export interface IdentityRating extends Skill {
  identity: string;
  games: number;
}

export interface StoredResult extends SeatChange {
  matchID: string;
  gameName: string;
  left: boolean;
  finishedAt: number;
}

interface RatingRow {
  identity: string;
  mu: number;
  sigma: number;
  games: number | string;
  updated_at?: number | string;
}

interface ResultRow {
  match_id: string;
  game_name: string;
  seat: string;
  identity: string;
  rank: number;
  left_match: number;
  mu_before: number;
  sigma_before: number;
  mu_after: number;
  sigma_after: number;
  finished_at: number | string;
}

/** Another transaction changed a skill this one read: roll back and try again. */
class SkillChanged extends Error {}

const ATTEMPTS = 50;

/** How long a join may take before its claim on the account's place counts as abandoned (rated_accounts). */
export const ABANDONED_CLAIM_MS = 60_000;

/** Worth another try: a skill changed under us, or PostgreSQL broke a deadlock or a serialization conflict. */
const retryable = (error: unknown) =>
  error instanceof SkillChanged || ['40P01', '40001'].includes(String((error as { code?: unknown })?.code));

const storedResult = (r: ResultRow): StoredResult => ({
  matchID: r.match_id,
  gameName: r.game_name,
  seat: r.seat,
  identity: r.identity,
  rank: Number(r.rank),
  left: Number(r.left_match) === 1,
  before: { mu: Number(r.mu_before), sigma: Number(r.sigma_before) },
  after: { mu: Number(r.mu_after), sigma: Number(r.sigma_after) },
  finishedAt: Number(r.finished_at),
});

const RESULT_COLUMNS =
  'match_id, game_name, seat, identity, rank, left_match, mu_before, sigma_before, mu_after, sigma_after, finished_at';

export class RatingStore {
  /** `seed` is where an identity starts (bots from the ladder, accounts at the default). */
  constructor(
    private readonly sql: SqlAccess,
    private readonly seed: (identity: string, gameName: string) => Skill,
  ) {}

  /** Rates a finished match once: the changes, or undefined when it was rated already. */
  async rate(match: FinishedMatch): Promise<SeatChange[] | undefined> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.sql.transaction((tx) => this.rateWithin(tx, match));
      } catch (error) {
        if (!retryable(error) || attempt >= ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  }

  /** Rates a finished match once inside `tx`: the changes, or undefined when it was rated already. */
  async rateWithin(tx: SqlStatements, match: FinishedMatch): Promise<SeatChange[] | undefined> {
    const claimed = await tx.run(
      'INSERT INTO rated_matches (match_id, game_name, finished_at) VALUES (?, ?, ?) ON CONFLICT (match_id) DO NOTHING',
      [match.matchID, match.gameName, match.finishedAt],
    );
    if (claimed === 0) return undefined;
    const current = new Map<string, IdentityRating & { updatedAt: number }>();
    const identities = [...new Set(match.seats.map((s) => s.identity))].sort();
    for (const identity of identities) current.set(identity, await this.skillIn(tx, identity, match.gameName));
    // Each identity's matches get increasing times, so the recompute (ordered by time) replays them in order.
    const finishedAt = Math.max(match.finishedAt, ...[...current.values()].map((r) => r.updatedAt + 1));
    await tx.run('UPDATE rated_matches SET finished_at = ? WHERE match_id = ?', [finishedAt, match.matchID]);
    const changes = rateMatch(
      match.result,
      match.seats.map((s) => {
        const { mu, sigma } = current.get(s.identity)!;
        return { ...s, before: { mu, sigma } };
      }),
    );
    // In one order of identities in every transaction, so two of them never wait for each other's rows.
    const updates = [...changes].sort((x, y) => (x.identity < y.identity ? -1 : 1));
    for (const change of updates) {
      const held = current.get(change.identity)!;
      const updated = await tx.run(
        `UPDATE ratings SET mu = ?, sigma = ?, games = games + 1, updated_at = ?
           WHERE identity = ? AND game_name = ? AND games = ?`,
        [change.after.mu, change.after.sigma, finishedAt, change.identity, match.gameName, held.games],
      );
      if (updated !== 1) throw new SkillChanged();
    }
    const left = new Map(match.seats.map((s) => [s.seat, s.left]));
    // One result per competitor (rate-match.ts oneSeatEach): an identity's other seats are not rated.
    for (const change of changes) {
      await tx.run(`INSERT INTO rated_results (${RESULT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
        match.matchID,
        match.gameName,
        change.seat,
        change.identity,
        change.rank,
        left.get(change.seat) ? 1 : 0,
        change.before.mu,
        change.before.sigma,
        change.after.mu,
        change.after.sigma,
        finishedAt,
      ]);
    }
    await recordStandings(tx, match.gameName, finishedAt, changes);
    return changes;
  }

  /** A season's leaderboard (season-standings.ts): one page read from an index, however long the season. */
  seasonTop(gameName: string, season: string, kind: 'bot' | 'account', minGames: number, limit: number) {
    return seasonTop(this.sql, gameName, season, kind, minGames, limit);
  }

  /** The identity's skill, its row made from its seed first when it has none. */
  private async skillIn(
    tx: SqlStatements,
    identity: string,
    gameName: string,
  ): Promise<IdentityRating & { updatedAt: number }> {
    const { mu, sigma } = this.seed(identity, gameName);
    await tx.run(
      `INSERT INTO ratings (identity, game_name, mu, sigma, games, updated_at) VALUES (?, ?, ?, ?, 0, 0)
         ON CONFLICT (identity, game_name) DO NOTHING`,
      [identity, gameName, mu, sigma],
    );
    // Locks the row (PostgreSQL) until the transaction ends, so a match sharing this identity waits its turn.
    await tx.run('UPDATE ratings SET games = games WHERE identity = ? AND game_name = ?', [identity, gameName]);
    const rows = await tx.all<RatingRow>(
      'SELECT identity, mu, sigma, games, updated_at FROM ratings WHERE identity = ? AND game_name = ?',
      [identity, gameName],
    );
    const row = rows[0]!;
    return {
      identity,
      mu: Number(row.mu),
      sigma: Number(row.sigma),
      games: Number(row.games),
      updatedAt: Number(row.updated_at),
    };
  }

  /** The identity's rating in a game: its seed with no games when it has played none. */
  async ratingOf(identity: string, gameName: string): Promise<IdentityRating> {
    const rows = await this.sql.all<RatingRow>(
      'SELECT identity, mu, sigma, games FROM ratings WHERE identity = ? AND game_name = ?',
      [identity, gameName],
    );
    const row = rows[0];
    if (!row) return { identity, games: 0, ...this.seed(identity, gameName) };
    return { identity, mu: Number(row.mu), sigma: Number(row.sigma), games: Number(row.games) };
  }

  /** The ratings of these identities in every game they are rated in (none for an identity with no games). */
  async ratingsOf(identities: string[]): Promise<(IdentityRating & { gameName: string })[]> {
    if (identities.length === 0) return [];
    const rows = await this.sql.all<RatingRow & { game_name: string }>(
      `SELECT identity, game_name, mu, sigma, games FROM ratings WHERE identity IN (${identities.map(() => '?').join(', ')})
         ORDER BY identity, game_name`,
      identities,
    );
    return rows.map((r) => ({
      identity: r.identity,
      gameName: r.game_name,
      mu: Number(r.mu),
      sigma: Number(r.sigma),
      games: Number(r.games),
    }));
  }

  /** Identities with at least `minGames` games, best conservative estimate first. */
  async top(gameName: string, minGames: number, limit: number, prefix: string): Promise<IdentityRating[]> {
    const rows = await this.sql.all<RatingRow>(
      `SELECT identity, mu, sigma, games FROM ratings WHERE game_name = ? AND games >= ? AND identity LIKE ?
         ORDER BY mu - 3 * sigma DESC, identity LIMIT ?`,
      [gameName, minGames, `${prefix}%`, limit],
    );
    return rows.map((r) => ({
      identity: r.identity,
      mu: Number(r.mu),
      sigma: Number(r.sigma),
      games: Number(r.games),
    }));
  }

  /** Each seat's stored result of one match (empty when it was not rated). */
  async resultsOf(matchID: string): Promise<StoredResult[]> {
    const rows = await this.sql.all<ResultRow>(
      `SELECT ${RESULT_COLUMNS} FROM rated_results WHERE match_id = ? ORDER BY seat`,
      [matchID],
    );
    return rows.map(storedResult);
  }

  /** An identity's results in a game, oldest first (its rating chart), at most `limit` of the latest. */
  async historyOf(identity: string, gameName: string, limit: number): Promise<StoredResult[]> {
    const rows = await this.sql.all<ResultRow>(
      `SELECT ${RESULT_COLUMNS} FROM rated_results WHERE identity = ? AND game_name = ?
         ORDER BY finished_at DESC, match_id DESC LIMIT ?`,
      [identity, gameName, limit],
    );
    return rows.map(storedResult).reverse();
  }

  /** Every result finished in [from, to) of a game, oldest first (a season's table). */
  async resultsBetween(gameName: string, from: number, to: number): Promise<StoredResult[]> {
    const rows = await this.sql.all<ResultRow>(
      `SELECT ${RESULT_COLUMNS} FROM rated_results WHERE game_name = ? AND finished_at >= ? AND finished_at < ?
         ORDER BY finished_at, match_id, seat`,
      [gameName, from, to],
    );
    return rows.map(storedResult);
  }

  /** Every stored result, in the order the matches were rated (the recompute script). */
  async allResults(): Promise<StoredResult[]> {
    const rows = await this.sql.all<ResultRow>(
      `SELECT ${RESULT_COLUMNS} FROM rated_results ORDER BY finished_at, match_id, seat`,
    );
    return rows.map(storedResult);
  }

  /** Records who holds a seat of a rated match (kept after they leave: a leaver is still rated). */
  async holdSeat(matchID: string, seat: string, identity: string): Promise<void> {
    await this.sql.run(
      `INSERT INTO rated_seats (match_id, seat, identity) VALUES (?, ?, ?)
         ON CONFLICT (match_id, seat) DO UPDATE SET identity = excluded.identity`,
      [matchID, seat, identity],
    );
  }

  /**
   * Takes the one place of an account (`identity`) at a rated match, before it joins: false when it holds
   * one already (seated or joining), whichever process the other join came through (migration 9's key). A
   * place taken by a join that never finished (its process died) and holds no seat is free again after
   * ABANDONED_CLAIM_MS; of two joins taking it over at once, one does (the update is conditional).
   */
  async claimPlace(matchID: string, identity: string, now = Date.now()): Promise<boolean> {
    const claimed = await this.sql.run(
      `INSERT INTO rated_accounts (match_id, identity, claimed_at) VALUES (?, ?, ?)
         ON CONFLICT (match_id, identity) DO NOTHING`,
      [matchID, identity, now],
    );
    if (claimed === 1) return true;
    const takenOver = await this.sql.run(
      `UPDATE rated_accounts SET claimed_at = ? WHERE match_id = ? AND identity = ? AND claimed_at < ?
         AND NOT EXISTS (SELECT 1 FROM rated_seats WHERE match_id = ? AND identity = ?)`,
      [now, matchID, identity, now - ABANDONED_CLAIM_MS, matchID, identity],
    );
    return takenOver === 1;
  }

  /** Gives the account's place at a rated match back (its join failed, or it left its seat before the start). */
  async releasePlace(matchID: string, identity: string): Promise<void> {
    await this.sql.run('DELETE FROM rated_accounts WHERE match_id = ? AND identity = ?', [matchID, identity]);
  }

  /** Forgets that `identity` took a seat that is free again (its player left before the start). */
  async freeSeat(matchID: string, seat: string, identity: string): Promise<void> {
    await this.sql.run('DELETE FROM rated_seats WHERE match_id = ? AND seat = ? AND identity = ?', [
      matchID,
      seat,
      identity,
    ]);
  }

  /** Who took each seat of a rated match (read in `tx` when given). */
  async seatsOf(matchID: string, tx: SqlStatements = this.sql): Promise<Map<string, string>> {
    const rows = await tx.all<{ seat: string; identity: string }>(
      'SELECT seat, identity FROM rated_seats WHERE match_id = ?',
      [matchID],
    );
    return new Map(rows.map((r) => [r.seat, r.identity]));
  }
}
