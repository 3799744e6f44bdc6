/**
 * The SQL of friends, blocks and invitations to tables (migration 16 of server/storage/migrations.ts;
 * docs/security.md#friends). A friendship is two rows, written in one transaction, so either both sides
 * see it or neither does. A block removes the friendship and the requests and invitations between the two
 * in the same transaction, and from then on `isBlocked` (either way) refuses requests and invitations
 * between them; whoever matches players (quick play) asks `isBlocked` too. Each operation is one statement
 * or one transaction, so every process of a cluster sees the same state.
 */
import type { SqlAccess } from '../storage/sql-access';

/** Friends an account may have at most. */
export const MAX_FRIENDS = 500;
/** Requests an account may have waiting for an answer at most. */
export const MAX_PENDING_REQUESTS = 50;
/** Accounts one account may block at most. */
export const MAX_BLOCKS = 1000;
/** How long an invitation to a table stays shown. */
export const INVITATION_MS = 24 * 3600 * 1000;
/** An account is "online now" when its page asked for its invitations within this. */
export const ONLINE_MS = 2 * 60 * 1000;
/** The activity row is written at most this often. */
const ACTIVITY_EVERY_MS = 30 * 1000;

export interface Person {
  id: string;
  name: string;
}

export interface Friend extends Person {
  since: number;
  online: boolean;
}

export interface PendingRequest extends Person {
  at: number;
}

export interface Invitation {
  id: string;
  from: Person;
  gameName: string;
  matchID: string;
  createdAt: number;
}

const count = async (sql: SqlAccess, query: string, params: string[]) =>
  Number((await sql.all<{ n: number | string }>(query, params))[0]?.n ?? 0);

export class FriendStore {
  constructor(private readonly sql: SqlAccess) {}

  /** Whether either account blocked the other. */
  async isBlocked(a: string, b: string): Promise<boolean> {
    const rows = await this.sql.all(
      'SELECT 1 AS one FROM blocks WHERE (account_id = ? AND blocked_id = ?) OR (account_id = ? AND blocked_id = ?)',
      [a, b, b, a],
    );
    return rows.length > 0;
  }

  async areFriends(a: string, b: string): Promise<boolean> {
    const rows = await this.sql.all('SELECT 1 AS one FROM friendships WHERE account_id = ? AND friend_id = ?', [a, b]);
    return rows.length > 0;
  }

  friendCount(id: string): Promise<number> {
    return count(this.sql, 'SELECT count(*) AS n FROM friendships WHERE account_id = ?', [id]);
  }

  pendingCount(id: string): Promise<number> {
    return count(this.sql, 'SELECT count(*) AS n FROM friend_requests WHERE from_id = ?', [id]);
  }

  blockCount(id: string): Promise<number> {
    return count(this.sql, 'SELECT count(*) AS n FROM blocks WHERE account_id = ?', [id]);
  }

  /** Whether `from` asked `to` already (a request waiting). */
  async requested(from: string, to: string): Promise<boolean> {
    const rows = await this.sql.all('SELECT 1 AS one FROM friend_requests WHERE from_id = ? AND to_id = ?', [from, to]);
    return rows.length > 0;
  }

  /** Records the request (once; asking again keeps the first). */
  async request(from: string, to: string, now: number): Promise<void> {
    await this.sql.run(
      'INSERT INTO friend_requests (from_id, to_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      [from, to, now],
    );
  }

