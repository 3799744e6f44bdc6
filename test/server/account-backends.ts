/**
 * What the suites of accounts and ratings share: the storages they run on (SQLite in a temporary folder
 * always, PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is a postgres:// URL), account limits high
 * enough that no test meets one unless it sets its own, and one password that passes the password rules.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { PostgresStorage, SqliteStorage, type Storage } from '../../server/storage';
import type { AccountLimits } from '../../server/accounts/account-limits';

export interface Backend {
  name: string;
  /** A storage on the backend's one database (each call a new connection to the same data). */
  open(): Storage;
}

/** The backends of one test file, its SQLite file named `file` in a folder removed after the file's tests. */
export function storageBackends(file: string): Backend[] {
  const pgUrl = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find((u) => u?.startsWith('postgres'));
  const dir = mkdtempSync(join(tmpdir(), `${file}-test-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return [
    { name: 'SQLite', open: () => new SqliteStorage(join(dir, `${file}.sqlite`)) },
    ...(pgUrl ? [{ name: 'PostgreSQL', open: () => new PostgresStorage(pgUrl) }] : []),
  ];
}

export const HIGH_ACCOUNT_LIMITS: AccountLimits = {
  signUpsPerHour: 1e6,
  signInsPerMinute: 1e6,
  signInsPerNamePerHour: 1e6,
  accountWritesPerMinute: 1e6,
  linkCodeTriesPerMinute: 1e6,
  linkCodeTriesPerMinutePer48: 1e6,
  renamesPerWeek: 1e9,
  friendRequestsPerDay: 1e9,
  invitationsPerHour: 1e9,
  socialPerAddressPerHour: 1e9,
  verificationMailsPerDay: 1e9,
};

export const TEST_PASSWORD = 'correct horse battery';
