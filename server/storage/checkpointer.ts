/**
 * WAL checkpoints for the SQLite storage, off the event loop. SQLite normally checkpoints inside whichever
 * commit crosses 1,000 WAL pages, and better-sqlite3 runs commits on the event loop, so every few hundred
 * moves one move's commit also copied the WAL into the database file and fsynced it while all matches
 * waited (docs/performance.md#server-capacity measures it). Instead the storage turns automatic checkpoints
 * off and this worker thread, with its own connection to the same file, runs a PASSIVE checkpoint (which
 * never blocks the writer) every `intervalMs`.
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
  const timer = setInterval(() => {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      console.error('[storage] WAL checkpoint failed:', error.message);
    }
  }, workerData.intervalMs);
  parentPort.on('message', () => {
    clearInterval(timer);
    try { db.pragma('wal_checkpoint(PASSIVE)'); } finally { db.close(); }
    parentPort.close();
  });
})();
`;

export class Checkpointer {
  private readonly worker: Worker;

  constructor(file: string, driver: string, intervalMs = 500) {
    this.worker = new Worker(WORKER, {
      eval: true,
      workerData: { file, driverUrl: pathToFileURL(driver).href, intervalMs },
    });
    this.worker.unref();
    this.worker.on('error', (error) => console.error('[storage] WAL checkpointer stopped:', error.message));
  }

  /**
   * Runs a last checkpoint and closes the worker's connection. The worker is held (ref) while it stops:
   * unreferenced, a process with nothing else left to do would exit before the stop resolved.
   */
  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.worker.ref();
      this.worker.once('exit', () => resolve());
      this.worker.postMessage('stop');
    });
  }
}
