/**
 * The SQL of accounts and sessions (tables of migration 2, server/storage/migrations.ts), on the server's
 * own database through SqlAccess, so every process of a cluster sees the same accounts and sessions. Each
 * operation is one statement; a name is claimed by the UNIQUE key of `name_key` (ON CONFLICT DO NOTHING),
 * so two sign-ups racing for one name cannot both win.
 */
import type { SqlAccess } from '../storage/sql-access';

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
}

const account = (row: AccountRow): Account => ({ id: row.id, name: row.name, passwordHash: row.password_hash });
const session = (row: SessionRow): Session => ({
  id: row.id,
  accountID: row.account_id,
  device: row.device,
  createdAt: Number(row.created_at),
  lastSeenAt: Number(row.last_seen_at),
});

export class AccountStore {
  constructor(readonly sql: SqlAccess) {}

  /** Creates the account; false when its name (by key) is taken. */
  async createAccount(
    id: string,
    name: string,
    key: string,
    passwordHash: string | null,
    now: number,
  ): Promise<boolean> {
    const changed = await this.sql.run(
      'INSERT INTO accounts (id, name, name_key, password_hash, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (name_key) DO NOTHING',
      [id, name, key, passwordHash, now],
    );
    return changed === 1;
  }

  async accountByKey(key: string): Promise<Account | undefined> {
    const rows = await this.sql.all<AccountRow>('SELECT id, name, password_hash FROM accounts WHERE name_key = ?', [
      key,
    ]);
    return rows[0] && account(rows[0]);
  }

  /** Whether the name's key belongs to an account, or is held for an account other than `self` (a name given up lately). */
  async nameTaken(key: string, now: number, self?: string): Promise<boolean> {
    const owner = await this.accountByKey(key);
    if (owner) return owner.id !== self;
    const holds = await this.sql.all<{ account_id: string }>(
      'SELECT account_id FROM name_holds WHERE name_key = ? AND released_at > ?',
      [key, now],
    );
    return holds.some((hold) => hold.account_id !== self);
  }

  /** Keeps a name given up reserved for its account until `releasedAt`. */
  async holdName(key: string, accountID: string, releasedAt: number, now: number): Promise<void> {
    await this.sql.run('DELETE FROM name_holds WHERE released_at <= ?', [now]);
    await this.sql.run(
      `INSERT INTO name_holds (name_key, account_id, released_at) VALUES (?, ?, ?)
         ON CONFLICT (name_key) DO UPDATE SET account_id = excluded.account_id, released_at = excluded.released_at`,
      [key, accountID, releasedAt],
    );
  }

  /** Gives the account a new name (and drops its own hold on it); false when another account has the key. */
  async rename(id: string, name: string, key: string): Promise<boolean> {
    try {
      await this.sql.run('UPDATE accounts SET name = ?, name_key = ? WHERE id = ?', [name, key, id]);
    } catch (error) {
      if ((await this.accountByKey(key))?.id !== id) return false;
      throw error;
    }
    await this.sql.run('DELETE FROM name_holds WHERE name_key = ? AND account_id = ?', [key, id]);
    return true;
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
  ): Promise<void> {
    await this.sql.run(
      'INSERT INTO sessions (id, token_hash, account_id, device, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [id, tokenHash, accountID, device, now, now, expiresAt],
    );
  }

  /** The unexpired session of this token hash, with its account. */
  async sessionByToken(tokenHash: string, now: number): Promise<{ session: Session; account: Account } | undefined> {
    const rows = await this.sql.all<SessionRow & AccountRow & { account_name: string }>(
      `SELECT s.id, s.account_id, s.device, s.created_at, s.last_seen_at, a.name AS account_name, a.password_hash
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
      `SELECT id, account_id, device, created_at, last_seen_at FROM sessions WHERE account_id = ? AND expires_at > ?
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
