/**
 * Migration 12, accounts' credentials and names (docs/security.md#fresh-proof, #link-codes, #account-names):
 *
 * - `sessions.proved_at`: when the session last gave a fresh proof (the password or a passkey), which
 *   adding or removing a credential and every account-wide change ask for within FRESH_PROOF_MINUTES.
 * - `passkeys.name`, `device` and `added_by`: what the account page lists of a passkey, and the session
 *   that added it (no foreign key: the row outlives that session, so signing it out can offer to remove it).
 * - `link_codes.session_id`: a code goes with the session that made it (ON DELETE CASCADE). The table is
 *   made anew: codes live five minutes, so the ones alive during the upgrade are simply gone.
 * - `accounts.look_key` (UNIQUE): the look-alike key of the name (server/accounts/names.ts#lookKey),
 *   filled for every account, oldest first; an account whose look key an older one already has keeps
 *   its row and its sign-in key, without a look key (NULL, which UNIQUE allows many times), and no new
 *   name may look like either. `accounts.renamed_at`: the last rename, for the rename limit.
 * - `name_holds` keyed by look keys, and at most the last name an account gave up (the latest hold).
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';
import { lookKey } from './name-keys';
import type { Migration } from './migration';
import { numberPlaceholders } from './sql-access';

const COLUMNS = `
ALTER TABLE sessions ADD COLUMN proved_at BIGINT;
ALTER TABLE passkeys ADD COLUMN name TEXT NOT NULL DEFAULT '';
ALTER TABLE passkeys ADD COLUMN device TEXT NOT NULL DEFAULT '';
ALTER TABLE passkeys ADD COLUMN added_by TEXT;
ALTER TABLE accounts ADD COLUMN look_key TEXT;
ALTER TABLE accounts ADD COLUMN renamed_at BIGINT;
DROP TABLE link_codes;
CREATE TABLE link_codes (
  code_hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX link_codes_account ON link_codes (account_id);
CREATE INDEX link_codes_session ON link_codes (session_id);
CREATE INDEX link_codes_expiry ON link_codes (expires_at);
CREATE INDEX passkeys_added_by ON passkeys (added_by);
`;

const LOOK_INDEX = 'CREATE UNIQUE INDEX accounts_look_key ON accounts (look_key)';

interface Rows {
  accounts: { id: string; name: string }[];
  holds: { name_key: string; account_id: string; released_at: number | string }[];
}

/** What to write: each account's look key (none for a later look-alike), and the holds to keep. */
function plan({ accounts, holds }: Rows) {
  const seen = new Set<string>();
  const looks = accounts.map((account) => {
    const look = lookKey(account.name);
    const free = !seen.has(look);
    seen.add(look);
    return { id: account.id, look: free ? look : null };
  });
  const latest = new Map<string, { key: string; accountID: string; releasedAt: number }>();
  const byKey = new Map<string, { key: string; accountID: string; releasedAt: number }>();
  for (const hold of holds) {
    const entry = { key: lookKey(hold.name_key), accountID: hold.account_id, releasedAt: Number(hold.released_at) };
    const last = latest.get(entry.accountID);
    if (!last || entry.releasedAt > last.releasedAt) latest.set(entry.accountID, entry);
  }
  for (const entry of latest.values()) {
    const other = byKey.get(entry.key);
    if (!other || entry.releasedAt > other.releasedAt) byKey.set(entry.key, entry);
  }
  return { looks, holds: [...byKey.values()] };
}

const ACCOUNTS = 'SELECT id, name FROM accounts ORDER BY created_at, id';
const HOLDS = 'SELECT name_key, account_id, released_at FROM name_holds';
const SET_LOOK = 'UPDATE accounts SET look_key = ? WHERE id = ?';
const ADD_HOLD = 'INSERT INTO name_holds (name_key, account_id, released_at) VALUES (?, ?, ?)';

export const accountCredentials: Migration = {
  version: 12,
  name: 'account credentials',
  sqlite(db: Database.Database) {
    db.exec(COLUMNS);
    const { looks, holds } = plan({
      accounts: db.prepare(ACCOUNTS).all() as Rows['accounts'],
      holds: db.prepare(HOLDS).all() as Rows['holds'],
    });
    const setLook = db.prepare(SET_LOOK);
    for (const { id, look } of looks) setLook.run(look, id);
    db.exec(LOOK_INDEX);
    db.exec('DELETE FROM name_holds');
    const addHold = db.prepare(ADD_HOLD);
    for (const hold of holds) addHold.run(hold.key, hold.accountID, hold.releasedAt);
  },
  async postgres(c: pg.PoolClient) {
    await c.query(COLUMNS);
    const { looks, holds } = plan({
      accounts: (await c.query(ACCOUNTS)).rows as Rows['accounts'],
      holds: (await c.query(HOLDS)).rows as Rows['holds'],
    });
    for (const { id, look } of looks) await c.query(numberPlaceholders(SET_LOOK), [look, id]);
    await c.query(LOOK_INDEX);
    await c.query('DELETE FROM name_holds');
    for (const hold of holds) await c.query(numberPlaceholders(ADD_HOLD), [hold.key, hold.accountID, hold.releasedAt]);
  },
};
