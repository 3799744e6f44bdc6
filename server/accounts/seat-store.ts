/**
 * The SQL of the seats accounts hold (table `account_seats`, migration 3 of server/storage/migrations.ts;
 * docs/security.md#account-seats). A row ties one seat of one match to one account and keeps a SHA-256 of
 * the seat's credentials, never the credentials themselves. A seat is one row (its key is the match and
 * the seat), so recording a seat again, for the same or another account, replaces the row.
 */
import { createHash } from 'node:crypto';
import type { SqlAccess } from '../storage/sql-access';

/** One seat of an account, as the server keeps it. */
export interface AccountSeat {
  matchID: string;
  gameName: string;
  playerID: string;
  credentialsHash: string;
  joinedAt: number;
}

interface SeatRow {
  match_id: string;
  game_name: string;
  seat: string;
  credentials_hash: string;
  joined_at: number | string;
}

const seat = (row: SeatRow): AccountSeat => ({
  matchID: row.match_id,
  gameName: row.game_name,
  playerID: row.seat,
  credentialsHash: row.credentials_hash,
  joinedAt: Number(row.joined_at),
});

export const credentialsHash = (credentials: string): string => createHash('sha256').update(credentials).digest('hex');

const COLUMNS = 'match_id, game_name, seat, credentials_hash, joined_at';

export class SeatStore {
  constructor(private readonly sql: SqlAccess) {}

  /** Ties the seat to the account (replacing whoever held it before). */
  async record(
    accountID: string,
    gameName: string,
    matchID: string,
    playerID: string,
    credentials: string,
    now: number,
  ) {
    await this.sql.run(
      `INSERT INTO account_seats (match_id, seat, account_id, game_name, credentials_hash, joined_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (match_id, seat) DO UPDATE SET account_id = excluded.account_id,
           game_name = excluded.game_name, credentials_hash = excluded.credentials_hash, joined_at = excluded.joined_at`,
      [matchID, playerID, accountID, gameName, credentialsHash(credentials), now],
    );
  }

  /** The account's seats, most recently joined first, at most `limit`. */
  async seatsOf(accountID: string, limit: number): Promise<AccountSeat[]> {
    const rows = await this.sql.all<SeatRow>(
      `SELECT ${COLUMNS} FROM account_seats WHERE account_id = ? ORDER BY joined_at DESC, match_id, seat LIMIT ?`,
      [accountID, limit],
    );
    return rows.map(seat);
  }

  /** The account's seats in one match, most recently joined first. */
  async seatsIn(accountID: string, matchID: string): Promise<AccountSeat[]> {
    const rows = await this.sql.all<SeatRow>(
      `SELECT ${COLUMNS} FROM account_seats WHERE account_id = ? AND match_id = ? ORDER BY joined_at DESC, seat`,
      [accountID, matchID],
    );
    return rows.map(seat);
  }

  /** The seats of one match that accounts hold, with the hash of the credentials each was tied with. */
  async accountsIn(matchID: string): Promise<{ playerID: string; accountID: string; credentialsHash: string }[]> {
    const rows = await this.sql.all<{ seat: string; account_id: string; credentials_hash: string }>(
      'SELECT seat, account_id, credentials_hash FROM account_seats WHERE match_id = ? ORDER BY seat',
      [matchID],
    );
    return rows.map((row) => ({
      playerID: row.seat,
      accountID: row.account_id,
      credentialsHash: row.credentials_hash,
    }));
  }

  /** Unties a seat from whichever account held it (its player left it). */
  async forget(matchID: string, playerID: string): Promise<void> {
    await this.sql.run('DELETE FROM account_seats WHERE match_id = ? AND seat = ?', [matchID, playerID]);
  }
}
