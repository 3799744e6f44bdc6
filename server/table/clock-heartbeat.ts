/**
 * Downtime is nobody's time (docs/security.md#downtime): a heartbeat per database (`clock_heartbeat`,
 * migration 14), written by every server process every CLOCK_HEARTBEAT_MS. A process that starts and finds
 * the last beat older than an outage (OUTAGE_BEATS beats: no process was alive, or none could reach the
 * database) adds the gap to the database's `paused_ms`, in one transaction that holds the row, so of
 * several processes starting at once after the outage exactly one counts it. `paused_ms` is how much
 * outage time every running deadline owes: each table records the total its deadlines include
 * (table-state.ts `resumed`), and a table behind it is caught up before any of its deadlines is armed or
 * a move is clocked. A process alive now started after the last outage, so it knows the total.
 */
import type { SqlAccess } from '../storage/sql-access';

/** How often a process writes the heartbeat (`CLOCK_HEARTBEAT_MS`). */
export const DEFAULT_HEARTBEAT_MS = 2_000;
/** A gap of more than this many beats since the last one is an outage (shorter gaps: a process restarting while others beat). */
export const OUTAGE_BEATS = 2.5;

export interface HeartbeatStart {
  /** The outage just counted (ms), 0 when none. */
  outageMs: number;
  /** The database's total outage time (ms). */
  pausedMs: number;
}

export class ClockHeartbeat {
  private timer: NodeJS.Timeout | undefined;
  private total = 0;

  constructor(
    private readonly sql: SqlAccess,
    readonly intervalMs = DEFAULT_HEARTBEAT_MS,
  ) {}

  /** The database's total outage time as this process knows it (every running deadline includes it). */
  get pausedMs(): number {
    return this.total;
  }

  /** At start: counts the outage since the last beat (if it was one), then beats every interval. */
  async start(now = Date.now()): Promise<HeartbeatStart> {
    const outageMs = this.intervalMs * OUTAGE_BEATS;
    const started = await this.sql.transaction(async (tx) => {
      await tx.run(
        'INSERT INTO clock_heartbeat (id, beat_at, paused_ms, outages) VALUES (1, ?, 0, 0) ON CONFLICT (id) DO NOTHING',
        [now],
      );
      // Holds the row (PostgreSQL) until the transaction ends: a second process starting now waits, then
      // finds this beat fresh.
      await tx.run('UPDATE clock_heartbeat SET beat_at = beat_at WHERE id = 1');
      const [row] = await tx.all<{ beat_at: number | string; paused_ms: number | string }>(
        'SELECT beat_at, paused_ms FROM clock_heartbeat WHERE id = 1',
      );
      const gap = now - Number(row!.beat_at);
      const outage = gap > outageMs ? gap : 0;
      await tx.run(
        `UPDATE clock_heartbeat SET beat_at = ?, paused_ms = paused_ms + ?, outages = outages + ?
           WHERE id = 1`,
        [Math.max(now, Number(row!.beat_at)), outage, outage > 0 ? 1 : 0],
      );
      return { outageMs: outage, pausedMs: Number(row!.paused_ms) + outage };
    });
    this.total = started.pausedMs;
    if (started.outageMs > 0)
      console.log(`[table] the server was down ${Math.round(started.outageMs / 1000)} s: running clocks are extended`);
    this.timer = setInterval(() => void this.beat().catch(() => undefined), this.intervalMs);
    this.timer.unref();
    return started;
  }

  /** Writes the beat (never back in time) and reads the total (a process stalled through an outage learns it). */
  async beat(now = Date.now()): Promise<void> {
    await this.sql.run('UPDATE clock_heartbeat SET beat_at = ? WHERE id = 1 AND beat_at < ?', [now, now]);
    const [row] = await this.sql.all<{ paused_ms: number | string }>(
      'SELECT paused_ms FROM clock_heartbeat WHERE id = 1',
    );
    if (row) this.total = Math.max(this.total, Number(row.paused_ms));
  }

  /** At a clean stop: the last beat, so the next start counts the outage from now. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.beat().catch(() => undefined);
  }
}
