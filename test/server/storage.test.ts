/**
 * One suite for every storage: SQLite always, PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is a
 * postgres:// URL (scripts/start-postgres.sh starts a throwaway one). Ids and game names are unique per
 * run, so the suite can share a database with other runs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { LogEntry, State, StorageAPI } from 'boardgame.io';
import { createMatch, ProcessGameConfig } from 'boardgame.io/internal';
import Database from 'better-sqlite3';
import { PostgresStorage, SqliteStorage, type Storage } from '../../server/storage';
import { GroupCommit } from '../../server/storage/group-commit';
import { WalSync } from '../../server/storage/wal-sync';
import { highCardGame } from '../fixtures/high-card-game';

interface Backend {
  name: string;
  open(): Storage;
  cleanup?(): void;
}

const dir = mkdtempSync(join(tmpdir(), 'storage-test-'));
const pgUrl = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find((u) => u?.startsWith('postgres'));
const backends: Backend[] = [
  {
    name: 'SQLite',
    open: () => new SqliteStorage(join(dir, 'matches.sqlite')),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  },
  ...(pgUrl ? [{ name: 'PostgreSQL', open: () => new PostgresStorage(pgUrl) }] : []),
];

const game = ProcessGameConfig({ ...highCardGame(), name: `hc${randomUUID().slice(0, 8)}` });

function newMatch(numPlayers = 2): StorageAPI.CreateMatchOpts {
  const created = createMatch({ game, numPlayers, setupData: undefined, unlisted: true });
  if ('setupDataError' in created) throw new Error(String(created.setupDataError));
  return created;
}

const entry = (n: number): LogEntry =>
  ({
    action: { type: 'MAKE_MOVE', payload: { type: 'draw', args: [n], playerID: '0' } },
    _stateID: n,
    turn: 1,
    phase: '',
  }) as LogEntry;
const withStateID = (state: State, id: number, marker = 'x'): State => ({
  ...state,
  G: { ...(state.G as object), marker },
  _stateID: id,
});
const id = () => `m-${randomUUID()}`;

describe.each(backends)('$name storage', (backend) => {
  let db: Storage;
  beforeAll(async () => {
    db = backend.open();
    await db.connect();
  });
  afterAll(async () => {
    await db.close();
    backend.cleanup?.();
  });

  it('creates a match and fetches exactly the fields asked for', async () => {
    const matchID = id();
    const match = newMatch(3);
    await db.createMatch(matchID, match);
    const all = await db.fetch(matchID, { state: true, initialState: true, metadata: true, log: true });
    expect(all.state).toEqual(match.initialState);
    expect(all.initialState).toEqual(match.initialState);
    expect(all.metadata).toEqual(match.metadata);
    expect(all.log).toEqual([]);
    expect(Object.keys(await db.fetch(matchID, { metadata: true }))).toEqual(['metadata']);
  });

  it('answers undefined fields for an unknown match', async () => {
    const result = await db.fetch(id(), { state: true, metadata: true, log: true, initialState: true });
    expect(result).toEqual({ state: undefined, metadata: undefined, log: undefined, initialState: undefined });
  });

  it('stores each new state and appends its deltalog in order, keeping the initial state', async () => {
    const matchID = id();
    const match = newMatch();
    await db.createMatch(matchID, match);
    await db.setState(matchID, withStateID(match.initialState, 1, 'a'), [entry(1)]);
    await db.setState(matchID, withStateID(match.initialState, 2, 'b'), [entry(2), entry(3)]);
    const result = await db.fetch(matchID, { state: true, log: true, initialState: true });
    expect(result.state).toEqual(withStateID(match.initialState, 2, 'b'));
    expect(result.log).toEqual([entry(1), entry(2), entry(3)]);
    expect(result.initialState).toEqual(match.initialState);
  });

  it('refuses to overwrite a newer _stateID, and drops the stale deltalog with it', async () => {
    const matchID = id();
    const match = newMatch();
    await db.createMatch(matchID, match);
    await db.setState(matchID, withStateID(match.initialState, 5, 'new'), [entry(5)]);
    await db.setState(matchID, withStateID(match.initialState, 4, 'stale'), [entry(4)]);
    const result = await db.fetch(matchID, { state: true, log: true });
    expect(result.state?._stateID).toBe(5);
    expect((result.state?.G as { marker: string }).marker).toBe('new');
    expect(result.log).toEqual([entry(5)]);
  });

  it('fails a bad write alone, even when it is committed together with good ones', async () => {
    const matchID = id();
    const match = newMatch();
    await db.createMatch(matchID, match);
    const [duplicate, good] = await Promise.allSettled([
      db.createMatch(matchID, match),
      db.setState(matchID, withStateID(match.initialState, 1, 'good'), [entry(1)]),
    ]);
    expect(duplicate.status).toBe('rejected');
    expect(good.status).toBe('fulfilled');
    expect(((await db.fetch(matchID, { state: true })).state?.G as { marker: string }).marker).toBe('good');
  });

  it('replaces the metadata', async () => {
    const matchID = id();
    const match = newMatch();
    await db.createMatch(matchID, match);
    const metadata = { ...match.metadata, players: { 0: { id: 0, name: 'Ann', credentials: 'c' }, 1: { id: 1 } } };
    await db.setMetadata(matchID, metadata);
    expect((await db.fetch(matchID, { metadata: true })).metadata).toEqual(metadata);
  });

  it('wipes a match with its log', async () => {
    const matchID = id();
    const match = newMatch();
    await db.createMatch(matchID, match);
    await db.setState(matchID, withStateID(match.initialState, 1), [entry(1)]);
    await db.wipe(matchID);
    expect(await db.fetch(matchID, { state: true, log: true })).toEqual({ state: undefined, log: undefined });
    expect(await db.listMatches({ gameName: game.name })).not.toContain(matchID);
  });

  it('lists matches by game name, game over and update time', async () => {
    const [a, b, c] = [id(), id(), id()];
    const gameName = `${game.name}-${randomUUID().slice(0, 8)}`;
    for (const [matchID, updatedAt, gameover] of [
      [a, 1000, undefined],
      [b, 2000, { winner: '0' }],
      [c, 3000, undefined],
    ] as const) {
      const match = newMatch();
      await db.createMatch(matchID, match);
      await db.setMetadata(matchID, { ...match.metadata, gameName, updatedAt, gameover });
    }
    const list = (where?: StorageAPI.ListMatchesOpts['where']) => db.listMatches({ gameName, where });
    expect(new Set(await list())).toEqual(new Set([a, b, c]));
    expect(await list({ isGameover: true })).toEqual([b]);
    expect(new Set(await list({ isGameover: false }))).toEqual(new Set([a, c]));
    expect(await list({ updatedBefore: 2000 })).toEqual([a]);
    expect(await list({ updatedAfter: 2000 })).toEqual([c]);
    expect(await list({ updatedAfter: 1000, updatedBefore: 3000 })).toEqual([b]);
    expect(await db.listMatches({ gameName: `${gameName}-other` })).toEqual([]);
    expect(await db.listMatches()).toEqual(expect.arrayContaining([a, b, c]));
  });

  it('keeps strings that JSONB would refuse, such as NUL characters', async () => {
    const matchID = id();
    const match = newMatch();
    await db.createMatch(matchID, match);
    const odd = {
      ...entry(1),
      action: { type: 'MAKE_MOVE', payload: { type: 'play', args: ['\u0000\ud800'], playerID: '0' } },
    } as LogEntry;
    await db.setState(matchID, withStateID(match.initialState, 1), [odd]);
    expect((await db.fetch(matchID, { log: true })).log).toEqual([odd]);
  });

  it('changes metadata atomically: concurrent changes all land', async () => {
    const matchID = id();
    const match = newMatch(8);
    await db.createMatch(matchID, match);
    const seat = (n: number) =>
      db.updateMetadata(matchID, (m) => ({ ...m, players: { ...m.players, [n]: { id: n, name: `P${n}` } } }));
    await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(seat));
    const players = (await db.fetch(matchID, { metadata: true })).metadata?.players ?? {};
    expect(Object.values(players).map((p) => p.name)).toEqual(['P0', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7']);
  });

  it('a metadata change that throws writes nothing and rejects; an unknown match gives undefined', async () => {
    const matchID = id();
    const match = newMatch();
    await db.createMatch(matchID, match);
    await expect(
      db.updateMetadata(matchID, () => {
        throw new Error('seat taken');
      }),
    ).rejects.toThrow('seat taken');
    expect((await db.fetch(matchID, { metadata: true })).metadata).toEqual(match.metadata);
    expect(await db.updateMetadata(id(), (m) => m)).toBeUndefined();
  });

  it('commits a move only on top of the state it was computed from: of two writers one wins', async () => {
    const matchID = id();
    const match = newMatch();
    await db.createMatch(matchID, match);
    const results = await Promise.all([
      db.commitState(matchID, match.initialState, withStateID(match.initialState, 1, 'a'), [entry(1)]),
      db.commitState(matchID, match.initialState, withStateID(match.initialState, 1, 'b'), [entry(2)]),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const stored = await db.fetch(matchID, { state: true, log: true });
    expect((stored.state?.G as { marker: string }).marker).toBe(results[0] ? 'a' : 'b');
    expect(stored.log).toEqual([results[0] ? entry(1) : entry(2)]);
    expect(await db.commitState(matchID, match.initialState, withStateID(match.initialState, 1, 'c'), [])).toBe(false);
    expect(await db.commitState(id(), match.initialState, withStateID(match.initialState, 1, 'c'), [])).toBe(false);
  });

  it('commits a move and its metadata change in one transaction', async () => {
    const matchID = id();
    const match = newMatch();
    await db.createMatch(matchID, match);
    const ok = await db.commitState(
      matchID,
      match.initialState,
      withStateID(match.initialState, 1),
      [entry(1)],
      (m) => ({
        ...m,
        gameover: { winner: '1' },
      }),
    );
    expect(ok).toBe(true);
    expect((await db.fetch(matchID, { metadata: true })).metadata?.gameover).toEqual({ winner: '1' });
    expect(await db.listMatches({ gameName: game.name, where: { isGameover: true } })).toContain(matchID);
  });

  it('lists public matches newest first, paginated, without unlisted ones', async () => {
    const gameName = `${game.name}-${randomUUID().slice(0, 8)}`;
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) {
      const matchID = id();
      const match = newMatch();
      await db.createMatch(matchID, {
        ...match,
        metadata: { ...match.metadata, gameName, unlisted: n === 2, updatedAt: 1000 + n },
      });
      ids.push(matchID);
    }
    const page = (offset: number) => db.listPublic({ gameName, limit: 2, offset });
    expect((await page(0)).map((m) => m.matchID)).toEqual([ids[4], ids[3]]);
    expect((await page(2)).map((m) => m.matchID)).toEqual([ids[1], ids[0]]);
    expect(await page(4)).toEqual([]);
    const firstPage = await page(0);
    const last = firstPage.at(-1)!;
    expect(
      (
        await db.listPublic({
          gameName,
          limit: 2,
          offset: 0,
          after: { updatedAt: last.updatedAt, matchID: last.matchID },
        })
      ).map((m) => m.matchID),
    ).toEqual([ids[1], ids[0]]);
    expect((await page(0))[0]?.metadata.gameName).toBe(gameName);
  });

  it('expires unfinished matches nobody joined and abandoned ones, never finished ones', async () => {
    const gameName = `${game.name}-${randomUUID().slice(0, 8)}`;
    const make = async (updatedAt: number, seated: boolean, gameover?: object) => {
      const matchID = id();
      const match = newMatch();
      const players = seated ? { ...match.metadata.players, 0: { id: 0, name: 'Ann' } } : match.metadata.players;
      await db.createMatch(matchID, {
        ...match,
        metadata: { ...match.metadata, gameName, players, updatedAt, gameover },
      });
      return matchID;
    };
    const emptyOld = await make(1_000, false);
    const emptyNew = await make(5_000, false);
    const seatedOld = await make(1_000, true);
    const abandoned = await make(100, true);
    const finished = await make(100, true, { winner: '0' });
    const openBefore = await db.countOpen();
    const expired = await db.expire({
      emptyBefore: 2_000,
      abandonedBefore: 500,
      finishedBefore: 0,
      unattendedFinishedBefore: 0,
      maxFinished: 1e9,
    });
    expect(expired).toEqual(expect.arrayContaining([emptyOld, abandoned]));
    expect(expired).not.toContain(emptyNew);
    expect(expired).not.toContain(seatedOld);
    expect(expired).not.toContain(finished);
    expect(await db.countOpen()).toBe(openBefore - expired.length);
    expect(new Set(await db.listMatches({ gameName }))).toEqual(new Set([emptyNew, seatedOld, finished]));
  });

  it('wipes at most `batch` matches of each kind in one call (the sweep calls again)', async () => {
    const gameName = `${game.name}-${randomUUID().slice(0, 8)}`;
    const mine: string[] = [];
    for (let n = 0; n < 5; n++) {
      const matchID = id();
      const match = newMatch();
      await db.createMatch(matchID, { ...match, metadata: { ...match.metadata, gameName, updatedAt: 3 } });
      mine.push(matchID);
    }
    const cutoffs = {
      emptyBefore: 4,
      abandonedBefore: 0,
      finishedBefore: 0,
      unattendedFinishedBefore: 0,
      maxFinished: 1e9,
      batch: 2,
    };
    const calls = [await db.expire(cutoffs), await db.expire(cutoffs), await db.expire(cutoffs)];
    expect(calls.map((wiped) => wiped.length)).toEqual([2, 2, 1]);
    expect(new Set(calls.flat())).toEqual(new Set(mine));
    expect(await db.listMatches({ gameName })).toEqual([]);
  });

  it("counts a match whose seats only bots hold as empty, and a stand-in's seat as its player's", async () => {
    const gameName = `${game.name}-${randomUUID().slice(0, 8)}`;
    const make = async (data: object) => {
      const matchID = id();
      const match = newMatch();
      const players = { ...match.metadata.players, 0: { id: 0, name: 'Bot 1 (easy)', data } };
      await db.createMatch(matchID, {
        ...match,
        metadata: { ...match.metadata, gameName, players, updatedAt: Date.now() - 2 * 3_600_000 },
      });
      return matchID;
    };
    const botsOnly = await make({ bot: 'easy' });
    const standIn = await make({ bot: 'easy', standIn: true, standInCredentials: 'x' });
    const expired = await db.expire({
      emptyBefore: Date.now() - 3_600_000,
      abandonedBefore: 0,
      finishedBefore: 0,
      unattendedFinishedBefore: 0,
      maxFinished: 1e9,
    });
    expect(expired).toContain(botsOnly);
    expect(expired).not.toContain(standIn);
    expect(await db.listMatches({ gameName })).toEqual([standIn]);
  });

  it('keeps finished matches for their retention, shorter when no person holds a seat, and at most maxFinished', async () => {
    const gameName = `${game.name}-${randomUUID().slice(0, 8)}`;
    const now = Date.now();
    const [hour, day] = [3_600_000, 86_400_000];
    const make = async (updatedAt: number, seat: object, finished = true) => {
      const matchID = id();
      const match = newMatch();
      const players = { ...match.metadata.players, 0: { id: 0, name: 'Ann', ...seat } };
      await db.createMatch(matchID, {
        ...match,
        metadata: { ...match.metadata, gameName, players, ...(finished ? { gameover: { winner: '0' } } : {}) },
      });
      await db.commitState(matchID, match.initialState, withStateID(match.initialState, 1), [entry(1)]);
      await db.updateMetadata(matchID, (m) => ({ ...m, updatedAt }));
      return matchID;
    };
    const old = await make(now - 3 * day, {});
    const recent = await make(now - day, {});
    const botsOnly = await make(now - 3 * hour, { data: { bot: 'easy' } });
    const standInOnly = await make(now - 3 * hour, { data: { bot: 'easy', standIn: true, standInCredentials: 'x' } });
    const attended = await make(now - 3 * hour, {});
    const unfinishedBots = await make(now - 3 * day, { data: { bot: 'easy' } }, false);
    const cutoffs = {
      emptyBefore: 0,
      abandonedBefore: 0,
      finishedBefore: now - 2 * day,
      unattendedFinishedBefore: now - 2 * hour,
      maxFinished: 1e9,
    };
    const expired = await db.expire(cutoffs);
    expect(expired).toEqual(expect.arrayContaining([old, botsOnly, standInOnly]));
    for (const kept of [recent, attended, unfinishedBots]) expect(expired).not.toContain(kept);
    expect((await db.fetch(old, { state: true, log: true })).state).toBeUndefined();
    expect(new Set(await db.listMatches({ gameName }))).toEqual(new Set([recent, attended, unfinishedBots]));
    // The cap: the oldest finished matches go first, whatever else they are.
    const [oldest, older] = [await make(10, {}), await make(20, {})];
    const finished = (await db.listMatches({ where: { isGameover: true } })).length;
    const capped = await db.expire({
      ...cutoffs,
      finishedBefore: 0,
      unattendedFinishedBefore: 0,
      maxFinished: finished - 2,
    });
    expect(capped).toEqual(expect.arrayContaining([oldest, older]));
    expect(new Set(await db.listMatches({ gameName }))).toEqual(new Set([recent, attended, unfinishedBots]));
  });

  it('answers the stored state ids of the matches asked for, and nothing for unknown ones', async () => {
    const [one, two] = [id(), id()];
    const match = newMatch();
    await db.createMatch(one, match);
    await db.createMatch(two, match);
    await db.commitState(two, match.initialState, withStateID(match.initialState, 1), [entry(1)]);
    expect(await db.stateIDs([one, two, id()])).toEqual(
      new Map([
        [one, 0],
        [two, 1],
      ]),
    );
    expect(await db.stateIDs([])).toEqual(new Map());
  });

  it('probes a write', async () => {
    await expect(db.probeWrite()).resolves.toBeUndefined();
  });

  it('keeps every write after the connection is closed and reopened', async () => {
    const matchID = id();
    const match = newMatch();
    await db.createMatch(matchID, match);
    await db.setState(matchID, withStateID(match.initialState, 1, 'kept'), [entry(1)]);
    await db.close();
    db = backend.open();
    await db.connect();
    const result = await db.fetch(matchID, { state: true, log: true });
    expect((result.state?.G as { marker: string }).marker).toBe('kept');
    expect(result.log).toEqual([entry(1)]);
  });
});

describe('SQLite durability settings', () => {
  it('uses WAL with synchronous=NORMAL, the WAL being synced by the storage before a write resolves', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'storage-pragmas-')), 'db.sqlite');
    const db = new SqliteStorage(file);
    await db.connect();
    const raw = (db as unknown as { db: { pragma(p: string, o: { simple: true }): unknown } }).db;
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(raw.pragma('synchronous', { simple: true })).toBe(1);
    await db.createMatch('m', newMatch());
    expect((await db.fetch('m', { metadata: true })).metadata).toBeDefined();
    await db.close();
  });
});

describe('group commit', () => {
  const memory = () => new Database(':memory:');

  it('settles the writes of one turn only once their commit is reported on disk', async () => {
    const conn = memory();
    conn.exec('CREATE TABLE t (v INTEGER)');
    let synced: ((error: Error | null) => void) | undefined;
    const group = new GroupCommit(
      () => conn,
      (done) => void (synced = done),
    );
    const settled: number[] = [];
    const writes = [1, 2, 3].map((v) =>
      group.run(() => conn.prepare('INSERT INTO t VALUES (?)').run(v)).then(() => settled.push(v)),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(conn.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 3 });
    expect(settled).toEqual([]);
    synced?.(null);
    await Promise.all(writes);
    expect(settled).toEqual([1, 2, 3]);
  });

  it('rejects every write of the commit when syncing it fails', async () => {
    const conn = memory();
    conn.exec('CREATE TABLE t (v INTEGER)');
    const group = new GroupCommit(
      () => conn,
      (done) => done(new Error('EIO')),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const results = await Promise.allSettled([group.run(() => 1), group.run(() => 2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(errors).toHaveBeenCalledWith('[storage] syncing the WAL failed:', 'EIO');
    errors.mockRestore();
  });
});

describe('WAL sync', () => {
  it('answers every caller, one sync serving the calls made while another runs, and closes when done', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'wal-sync-')), 'db.sqlite-wal');
    writeFileSync(file, 'frames');
    const sync = new WalSync(file);
    const answers = await Promise.all([1, 2, 3].map(() => new Promise((resolve) => sync.after(resolve))));
    expect(answers).toEqual([null, null, null]);
    await sync.close();
  });

  it('reports a WAL file it cannot open to every caller', async () => {
    const sync = new WalSync(join(tmpdir(), 'no-such-dir-for-wal-sync', 'db.sqlite-wal'));
    const answer = await new Promise<Error | null>((resolve) => sync.after(resolve));
    expect(answer?.message).toMatch(/ENOENT/);
  });
});
