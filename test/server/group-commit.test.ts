/**
 * The SQLite group commit works in bounded slices (server/storage/group-commit.ts, docs/performance.md#stalls):
 * a burst of writes is committed in transactions of at most MAX_BATCH, and once a commit is durable its
 * writes settle at most SETTLE_SLICE a turn of the event loop, so the broadcasts they release do not run in
 * one long task. A WAL checkpoint it asks for holds its next transaction, for a bounded time. A failing
 * write is rolled back alone, and the connection's transaction wrapper is made once (docs/quick-play.md#speed).
 */
import Database from 'better-sqlite3';
import { CHECKPOINT_HOLD_MS, GroupCommit, MAX_BATCH, SETTLE_SLICE } from '../../server/storage/group-commit';
import { inSlices, nextTurn } from '../../server/queue/slices';
import { until } from './helpers';

/** A counter bumped once per turn of the event loop until `stop()` says so. */
function turnCounter() {
  const counter = { turn: 0, stopped: false };
  const bump = () =>
    setImmediate(() => {
      counter.turn++;
      if (!counter.stopped) bump();
    });
  bump();
  return counter;
}

it('commits a burst of writes in transactions of at most MAX_BATCH, one a turn', async () => {
  const db = new Database(':memory:');
  const group = new GroupCommit(() => db);
  const turns = turnCounter();
  const byTurn = new Map<number, number>();
  const count = 3 * MAX_BATCH + 5;
  const writes = Array.from({ length: count }, (_, i) =>
    group.run(() => {
      expect(db.inTransaction).toBe(true);
      byTurn.set(turns.turn, (byTurn.get(turns.turn) ?? 0) + 1);
      return i;
    }),
  );
  expect(await Promise.all(writes)).toEqual(writes.map((_, i) => i));
  turns.stopped = true;
  expect([...byTurn.values()]).toEqual([MAX_BATCH, MAX_BATCH, MAX_BATCH, 5]);
  db.close();
});

it('rolls a failing write back alone, the others of its transaction committed', async () => {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE t (n INTEGER)');
  const group = new GroupCommit(() => db);
  const insert = (n: number) => () => db.prepare('INSERT INTO t (n) VALUES (?)').run(n).changes;
  const outcomes = await Promise.allSettled([
    group.run(insert(1)),
    group.run(() => {
      insert(2)();
      throw new Error('refused');
    }),
    group.run(insert(3)),
  ]);
  expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(db.prepare('SELECT n FROM t ORDER BY n').all()).toEqual([{ n: 1 }, { n: 3 }]);
  db.close();
});

it("makes the connection's transaction wrapper once, not once per write or commit (garbage per write)", async () => {
  const db = new Database(':memory:');
  const made = vi.spyOn(db, 'transaction');
  const group = new GroupCommit(() => db);
  for (let commit = 0; commit < 3; commit++) await Promise.all(Array.from({ length: 5 }, (_, i) => group.run(() => i)));
  expect(made).toHaveBeenCalledTimes(1);
  db.close();
});

it('settles a durable commit at most SETTLE_SLICE writes a turn', async () => {
  const db = new Database(':memory:');
  const settledByTurn: number[] = [];
  let settled = 0;
  const group = new GroupCommit(
    () => db,
    (done) => {
      // A probe at each of the next turns, queued before the writes settle: it sees how many settled so far.
      const probe = (left: number) =>
        setImmediate(() => {
          settledByTurn.push(settled);
          if (left > 0) probe(left - 1);
        });
      probe(5);
      done(null);
    },
  );
  const count = 3 * SETTLE_SLICE + 1;
  const writes = Array.from({ length: count }, (_, i) => group.run(() => i).then(() => void settled++));
  await Promise.all(writes);
  await nextTurn();
  expect(settled).toBe(count);
  expect(settledByTurn.slice(0, 4)).toEqual([SETTLE_SLICE, 2 * SETTLE_SLICE, 3 * SETTLE_SLICE, count]);
  db.close();
});

/** A group commit on an in-memory database whose syncs the test ends itself: `syncs[i](null)`. */
function withHeldSyncs(window?: number) {
  const db = new Database(':memory:');
  const syncs: ((error: Error | null) => void)[] = [];
  const group = new GroupCommit(
    () => db,
    (done) => syncs.push(done),
    window,
  );
  return { db, syncs, group };
}

