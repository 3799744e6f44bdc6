/**
 * The SQLite group commit works in bounded slices (server/storage/group-commit.ts, docs/performance.md#stalls):
 * a burst of writes is committed in transactions of at most MAX_BATCH, and once a commit is durable its
 * writes settle at most SETTLE_SLICE a turn of the event loop, so the broadcasts they release do not run in
 * one long task.
 */
import Database from 'better-sqlite3';
import { GroupCommit, MAX_BATCH, SETTLE_SLICE } from '../../server/storage/group-commit';
import { inSlices, nextTurn } from '../../server/queue/slices';

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
