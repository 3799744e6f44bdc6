// Turn-based tables on a real server over a SQLite file: a 24-hour clock is stored, a player who goes
// offline gets no grace period, and after a restart on the same file the deadline is still there. The
// server restarts a day and a minute later (fake Date, real timers): the deadline passed while it was down,
// and downtime is nobody's time, so it is extended by the outage and no bot moves (docs/security.md#downtime).
// With the server up past the extended deadline, the table's bot makes that one move and the match moves on
// with the next seat's 24 hours (docs/turn-based.md#tables).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomDecision } from '../../server/bots/bot-decide';
import { SqliteStorage } from '../../server/storage';
import { tableOf } from '../../server/table/table-state';
import { api, createMatch, joinSeats, SeatClient, startTestServer, type TestServer } from './helpers';
import { highCardGame } from '../fixtures/high-card-game';

const game = highCardGame();
const DAY_MS = 24 * 3600 * 1000;
let server: TestServer | undefined;
let dir: string | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
  vi.useRealTimers();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function pollUntil(probe: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 60_000;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('turn-based tables', () => {
  it('keeps a 24-hour deadline over a restart, gives no grace period, and a bot moves once it passes', async () => {
    dir = mkdtempSync(join(tmpdir(), 'turn-based-'));
    const file = join(dir, 'matches.sqlite');
    server = await startTestServer([game], { db: new SqliteStorage(file), decideBot: randomDecision });
    const matchID = await createMatch(server.url, game);
    const [c0, c1] = (await joinSeats(server.url, game, matchID)) as [string, string];
    const set = await api(server.url, `/games/highcard/${matchID}/table`, {
      playerID: '0',
      credentials: c0,
      clock: { mode: 'move', moveSeconds: 24 * 3600 },
      graceSeconds: 2,
    });
    expect(set.status).toBe(200);
    const seat0 = new SeatClient(server.url, game, matchID, '0', c0);
    const seat1 = new SeatClient(server.url, game, matchID, '1', c1);
    const before = Date.now();
    await seat1.sync();
    await seat0.sync();
    const stored = async () => (await server!.db.fetch(matchID, { metadata: true })).metadata!;
    await pollUntil(async () => tableOf(await stored()).deadlines['0'] !== undefined, 'the clock to start');
    const deadline = tableOf(await stored()).deadlines['0']!;
    expect(deadline).toBeGreaterThanOrEqual(before + DAY_MS);
    expect(deadline).toBeLessThanOrEqual(Date.now() + DAY_MS);
    // Both players go offline: at a turn-based table that starts no grace period (2 s at a real-time one).
    seat0.socket.disconnect();
    seat1.socket.disconnect();
    await pollUntil(async () => Object.values((await stored()).players).every((p) => !p.isConnected), 'offline');
    expect(tableOf(await stored()).grace).toEqual({});
    await server.stop();
    server = undefined;
    // The deadline is on disk.
    const reopened = new SqliteStorage(file);
    await reopened.connect();
    expect(tableOf((await reopened.fetch(matchID, { metadata: true })).metadata!).deadlines).toEqual({ 0: deadline });
    // The last heartbeat: the server's stop.
    const [beat] = await reopened.sql.all<{ beat_at: number }>('SELECT beat_at FROM clock_heartbeat');
    await reopened.close();

    // A day and a minute later (the server's Date moved on, its timers real), a new server on the same file.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(deadline + 60_000);
    server = await startTestServer([game], { db: new SqliteStorage(file), decideBot: randomDecision });
    // The deadline passed while no server was alive: it is extended by the outage, and nobody moved.
    const outage = deadline + 60_000 - Number(beat!.beat_at);
    const extended = tableOf(await stored()).deadlines['0']!;
    expect(extended).toBeGreaterThanOrEqual(deadline + outage);
    expect(extended).toBeLessThanOrEqual(deadline + outage + 5_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await server.db.fetch(matchID, { state: true })).state?._stateID).toBe(0);
    expect((await stored()).players[0]?.data).toBeUndefined();

    // The server stays up past the extended deadline; seat 1 comes by (the deadline is armed again).
    vi.setSystemTime(extended + 60_000);
    const back = new SeatClient(server.url, game, matchID, '1', c1);
    await back.sync();
    back.close();
    // The stand-in made seat 0's move and stepped back; seat 1 now has its 24 hours.
    await pollUntil(async () => {
      const { state } = await server!.db.fetch(matchID, { state: true });
      return (state?._stateID ?? 0) > 0;
    }, 'the bot to move for seat 0');
    await pollUntil(async () => (await stored()).players[0]?.data === undefined, 'the bot to step back');
    const next = tableOf(await stored()).deadlines;
    expect(next['0']).toBeUndefined();
    expect(next['1']).toBeGreaterThanOrEqual(extended + 60_000 + DAY_MS);
  });
});
