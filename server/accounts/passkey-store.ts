/**
 * The SQL of passkeys and WebAuthn challenges (migration 5 of server/storage/migrations.ts,
 * docs/security.md#passkeys). A passkey row holds the credential's public key and signature counter, no
 * secret. A challenge row is keyed by the challenge's SHA-256 and taken once: the ceremony that takes it
 * deletes it, so a replayed response finds no challenge.
 */
import { createHash } from 'node:crypto';
import type { SqlAccess } from '../storage/sql-access';

export type ChallengePurpose = 'sign-up' | 'add' | 'sign-in' | 'reauth';

export interface Challenge {
  purpose: ChallengePurpose;
  /** The account the ceremony is for (for a sign-up, the id the new account will get). */
  accountID: string;
  /** A sign-up's display name. */
  name: string | null;
}

export interface StoredPasskey {
  id: string;
  accountID: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** What the account page lists of a passkey; `addedBy` is the session that added it (null: made with the account). */
export interface ListedPasskey {
  id: string;
  name: string;
  device: string;
  createdAt: number;
  lastUsedAt: number;
  addedBy: string | null;
}

/** Where a passkey was added: its name, the device (browser/system) and session that added it. */
export interface PasskeyOrigin {
  name: string;
  device: string;
  addedBy: string | null;
}

const challengeHash = (challenge: string) => createHash('sha256').update(`webauthn:${challenge}`).digest('hex');

export class PasskeyStore {
  constructor(private readonly sql: SqlAccess) {}

  async addChallenge(challenge: string, found: Challenge, now: number, expiresAt: number): Promise<void> {
    await this.sql.run('DELETE FROM webauthn_challenges WHERE expires_at <= ?', [now]);
    await this.sql.run(
      'INSERT INTO webauthn_challenges (challenge_hash, purpose, account_id, name, expires_at) VALUES (?, ?, ?, ?, ?)',
      [challengeHash(challenge), found.purpose, found.accountID, found.name, expiresAt],
    );
  }

  /** Takes an unexpired challenge of this purpose, once (of two takers at once, one gets it). */
  async takeChallenge(challenge: string, purpose: ChallengePurpose, now: number): Promise<Challenge | undefined> {
    const hash = challengeHash(challenge);
    const rows = await this.sql.all<{ account_id: string; name: string | null }>(
      'SELECT account_id, name FROM webauthn_challenges WHERE challenge_hash = ? AND purpose = ? AND expires_at > ?',
      [hash, purpose, now],
    );
    const row = rows[0];
    if (!row) return undefined;
    if ((await this.sql.run('DELETE FROM webauthn_challenges WHERE challenge_hash = ?', [hash])) !== 1)
      return undefined;
    return { purpose, accountID: row.account_id, name: row.name };
  }

  async add(passkey: StoredPasskey, origin: PasskeyOrigin, now: number): Promise<boolean> {
    const changed = await this.sql.run(
      `INSERT INTO passkeys (id, account_id, public_key, counter, transports, created_at, last_used_at, name, device, added_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
      [
        passkey.id,
        passkey.accountID,
        passkey.publicKey,
        passkey.counter,
        passkey.transports.join(','),
        now,
        now,
        origin.name,
        origin.device,
        origin.addedBy,
      ],
    );
    return changed === 1;
  }

  /** The account's passkeys as the account page lists them, oldest first. */
  async listed(accountID: string): Promise<ListedPasskey[]> {
    const rows = await this.sql.all<{
      id: string;
      name: string;
      device: string;
      created_at: number | string;
      last_used_at: number | string;
      added_by: string | null;
    }>(
      'SELECT id, name, device, created_at, last_used_at, added_by FROM passkeys WHERE account_id = ? ORDER BY created_at, id',
      [accountID],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      device: row.device,
      createdAt: Number(row.created_at),
      lastUsedAt: Number(row.last_used_at),
      addedBy: row.added_by,
    }));
  }

  /** Removes passkeys of the account; answers how many went. */
  async remove(accountID: string, ids: readonly string[]): Promise<number> {
    let removed = 0;
    for (const id of ids)
      removed += await this.sql.run('DELETE FROM passkeys WHERE id = ? AND account_id = ?', [id, accountID]);
    return removed;
  }

  async byID(id: string): Promise<StoredPasskey | undefined> {
    const rows = await this.sql.all<{
      id: string;
      account_id: string;
      public_key: string;
      counter: number | string;
      transports: string;
    }>('SELECT id, account_id, public_key, counter, transports FROM passkeys WHERE id = ?', [id]);
    const row = rows[0];
    return (
      row && {
        id: row.id,
        accountID: row.account_id,
        publicKey: row.public_key,
        counter: Number(row.counter),
        transports: row.transports === '' ? [] : row.transports.split(','),
      }
    );
  }

  async ofAccount(accountID: string): Promise<{ id: string; transports: string[] }[]> {
    const rows = await this.sql.all<{ id: string; transports: string }>(
      'SELECT id, transports FROM passkeys WHERE account_id = ? ORDER BY created_at',
      [accountID],
    );
    return rows.map((row) => ({ id: row.id, transports: row.transports === '' ? [] : row.transports.split(',') }));
  }

  async used(id: string, counter: number, now: number): Promise<void> {
    await this.sql.run('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?', [counter, now, id]);
  }
}
