/**
 * The SQL of an account's devices (table push_account_devices, migration 10 of server/storage/migrations.ts;
 * docs/turn-based.md#push): a signed-in device subscribes once and hears of the turns of every seat its
 * account holds (account_seats), unless that seat's match is muted (push_mutes). A row belongs to the
 * session that subscribed it: it goes when that session ends (signed out, signed out by another device,
 * expired) and with the account.
 */
import type { SqlAccess } from '../storage/sql-access';
import { deviceOf, type DeviceRow, type PushDevice } from './push-store';

/** Devices one account may subscribe at most. */
export const MAX_DEVICES_PER_ACCOUNT = 10;

export class AccountDevices {
  constructor(private readonly sql: SqlAccess) {}

  /**
   * Subscribes a device to the account from its session (again: keys, language and session are updated).
   * False when the account already has MAX_DEVICES_PER_ACCOUNT other devices.
   */
  async subscribe(accountID: string, sessionID: string, device: PushDevice, now: number): Promise<boolean> {
    const [count] = await this.sql.all<{ n: number | string }>(
      'SELECT count(*) AS n FROM push_account_devices WHERE account_id = ? AND endpoint <> ?',
      [accountID, device.endpoint],
    );
    if (Number(count?.n ?? 0) >= MAX_DEVICES_PER_ACCOUNT) return false;
    await this.sql.run(
      `INSERT INTO push_account_devices (account_id, session_id, endpoint, p256dh, auth, language, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (account_id, endpoint) DO UPDATE SET session_id = excluded.session_id, p256dh = excluded.p256dh,
      auth = excluded.auth, language = excluded.language`,
      [accountID, sessionID, device.endpoint, device.keys.p256dh, device.keys.auth, device.language, now],
    );
    return true;
  }

  async unsubscribe(accountID: string, endpoint: string): Promise<void> {
    await this.sql.run('DELETE FROM push_account_devices WHERE account_id = ? AND endpoint = ?', [accountID, endpoint]);
  }

  async subscribed(accountID: string, endpoint: string): Promise<boolean> {
    const rows = await this.sql.all('SELECT 1 AS one FROM push_account_devices WHERE account_id = ? AND endpoint = ?', [
      accountID,
      endpoint,
    ]);
    return rows.length > 0;
  }

  /**
   * The devices of the account holding this seat, while it still holds it (its row's credentials hash is
   * the match's) and its session is live, unless the seat's match is muted.
   */
  async devicesOfSeat(matchID: string, seat: string, credentialsHash: string, now: number): Promise<PushDevice[]> {
    const rows = await this.sql.all<DeviceRow>(
      `SELECT d.endpoint, d.p256dh, d.auth, d.language FROM account_seats a
        JOIN push_account_devices d ON d.account_id = a.account_id
        JOIN sessions s ON s.id = d.session_id AND s.expires_at > ?
        WHERE a.match_id = ? AND a.seat = ? AND a.credentials_hash = ?
        AND NOT EXISTS (SELECT 1 FROM push_mutes m WHERE m.match_id = a.match_id AND m.seat = a.seat)`,
      [now, matchID, seat, credentialsHash],
    );
    return rows.map(deviceOf);
  }

  /** The devices of the account (its live sessions'): invitations from friends reach these. */
  async devicesOfAccount(accountID: string, now: number): Promise<PushDevice[]> {
    const rows = await this.sql.all<DeviceRow>(
      `SELECT d.endpoint, d.p256dh, d.auth, d.language FROM push_account_devices d
        JOIN sessions s ON s.id = d.session_id AND s.expires_at > ?
        WHERE d.account_id = ?`,
      [now, accountID],
    );
    return rows.map(deviceOf);
  }
}
