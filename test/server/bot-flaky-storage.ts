/**
 * A storage double for bot tests and the bot soak: SQLite that fails for a while, either its writes only
 * or its reads too (like a PostgreSQL outage), starting at a given state write or when told to.
 */
import { SqliteStorage } from '../../server/storage';

export type OutageMode = 'writes' | 'reads and writes';

export class FlakyStorage extends SqliteStorage {
  stateWrites = 0;
  failures = 0;
  private downUntil = 0;

  /** The outage starts at the `startAtWrite`-th state write (Infinity: only when `outage` is called). */
  constructor(
    file: string,
    private readonly mode: OutageMode,
    private readonly startAtWrite = Infinity,
    private readonly outageMs = 0,
  ) {
    super(file);
  }

  outage(ms: number): void {
    this.downUntil = Date.now() + ms;
  }

  get down(): boolean {
    return Date.now() < this.downUntil;
  }

  private check(): void {
    if (!this.down) return;
    this.failures++;
    throw new Error('storage outage (test double)');
  }

  override async setState(...args: Parameters<SqliteStorage['setState']>): ReturnType<SqliteStorage['setState']> {
    if (++this.stateWrites === this.startAtWrite) this.outage(this.outageMs);
    this.check();
    return super.setState(...args);
  }

  override async commitState(
    ...args: Parameters<SqliteStorage['commitState']>
  ): ReturnType<SqliteStorage['commitState']> {
    if (++this.stateWrites === this.startAtWrite) this.outage(this.outageMs);
    this.check();
    return super.commitState(...args);
  }

  override async updateMetadata(
    ...args: Parameters<SqliteStorage['updateMetadata']>
  ): ReturnType<SqliteStorage['updateMetadata']> {
    this.check();
    return super.updateMetadata(...args);
  }

  override async setMetadata(
    ...args: Parameters<SqliteStorage['setMetadata']>
  ): ReturnType<SqliteStorage['setMetadata']> {
    this.check();
    return super.setMetadata(...args);
  }

  override async fetch(...args: Parameters<SqliteStorage['fetch']>): ReturnType<SqliteStorage['fetch']> {
    if (this.mode === 'reads and writes') this.check();
    return super.fetch(...args);
  }
}