it('holds the writes asked for while a commit is syncing, and commits them together once it is on disk', async () => {
  const { db, syncs, group } = withHeldSyncs();
  const ran: string[] = [];
  const settled: string[] = [];
  const write = (name: string) => group.run(() => ran.push(name)).then(() => void settled.push(name));
  const first = write('a');
  await nextTurn();
  expect(ran).toEqual(['a']);
  expect(syncs).toHaveLength(1);
  const rest = ['b', 'c', 'd'].map(write);
  for (let turn = 0; turn < 3; turn++) await nextTurn();
  // The first commit is not on disk yet: nothing else ran, nothing settled.
  expect(ran).toEqual(['a']);
  expect(settled).toEqual([]);
  syncs[0]!(null);
  await first;
  await nextTurn();
  // One transaction for the three, one sync for it.
  expect(ran).toEqual(['a', 'b', 'c', 'd']);
  expect(syncs).toHaveLength(2);
  expect(settled).toEqual(['a']);
  syncs[1]!(null);
  await Promise.all(rest);
  expect(settled).toEqual(['a', 'b', 'c', 'd']);
  db.close();
});

it('while two sources write concurrently, holds a transaction until its window has passed', async () => {
  const { db, syncs, group } = withHeldSyncs(200);
  const ran: string[] = [];
  const write = (name: string) => group.run(() => ran.push(name), name.slice(0, 1));
  const a1 = write('a1');
  await nextTurn();
  expect(ran).toEqual(['a1']);
  // Match b writes while a's move is syncing: the writes are concurrent from now on.
  const rest = [write('b1')];
  syncs[0]!(null);
  await a1;
  rest.push(write('a2'), write('b2'));
  for (let turn = 0; turn < 5; turn++) await nextTurn();
  expect(ran).toEqual(['a1']);
  await until(() => ran.length === 4 && true, 'the window to pass', 2_000);
  expect(ran).toEqual(['a1', 'b1', 'a2', 'b2']);
  expect(syncs).toHaveLength(2);
  syncs[1]!(null);
  await Promise.all(rest);
  db.close();
});

it('never holds a writer that awaits each write, of one match or of several', async () => {
  const db = new Database(':memory:');
  // A window far longer than the test's time: a held write would time the test out.
  const group = new GroupCommit(
    () => db,
    (done) => setImmediate(() => done(null)),
    60_000,
  );
  for (const source of ['a', 'a', 'b', 'a', 'c', 'c', 'b']) expect(await group.run(() => source, source)).toBe(source);
  db.close();
});

it('inSlices handles every item in order, a slice a turn', async () => {
  const turns = turnCounter();
  const atTurn: number[] = [];
  const seen: number[] = [];
  await inSlices(
    Array.from({ length: 25 }, (_, i) => i),
    10,
    (item) => {
      seen.push(item);
      atTurn.push(turns.turn);
    },
  );
  turns.stopped = true;
  expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => i));
  const first = atTurn[0]!;
  expect(atTurn).toEqual([...Array(10).fill(first), ...Array(10).fill(first + 1), ...Array(5).fill(first + 2)]);
});

/** A group commit whose commits are durable at once and whose checkpoints the test ends itself. */
function withHeldCheckpoints(holdMs: number) {
  const db = new Database(':memory:');
  const checkpoints: (() => void)[] = [];
  const group = new GroupCommit(
    () => db,
    (done) => done(null),
    0,
    () => new Promise<void>((resolve) => checkpoints.push(resolve)),
    holdMs,
  );
  return { db, checkpoints, group };
}

it('asks for a checkpoint once a commit is durable, and holds the next transaction until it has run', async () => {
  const { db, checkpoints, group } = withHeldCheckpoints(60_000);
  await group.run(() => 1);
  await until(() => checkpoints.length === 1, 'a checkpoint asked for', 1000);
  let committed = false;
  const next = group.run(() => (committed = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(committed).toBe(false);
  checkpoints[0]!();
  await next;
  expect(committed).toBe(true);
  // The next checkpoint waits for CHECKPOINT_EVERY_MS after the last began.
  await group.run(() => 2);
  expect(checkpoints).toHaveLength(1);
  db.close();
});

it('holds a transaction for a checkpoint for a bounded time only (CHECKPOINT_HOLD_MS)', async () => {
  expect(CHECKPOINT_HOLD_MS).toBeLessThanOrEqual(100);
  const { db, checkpoints, group } = withHeldCheckpoints(CHECKPOINT_HOLD_MS);
  await group.run(() => 1);
  await until(() => checkpoints.length === 1, 'a checkpoint asked for', 1000);
  // The checkpoint never ends; the write is committed anyway once the hold is over.
  expect(await group.run(() => 2)).toBe(2);
  expect(checkpoints).toHaveLength(1);
  db.close();
});
