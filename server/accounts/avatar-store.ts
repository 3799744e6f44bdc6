/**
 * The avatar an account picked (migration 19, docs/security.md#avatars): one row per account that changed
 * it from the default, gone with the account. Picking the default again deletes the row.
 */
import type { SqlAccess } from '../storage/sql-access';
import { AVATAR_COLOURS, AVATAR_STYLES, isAvatarColour, isAvatarStyle, type AvatarChoice } from './avatar-choices';

export class AvatarStore {
  constructor(private readonly sql: SqlAccess) {}

  /** The accounts' picks, for those that picked one (a row's unknown names, from a newer server, are left out). */
  async choicesOf(accountIDs: string[]): Promise<Map<string, AvatarChoice>> {
    const found = new Map<string, AvatarChoice>();
    if (accountIDs.length === 0) return found;
    const rows = await this.sql.all<{ account_id: string; style: string; colour: string }>(
      `SELECT account_id, style, colour FROM account_avatars WHERE account_id IN (${accountIDs.map(() => '?').join(', ')})`,
      accountIDs,
    );
    for (const row of rows)
      if (isAvatarStyle(row.style) && isAvatarColour(row.colour))
        found.set(row.account_id, { style: row.style, colour: row.colour });
    return found;
  }

  async choose(accountID: string, choice: AvatarChoice, now: number): Promise<void> {
    if (choice.style === AVATAR_STYLES[0] && choice.colour === AVATAR_COLOURS[0]) {
      await this.sql.run('DELETE FROM account_avatars WHERE account_id = ?', [accountID]);
      return;
    }
    await this.sql.run(
      `INSERT INTO account_avatars (account_id, style, colour, chosen_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET style = excluded.style, colour = excluded.colour, chosen_at = excluded.chosen_at`,
      [accountID, choice.style, choice.colour, now],
    );
  }
}
