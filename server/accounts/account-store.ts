/**
 * The SQL of accounts and sessions (tables of migration 2, server/storage/migrations.ts), on the server's
 * own database through SqlAccess, so every process of a cluster sees the same accounts and sessions. Each
 * operation is one statement; a name is claimed by the UNIQUE keys `name_key` and `look_key` (ON CONFLICT
 * DO NOTHING), so two sign-ups racing for one name, or for two that look alike, cannot both win.
 */
import type { SqlAccess } from '../storage/sql-access';
import type { NameKeys } from './names';

export interface Account {
  id: string;
  name: string;
  passwordHash: string | null;
}

export interface Session {
  id: string;
  accountID: string;
  device: string;
  createdAt: number;
  lastSeenAt: number;
  /** When the session last gave a fresh proof (the password or a passkey), if ever. */
  provedAt: number | null;
}

interface AccountRow {
  id: string;
  name: string;
  password_hash: string | null;
}

interface SessionRow {
  id: string;
  account_id: string;
  device: string;
  created_at: number | string;
  last_seen_at: number | string;
  proved_at: number | string | null;
}

const account = (row: AccountRow): Account => ({ id: row.id, name: row.name, passwordHash: row.password_hash });
const session = (row: SessionRow): Session => ({
  id: row.id,
  accountID: row.account_id,
  device: row.device,
  createdAt: Number(row.created_at),
  lastSeenAt: Number(row.last_seen_at),
  provedAt: row.proved_at === null || row.proved_at === undefined ? null : Number(row.proved_at),
});

export class AccountStore {
  constructor(readonly sql: SqlAccess) {}

  /** Creates the account; false when its name (by either key) is taken. */
  async createAccount(
    id: string,
    name: string,
    keys: NameKeys,
    passwordHash: string | null,
    now: number,
  ): Promise<boolean> {
    const changed = await this.sql.run(
      'INSERT INTO accounts (id, name, name_key, look_key, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      [id, name, keys.key, keys.look, passwordHash, now],
    );
    return changed === 1;
  }

  async accountByKey(key: string): Promise<Account | undefined> {
    const rows = await this.sql.all<AccountRow>('SELECT id, name, password_hash FROM accounts WHERE name_key = ?', [
      key,
    ]);
    return rows[0] && account(rows[0]);
  }

  /**
   * Whether the name belongs to an account other than `self` by either key (its sign-in key, or its look
   * key), or is held for another account (a name given up lately, held by its look key).
   */
  async nameTaken(keys: NameKeys, now: number, self?: string): Promise<boolean> {
    const owners = await this.sql.all<{ id: string }>('SELECT id FROM accounts WHERE name_key = ? OR look_key = ?', [
      keys.key,
      keys.look,
    ]);
    if (owners.some((owner) => owner.id !== self)) return true;
    const holds = await this.sql.all<{ account_id: string }>(
      'SELECT account_id FROM name_holds WHERE name_key = ? AND released_at > ?',
      [keys.look, now],
    );
    return holds.some((hold) => hold.account_id !== self);
  }

  /**
   * Keeps a name given up (by its look key) reserved for its account until `releasedAt`: the account's
   * only hold, so an account holds at most its last former name.
   */
  async holdName(look: string, accountID: string, releasedAt: number, now: number): Promise<void> {
    await this.sql.run('DELETE FROM name_holds WHERE released_at <= ? OR account_id = ?', [now, accountID]);
    await this.sql.run(
      `INSERT INTO name_holds (name_key, account_id, released_at) VALUES (?, ?, ?)
         ON CONFLICT (name_key) DO UPDATE SET account_id = excluded.account_id, released_at = excluded.released_at`,
      [look, accountID, releasedAt],
    );
  }

  /** Gives the account a new name (and drops its own hold on it); false when another account has a key of it. */
  async rename(id: string, name: string, keys: NameKeys, now: number): Promise<boolean> {
    try {
      await this.sql.run('UPDATE accounts SET name = ?, name_key = ?, look_key = ?, renamed_at = ? WHERE id = ?', [
        name,
        keys.key,
        keys.look,
        now,
        id,
      ]);
    } catch (error) {
      if (await this.nameTaken(keys, now, id)) return false;
      throw error;
    }
    await this.sql.run('DELETE FROM name_holds WHERE name_key = ? AND account_id = ?', [keys.look, id]);
    return true;
  }

