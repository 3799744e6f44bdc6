/**
 * Downtime is nobody's time (server/table/clock-heartbeat.ts, docs/security.md#downtime), on SQLite and on a
 * PostgreSQL database of its own when TEST_DATABASE_URL is a postgres:// URL: a server stops while a seat's
 * 30-second clock runs; two servers start at once ten minutes after its last heartbeat (fake Date, real
 * timers). The deadline passed during the outage, yet no stand-in moves: it is extended by the outage,
 * counted once for the database however many processes start. A process that starts while another beats
 * counts no outage and extends nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { randomDecision } from '../../server/bots/bot-decide';
import { PostgresStorage, SqliteStorage, type Storage } from '../../server/storage';
import { tableOf } from '../../server/table/table-state';
import { api, createMatch, joinSeats, SeatClient, startTestServer, type TestServer } from './helpers';
import { highCardGame } from '../fixtures/high-card-game';

const game = highCardGame();
const OUTAGE_MS = 10 * 60_000;
const pgUrl = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find((u) => u?.startsWith('postgres'));

interface Backend {
  name: string;
  /** A database of its own: storages on it, and its removal. */
  fresh(): Promise<{ open(): Storage; drop(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'SQLite',
    fresh: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'clock-outage-'));
      return {
        open: () => new SqliteStorage(join(dir, 'matches.sqlite')),
        drop: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  ...(pgUrl
    ? [
        {
          name: 'PostgreSQL',
          fresh: async () => {
            const name = `outage_${randomUUID().replace(/-/g, '')}`;
            const admin = new pg.Client({ connectionString: pgUrl });
            await admin.connect();
            await admin.query(`CREATE DATABASE ${name}`);
            const target = new URL(pgUrl);
            target.pathname = `/${name}`;
            return {
              open: () => new PostgresStorage(target.toString()),
              drop: async () => {
                await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
                await admin.end();
              },
            };
          },
        },
      ]
    : []),
];

describe.each(backends)('$name downtime', (backend) => {
  let servers: TestServer[] = [];
  let database: Awaited<ReturnType<Backend['fresh']>>;
  beforeEach(async () => {
    database = await backend.fresh();
  });
  afterEach(async () => {
    for (const server of servers) await server.stop();
    servers = [];
    vi.useRealTimers();
    await database.drop();
  });
  const serve = async () => {
    const server = await startTestServer([game], { db: database.open() as never, decideBot: randomDecision });
    servers.push(server);
    return server;
  };

  /** A two-seat match with a 30 s clock, both seats synced: seat 0's deadline runs. */
  async function clockedMatch(server: TestServer) {
    const matchID = await createMatch(server.url, game);
    const [c0, c1] = (await joinSeats(server.url, game, matchID)) as [string, string];
    const clock = { mode: 'move', moveSeconds: 30 };
    expect(
      (await api(server.url, `/games/highcard/${matchID}/table`, { playerID: '0', credentials: c0, clock })).status,
    ).toBe(200);
    const seats = [
      new SeatClient(server.url, game, matchID, '0', c0),
      new SeatClient(server.url, game, matchID, '1', c1),
    ];
    for (const seat of seats) await seat.sync();
    let deadline: number | undefined;
    for (let tries = 0; deadline === undefined; tries++) {
      if (tries > 100) throw new Error('the clock did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
      deadline = tableOf((await server.db.fetch(matchID, { metadata: true })).metadata!).deadlines['0'];
    }
    for (const seat of seats) seat.close();
    return { matchID, deadline };
  }
  const heartbeat = async (server: TestServer) => {
    const [row] = await server.db.sql!.all<Record<string, number | string>>(
      'SELECT beat_at, paused_ms, outages FROM clock_heartbeat',
    );
    return { beatAt: Number(row!.beat_at), pausedMs: Number(row!.paused_ms), outages: Number(row!.outages) };
  };

  it('extends a deadline that passed while no server was alive by the outage, once for two servers', async () => {
    const first = await serve();
    const { matchID, deadline } = await clockedMatch(first);
    await first.stop();
    servers = [];
    const probe = database.open();
    await probe.connect();
    const [beat] = await probe.sql.all<{ beat_at: number | string }>('SELECT beat_at FROM clock_heartbeat');
    await probe.close();
    const lastBeat = Number(beat!.beat_at);

    // Ten minutes after the last heartbeat, two processes start at once.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(lastBeat + OUTAGE_MS);
    const [a, b] = await Promise.all([serve(), serve()]);
    const counted = await heartbeat(a!);
    expect(counted.outages).toBe(1);
    expect(counted.pausedMs).toBeGreaterThanOrEqual(OUTAGE_MS);
    expect(counted.pausedMs).toBeLessThan(OUTAGE_MS + 5_000);
    const stored = async () => (await b!.db.fetch(matchID, { metadata: true })).metadata!;
    expect(tableOf(await stored()).deadlines).toEqual({ 0: deadline + counted.pausedMs });
    // Nobody moved for seat 0: its player has the time it had left when the server went down.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await b!.db.fetch(matchID, { state: true })).state?._stateID).toBe(0);
    expect((await stored()).players[0]?.data).toBeUndefined();
    expect(tableOf(await stored()).deadlines).toEqual({ 0: deadline + counted.pausedMs });
  });

  it('counts no outage when a server starts while another beats', async () => {
    const first = await serve();
    const { matchID, deadline } = await clockedMatch(first);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const second = await serve();
    expect(await heartbeat(second)).toMatchObject({ pausedMs: 0, outages: 0 });
    const { metadata } = await second.db.fetch(matchID, { metadata: true });
    expect(tableOf(metadata!).deadlines).toEqual({ 0: deadline });
  });
});
