/**
 * What one schema migration is (the list and its runner are in migrations.ts): its version, its name and
 * its steps on each storage, each run inside the migration's transaction. Its own module so that a
 * migration kept in a file of its own (account-credentials-migration.ts) and the list need not import each
 * other.
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';

export interface Migration {
  version: number;
  name: string;
  /** Runs inside the migration's transaction. */
  sqlite(db: Database.Database): void;
  /** Runs inside the migration's transaction, on its client. */
  postgres(client: pg.PoolClient): Promise<void>;
}
