/**
 * Durable SQLite commits without an fsync on the event loop. The connection runs with `synchronous=NORMAL`,
 * so a commit writes its WAL frames but does not wait for the disk; this then fdatasyncs the WAL file in
 * libuv's thread pool, and the group commit settles its writes only after that. "Resolved" still means
 * durable, as with `synchronous=FULL`, while the event loop serves other matches. Commits made while one
 * fdatasync runs share the next one. (With NORMAL, SQLite itself still syncs the WAL before a checkpoint
 * and its header when the WAL starts over.)
 */
import { closeSync, fdatasync, fdatasyncSync, openSync } from 'node:fs';

type Done = (error: Error | null) => void;

export class WalSync {
  private fd?: number;
  private running = false;
  private waiting: Done[] = [];

  constructor(private readonly walFile: string) {}

  /** Calls `done` once every WAL frame written before this call is on disk (or the sync failed). */
  after(done: Done): void {
    this.waiting.push(done);
    if (!this.running) this.start();
  }

  private start(): void {
    const batch = this.waiting.splice(0);
    try {
      this.fd ??= openSync(this.walFile, 'r');
    } catch (error) {
      for (const done of batch) done(error as Error);
      return;
    }
    this.running = true;
    fdatasync(this.fd, (error) => {
      this.running = false;
      for (const done of batch) done(error);
      if (this.waiting.length > 0) this.start();
    });
  }

  /** Syncs what is waiting on the spot, then closes the file once no sync is running. */
  async close(): Promise<void> {
    if (this.fd === undefined) return;
    if (!this.running && this.waiting.length > 0) {
      fdatasyncSync(this.fd);
      for (const done of this.waiting.splice(0)) done(null);
    }
    while (this.running || this.waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 1));
    closeSync(this.fd);
    this.fd = undefined;
  }
}
