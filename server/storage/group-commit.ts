/**
 * Group commit for SQLite: every write asked for during one turn of the event loop is committed in a single
 * transaction on the next turn (or later: the window below), each inside its own savepoint so one failing
 * write fails alone. A write's promise settles only after the commit is on disk (`durable`: wal-sync.ts
 * syncs the WAL off the event loop), so "resolved" means durable.
 * Under load the moves of many matches arrive one by one, and each would pay a transaction, WAL frames and
 * an fdatasync of its own (docs/performance.md#paced-commit). So once a write comes from another source (a
 * match) while one is still queued or syncing, the writes count as concurrent for `BUSY_MS`, and while they
 * do a transaction starts at most every `window` ms and takes what was asked for meanwhile (PostgreSQL's
 * `commit_delay`, docs/performance.md#sync-window). A writer that awaits each write (one match, a bots-only
 * game, the lobby) is never held. Writes asked for while a commit is being synced wait for it too: their
 * own sync could not start before it ends anyway.
 * The window's timer is Node's own (`node:timers`), not the global a test's fake clock replaces: durability
 * runs on wall-clock time.
 * The transaction takes SQLite's write lock before it reads (BEGIN IMMEDIATE), so a read-modify-write
 * inside one work item is atomic against other processes on the same file too.
 * Both halves run in bounded slices (docs/performance.md#stalls): one transaction takes at most `MAX_BATCH`
 * writes (the rest go in the next turn), and once a commit is durable its writes settle `SETTLE_SLICE` a
 * turn, since each settled move goes on to broadcast: a slow fdatasync that gathered a hundred moves must
 * not release all their broadcasts in one task.
 * With `checkpoint` (checkpointer.ts), a WAL checkpoint runs at most every `CHECKPOINT_EVERY_MS` once a
 * commit is durable, and the next transaction waits for it (at most `CHECKPOINT_HOLD_MS`): a checkpoint
 * that no commit overtook copies the whole WAL, so the next commit starts the WAL over from its beginning.
 * Run beside the commits, checkpoints were overtaken ever more often under a steady load, and the WAL grew
 * while matches were played (docs/performance.md#wal-restart).
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as wallClockTimeout } from 'node:timers';
import type Database from 'better-sqlite3';
import { inSlices } from '../queue/slices';

/** Writes committed in one transaction at most; more wait for the next turn of the event loop. */
export const MAX_BATCH = 64;
/** Writes settled in one turn of the event loop at most, once durable. */
export const SETTLE_SLICE = 16;
/**
 * The window of a file's group commit: a transaction at most this often while the writes are concurrent.
 * 20 ms rather than 5: a third less CPU a commit at 333-1,000 moves/s for about 8 ms more until a move is
 * durable (docs/performance.md#eighth-round).
 */
export const COMMIT_WINDOW_MS = 20;
/** Writes count as concurrent for this long after one came from a second source while another was pending. */
export const BUSY_MS = 100;
/** A WAL checkpoint at most this often, between two transactions. */
export const CHECKPOINT_EVERY_MS = 500;
/** The longest a checkpoint holds the next transaction; a slower one goes on beside the commits. */
export const CHECKPOINT_HOLD_MS = 50;

interface Pending {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit {
  private queue: Pending[] = [];
  /** A flush of the queue is due. */
  private scheduled = false;
  /** Commits made and not yet on disk. */
  private syncing = 0;
  private lastCommit = -Infinity;
  private lastSource?: string;
  /** When a write last came from another source while the one before it was not yet on disk. */
  private otherSourceAt = -Infinity;
  /** A checkpoint holds the next transaction. */
  private checkpointing = false;
  private lastCheckpoint = -Infinity;
  private checkpointTimer?: NodeJS.Timeout;

  constructor(
    private readonly db: () => Database.Database,
    /** Calls back once what was committed so far is on disk; absent, a commit counts as durable at once. */
    private readonly durable?: (done: (error: Error | null) => void) => void,
    /** At most one transaction this often while the writes are concurrent (0: none held). */
    private readonly window = 0,
    /** Resolves once a WAL checkpoint asked for now has run (checkpointer.ts); absent, none is asked for. */
    private readonly checkpoint?: () => Promise<void>,
    private readonly checkpointHoldMs = CHECKPOINT_HOLD_MS,
  ) {}