  /** Makes the two friends and drops the requests between them, in one transaction. */
  async befriend(a: string, b: string, now: number): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.run('DELETE FROM friend_requests WHERE (from_id = ? AND to_id = ?) OR (from_id = ? AND to_id = ?)', [
        a,
        b,
        b,
        a,
      ]);
      for (const [one, other] of [
        [a, b],
        [b, a],
      ] as const)
        await tx.run('INSERT INTO friendships (account_id, friend_id, since) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [
          one,
          other,
          now,
        ]);
    });
  }

  /** Drops `from`'s request to `to`; answers whether there was one. */
  async dropRequest(from: string, to: string): Promise<boolean> {
    return (await this.sql.run('DELETE FROM friend_requests WHERE from_id = ? AND to_id = ?', [from, to])) === 1;
  }

  /** Ends the friendship (both rows) and `a`'s request to `b`; answers whether anything was there. */
  async unfriend(a: string, b: string): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const rows = await tx.run(
        'DELETE FROM friendships WHERE (account_id = ? AND friend_id = ?) OR (account_id = ? AND friend_id = ?)',
        [a, b, b, a],
      );
      await this.dropInvitations(tx, a, b);
      return rows + (await tx.run('DELETE FROM friend_requests WHERE from_id = ? AND to_id = ?', [a, b])) > 0;
    });
  }

  /** `a` blocks `b`: the friendship, the requests and the invitations between them go, in one transaction. */
  async block(a: string, b: string, now: number): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.run(
        'DELETE FROM friendships WHERE (account_id = ? AND friend_id = ?) OR (account_id = ? AND friend_id = ?)',
        [a, b, b, a],
      );
      await tx.run('DELETE FROM friend_requests WHERE (from_id = ? AND to_id = ?) OR (from_id = ? AND to_id = ?)', [
        a,
        b,
        b,
        a,
      ]);
      await this.dropInvitations(tx, a, b);
      await tx.run('INSERT INTO blocks (account_id, blocked_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [
        a,
        b,
        now,
      ]);
    });
  }

  async unblock(a: string, b: string): Promise<boolean> {
    return (await this.sql.run('DELETE FROM blocks WHERE account_id = ? AND blocked_id = ?', [a, b])) === 1;
  }

  private async dropInvitations(tx: Pick<SqlAccess, 'run'>, a: string, b: string): Promise<void> {
    await tx.run('DELETE FROM table_invitations WHERE (from_id = ? AND to_id = ?) OR (from_id = ? AND to_id = ?)', [
      a,
      b,
      b,
      a,
    ]);
  }

  /** The account's friends by name, each with whether it is online now. */
  async friends(id: string, now: number): Promise<Friend[]> {
    const rows = await this.sql.all<{
      id: string;
      name: string;
      since: number | string;
      seen_at: number | string | null;
    }>(
      `SELECT a.id, a.name, f.since, act.seen_at FROM friendships f JOIN accounts a ON a.id = f.friend_id
        LEFT JOIN account_activity act ON act.account_id = a.id
        WHERE f.account_id = ? ORDER BY a.name_key, a.id`,
      [id],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      since: Number(row.since),
      online: row.seen_at !== null && Number(row.seen_at) > now - ONLINE_MS,
    }));
  }

  /** The requests waiting for the account's answer (none from an account it blocked), oldest first. */
  async incoming(id: string): Promise<PendingRequest[]> {
    return this.people(
      `SELECT a.id, a.name, r.created_at AS at FROM friend_requests r JOIN accounts a ON a.id = r.from_id
        WHERE r.to_id = ? AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.account_id = r.to_id AND b.blocked_id = r.from_id)
        ORDER BY r.created_at, a.id`,
      [id],
    );
  }

  /** The account's own requests still waiting, oldest first. */
  async outgoing(id: string): Promise<PendingRequest[]> {
    return this.people(
      `SELECT a.id, a.name, r.created_at AS at FROM friend_requests r JOIN accounts a ON a.id = r.to_id
        WHERE r.from_id = ? ORDER BY r.created_at, a.id`,
      [id],
    );
  }

  /** The accounts it blocked, newest first. */
  async blocked(id: string): Promise<PendingRequest[]> {
    return this.people(
      `SELECT a.id, a.name, b.created_at AS at FROM blocks b JOIN accounts a ON a.id = b.blocked_id
        WHERE b.account_id = ? ORDER BY b.created_at DESC, a.id`,
      [id],
    );
  }

  /** The ids of the accounts it blocked (the table hides their chat). */
  async blockedIDs(id: string): Promise<string[]> {
    const rows = await this.sql.all<{ blocked_id: string }>('SELECT blocked_id FROM blocks WHERE account_id = ?', [id]);
    return rows.map((row) => row.blocked_id);
  }

  private async people(query: string, params: string[]): Promise<PendingRequest[]> {
    const rows = await this.sql.all<{ id: string; name: string; at: number | string }>(query, params);
    return rows.map((row) => ({ id: row.id, name: row.name, at: Number(row.at) }));
  }

  /**
   * Accounts whose look key starts with `prefix` (server/accounts/names.ts: case, accents and look-alike
   * letters folded), by name, at most `limit`, leaving out `self` and the accounts that blocked it.
   */
  async search(prefix: string, self: string, limit: number): Promise<Person[]> {
    return this.sql.all<Person>(
      `SELECT a.id, a.name FROM accounts a WHERE substr(a.look_key, 1, ?) = ? AND a.id <> ?
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.account_id = a.id AND b.blocked_id = ?)
        ORDER BY a.look_key, a.id LIMIT ?`,
      [[...prefix].length, prefix, self, self, limit],
    );
  }

  /** Records that the account's page is open now (written at most every ACTIVITY_EVERY_MS). */
  async seen(id: string, now: number): Promise<void> {
    await this.sql.run(
      `INSERT INTO account_activity (account_id, seen_at) VALUES (?, ?)
        ON CONFLICT (account_id) DO UPDATE SET seen_at = excluded.seen_at WHERE account_activity.seen_at < ?`,
      [id, now, now - ACTIVITY_EVERY_MS],
    );
  }

  /** Records an invitation (again: it is shown anew); answers its id. */
  async invite(id: string, from: string, to: string, gameName: string, matchID: string, now: number): Promise<void> {
    await this.sql.run(
      `INSERT INTO table_invitations (id, from_id, to_id, game_name, match_id, created_at, expires_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (from_id, to_id, match_id) DO UPDATE SET id = excluded.id, created_at = excluded.created_at,
        expires_at = excluded.expires_at`,
      [id, from, to, gameName, matchID, now, now + INVITATION_MS],
    );
  }

  /** The account's unexpired invitations, newest first, none from an account it blocked. */
  async invitations(id: string, now: number): Promise<Invitation[]> {
    const rows = await this.sql.all<{
      id: string;
      from_id: string;
      from_name: string;
      game_name: string;
      match_id: string;
      created_at: number | string;
    }>(
      `SELECT i.id, i.from_id, a.name AS from_name, i.game_name, i.match_id, i.created_at
        FROM table_invitations i JOIN accounts a ON a.id = i.from_id
        WHERE i.to_id = ? AND i.expires_at > ?
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.account_id = i.to_id AND b.blocked_id = i.from_id)
        ORDER BY i.created_at DESC, i.id`,
      [id, now],
    );
    return rows.map((row) => ({
      id: row.id,
      from: { id: row.from_id, name: row.from_name },
      gameName: row.game_name,
      matchID: row.match_id,
      createdAt: Number(row.created_at),
    }));
  }

  /** Drops one of the account's invitations; answers whether it had it. */
  async dismiss(id: string, invitationID: string): Promise<boolean> {
    return (await this.sql.run('DELETE FROM table_invitations WHERE id = ? AND to_id = ?', [invitationID, id])) === 1;
  }

  /** Drops expired invitations. */
  async sweep(now: number): Promise<void> {
    await this.sql.run('DELETE FROM table_invitations WHERE expires_at <= ?', [now]);
  }
}
