/**
 * Group commit for SQLite: every write asked for during one turn of the event loop is committed in a single
 * transaction on the next turn, each inside its own savepoint so one failing write fails alone. A write's
 * promise settles only after the commit is on disk (`durable`: wal-sync.ts syncs the WAL off the event loop),
 * so "resolved" means durable.
 * The transaction takes SQLite's write lock before it reads (BEGIN IMMEDIATE), so a read-modify-write
 * inside one work item is atomic against other processes on the same file too.
 * Both halves run in bounded slices (docs/performance.md#stalls): one transaction takes at most `MAX_BATCH`
 * writes (the rest go in the next turn), and once a commit is durable its writes settle `SETTLE_SLICE` a
 * turn, since each settled move goes on to broadcast: a slow fdatasync that gathered a hundred moves must
 * not release all their broadcasts in one task.
 */
import type Database from 'better-sqlite3';
import { inSlices } from '../queue/slices';

/** Writes committed in one transaction at most; more wait for the next turn of the event loop. */
export const MAX_BATCH = 64;
/** Writes settled in one turn of the event loop at most, once durable. */
export const SETTLE_SLICE = 16;

interface Pending {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit {
  private queue: Pending[] = [];

  constructor(
    private readonly db: () => Database.Database,
    /** Calls back once what was committed so far is on disk; absent, a commit counts as durable at once. */
    private readonly durable?: (done: (error: Error | null) => void) => void,
  ) {}

  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.queue.length === 0) setImmediate(() => this.flushSlice());
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /** Commits everything queued now, in transactions of at most MAX_BATCH writes (called before closing). */
  flush(): void {
    while (this.queue.length > 0) this.commit(this.queue.splice(0, MAX_BATCH));
  }

  /** One turn's transaction: the first MAX_BATCH writes queued; the rest get the next turn. */
  private flushSlice(): void {
    this.commit(this.queue.splice(0, MAX_BATCH));
    if (this.queue.length > 0) setImmediate(() => this.flushSlice());
  }

  private commit(batch: Pending[]): void {
    if (batch.length === 0) return;
    const settle: (() => void)[] = [];
    try {
      const db = this.db();
      db.transaction(() => {
        for (const item of batch) {
          try {
            const value = db.transaction(item.work)();
            settle.push(() => item.resolve(value));
          } catch (error) {
            settle.push(() => item.reject(error));
          }
        }
      }).immediate();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    const settleAll = () => void inSlices(settle, SETTLE_SLICE, (done) => done());
    if (!this.durable) return settleAll();
    this.durable((error) => {
      if (error) {
        console.error('[storage] syncing the WAL failed:', error.message);
        for (const item of batch) item.reject(error);
      } else {
        settleAll();
      }
    });
  }
}
