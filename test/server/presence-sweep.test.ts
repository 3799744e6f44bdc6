// Presence across processes (MatchEngine.sweepPresence): two servers share one SQLite file, each with its own
// process id, as two processes of a cluster would. A seat left online through a process that is no longer
// alive is shown offline by the other, and its grace period and stand-in follow; a seat the live process
// holds a socket for is shown online through it again. Liveness is given by the test (in a cluster it is
// Redis, server/cluster/liveness.ts; test/cluster/cluster.test.ts kills a real process).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomDecision } from '../../server/bots/bot-decide';
import { SqliteStorage } from '../../server/storage';
import { highCardGame } from '../fixtures/high-card-game';
import { api, createMatch, joinSeats, SeatClient, startTestServer, type TestServer } from './helpers';

const game = highCardGame();
const dir = mkdtempSync(join(tmpdir(), 'presence-sweep-'));
const file = join(dir, 'matches.sqlite');
const living = new Set(['A', 'B']);
const liveness = (self: string) => ({
  self,
  alive: async (owners: string[]) => new Set(owners.filter((o) => living.has(o))),
});
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  // A never sweeps (it plays the process that dies); B sweeps every 100 ms.
  a = await startTestServer([game], {
    db: new SqliteStorage(file),
    liveness: liveness('A'),
    presenceSweepMs: 0,
    decideBot: randomDecision,
  });
  b = await startTestServer([game], {
    db: new SqliteStorage(file),
    liveness: liveness('B'),
    presenceSweepMs: 100,
    decideBot: randomDecision,
    resetPresence: false,
  });
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const seats = async (matchID: string) =>
  (await api(b.url, `/games/highcard/${matchID}`)).body.players as {
    isConnected?: boolean;
    data?: { standIn?: boolean };
  }[];

describe('presence across processes', () => {
  it('shows offline a seat left online by a process that died, and a stand-in takes it over after the grace period', async () => {
    const matchID = await createMatch(b.url, game);
    const [c0, c1] = (await joinSeats(b.url, game, matchID)) as [string, string];
    await api(b.url, `/games/highcard/${matchID}/table`, { playerID: '0', credentials: c0, graceSeconds: 2 });
    const seat0 = new SeatClient(b.url, game, matchID, '0', c0);
    const seat1 = new SeatClient(a.url, game, matchID, '1', c1);
    await seat0.sync();
    await seat1.sync();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // While A lives, B's sweeps leave A's seat alone.
    expect((await seats(matchID)).map((s) => s.isConnected)).toEqual([true, true]);
    const stored = await b.db.fetch(matchID, { metadata: true });
    expect(stored.metadata?.players[1]).toMatchObject({ isConnected: true, connectedVia: 'A' });
    expect(JSON.stringify(await seats(matchID))).not.toContain('connectedVia');

    living.delete('A');
    const died = Date.now();
    let offline = 0;
    for (
      const deadline = Date.now() + 3000;
      Date.now() < deadline && !offline;
      await new Promise((r) => setTimeout(r, 50))
    ) {
      if ((await seats(matchID))[1]?.isConnected === false) offline = Date.now();
    }
    expect(offline, 'seat 1 shown offline').toBeGreaterThan(0);
    expect(offline - died).toBeLessThan(1000);
    for (const deadline = Date.now() + 6000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      if ((await seats(matchID))[1]?.data?.standIn) break;
    }
    expect((await seats(matchID))[1]?.data?.standIn).toBe(true);
    seat0.close();
    seat1.close();
  });

  it('shows online again, through itself, a seat it holds a socket for', async () => {
    living.add('A');
    const matchID = await createMatch(b.url, game);
    const [c0] = (await joinSeats(b.url, game, matchID)) as [string, string];
    const seat0 = new SeatClient(b.url, game, matchID, '0', c0);
    await seat0.sync();
    // Another process showed the seat offline (its socket there closed) while this one still holds a socket on it.
    await b.db.updateMetadata(matchID, (m) => ({
      ...m,
      players: { ...m.players, 0: { ...m.players[0]!, isConnected: false } },
    }));
    for (const deadline = Date.now() + 3000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
      if ((await seats(matchID))[0]?.isConnected) break;
    }
    expect((await b.db.fetch(matchID, { metadata: true })).metadata?.players[0]).toMatchObject({
      isConnected: true,
      connectedVia: 'B',
    });
    seat0.close();
  });
});