  /** Queues `work` for the next transaction; `source` (a match) tells concurrent writers apart. */
  run<T>(work: () => T, source?: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (source !== undefined) {
        // Concurrent: another source's write is still waiting or syncing (one writer awaiting each write never is).
        const pending = this.queue.length > 0 || this.syncing > 0;
        if (pending && this.lastSource !== undefined && source !== this.lastSource)
          this.otherSourceAt = performance.now();
        this.lastSource = source;
      }
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.syncing === 0) this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.checkpointing || this.queue.length === 0) return;
    this.scheduled = true;
    const now = performance.now();
    const wait = now - this.otherSourceAt < BUSY_MS ? this.lastCommit + this.window - now : 0;
    if (wait >= 1) wallClockTimeout(() => this.flushSlice(), wait);
    else setImmediate(() => this.flushSlice());
  }

  /** Commits everything queued now, in transactions of at most MAX_BATCH writes (called before closing). */
  flush(): void {
    while (this.queue.length > 0) this.commit(this.queue.splice(0, MAX_BATCH));
  }

  /** One turn's transaction: the first MAX_BATCH writes queued; the rest get the next turn. */
  private flushSlice(): void {
    this.scheduled = false;
    // A checkpoint began after this turn was scheduled: its end schedules the next.
    if (this.checkpointing) return;
    this.commit(this.queue.splice(0, MAX_BATCH));
    if (this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => this.flushSlice());
  }

  /**
   * better-sqlite3's transaction wrappers of the connection, made once: each `db.transaction(fn)` builds four
   * wrapped functions with their properties, a few kilobytes of garbage per write when made per item. A
   * wrapper decides at each call whether it begins a transaction or a savepoint (nested), so one serves all.
   */
  private wrappers?: { db: Database.Database; run: Database.Transaction<(work: () => unknown) => unknown> };

  private transactionOf(db: Database.Database): Database.Transaction<(work: () => unknown) => unknown> {
    if (this.wrappers?.db !== db) this.wrappers = { db, run: db.transaction((work: () => unknown) => work()) };
    return this.wrappers.run;
  }

  private commit(batch: Pending[]): void {
    if (batch.length === 0) return;
    this.lastCommit = performance.now();
    const settle: (() => void)[] = [];
    try {
      const inTransaction = this.transactionOf(this.db());
      inTransaction.immediate(() => {
        for (const item of batch) {
          try {
            const value = inTransaction(item.work);
            settle.push(() => item.resolve(value));
          } catch (error) {
            settle.push(() => item.reject(error));
          }
        }
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    const settleAll = () => void inSlices(settle, SETTLE_SLICE, (done) => done());
    if (!this.durable) return settleAll();
    this.syncing++;
    this.durable((error) => {
      if (--this.syncing === 0) this.schedule();
      if (error) {
        console.error('[storage] syncing the WAL failed:', error.message);
        for (const item of batch) item.reject(error);
      } else {
        settleAll();
        this.checkpointSoon();
      }
    });
  }

  /** A checkpoint once the last is `CHECKPOINT_EVERY_MS` old, unless one is under way or armed. */
  private checkpointSoon(): void {
    if (!this.checkpoint || this.checkpointing || this.checkpointTimer) return;
    const wait = Math.max(0, this.lastCheckpoint + CHECKPOINT_EVERY_MS - performance.now());
    this.checkpointTimer = wallClockTimeout(() => {
      this.checkpointTimer = undefined;
      this.runCheckpoint(this.checkpoint!);
    }, wait);
    this.checkpointTimer.unref();
  }

  private runCheckpoint(checkpoint: () => Promise<void>): void {
    this.checkpointing = true;
    this.lastCheckpoint = performance.now();
    const release = () => {
      if (!this.checkpointing) return;
      this.checkpointing = false;
      this.schedule();
    };
    const held = wallClockTimeout(release, this.checkpointHoldMs);
    held.unref();
    const done = () => {
      clearTimeout(held);
      release();
    };
    checkpoint().then(done, done);
  }
}
