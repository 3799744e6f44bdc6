/**
 * Presence changes are cheap and rate limited (issue 27, item 9; docs/security.md#presence): a client that
 * connects, syncs and closes in a loop makes a handful of metadata writes and broadcasts, not two per loop;
 * the seat still ends up shown as it really is. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import type { Game, Server } from 'boardgame.io';
import { highCardGame } from '../fixtures/high-card-game';
import type { Limits } from '../../server/guards/limits';
import { PostgresStorage, SqliteStorage } from '../../server/storage';
import type { MatchStore, MetadataChange } from '../../server/storage/match-store';
import { api, createMatch, joinSeats, SeatClient, startTestServer, type TestServer } from './helpers';

const GAME: Game = highCardGame() as Game;
const NAME = String(GAME.name);
const pgUrl = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find((u) => u?.startsWith('postgres'));
const backends: { name: string; open(): MatchStore }[] = [
  { name: 'SQLite', open: () => new SqliteStorage(':memory:') },
  ...(pgUrl ? [{ name: 'PostgreSQL', open: () => new PostgresStorage(pgUrl) }] : []),
];

/**
 * Counts the metadata writes that change seat 0's `isConnected` in the match `counter.matchID` (the
 * flapping seat; a PostgreSQL database shared with other suites has other matches, whose bots may resume).
 */
function countPresenceWrites(store: MatchStore): { writes: number; matchID?: string } {
  const counter: { writes: number; matchID?: string } = { writes: 0 };
  const update = store.updateMetadata.bind(store);
  store.updateMetadata = (matchID: string, change: MetadataChange) =>
    update(matchID, (m: Server.MatchData) => {
      const next = change(m);
      if (matchID === counter.matchID && m.players[0]?.isConnected !== next.players[0]?.isConnected) counter.writes++;
      return next;
    });
  return counter;
}

/** Waits until seat 0 is shown offline in the match's public metadata. */
async function untilOffline(server: TestServer, matchID: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (await shownOnline(server, matchID, 0)) {
    if (Date.now() > deadline) throw new Error('the seat is still shown online');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const shownOnline = async (server: TestServer, matchID: string, seat: number) =>
  ((await api(server.url, `/games/${NAME}/${matchID}`)).body.players as { isConnected?: boolean }[])[seat]
    ?.isConnected === true;

describe.each(backends)('presence flapping on $name', (backend) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.stop());

  async function flap(limits: Partial<Limits>, loops: number, pauseMs = 0, presenceSettleMs?: number) {
    const db = backend.open();
    const counter = countPresenceWrites(db);
    server = await startTestServer([GAME], { db: db as SqliteStorage, limits, presenceSettleMs });
    const matchID = await createMatch(server.url, GAME);
    counter.matchID = matchID;
    const credentials = await joinSeats(server.url, GAME, matchID);
    const watcher = new SeatClient(server.url, GAME, matchID, '1', credentials[1]);
    let broadcasts = 0;
    watcher.socket.on('matchData', () => void broadcasts++);
    await watcher.sync();
    const start = { writes: counter.writes, broadcasts };
    for (let n = 0; n < loops; n++) {
      const flapper = new SeatClient(server.url, GAME, matchID, '0', credentials[0]);
      await flapper.sync();
      flapper.close();
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    return {
      server,
      matchID,
      watcher,
      counter,
      start,
      broadcasts: () => broadcasts - start.broadcasts,
      writes: () => counter.writes - start.writes,
    };
  }

  it('writes and broadcasts a handful of changes for 40 connect-sync-close loops, and shows the seat offline after', async () => {
    const run = await flap({}, 40);
    // The first sync shows the seat online; the rest come back within the settle time and write nothing;
    // once the loop stopped the seat settles offline.
    await untilOffline(run.server, run.matchID);
    expect(run.writes()).toBeGreaterThanOrEqual(2);
    expect(run.writes()).toBeLessThanOrEqual(4);
    expect(run.broadcasts()).toBeLessThanOrEqual(4);
    run.watcher.close();
  });

  it('holds a seat that flaps slower than the settle time to its per-minute budget, and shows it as it is after', async () => {
    // Settling after 1 ms, each of the 20 loops would write twice; the budget is 6 at once and one a second.
    const run = await flap({ presenceChangesPerMinute: 60 }, 20, 30, 1);
    expect(run.writes()).toBeLessThan(20);
    expect(run.broadcasts()).toBeLessThan(20);
    // Past the budget nothing is lost: once it allows, the seat shows what it really is (offline).
    await untilOffline(run.server, run.matchID);
    expect(await shownOnline(run.server, run.matchID, 1)).toBe(true);
    run.watcher.close();
  });
});
