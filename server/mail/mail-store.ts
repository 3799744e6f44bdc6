/**
 * The SQL of e-mail (migration 17 of server/storage/migrations.ts; docs/security.md#email): an account's
 * one address with its choices, and the durable outbox. A mail is queued by one INSERT (a turn mail's
 * `dedupe_key` makes a second one for the same account and match a no-op while the first waits), claimed by
 * one process with one conditional UPDATE (so with several processes each mail is sent once), and marked
 * sent or retried after. Deleting the address deletes its waiting mails; the account's deletion deletes both.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { LANGUAGES, type Language } from '../../games/shared/languages';
import type { SqlAccess } from '../storage/sql-access';

export type MailLanguage = Language;
export const MAIL_LANGUAGES: readonly MailLanguage[] = LANGUAGES;
export type MailChoice = 'turns' | 'invitations' | 'tournaments';
export const MAIL_CHOICES: readonly MailChoice[] = ['turns', 'invitations', 'tournaments'];
export type MailKind = 'verify' | 'turn' | 'invitation' | 'tournament';

/** How long a verification link works. */
export const VERIFY_MS = 24 * 3600 * 1000;
/** How long a process holds a claimed mail before another may take it (a crash mid-send). */
export const CLAIM_MS = 5 * 60 * 1000;

export interface MailAddress {
  accountID: string;
  address: string;
  verified: boolean;
  unsubscribeKey: string;
  language: MailLanguage;
  choices: Record<MailChoice, boolean>;
}

export interface OutboxMail {
  id: string;
  accountID: string;
  kind: MailKind;
  payload: Record<string, unknown>;
  attempts: number;
}

interface AddressRow {
  account_id: string;
  address: string;
  verified: number | string;
  unsubscribe_key: string;
  language: string;
  turns: number | string;
  invitations: number | string;
  tournaments: number | string;
}

const addressOf = (row: AddressRow): MailAddress => ({
  accountID: row.account_id,
  address: row.address,
  verified: Number(row.verified) === 1,
  unsubscribeKey: row.unsubscribe_key,
  language: (MAIL_LANGUAGES as readonly string[]).includes(row.language) ? (row.language as MailLanguage) : 'en',
  choices: {
    turns: Number(row.turns) === 1,
    invitations: Number(row.invitations) === 1,
    tournaments: Number(row.tournaments) === 1,
  },
});

const ADDRESS_COLUMNS = 'account_id, address, verified, unsubscribe_key, language, turns, invitations, tournaments';

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newMailToken = (): string => randomBytes(32).toString('base64url');

export class MailStore {
  constructor(readonly sql: SqlAccess) {}

