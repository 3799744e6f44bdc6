/**
 * The SQL of quick play's queues (migration 18 of server/storage/migrations.ts; docs/quick-play.md#storage): a
 * player's entry while they wait, its claim by a match, its seat once the match is made, and the one row
 * that says which process pairs. Each operation is one statement or one transaction, so every process of a
 * cluster sees the same queues: an account holds one entry at most (a unique key), a claim takes every entry
 * of a match or none (a conditional update of each, in one transaction), and a game's pairer row is taken
 * by one conditional upsert.
 */
import type { SqlAccess, SqlStatements } from '../storage/sql-access';

/** Entries waiting from one address at most (guests have no account to count by). */
export const MAX_ENTRIES_PER_ADDRESS = 4;

export interface NewEntry {
  id: string;
  ticketHash: string;
  gameName: string;
  /** What must be equal to meet: the game, rated or casual, the clock (quick-play-match.ts queueKey). */
  queueKey: string;
  /** The player count wanted; 0 for any. */
  players: number;
  rated: boolean;
  /** The clock, as the table options' JSON. */
  clock: string;
  accountID: string | null;
  address: string;
  playerName: string;
  /** The player's shown rating (1000 for a guest or a new account). */
  rating: number;
  /** Casual only: a bot of the player's level fills the table after this wait; null for never. */
  botAfterMs: number | null;
  joinedAt: number;
}

export interface Entry extends NewEntry {
  seenAt: number;
  matchID: string | null;
  seat: string | null;
  credentials: string | null;
  matchedAt: number | null;
}

export type JoinRefusal = 'in a queue' | 'address cap';

interface Row {
  id: string;
  ticket_hash: string;
  game_name: string;
  queue_key: string;
  players: number | string;
  rated: number | string;
  clock: string;
  account_id: string | null;
  address: string;
  player_name: string;
  rating: number | string;
  bot_after_ms: number | string | null;
  joined_at: number | string;
  seen_at: number | string;
  match_id: string | null;
  seat: string | null;
  credentials: string | null;
  matched_at: number | string | null;
}

const orNull = (value: number | string | null) => (value === null ? null : Number(value));

const entryOf = (r: Row): Entry => ({
  id: r.id,
  ticketHash: r.ticket_hash,
  gameName: r.game_name,
  queueKey: r.queue_key,
  players: Number(r.players),
  rated: Number(r.rated) === 1,
  clock: r.clock,
  accountID: r.account_id,
  address: r.address,
  playerName: r.player_name,
  rating: Number(r.rating),
  botAfterMs: orNull(r.bot_after_ms),
  joinedAt: Number(r.joined_at),
  seenAt: Number(r.seen_at),
  matchID: r.match_id,
  seat: r.seat,
  credentials: r.credentials,
  matchedAt: orNull(r.matched_at),
});

const COLUMNS =
  'id, ticket_hash, game_name, queue_key, players, rated, clock, account_id, address, player_name, rating, bot_after_ms, joined_at, seen_at, match_id, seat, credentials, matched_at';

/** One `?` per value (an empty list matches nothing: `IN (NULL)`). */
const marks = (values: readonly unknown[]) => (values.length === 0 ? 'NULL' : values.map(() => '?').join(', '));

const count = async (tx: SqlStatements, query: string, params: (string | number)[]) =>
  Number((await tx.all<{ n: number | string }>(query, params))[0]?.n ?? 0);

export class QuickPlayStore {
  constructor(private readonly sql: SqlAccess) {}

  /**
   * Puts a player in a queue, or says why not: an account already waiting (in any queue), or an address
   * with MAX_ENTRIES_PER_ADDRESS entries waiting. An account's matched entry of before is replaced.
   */
  async join(entry: NewEntry): Promise<JoinRefusal | undefined> {
    return this.sql.transaction(async (tx) => {
      if (entry.accountID !== null) {
        if (
          await count(tx, 'SELECT COUNT(*) AS n FROM quick_play_entries WHERE account_id = ? AND match_id IS NULL', [
            entry.accountID,
          ])
        )
          return 'in a queue';
        await tx.run('DELETE FROM quick_play_entries WHERE account_id = ?', [entry.accountID]);
      }
      const fromAddress = await count(
        tx,
        'SELECT COUNT(*) AS n FROM quick_play_entries WHERE address = ? AND match_id IS NULL',
        [entry.address],
      );
      if (fromAddress >= MAX_ENTRIES_PER_ADDRESS) return 'address cap';
      await tx.run(
        `INSERT INTO quick_play_entries (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, NULL, NULL)`,
        [
          entry.id,
          entry.ticketHash,
          entry.gameName,
          entry.queueKey,
          entry.players,
          entry.rated ? 1 : 0,
          entry.clock,
          entry.accountID,
          entry.address,
          entry.playerName,
          entry.rating,
          entry.botAfterMs,
          entry.joinedAt,
          entry.joinedAt,
        ],
      );
      return undefined;
    });
  }

  /** The entry a ticket holds, its `seen_at` moved to `now` (a player who stops asking is dropped). */
  async seen(ticketHash: string, now: number): Promise<Entry | undefined> {
    await this.sql.run('UPDATE quick_play_entries SET seen_at = ? WHERE ticket_hash = ?', [now, ticketHash]);
    const rows = await this.sql.all<Row>(`SELECT ${COLUMNS} FROM quick_play_entries WHERE ticket_hash = ?`, [
      ticketHash,
    ]);
    return rows[0] && entryOf(rows[0]);
  }

  /** Leaves the queue: answers false when the ticket holds no waiting entry (gone, or matched already). */
  async leave(ticketHash: string): Promise<boolean> {
    return (
      (await this.sql.run('DELETE FROM quick_play_entries WHERE ticket_hash = ? AND match_id IS NULL', [ticketHash])) >
      0
    );
  }

