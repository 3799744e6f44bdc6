/**
 * The write-through state cache (server/storage/cache.ts): a move's state comes from memory, and two server
 * processes sharing one SQLite file (two caches over two connections) never act on a stale state, thanks to
 * the conditional commit; a mover who saw a newer state than the cached one gets the match re-read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { State, StorageAPI } from 'boardgame.io';
import { createMatch, ProcessGameConfig } from 'boardgame.io/internal';
import { SqliteStorage } from '../../server/storage';
import { StateCache } from '../../server/storage/cache';
import { highCardGame } from '../fixtures/high-card-game';
import { createMatch as createOnServer, currentSeat, joinSeats, SeatClient, startTestServer } from './helpers';

const game = ProcessGameConfig({ ...highCardGame(), name: 'hc' });
const dir = mkdtempSync(join(tmpdir(), 'state-cache-test-'));
const file = join(dir, 'matches.sqlite');

function newMatch(): StorageAPI.CreateMatchOpts {
  const created = createMatch({ game, numPlayers: 2, setupData: undefined, unlisted: true });
  if ('setupDataError' in created) throw new Error(String(created.setupDataError));
  return created;
}

const next = (state: State, marker: string): State => ({
  ...state,
  G: { ...(state.G as object), marker },
  _stateID: state._stateID + 1,
});
const markerOf = (state: State | undefined) => (state?.G as { marker?: string } | undefined)?.marker;

/** A SqliteStorage that counts the fetches asking for the state. */
class CountingStorage extends SqliteStorage {
  stateReads = 0;
  override fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    if (opts.state) this.stateReads++;
    return super.fetch(matchID, opts);
  }
}

async function open(maxEntries?: number) {
  const store = new CountingStorage(file);
  const cache = new StateCache(store, maxEntries);
  await cache.connect();
  return { store, cache };
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('state cache', () => {
  it('serves a committed state from memory, with the metadata read from the store', async () => {
    const { store, cache } = await open();
    const matchID = `m-${randomUUID()}`;
    const match = newMatch();
    await cache.createMatch(matchID, match);
    const moved = next(match.initialState, 'a');
    expect(await cache.commitState(matchID, match.initialState, moved, [])).toBe(true);
    const reads = store.stateReads;
    const fetched = await cache.fetch(matchID, { state: true, metadata: true });
    expect(fetched.state).toBe(moved);
    expect(fetched.metadata).toEqual(match.metadata);
    expect(store.stateReads).toBe(reads);
    await cache.close();
  });

  it('with two processes on one database, a move on a stale cached state is not committed and the entry is re-read', async () => {
    const a = await open();
    const b = await open();
    const matchID = `m-${randomUUID()}`;
    const match = newMatch();
    await a.cache.createMatch(matchID, match);
    expect((await b.cache.fetch(matchID, { state: true })).state?._stateID).toBe(0);
    expect(await a.cache.commitState(matchID, match.initialState, next(match.initialState, 'from a'), [])).toBe(true);

    const stale = (await b.cache.fetch(matchID, { state: true })).state as State;
    expect(stale._stateID).toBe(0);
    expect(await b.cache.commitState(matchID, stale, next(stale, 'from b'), [])).toBe(false);
    const fresh = (await b.cache.fetch(matchID, { state: true })).state;
    expect(fresh?._stateID).toBe(1);
    expect(markerOf(fresh)).toBe('from a');
    await a.cache.close();
    await b.cache.close();
  });

  it('a resync (a fetch with the log) reads the store and refreshes the entry', async () => {
    const a = await open();
    const b = await open();
    const matchID = `m-${randomUUID()}`;
    const match = newMatch();
    await a.cache.createMatch(matchID, match);
    await b.cache.fetch(matchID, { state: true });
    await a.cache.commitState(matchID, match.initialState, next(match.initialState, 'from a'), []);
    const resync = await b.cache.fetch(matchID, { state: true, metadata: true, log: true, initialState: true });
    expect(markerOf(resync.state)).toBe('from a');
    expect(markerOf((await b.cache.fetch(matchID, { state: true })).state)).toBe('from a');
    await a.cache.close();
    await b.cache.close();
  });

  it('forgets wiped matches and keeps at most maxEntries states', async () => {
    const { store, cache } = await open(2);
    const ids = [0, 1, 2].map(() => `m-${randomUUID()}`);
    for (const matchID of ids) {
      const match = newMatch();
      await cache.createMatch(matchID, match);
      await cache.commitState(matchID, match.initialState, next(match.initialState, matchID), []);
    }
    let reads = store.stateReads;
    await cache.fetch(ids[0]!, { state: true });
    expect(store.stateReads).toBe(reads + 1);
    reads = store.stateReads;
    await cache.fetch(ids[2]!, { state: true });
    expect(store.stateReads).toBe(reads);
    await cache.wipe(ids[2]!);
    expect((await cache.fetch(ids[2]!, { state: true })).state).toBeUndefined();
    await cache.close();
  });
});

describe('state cache in two servers on one database', () => {
  it('a move sent to the server whose cached state is stale is re-read and applied, not refused', async () => {
    const hc = highCardGame() as never as import('boardgame.io').Game;
    const a = await startTestServer([hc], { db: new SqliteStorage(file) });
    const b = await startTestServer([hc], { db: new SqliteStorage(file) });
    const matchID = await createOnServer(a.url, hc);
    const credentials = await joinSeats(a.url, hc, matchID);
    const onA = [0, 1].map((seat) => new SeatClient(a.url, hc, matchID, String(seat), credentials[seat]));
    const seat1OnB = new SeatClient(b.url, hc, matchID, '1', credentials[1]);
    const refusals: unknown[] = [];
    seat1OnB.socket.on('refused', (...args: unknown[]) => refusals.push(args));
    try {
      for (const client of onA) await client.sync();
      await seat1OnB.sync();
      do {
        const mover = onA[Number(currentSeat(onA[0]!.state as State))]!;
        const reached = await mover.play();
        await Promise.all(onA.map((client) => client.reach(reached._stateID)));
      } while (currentSeat(onA[0]!.state as State) !== '1');
      // With several processes the newer state reaches seat 1's socket on B through the shared pub/sub.
      seat1OnB.state = onA[1]!.state;
      const applied = await seat1OnB.play();
      expect(applied._stateID).toBe((onA[1]!.state as State)._stateID + 1);
      expect(refusals).toEqual([]);
    } finally {
      for (const client of [...onA, seat1OnB]) client.close();
      await a.stop();
      await b.stop();
    }
  });
});