  async addressOf(accountID: string): Promise<MailAddress | undefined> {
    const rows = await this.sql.all<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM mail_addresses WHERE account_id = ?`, [
      accountID,
    ]);
    return rows[0] && addressOf(rows[0]);
  }

  /**
   * Sets the account's address, unverified, with a new verification token (its hash kept, valid VERIFY_MS)
   * and unsubscribe key, and queues the verification mail, in one transaction. The choices start on.
   */
  async setAddress(accountID: string, address: string, language: MailLanguage, token: string, now: number) {
    await this.sql.transaction(async (tx) => {
      await tx.run('DELETE FROM mail_outbox WHERE account_id = ? AND sent_at IS NULL', [accountID]);
      await tx.run(
        `INSERT INTO mail_addresses (account_id, address, verified, token_hash, token_expires_at, unsubscribe_key,
          language, turns, invitations, tournaments, created_at) VALUES (?, ?, 0, ?, ?, ?, ?, 1, 1, 1, ?)
          ON CONFLICT (account_id) DO UPDATE SET address = excluded.address, verified = 0,
          token_hash = excluded.token_hash, token_expires_at = excluded.token_expires_at,
          unsubscribe_key = excluded.unsubscribe_key, language = excluded.language, created_at = excluded.created_at`,
        [accountID, address, tokenHash(token), now + VERIFY_MS, randomBytes(24).toString('base64url'), language, now],
      );
      await tx.run(
        `INSERT INTO mail_outbox (id, account_id, kind, dedupe_key, payload, attempts, next_at, claimed_until, sent_at, created_at)
          VALUES (?, ?, 'verify', NULL, ?, 0, ?, 0, NULL, ?)`,
        [randomUUID(), accountID, JSON.stringify({ token }), now, now],
      );
    });
  }

  /** Verifies the address whose pending token this is (once, within its day); answers whether one was. */
  async verify(token: string, now: number): Promise<boolean> {
    const changed = await this.sql.run(
      `UPDATE mail_addresses SET verified = 1, token_hash = NULL, token_expires_at = NULL
        WHERE token_hash = ? AND token_expires_at > ?`,
      [tokenHash(token), now],
    );
    return changed === 1;
  }

  /** Deletes the account's address and every mail still waiting for it. */
  async removeAddress(accountID: string): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.run('DELETE FROM mail_outbox WHERE account_id = ?', [accountID]);
      await tx.run('DELETE FROM mail_addresses WHERE account_id = ?', [accountID]);
    });
  }

  async setChoices(accountID: string, choices: Record<MailChoice, boolean>, language: MailLanguage): Promise<void> {
    await this.sql.run(
      'UPDATE mail_addresses SET turns = ?, invitations = ?, tournaments = ?, language = ? WHERE account_id = ?',
      [Number(choices.turns), Number(choices.invitations), Number(choices.tournaments), language, accountID],
    );
  }

  /** Turns one choice off by the unsubscribe key of a mail; answers whether the key was known. */
  async unsubscribe(key: string, choice: MailChoice): Promise<boolean> {
    return (await this.sql.run(`UPDATE mail_addresses SET ${choice} = 0 WHERE unsubscribe_key = ?`, [key])) === 1;
  }

  /** A hard bounce: the address is turned off (unverified, no token), its waiting mails dropped. */
  async bounced(accountID: string): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.run('DELETE FROM mail_outbox WHERE account_id = ? AND sent_at IS NULL', [accountID]);
      await tx.run('UPDATE mail_addresses SET verified = 0, token_hash = NULL WHERE account_id = ?', [accountID]);
    });
  }

  /**
   * Queues a mail for the account if its address is verified and the choice is on; with a `dedupe` key, not
   * while another with that key waits. Answers whether it was queued.
   */
  async queue(
    accountID: string,
    kind: MailKind,
    choice: MailChoice,
    payload: Record<string, unknown>,
    dueAt: number,
    now: number,
    dedupe: string | null = null,
  ): Promise<boolean> {
    const changed = await this.sql.run(
      `INSERT INTO mail_outbox (id, account_id, kind, dedupe_key, payload, attempts, next_at, claimed_until, sent_at, created_at)
        SELECT ?, account_id, ?, ?, ?, 0, ?, 0, NULL, ? FROM mail_addresses
        WHERE account_id = ? AND verified = 1 AND ${choice} = 1
        ON CONFLICT DO NOTHING`,
      [randomUUID(), kind, dedupe, JSON.stringify(payload), dueAt, now, accountID],
    );
    return changed === 1;
  }

  /** Accounts with mails due now, at most `limit`. */
  async dueAccounts(now: number, limit: number): Promise<string[]> {
    const rows = await this.sql.all<{ account_id: string }>(
      `SELECT DISTINCT account_id FROM mail_outbox WHERE sent_at IS NULL AND next_at <= ? AND claimed_until <= ?
        ORDER BY account_id LIMIT ?`,
      [now, now, limit],
    );
    return rows.map((row) => row.account_id);
  }

  /**
   * Claims all the account's due mails for this process until `now + CLAIM_MS`, in one UPDATE (so two
   * processes never both take a mail, and one of them takes the account's mails together: one digest).
   * When one of its turn mails is due, the turns still in their delay come along (never tried yet): every
   * match waiting on the player goes in that one digest, not in a second mail moments later.
   */
  async claim(accountID: string, now: number): Promise<OutboxMail[]> {
    const claim = randomUUID();
    await this.sql.run(
      `UPDATE mail_outbox SET claimed_until = ?, claim = ?
        WHERE account_id = ? AND sent_at IS NULL AND claimed_until <= ? AND (next_at <= ? OR (
          kind = 'turn' AND attempts = 0 AND EXISTS (SELECT 1 FROM mail_outbox due
            WHERE due.account_id = ? AND due.kind = 'turn' AND due.sent_at IS NULL AND due.next_at <= ?
              AND due.claimed_until <= ?)))`,
      [now + CLAIM_MS, claim, accountID, now, now, accountID, now, now],
    );
    const rows = await this.sql.all<{
      id: string;
      account_id: string;
      kind: string;
      payload: string;
      attempts: number;
    }>(
      'SELECT id, account_id, kind, payload, attempts FROM mail_outbox WHERE claim = ? AND sent_at IS NULL ORDER BY created_at, id',
      [claim],
    );
    return rows.map((row) => ({
      id: row.id,
      accountID: row.account_id,
      kind: row.kind as MailKind,
      payload: JSON.parse(row.payload) as Record<string, unknown>,
      attempts: Number(row.attempts),
    }));
  }

  /** Marks the mails sent (their secrets and dedupe keys cleared). */
  async sent(ids: string[], now: number): Promise<void> {
    for (const id of ids)
      await this.sql.run(
        "UPDATE mail_outbox SET sent_at = ?, dedupe_key = NULL, payload = '{}', claimed_until = 0 WHERE id = ?",
        [now, id],
      );
  }

  /** Gives the mails back, to be tried again at `nextAt`. */
  async retry(ids: string[], nextAt: number): Promise<void> {
    for (const id of ids)
      await this.sql.run(
        'UPDATE mail_outbox SET attempts = attempts + 1, next_at = ?, claimed_until = 0 WHERE id = ?',
        [nextAt, id],
      );
  }

  /** Drops mails for good (tried too often, or no longer wanted). */
  async drop(ids: string[]): Promise<void> {
    for (const id of ids) await this.sql.run('DELETE FROM mail_outbox WHERE id = ?', [id]);
  }

  /** Mails sent to the account since `since`. */
  async sentSince(accountID: string, since: number): Promise<number> {
    const rows = await this.sql.all<{ n: number | string }>(
      'SELECT count(*) AS n FROM mail_outbox WHERE account_id = ? AND sent_at IS NOT NULL AND sent_at > ?',
      [accountID, since],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Forgets the mails sent before `before`. */
  async sweep(before: number): Promise<void> {
    await this.sql.run('DELETE FROM mail_outbox WHERE sent_at IS NOT NULL AND sent_at < ?', [before]);
  }
}