  /** Every waiting entry of the games, oldest first. */
  async waiting(gameNames: readonly string[]): Promise<Entry[]> {
    const rows = await this.sql.all<Row>(
      `SELECT ${COLUMNS} FROM quick_play_entries WHERE game_name IN (${marks(gameNames)}) AND match_id IS NULL ORDER BY joined_at, id`,
      [...gameNames],
    );
    return rows.map(entryOf);
  }

  /** Whether any entry of the games waits or was matched: when none does, the pairer writes nothing. */
  async anyEntries(gameNames: readonly string[]): Promise<boolean> {
    const rows = await this.sql.all(
      `SELECT 1 AS one FROM quick_play_entries WHERE game_name IN (${marks(gameNames)}) LIMIT 1`,
      [...gameNames],
    );
    return rows.length > 0;
  }

  /** How many wait in a queue, and since when the longest waiting has. */
  async queueSize(queueKey: string): Promise<{ waiting: number; since: number | null }> {
    const rows = await this.sql.all<{ n: number | string; since: number | string | null }>(
      'SELECT COUNT(*) AS n, MIN(joined_at) AS since FROM quick_play_entries WHERE match_id IS NULL AND queue_key = ?',
      [queueKey],
    );
    return { waiting: Number(rows[0]?.n ?? 0), since: orNull(rows[0]?.since ?? null) };
  }

  /**
   * Claims entries for a match: all of them, each still waiting, or none (one left, or another process took
   * one). Answers whether they were claimed.
   */
  async claim(ids: readonly string[], matchID: string, now: number): Promise<boolean> {
    try {
      return await this.sql.transaction(async (tx) => {
        for (const id of ids) {
          const changed = await tx.run(
            'UPDATE quick_play_entries SET match_id = ?, matched_at = ? WHERE id = ? AND match_id IS NULL',
            [matchID, now, id],
          );
          if (changed !== 1) throw new LostClaim();
        }
        return true;
      });
    } catch (error) {
      if (error instanceof LostClaim) return false;
      throw error;
    }
  }

  /** The claimed entries' seats in their match, made: all in one transaction (one commit, not one each). */
  async seat(seats: readonly { id: string; seat: string; credentials: string }[]): Promise<void> {
    await this.sql.transaction(async (tx) => {
      for (const { id, seat, credentials } of seats)
        await tx.run('UPDATE quick_play_entries SET seat = ?, credentials = ? WHERE id = ?', [seat, credentials, id]);
    });
  }

  /** The match's entries wait again (its making failed). */
  async release(matchID: string): Promise<void> {
    await this.sql.run(
      'UPDATE quick_play_entries SET match_id = NULL, matched_at = NULL, seat = NULL, credentials = NULL WHERE match_id = ?',
      [matchID],
    );
  }

  /** The games' matched entries claimed at or before `at` (for the no-show check, and for claims whose process died). */
  async matchedBy(at: number, gameNames: readonly string[]): Promise<Entry[]> {
    const rows = await this.sql.all<Row>(
      `SELECT ${COLUMNS} FROM quick_play_entries WHERE game_name IN (${marks(gameNames)}) AND match_id IS NOT NULL AND matched_at <= ? ORDER BY matched_at, id`,
      [...gameNames, at],
    );
    return rows.map(entryOf);
  }

  /** Removes a match's entries (done with: their players came, or lost their place). */
  async forget(matchID: string): Promise<void> {
    await this.sql.run('DELETE FROM quick_play_entries WHERE match_id = ?', [matchID]);
  }

  /** Drops the games' waiting entries whose player last asked before `before` (a closed tab); answers how many. */
  async dropUnseen(before: number, gameNames: readonly string[]): Promise<number> {
    return this.sql.run(
      `DELETE FROM quick_play_entries WHERE game_name IN (${marks(gameNames)}) AND match_id IS NULL AND seen_at < ?`,
      [...gameNames, before],
    );
  }

  /** The blocks between the given accounts, each as `blocker|blocked` (friend-store.ts keeps them). */
  async blocksAmong(accountIDs: readonly string[]): Promise<Set<string>> {
    if (accountIDs.length === 0) return new Set();
    const rows = await this.sql.all<{ account_id: string; blocked_id: string }>(
      `SELECT account_id, blocked_id FROM blocks WHERE account_id IN (${marks(accountIDs)})`,
      [...accountIDs],
    );
    const among = new Set(accountIDs);
    return new Set(rows.filter((r) => among.has(r.blocked_id)).map((r) => `${r.account_id}|${r.blocked_id}`));
  }

  /**
   * Takes (or renews) the pairer's row of a game for `holder` until `now + ttlMs`: true when this holder is
   * the one process that pairs the game's queues, false while another holds it.
   */
  async takePairer(gameName: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
    const changed = await this.sql.run(
      `INSERT INTO quick_play_pairers (game_name, holder, held_until) VALUES (?, ?, ?)
        ON CONFLICT (game_name) DO UPDATE SET holder = excluded.holder, held_until = excluded.held_until
        WHERE quick_play_pairers.holder = excluded.holder OR quick_play_pairers.held_until <= ?`,
      [gameName, holder, now + ttlMs, now],
    );
    return changed === 1;
  }

  /** Gives up the pairers' rows `holder` holds (a process that stops), so another takes them at once. */
  async releasePairer(holder: string): Promise<void> {
    await this.sql.run('UPDATE quick_play_pairers SET held_until = 0 WHERE holder = ?', [holder]);
  }
}

class LostClaim extends Error {}
