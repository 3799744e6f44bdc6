/**
 * WAL checkpoints for the SQLite storage, off the event loop. SQLite normally checkpoints inside whichever
 * commit crosses 1,000 WAL pages, and better-sqlite3 runs commits on the event loop, so every few hundred
 * moves one move's commit also copied the WAL into the database file and fsynced it while all matches
 * waited (docs/performance.md#server-capacity measures it). Instead the storage turns automatic checkpoints
 * off and this worker thread, with its own connection to the same file, runs a PASSIVE checkpoint (which
 * never blocks the writer) when the group commit asks for one (`checkpoint`), between two of its
 * transactions, so that the WAL starts over from its beginning instead of growing while matches are played
 * (docs/performance.md#wal-restart).
 */
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * The worker's code, run with `eval`. It loads everything with `import()`, which works whether Node
 * evaluates it as CommonJS or as an ES module (a process started with `--input-type=module` makes eval
 * workers ES modules, where `require` does not exist and the worker would die at start).
 */
const WORKER = `
(async () => {
  const { workerData, parentPort } = await import('node:worker_threads');
  const { default: Database } = await import(workerData.driverUrl);
  const db = new Database(workerData.file);
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = FULL');
  const checkpoint = () => {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      console.error('[storage] WAL checkpoint failed:', error.message);
    }
  };
  parentPort.on('message', (message) => {
    checkpoint();
    if (message === 'stop') {
      db.close();
      parentPort.close();
    } else {
      parentPort.postMessage(message);
    }
  });
})();
`;

export class Checkpointer {
  private readonly worker: Worker;
  private asked = 0;
  private readonly waiting = new Map<number, () => void>();
  private stopped = false;

  constructor(file: string, driver: string) {
    this.worker = new Worker(WORKER, {
      eval: true,
      workerData: { file, driverUrl: pathToFileURL(driver).href },
    });
    this.worker.unref();
    this.worker.on('error', (error) => {
      console.error('[storage] WAL checkpointer stopped:', error.message);
      this.stopped = true;
      this.settleAll();
    });
    this.worker.on('message', (id: number) => {
      this.waiting.get(id)?.();
      this.waiting.delete(id);
    });
  }

  /** Resolves once a checkpoint asked for now has run (at once when the checkpointer stopped or died). */
  checkpoint(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const id = ++this.asked;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage(id);
    });
  }

  /**
   * Runs a last checkpoint and closes the worker's connection. The worker is held (ref) while it stops:
   * unreferenced, a process with nothing else left to do would exit before the stop resolved.
   */
  stop(): Promise<void> {
    this.stopped = true;
    return new Promise((resolve) => {
      this.worker.ref();
      this.worker.once('exit', () => {
        this.settleAll();
        resolve();
      });
      this.worker.postMessage('stop');
    });
  }

  private settleAll(): void {
    for (const resolve of this.waiting.values()) resolve();
    this.waiting.clear();
  }
}
