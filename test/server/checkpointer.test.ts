/**
 * The SQLite storage checkpoints its WAL in a worker thread (server/storage/checkpointer.ts): soon after a
 * commit the database file alone, without its -wal file, holds the match, and under a steady load of writes
 * the WAL keeps starting over instead of growing.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, copyFileSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createMatch, ProcessGameConfig } from 'boardgame.io/internal';
import { SqliteStorage } from '../../server/storage';
import { highCardGame } from '../fixtures/high-card-game';
import { until } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'checkpointer-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('copies committed matches into the database file without a commit doing it', async () => {
  const db = new SqliteStorage(join(dir, 'matches.sqlite'));
  await db.connect();
  const created = createMatch({
    game: ProcessGameConfig(highCardGame()),
    numPlayers: 2,
    setupData: undefined,
    unlisted: true,
  });
  if ('setupDataError' in created) throw new Error('setup failed');
  await db.createMatch('m-checkpointed', created);
  const inFileAlone = () => {
    copyFileSync(join(dir, 'matches.sqlite'), join(dir, 'copy.sqlite'));
    const copy = new Database(join(dir, 'copy.sqlite'), { readonly: true });
    try {
      return (
        (copy.prepare("SELECT COUNT(*) AS n FROM matches WHERE id = 'm-checkpointed'").get() as { n: number }).n === 1
      );
    } catch {
      return false;
    } finally {
      copy.close();
    }
  };
  await until(inFileAlone, 'the match in the database file', 3000);
  await db.close();
});

it('checkpoints in a process run as an ES module, and lets it wait for the storage to close', () => {
  // A script that only opens the storage, waits until its worker copied the match into the database file,
  // and closes it: with the worker left unreferenced while it stopped, the process exited before `close()`
  // resolved, and a benchmark's last lines were never printed. Run with --input-type=module, as a benchmark
  // is, the worker's code must load there too (it used \`require\`, and died at start).
  const file = join(dir, 'closing.sqlite');
  const script = `
    import { copyFileSync } from 'node:fs';
    import Database from 'better-sqlite3';
    import { SqliteStorage } from './server/storage/index.ts';
    const db = new SqliteStorage(${JSON.stringify(file)});
    await db.connect();
    await db.createMatch('m', { initialState: { G: {}, ctx: {}, plugins: {}, _stateID: 0 }, metadata: { gameName: 'g', players: {}, createdAt: 0, updatedAt: 0 } });
    const inFileAlone = () => {
      copyFileSync(${JSON.stringify(file)}, ${JSON.stringify(`${file}.copy`)});
      const copy = new Database(${JSON.stringify(`${file}.copy`)}, { readonly: true });
      try { return copy.prepare("SELECT COUNT(*) AS n FROM matches WHERE id = 'm'").get().n === 1; } catch { return false; } finally { copy.close(); }
    };
    const deadline = Date.now() + 10_000;
    while (!inFileAlone() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    console.log(inFileAlone() ? 'checkpointed' : 'not checkpointed');
    await db.close();
    console.log('closed');`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.stderr).not.toContain('checkpointer stopped');
  expect(run.stdout.trim().split('\n')).toEqual(['checkpointed', 'closed']);
  expect(run.status).toBe(0);
});

/** The WAL header's checkpoint sequence number: SQLite adds one each time the WAL starts over from its beginning. */
function walRestarts(walFile: string): number {
  const header = Buffer.alloc(16);
  const fd = openSync(walFile, 'r');
  try {
    return readSync(fd, header, 0, 16, 0) === 16 ? header.readUInt32BE(12) : 0;
  } finally {
    closeSync(fd);
  }
}

it('starts the WAL over while matches write without a pause, so it does not grow without end', async () => {
  // A steady load: every match writes its metadata (2 KB of it) every few milliseconds, so a commit is nearly
  // always pending. The checkpoints the group commit asks for run between two of its transactions, copy the
  // whole WAL, and the next commit starts the WAL over (docs/performance.md#wal-restart).
  const file = join(dir, 'steady.sqlite');
  const db = new SqliteStorage(file);
  await db.connect();
  const matches = Array.from({ length: 16 }, (_, i) => `m-steady-${i}`);
  const metadata = { gameName: 'g', players: {}, createdAt: 0, updatedAt: 0 };
  for (const id of matches)
    await db.createMatch(id, { initialState: { G: {}, ctx: {}, plugins: {}, _stateID: 0 } as never, metadata });
  const restartsBefore = walRestarts(`${file}-wal`);
  // A count of writes, not a time: a loaded machine writes fewer a second, and the test is about the WAL.
  const WRITES = 3000;
  let writes = 0;
  await Promise.all(
    matches.map(async (id, i) => {
      while (writes < WRITES) {
        await db.updateMetadata(id, (current) => ({ ...current, setupData: `${i}:${writes++}`.padEnd(2048, '.') }));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    }),
  );
  const restarts = walRestarts(`${file}-wal`) - restartsBefore;
  const walBytes = statSync(`${file}-wal`).size;
  await db.close();
  expect(writes).toBeGreaterThanOrEqual(WRITES);
  expect(restarts).toBeGreaterThanOrEqual(2);
  // Each write adds at least a page: without a restart the WAL holds them all.
  expect(walBytes).toBeLessThan((writes * 4096) / 2);
}, 120_000);
