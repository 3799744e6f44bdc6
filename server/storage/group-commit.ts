/**
 * Group commit for SQLite: every write asked for during one turn of the event loop is committed in a single
 * transaction on the next turn, each inside its own savepoint so one failing write fails alone. A write's
 * promise settles only after the commit is on disk (`durable`: wal-sync.ts syncs the WAL off the event loop),
 * so "resolved" means durable.
 * The transaction takes SQLite's write lock before it reads (BEGIN IMMEDIATE), so a read-modify-write
 * inside one work item is atomic against other processes on the same file too.
 */
import type Database from 'better-sqlite3';

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
      if (this.queue.length === 0) setImmediate(() => this.flush());
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /** Commits everything queued now (also called before closing). */
  flush(): void {
    const batch = this.queue.splice(0);
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
    if (!this.durable) return settle.forEach((done) => done());
    this.durable((error) => {
      if (error) {
        console.error('[storage] syncing the WAL failed:', error.message);
        for (const item of batch) item.reject(error);
      } else {
        settle.forEach((done) => done());
      }
    });
  }
}
