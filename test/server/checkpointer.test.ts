/**
 * The SQLite storage checkpoints its WAL in a worker thread (server/storage/checkpointer.ts): soon after a
 * commit the database file alone, without its -wal file, holds the match.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createMatch, ProcessGameConfig } from 'boardgame.io/internal';
import { SqliteStorage } from '../../server/storage';
import { highCardGame } from '../fixtures/high-card-game';
import { until } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'checkpointer-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('copies committed matches into the database file without a commit doing it', async () => {
  const db = new SqliteStorage(join(dir, 'matches.sqlite'));
  await db.connect();
  const created = createMatch({ game: ProcessGameConfig(highCardGame()), numPlayers: 2, setupData: undefined, unlisted: true });
  if ('setupDataError' in created) throw new Error('setup failed');
  await db.createMatch('m-checkpointed', created);
  const inFileAlone = () => {
    copyFileSync(join(dir, 'matches.sqlite'), join(dir, 'copy.sqlite'));
    const copy = new Database(join(dir, 'copy.sqlite'), { readonly: true });
    try {
      return (copy.prepare("SELECT COUNT(*) AS n FROM matches WHERE id = 'm-checkpointed'").get() as { n: number }).n === 1;
    } catch {
      return false;
    } finally {
      copy.close();
    }
  };
  await until(inFileAlone, 'the match in the database file', 3000);
  await db.close();
});
