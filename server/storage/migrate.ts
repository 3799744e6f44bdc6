/**
 * Brings a database to the latest schema of migrations.ts at start (docs/deploy.md#migrations): reads the
 * versions it has applied from `schema_migrations` and applies the missing ones in order, each in a
 * transaction together with its row, so a failed migration leaves the database at the version before it.
 *
 * Several processes may start on one database at once: SQLite takes its write lock before it reads the
 * version (BEGIN IMMEDIATE); PostgreSQL takes an advisory lock for the whole check, and changes nothing (no
 * DDL, no table lock) when the database is up to date. A database newer than this server refuses to start.
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';
import { LATEST_VERSION, MIGRATIONS } from './migrations';

const SQLITE_VERSIONS =
  'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)';
const POSTGRES_VERSIONS =
  'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)';
/** The advisory lock held while a PostgreSQL database is checked and migrated. */
const MIGRATION_LOCK = 7316001;

function refuseNewer(version: number): void {
  if (version > LATEST_VERSION) {
    throw new Error(
      `the database's schema is at version ${version}, newer than this server's ${LATEST_VERSION}: run the newer server`,
    );
  }
}

/** Applies the missing migrations to a SQLite database; answers the versions it applied. */
export function migrateSqlite(db: Database.Database): number[] {
  db.exec(SQLITE_VERSIONS);
  const applied: number[] = [];
  for (const migration of MIGRATIONS) {
    db.transaction(() => {
      const { version } = db.prepare('SELECT coalesce(max(version), 0) AS version FROM schema_migrations').get() as {
        version: number;
      };
      refuseNewer(version);
      if (version >= migration.version) return;
      migration.sqlite(db);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        Date.now(),
      );
      applied.push(migration.version);
    }).immediate();
  }
  return applied;
}

/** Applies the missing migrations to a PostgreSQL database, inside the caller's transaction on `c`. */
export async function migratePostgres(c: pg.PoolClient): Promise<number[]> {
  await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
  const { rows } = await c.query("SELECT to_regclass('schema_migrations') AS versions");
  if ((rows[0] as { versions: string | null }).versions === null) await c.query(POSTGRES_VERSIONS);
  const current = await c.query('SELECT coalesce(max(version), 0)::int AS version FROM schema_migrations');
  const version = (current.rows[0] as { version: number }).version;
  refuseNewer(version);
  const applied: number[] = [];
  for (const migration of MIGRATIONS.filter((m) => m.version > version)) {
    await migration.postgres(c);
    await c.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
      migration.version,
      migration.name,
      Date.now(),
    ]);
    applied.push(migration.version);
  }
  return applied;
}
