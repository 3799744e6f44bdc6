/**
 * `npm run bench -- compaction`: the bytes a finished 4-player match takes on disk, stored whole (as every
 * match was before compaction) and compacted to its record (server/storage/compaction.ts), side by side in
 * one run, and the time a read of the whole compacted match takes (its state and G rebuilt).
 *
 * Per game, MATCHES bot matches are played to the end into a fresh SQLite file as the server stores them
 * (bench/finished-match.ts), the WAL is checkpointed (TRUNCATE) and the database file and WAL are measured;
 * then every match is compacted and they are measured again. A file does not shrink when rows go (SQLite
 * keeps the freed pages for the next rows), so after compaction the bytes are the pages in use (page_count -
 * freelist_count), which is what the file holds once its free pages are filled again, and the file after a
 * VACUUM. Each figure is per match, the empty database (the schema alone) taken off.
 */
import { mkdtempSync, rmSync, statSync, existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../games/carcassonne/game';
import { citadelsGame } from '../games/citadels';
import { SqliteStorage } from '../server/storage';
import { compactFinished } from '../server/storage/compaction';
import { playStoredMatch } from './finished-match';

const MATCHES = Number(process.env.BENCH_MATCHES ?? 12);
const PLAYERS = 4;

const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/** The database file and its WAL after a checkpoint, and the bytes of the pages in use. */
function measure(file: string): { files: number; used: number } {
  const db = new Database(file);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const pages = db.pragma('page_count', { simple: true }) as number;
    const free = db.pragma('freelist_count', { simple: true }) as number;
    return { files: sizeOf(file) + sizeOf(`${file}-wal`), used: (pages - free) * pageSize };
  } finally {
    db.close();
  }
}

function vacuumed(file: string): number {
  const db = new Database(file);
  try {
    db.exec('VACUUM');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  return sizeOf(file) + sizeOf(`${file}-wal`);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function benchGame(label: string, game: Game): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-compaction-'));
  const file = join(dir, 'matches.sqlite');
  try {
    let db = new SqliteStorage(file);
    await db.connect();
    await db.close();
    const empty = measure(file);
    db = new SqliteStorage(file);
    await db.connect();
    const ids: string[] = [];
    for (let i = 0; i < MATCHES; i++) {
      const matchID = `bench-${i}`;
      await playStoredMatch(db, matchID, game, PLAYERS, null, `${label}-${i}`);
      ids.push(matchID);
    }
    const { log, state, initialState } = await db.fetch(ids[0]!, { state: true, log: true, initialState: true });
    const json = JSON.stringify(log).length + JSON.stringify(state).length + JSON.stringify(initialState).length;
    await db.close();
    const whole = measure(file);

    db = new SqliteStorage(file);
    await db.connect();
    const started = performance.now();
    const compacted = await compactFinished(db, Date.now() + 1);
    const compactMs = (performance.now() - started) / compacted;
    const archives = (await db.sql.all<{ n: number }>('SELECT sum(length(archive)) AS n FROM matches'))[0]!.n;
    const reads: number[] = [];
    for (const matchID of ids) {
      const t = performance.now();
      await db.fetch(matchID, { state: true, log: true, initialState: true, metadata: true });
      reads.push(performance.now() - t);
    }
    await db.close();
    const after = measure(file);
    const afterVacuum = vacuumed(file) - empty.files;
    reads.sort((a, b) => a - b);

    const per = (bytes: number) => kb(bytes / MATCHES);
    console.log(
      `${label}, ${MATCHES} finished ${PLAYERS}-player matches (the storage API's JSON: ${kb(json)} a match)`,
    );
    console.log(
      `  stored whole:  ${per(whole.files - empty.files)} a match (database file and WAL after a checkpoint)`,
    );
    console.log(
      `  compacted:     ${per(after.used - empty.used)} a match in use (pages in use), ${per(afterVacuum)} after VACUUM;` +
        ` archives ${per(archives)}`,
    );
    console.log(
      `  compacting a match: ${compactMs.toFixed(1)} ms; reading one back whole: median ${reads[reads.length >> 1]!.toFixed(1)} ms,` +
        ` max ${reads[reads.length - 1]!.toFixed(1)} ms`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `load average at start: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')}`,
);
await benchGame('Carcassonne', carcassonneGame as Game);
await benchGame('Machiavelli', citadelsGame as Game);
