/**
 * The SQL of Web Push (tables of migration 7, server/storage/migrations.ts) on the server's own database
 * through SqlAccess, so every process of a cluster signs with the same VAPID keys and sees the same devices.
 * The key pair is made at first start: every process offers its own with ON CONFLICT DO NOTHING and then
 * reads the one row that won. A device subscribes to one seat of one match (a guest's seat; an account's
 * devices subscribe once: account-devices.ts, migration 10); muting is per seat of a match, for all its
 * devices and its account's (table push_mutes; the older per-row flag is kept in step).
 */
import webpush from 'web-push';
import { isLanguage, type Language } from '../../games/shared/languages';
import type { SqlAccess } from '../storage/sql-access';

/** A device's language: any of the site's (games/shared/languages.ts). */
export type PushLanguage = Language;

export interface PushDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: PushLanguage;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Devices one seat of a match may subscribe at most. */
export const MAX_DEVICES_PER_SEAT = 10;

export interface DeviceRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

export const deviceOf = (row: DeviceRow): PushDevice => ({
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
  language: isLanguage(row.language) ? row.language : 'en',
});

export class PushStore {
  private keysRead?: Promise<VapidKeys>;

  constructor(private readonly sql: SqlAccess) {}

  /** The server's VAPID key pair, made and stored at first use, the same for every process. */
  keys(): Promise<VapidKeys> {
    this.keysRead ??= this.readOrMakeKeys().catch((error: unknown) => {
      this.keysRead = undefined;
      throw error;
    });
    return this.keysRead;
  }

  private async readOrMakeKeys(): Promise<VapidKeys> {
    const offered = webpush.generateVAPIDKeys();
    await this.sql.run(
      'INSERT INTO push_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
      [offered.publicKey, offered.privateKey, Date.now()],
    );
    const [row] = await this.sql.all<{ public_key: string; private_key: string }>(
      'SELECT public_key, private_key FROM push_keys WHERE id = 1',
    );
    if (!row) throw new Error('the push keys could not be stored');
    return { publicKey: row.public_key, privateKey: row.private_key };
  }

  /**
   * Subscribes a device to a seat (again: its keys and language are updated). A new device takes the mute
   * of the seat's others. False when the seat already has MAX_DEVICES_PER_SEAT other devices.
   */
  async subscribe(matchID: string, seat: string, device: PushDevice, now: number): Promise<boolean> {
    const [count] = await this.sql.all<{ n: number | string }>(
      'SELECT count(*) AS n FROM push_subscriptions WHERE match_id = ? AND seat = ? AND endpoint <> ?',
      [matchID, seat, device.endpoint],
    );
    if (Number(count?.n ?? 0) >= MAX_DEVICES_PER_SEAT) return false;
    await this.sql.run(
      `INSERT INTO push_subscriptions (match_id, seat, endpoint, p256dh, auth, language, muted, created_at)
      VALUES (?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(muted), 0) FROM push_subscriptions WHERE match_id = ? AND seat = ?), ?)
      ON CONFLICT (match_id, seat, endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
      language = excluded.language`,
      [matchID, seat, device.endpoint, device.keys.p256dh, device.keys.auth, device.language, matchID, seat, now],
    );
    return true;
  }

  async unsubscribe(matchID: string, seat: string, endpoint: string): Promise<void> {
    await this.sql.run('DELETE FROM push_subscriptions WHERE match_id = ? AND seat = ? AND endpoint = ?', [
      matchID,
      seat,
      endpoint,
    ]);
  }

  /** Mutes (or unmutes) the match for every device of the seat, and for its account's devices. */
  async setMuted(matchID: string, seat: string, muted: boolean): Promise<void> {
    await this.sql.run('UPDATE push_subscriptions SET muted = ? WHERE match_id = ? AND seat = ?', [
      muted ? 1 : 0,
      matchID,
      seat,
    ]);
    if (muted)
      await this.sql.run('INSERT INTO push_mutes (match_id, seat) VALUES (?, ?) ON CONFLICT DO NOTHING', [
        matchID,
        seat,
      ]);
    else await this.sql.run('DELETE FROM push_mutes WHERE match_id = ? AND seat = ?', [matchID, seat]);
  }

  async muted(matchID: string, seat: string): Promise<boolean> {
    const [row] = await this.sql.all<{ m: number | string | null }>(
      `SELECT MAX(muted) AS m FROM (SELECT muted FROM push_subscriptions WHERE match_id = ? AND seat = ?
        UNION ALL SELECT 1 AS muted FROM push_mutes WHERE match_id = ? AND seat = ?) AS seat_mutes`,
      [matchID, seat, matchID, seat],
    );
    return Number(row?.m ?? 0) === 1;
  }

  /** The seat's own devices that want its turns (the match not muted for the seat). */
  async devices(matchID: string, seat: string): Promise<PushDevice[]> {
    const rows = await this.sql.all<DeviceRow>(
      `SELECT endpoint, p256dh, auth, language FROM push_subscriptions s WHERE match_id = ? AND seat = ? AND muted = 0
        AND NOT EXISTS (SELECT 1 FROM push_mutes m WHERE m.match_id = s.match_id AND m.seat = s.seat)`,
      [matchID, seat],
    );
    return rows.map(deviceOf);
  }

  /**
   * Removes the subscriptions of matches that are no longer stored (expired or removed: storage/expiry.ts)
   * and of finished ones (nobody's turn comes again). Answers how many were removed.
   */
  async sweep(): Promise<number> {
    await this.sql.run(`DELETE FROM push_mutes WHERE match_id NOT IN (SELECT id FROM matches WHERE is_gameover = 0)`);
    return this.sql.run(
      `DELETE FROM push_subscriptions WHERE match_id NOT IN (SELECT id FROM matches WHERE is_gameover = 0)`,
    );
  }

  /** A push service answered that the subscription is gone (404, 410): it is removed for every match and account. */
  async removeEndpoint(endpoint: string): Promise<void> {
    await this.sql.run('DELETE FROM push_subscriptions WHERE endpoint = ?', [endpoint]);
    await this.sql.run('DELETE FROM push_account_devices WHERE endpoint = ?', [endpoint]);
  }
}
