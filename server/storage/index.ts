/**
 * Picks the storage from the environment: PostgreSQL when DATABASE_URL is a postgres:// URL, otherwise
 * SQLite in `<DATA_DIR>/matches.sqlite` (DATA_DIR defaults to ./data).
 */
import { join } from 'node:path';
import { PostgresStorage } from './postgres';
import { SqliteStorage } from './sqlite';

export { PostgresStorage } from './postgres';
export { SqliteStorage } from './sqlite';

export type Storage = SqliteStorage | PostgresStorage;

export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): Storage {
  const url = env.DATABASE_URL ?? '';
  if (/^postgres(ql)?:\/\//.test(url)) return new PostgresStorage(url);
  if (url !== '') throw new Error(`DATABASE_URL must be a postgres:// URL (got "${url.split(':')[0]}:…")`);
  return new SqliteStorage(join(env.DATA_DIR ?? './data', 'matches.sqlite'));
}
