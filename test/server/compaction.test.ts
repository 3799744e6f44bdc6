// A finished match kept as its record (server/storage/compaction.ts, match-archive.ts): whole random matches of
// every option set of both games are stored as the server stores them, and everything read from a finished
// match (the stored state, log and initial state, the record each viewer downloads, the replay's frames and
// the analysis's positions opened from it, what a socket syncing the match is sent, the rating inputs) is
// captured, the match compacted, and everything read again and compared exactly. On SQLite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Game, Server, State } from 'boardgame.io';
import { getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { carcassonneGame } from '../../games/carcassonne/game';
import { citadelsGame } from '../../games/citadels';
import { UNIQUE_DISTRICT_IDS } from '../../games/citadels/data/districts';
import { matchRecord } from '../../games/history/match-record';
import { openRecord } from '../../games/history/history';
import { readLadder, seedFrom } from '../../server/ratings/bot-identities';
import { recomputeRatings } from '../../server/ratings/recompute';
import { RatingStore } from '../../server/ratings/rating-store';
import { compactFinished, compactMatch, startCompaction } from '../../server/storage/compaction';
import { MIGRATIONS } from '../../server/storage/migrations';
import { SqliteStorage, type Storage } from '../../server/storage';
import { playStoredMatch } from '../../bench/finished-match';
import { storageBackends } from './account-backends';
import { expectEqual } from '../support/equal';

const DC_CAST = ['witch', 'spy', 'wizard', 'emperor', 'abbot', 'alchemist', 'navigator', 'diplomat', 'artist'];
const N_CAST = ['magistrate', 'blackmailer', 'seer', 'patrician', 'cardinal', 'trader', 'scholar', 'marshal'];

/** Every option of both games, each at a value other than its default at least once, and both river games. */
const OPTION_SETS: [string, Game, number, unknown][] = [
  ['carcassonne defaults', carcassonneGame as Game, 4, null],
  ['carcassonne without farmers', carcassonneGame as Game, 4, { farmers: false }],
  ['carcassonne river', carcassonneGame as Game, 4, { river: true }],
  ['carcassonne abbot', carcassonneGame as Game, 5, { abbot: true }],
  ['carcassonne river, abbot, no farmers', carcassonneGame as Game, 2, { river: true, abbot: true, farmers: false }],
  ['citadels defaults', citadelsGame as Game, 4, null],
  ['citadels city of 8, free order', citadelsGame as Game, 4, { cityComplete: 8, freeOrder: true }],
  [
    'citadels dark city cast, other uniques',
    citadelsGame as Game,
    4,
    { cast: DC_CAST, uniques: UNIQUE_DISTRICT_IDS.slice(-14) },
  ],
  ['citadels new cast, first crown', citadelsGame as Game, 5, { cast: [...N_CAST, 'tax-collector'], firstCrown: 2 }],
  ['citadels 2 players', citadelsGame as Game, 2, null],
  ['citadels 3 players', citadelsGame as Game, 3, { firstCrown: 1 }],
];

/** Everything that is read from a finished match, as JSON. */
async function readings(db: Storage, ratings: RatingStore, matchID: string, game: Game) {
  const name = String(game.name);
  const stored = await db.fetch(matchID, { state: true, log: true, initialState: true, metadata: true });
  const { state, log, initialState, metadata } = stored as Required<typeof stored>;
  const viewers = [null, ...Object.keys(metadata.players).map(Number)];
  // The records of a spectator and of two seats (each seat's is built the same way).
  const records = [null, 0, viewers.length - 2].map((viewer) =>
    matchRecord(name, { state, log, initialState }, viewer),
  );
  const histories = records.map((record) => openRecord(JSON.parse(JSON.stringify(record))));
  const filter = getFilterPlayerView(ProcessGameConfig(game));
  const syncs = viewers.map((viewer) =>
    filter(viewer === null ? (null as never) : String(viewer), {
      type: 'sync',
      args: [matchID, { state, log, initialState, filteredMetadata: [] }],
    } as never),
  );
  const gameover = state.ctx.gameover as { winners: string[]; scores: number[] };
  return JSON.parse(
    JSON.stringify({
      state,
      log,
      initialState,
      metadata,
      records,
      replayFrames: histories.map((h) => h.frames),
      analysisPositions: histories.map((h) => h.positions),
      syncs,
      ratingInput: { winners: gameover.winners, scores: gameover.scores },
      ratingResults: await ratings.resultsOf(matchID),
      stateIDs: [...(await db.stateIDs([matchID]))],
    }),
  ) as Record<string, unknown>;
}

describe.each(storageBackends('compaction'))('finished matches compacted to their records on $name', (backend) => {
  it('read exactly as before: state, log, initial state, records, replays, analysis, syncs and ratings', async () => {
    const db = backend.open();
    await db.connect();
    const ratings = new RatingStore(db.sql!, seedFrom(readLadder()));
    try {
      const matches: { matchID: string; game: Game; before: Record<string, unknown> }[] = [];
      for (const [label, game, numPlayers, setupData] of OPTION_SETS) {
        const matchID = `compact-${randomUUID()}`;
        const state = await playStoredMatch(db, matchID, game, numPlayers, setupData, label);
        expect(state.ctx.gameover, label).toBeDefined();
        const over = state.ctx.gameover as { winners: string[]; scores: number[] };
        await ratings.rate({
          matchID,
          gameName: String(game.name),
          finishedAt: Date.now(),
          result: { winners: over.winners, scores: over.scores },
          seats: Array.from({ length: numPlayers }, (_, seat) => ({
            seat: String(seat),
            identity: `bot:${['easy', 'medium', 'hard', 'random'][seat % 4]}`,
            left: false,
          })),
        });
        matches.push({ matchID, game, before: await readings(db, ratings, matchID, game) });
      }
      const recomputedBefore = await recomputeRatings(db.sql!, seedFrom(readLadder()));
      const resultsBefore = await ratings.allResults();

      for (const { matchID } of matches) expect(await compactMatch(db, matchID)).toBe(true);
      const rows = await db.sql!.all<{ id: string; archived: number; steps: number; entries: number }>(
        `SELECT id, archived, (SELECT count(*) FROM log_entries WHERE match_id = id) AS entries FROM matches
           WHERE id IN (${matches.map(() => '?').join(', ')})`,
        matches.map((m) => m.matchID),
      );
      // Each is kept as its archive alone: no log row is left (nor, on SQLite, any state step).
      expect(rows.map((r) => [Number(r.archived), Number(r.entries)])).toEqual(matches.map(() => [1, 0]));
      if (backend.name === 'SQLite') {
        const steps = await db.sql!.all<{ n: number }>(
          `SELECT count(*) AS n FROM match_states WHERE match_id IN (${matches.map(() => '?').join(', ')})`,
          matches.map((m) => m.matchID),
        );
        expect(steps[0]!.n).toBe(0);
      }

      // A second storage on the same database (nothing cached) reads every match as before.
      const again = backend.open();
      await again.connect();
      try {
        for (const { matchID, game, before } of matches) {
          expectEqual(await readings(again, ratings, matchID, game), before);
          // A second read shares what the first rebuilt (match-archive.ts): none of the readers above changed it.
          const { state, log, initialState } = before;
          const reread = await again.fetch(matchID, { state: true, log: true, initialState: true });
          expectEqual(JSON.parse(JSON.stringify(reread)), { state, log, initialState });
        }
      } finally {
        await again.close();
      }
      expect(await recomputeRatings(db.sql!, seedFrom(readLadder()))).toEqual(recomputedBefore);
      expect(await ratings.allResults()).toEqual(resultsBefore);
    } finally {
      await db.close();
    }
  }, 300_000);

  it('compacts only finished matches older than the cutoff, each once, and leaves unfinished ones whole', async () => {
    const db = backend.open();
    await db.connect();
    try {
      const finished = `compact-${randomUUID()}`;
      const playing = `compact-${randomUUID()}`;
      await playStoredMatch(db, finished, carcassonneGame as Game, 2, null, 'finished');
      const midway = await playStoredMatch(db, playing, carcassonneGame as Game, 2, null, 'playing', 20);
      expect(midway.ctx.gameover).toBeUndefined();
      // Finished just now: a cutoff in the past leaves it whole.
      expect(await db.unarchived(Date.now() - 60_000, 100)).not.toContain(finished);
      const before = await db.fetch(playing, { state: true, log: true, initialState: true });
      const compacted = await compactFinished(db, Date.now() + 1);
      expect(compacted).toBeGreaterThanOrEqual(1);
      expect(await db.unarchived(Date.now() + 1, 1000)).not.toContain(finished);
      const archived = await db.sql!.all<{ id: string; archived: number }>(
        'SELECT id, archived FROM matches WHERE id IN (?, ?) ORDER BY id',
        [finished, playing].sort(),
      );
      expect(Object.fromEntries(archived.map((r) => [r.id, Number(r.archived)]))).toEqual({
        [finished]: 1,
        [playing]: 0,
      });
      expect(await db.fetch(playing, { state: true, log: true, initialState: true })).toEqual(before);
      // A second compaction of the same match writes nothing (another process got there first).
      expect(await compactMatch(db, finished)).toBe(false);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('compacts a match once when two processes on one database take it at the same time', async () => {
    const [first, second] = [backend.open(), backend.open()];
    await first.connect();
    await second.connect();
    try {
      const matchID = `compact-${randomUUID()}`;
      await playStoredMatch(first, matchID, citadelsGame as Game, 4, null, 'race');
      const before = await first.fetch(matchID, { state: true, log: true, initialState: true, metadata: true });
      const written = await Promise.all([compactMatch(first, matchID), compactMatch(second, matchID)]);
      expect(written.filter(Boolean)).toHaveLength(1);
      for (const db of [first, second])
        expect(await db.fetch(matchID, { state: true, log: true, initialState: true, metadata: true })).toEqual(before);
    } finally {
      await first.close();
      await second.close();
    }
  }, 120_000);

  it('archives a state that does not follow from its moves with its G, exactly', async () => {
    const db = backend.open();
    await db.connect();
    try {
      const matchID = `compact-${randomUUID()}`;
      const state = await playStoredMatch(db, matchID, citadelsGame as Game, 2, null, 'tampered');
      // The stored state no longer follows from the moves (as a match played by other rules would not).
      await db.setState(matchID, { ...state, G: { ...(state.G as object), round: 99 } } as State);
      const before = await db.fetch(matchID, { state: true, log: true, initialState: true });
      expect((before.state!.G as { round: number }).round).toBe(99);
      expect(await compactMatch(db, matchID)).toBe(true);
      expect(await db.fetch(matchID, { state: true, log: true, initialState: true })).toEqual(before);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('keeps whole, for good, a match its record cannot stand for (finished in its metadata, not in its state)', async () => {
    const db = backend.open();
    await db.connect();
    try {
      const matchID = `compact-${randomUUID()}`;
      await playStoredMatch(db, matchID, carcassonneGame as Game, 2, null, 'cut short', 30);
      await db.updateMetadata(matchID, (m) => ({ ...m, gameover: { draw: true }, updatedAt: Date.now() }));
      const before = await db.fetch(matchID, { state: true, log: true, initialState: true });
      expect(await db.unarchived(Date.now() + 1, 1000)).toContain(matchID);
      expect(await compactMatch(db, matchID)).toBe(true);
      const rows = await db.sql!.all<{ archived: number }>('SELECT archived FROM matches WHERE id = ?', [matchID]);
      expect(Number(rows[0]!.archived)).toBe(2);
      expect(await db.fetch(matchID, { state: true, log: true, initialState: true })).toEqual(before);
      expect(await db.unarchived(Date.now() + 1, 1000)).not.toContain(matchID);
      const metadata = (await db.fetch(matchID, { metadata: true })).metadata as Server.MatchData;
      expect(metadata.gameover).toEqual({ draw: true });
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe('a SQLite database from before migration 15', () => {
  it('is migrated, and its finished matches are compacted by the compaction a start runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compaction-migration-'));
    const file = join(dir, 'matches.sqlite');
    try {
      const db = new SqliteStorage(file);
      await db.connect();
      const matchID = `compact-${randomUUID()}`;
      await playStoredMatch(db, matchID, carcassonneGame as Game, 3, { abbot: true }, 'old');
      const before = await db.fetch(matchID, { state: true, log: true, initialState: true });
      await db.close();
      // The database as migration 14 left it: no archive columns, none of the later migrations' tables,
      // version 14 (a later migration left in place would keep the runner from applying 15 again).
      const raw = new Database(file);
      for (const table of tablesAfter(raw, 14)) raw.exec(`DROP TABLE ${table}`);
      raw.exec(`DROP INDEX matches_unarchived; ALTER TABLE matches DROP COLUMN archive;
        ALTER TABLE matches DROP COLUMN archived; DELETE FROM schema_migrations WHERE version >= 15;`);
      raw.close();

      const started = new SqliteStorage(file);
      await started.connect();
      const compaction = startCompaction(started, 0);
      try {
        const archived = async () =>
          (await started.sql.all<{ archived: number }>('SELECT archived FROM matches WHERE id = ?', [matchID]))[0];
        for (let i = 0; i < 100 && (await archived())?.archived !== 1; i++)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await archived()).toEqual({ archived: 1 });
        expect(await started.fetch(matchID, { state: true, log: true, initialState: true })).toEqual(before);
      } finally {
        await compaction.stop();
        await started.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** The tables of `db` that migrations after `version` made: those a database migrated only to `version` lacks. */
function tablesAfter(db: Database.Database, version: number): string[] {
  const tables = (d: Database.Database) =>
    (d.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
  const scratch = new Database(':memory:');
  for (const migration of MIGRATIONS.filter((m) => m.version <= version)) migration.sqlite(scratch);
  const before = new Set(tables(scratch));
  scratch.close();
  return tables(db).filter((t) => !before.has(t) && t !== 'schema_migrations');
}