  /** When the account was last renamed, if ever. */
  async renamedAt(id: string): Promise<number | undefined> {
    const rows = await this.sql.all<{ renamed_at: number | string | null }>(
      'SELECT renamed_at FROM accounts WHERE id = ?',
      [id],
    );
    const at = rows[0]?.renamed_at;
    return at === null || at === undefined ? undefined : Number(at);
  }

  /** Sets (or replaces) the account's password hash. */
  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.sql.run('UPDATE accounts SET password_hash = ? WHERE id = ?', [passwordHash, id]);
  }

  /** Records a fresh proof (the password or a passkey) given on the session. */
  async prove(sessionID: string, now: number): Promise<void> {
    await this.sql.run('UPDATE sessions SET proved_at = ? WHERE id = ?', [now, sessionID]);
  }

  /** Deletes the account; its sessions, seats, passkeys and link codes go with it (ON DELETE CASCADE). */
  async deleteAccount(id: string): Promise<void> {
    await this.sql.run('DELETE FROM accounts WHERE id = ?', [id]);
  }

  async accountByID(id: string): Promise<Account | undefined> {
    const rows = await this.sql.all<AccountRow>('SELECT id, name, password_hash FROM accounts WHERE id = ?', [id]);
    return rows[0] && account(rows[0]);
  }

  async createSession(
    id: string,
    tokenHash: string,
    accountID: string,
    device: string,
    now: number,
    expiresAt: number,
    provedAt: number | null = null,
  ): Promise<void> {
    await this.sql.run(
      'INSERT INTO sessions (id, token_hash, account_id, device, created_at, last_seen_at, expires_at, proved_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [id, tokenHash, accountID, device, now, now, expiresAt, provedAt],
    );
  }

  /** The unexpired session of this token hash, with its account. */
  async sessionByToken(tokenHash: string, now: number): Promise<{ session: Session; account: Account } | undefined> {
    const rows = await this.sql.all<SessionRow & AccountRow & { account_name: string }>(
      `SELECT s.id, s.account_id, s.device, s.created_at, s.last_seen_at, s.proved_at, a.name AS account_name, a.password_hash
         FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = ? AND s.expires_at > ?`,
      [tokenHash, now],
    );
    const row = rows[0];
    return (
      row && {
        session: session(row),
        account: { id: row.account_id, name: row.account_name, passwordHash: row.password_hash },
      }
    );
  }

  /** Records a use of the session (and moves its expiry), unless one was recorded since `staleBefore`. */
  async touchSession(id: string, now: number, staleBefore: number, expiresAt: number): Promise<void> {
    await this.sql.run('UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE id = ? AND last_seen_at < ?', [
      now,
      expiresAt,
      id,
      staleBefore,
    ]);
  }

  /** The account's unexpired sessions, most recently used first. */
  async sessions(accountID: string, now: number): Promise<Session[]> {
    const rows = await this.sql.all<SessionRow>(
      `SELECT id, account_id, device, created_at, last_seen_at, proved_at FROM sessions WHERE account_id = ? AND expires_at > ?
         ORDER BY last_seen_at DESC, id`,
      [accountID, now],
    );
    return rows.map(session);
  }

  /** Ends one session of the account; false when it has no such session. */
  async deleteSession(accountID: string, id: string): Promise<boolean> {
    return (await this.sql.run('DELETE FROM sessions WHERE id = ? AND account_id = ?', [id, accountID])) === 1;
  }

  async deleteSessionByToken(tokenHash: string): Promise<void> {
    await this.sql.run('DELETE FROM sessions WHERE token_hash = ?', [tokenHash]);
  }

  /** Ends every session of the account but `keepID`; answers how many. */
  deleteOtherSessions(accountID: string, keepID: string): Promise<number> {
    return this.sql.run('DELETE FROM sessions WHERE account_id = ? AND id <> ?', [accountID, keepID]);
  }

  /** Ends the account's least recently used sessions beyond `keep`, and every expired session. */
  async trimSessions(accountID: string, keep: number, now: number): Promise<void> {
    await this.sql.run(
      `DELETE FROM sessions WHERE account_id = ? AND id NOT IN
      (SELECT id FROM sessions WHERE account_id = ? ORDER BY last_seen_at DESC, id LIMIT ?)`,
      [accountID, accountID, keep],
    );
    await this.sql.run('DELETE FROM sessions WHERE expires_at <= ?', [now]);
  }
}
