/**
 * Versioned migrations (server/storage/migrations.ts, migrate.ts) on SQLite always and on PostgreSQL when
 * TEST_DATABASE_URL (or DATABASE_URL) is a postgres:// URL: from an empty database, from the schema as it
 * was before versioning with matches in it (with and without the listing columns), from version 2 (the
 * first accounts) with matches, accounts and sessions in it, again on an up-to-date
 * database (nothing applied), and a database newer than the server refused. Each PostgreSQL case gets a
 * database of its own, dropped afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { StorageAPI } from 'boardgame.io';
import { createMatch, ProcessGameConfig } from 'boardgame.io/internal';
import { PostgresStorage, SqliteStorage, type Storage } from '../../server/storage';
import { LATEST_VERSION, MIGRATIONS } from '../../server/storage/migrations';
import { highCardGame } from '../fixtures/high-card-game';

const game = ProcessGameConfig({ ...highCardGame(), name: 'hc' });

function newMatch(unlisted: boolean): StorageAPI.CreateMatchOpts {
  const created = createMatch({ game, numPlayers: 2, setupData: undefined, unlisted });
  if ('setupDataError' in created) throw new Error(String(created.setupDataError));
  created.metadata.players[0] = { id: 0, name: 'Ann' };
  return created;
}

/** The tables as the storages made them before versioning (the listing columns came later, issue 27). */
const SQLITE_BEFORE_VERSIONS = `
CREATE TABLE matches (id TEXT PRIMARY KEY, game_name TEXT NOT NULL, is_gameover INTEGER NOT NULL, updated_at INTEGER NOT NULL,
  state_id INTEGER NOT NULL, state TEXT NOT NULL, initial_state TEXT NOT NULL, metadata TEXT NOT NULL);
CREATE INDEX matches_listing ON matches (game_name, updated_at);
CREATE TABLE log_entries (seq INTEGER PRIMARY KEY AUTOINCREMENT, match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE, entry TEXT NOT NULL);
CREATE INDEX log_entries_match ON log_entries (match_id, seq);
CREATE TABLE health (id INTEGER PRIMARY KEY, checked_at INTEGER NOT NULL);`;
const POSTGRES_BEFORE_VERSIONS = `
CREATE TABLE matches (id TEXT PRIMARY KEY, game_name TEXT NOT NULL, is_gameover SMALLINT NOT NULL, updated_at BIGINT NOT NULL,
  state_id INTEGER NOT NULL, state TEXT NOT NULL, initial_state TEXT NOT NULL, metadata TEXT NOT NULL);
CREATE INDEX matches_listing ON matches (game_name, updated_at);
CREATE TABLE log_entries (seq BIGSERIAL PRIMARY KEY, match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE, entry TEXT NOT NULL);
CREATE INDEX log_entries_match ON log_entries (match_id, seq);
CREATE TABLE health (id INTEGER PRIMARY KEY, checked_at BIGINT NOT NULL);`;
const LISTING_COLUMNS = `
ALTER TABLE matches ADD COLUMN unlisted SMALLINT NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN seated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN humans INTEGER NOT NULL DEFAULT 0;
CREATE INDEX matches_page ON matches (game_name, unlisted, is_gameover, updated_at, id);
CREATE INDEX matches_page_all ON matches (game_name, unlisted, updated_at, id);
CREATE INDEX matches_open ON matches (is_gameover, updated_at);`;

/** The tables migration 2 made (the first accounts, as shipped), and the versions such a database records. */
const VERSION_2 = `
CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL);
INSERT INTO schema_migrations (version, name, applied_at) VALUES (1, 'matches', 1), (2, 'accounts', 2);
CREATE TABLE accounts (id TEXT PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE, password_hash TEXT,
  created_at BIGINT NOT NULL);
CREATE TABLE sessions (id TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE, device TEXT NOT NULL, created_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL, expires_at BIGINT NOT NULL);
CREATE INDEX sessions_account ON sessions (account_id, last_seen_at);
CREATE INDEX sessions_expiry ON sessions (expires_at);
INSERT INTO accounts (id, name, name_key, password_hash, created_at) VALUES ('a1', 'Ann', 'ann', 'hash', 1);
INSERT INTO sessions (id, token_hash, account_id, device, created_at, last_seen_at, expires_at)
  VALUES ('s1', 'token', 'a1', 'Chrome/Linux', 1, 1, 9000000000000);`;

/** One raw database of a backend, in which a case builds the schema it starts from. */
interface Fresh {
  /** Runs SQL on the raw database (`?` placeholders on SQLite, `$n` on PostgreSQL). */
  exec(sql: string, params?: (string | number)[]): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  open(): Storage;
  drop(): Promise<void>;
  /** Applies the migrations up to `version` by hand, as the server of that version would have. */
  migrateTo(version: number): Promise<void>;
}

interface Backend {
  name: string;
  before: string;
  fresh(): Promise<Fresh>;
}

const pgUrl = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find((u) => u?.startsWith('postgres'));

const sqlite: Backend = {
  name: 'SQLite',
  before: SQLITE_BEFORE_VERSIONS,
  async fresh() {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    const file = join(dir, 'matches.sqlite');
    const raw = new Database(file);
    return {
      exec: async (sql, params) => void (params ? raw.prepare(sql).run(...params) : raw.exec(sql)),
      rows: async <T>(sql: string) => raw.prepare(sql).all() as T[],
      open: () => new SqliteStorage(file),
      migrateTo: async (version) => {
        raw.exec(
          'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
        );
        for (const m of MIGRATIONS.filter((m) => m.version <= version)) {
          m.sqlite(raw);
          raw.prepare('INSERT INTO schema_migrations VALUES (?, ?, 1)').run(m.version, m.name);
        }
      },
      drop: async () => {
        raw.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

const postgres = (url: string): Backend => ({
  name: 'PostgreSQL',
  before: POSTGRES_BEFORE_VERSIONS,
  async fresh() {
    const name = `migrations_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const raw = new pg.Client({ connectionString: target.toString() });
    await raw.connect();
    return {
      exec: async (sql, params) => void (await raw.query(sql, params)),
      rows: async <T>(sql: string) => (await raw.query(sql)).rows as T[],
      open: () => new PostgresStorage(target.toString()),
      migrateTo: async (version) => {
        await raw.query(
          'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
        );
        for (const m of MIGRATIONS.filter((m) => m.version <= version)) {
          await m.postgres(raw as unknown as pg.PoolClient);
          await raw.query('INSERT INTO schema_migrations VALUES ($1, $2, 1)', [m.version, m.name]);
        }
      },
      drop: async () => {
        await raw.end();
        await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  },
});

const backends = [sqlite, ...(pgUrl ? [postgres(pgUrl)] : [])];

describe.each(backends)('$name migrations', (backend) => {
  let fresh: Fresh;
  let db: Storage | undefined;
  beforeEach(async () => {
    fresh = await backend.fresh();
  });
  afterEach(async () => {
    await db?.close();
    db = undefined;
    await fresh.drop();
  });

  const versions = async () =>
    (
      await fresh.rows<{ version: number; name: string }>(
        'SELECT version, name FROM schema_migrations ORDER BY version',
      )
    ).map((r) => `${Number(r.version)} ${r.name}`);
  const allVersions = MIGRATIONS.map((m) => `${m.version} ${m.name}`);

  /** Puts a match into the old tables by hand, as the storage of that time wrote it; `columns` says whether they had the listing columns. */
  async function oldMatch(matchID: string, match: StorageAPI.CreateMatchOpts, columns: boolean) {
    const p = backend === sqlite ? () => '?' : (n: number) => `$${n}`;
    const values = [
      matchID,
      'hc',
      0,
      1_000,
      0,
      JSON.stringify(match.initialState),
      JSON.stringify(match.initialState),
      JSON.stringify(match.metadata),
    ];
    const extra = columns ? [match.metadata.unlisted ? 1 : 0, 1, 1] : [];
    const names = `id, game_name, is_gameover, updated_at, state_id, state, initial_state, metadata${columns ? ', unlisted, seated, humans' : ''}`;
    const all = [...values, ...extra];
    await fresh.exec(`INSERT INTO matches (${names}) VALUES (${all.map((_, i) => p(i + 1)).join(', ')})`, all);
    await fresh.exec(`INSERT INTO log_entries (match_id, entry) VALUES (${p(1)}, ${p(2)})`, [
      matchID,
      JSON.stringify({ action: { type: 'MAKE_MOVE' }, _stateID: 0 }),
    ]);
  }

  it('makes every table of an empty database and records each migration once', async () => {
    db = fresh.open();
    await db.connect();
    expect(await versions()).toEqual(allVersions);
    expect(LATEST_VERSION).toBe(MIGRATIONS[MIGRATIONS.length - 1]!.version);
    // Numbered 1, 2, 3, ... in the list's order, with no gap.
    expect(MIGRATIONS.map((m) => m.version)).toEqual(Array.from({ length: LATEST_VERSION }, (_, index) => index + 1));
    const match = newMatch(false);
    await db.createMatch('m1', match);
    expect((await db.fetch('m1', { metadata: true })).metadata).toEqual(match.metadata);
    expect(await db.sql?.all('SELECT id FROM accounts')).toEqual([]);
    expect(await db.sql?.all('SELECT id FROM sessions')).toEqual([]);
    expect(await db.sql?.all('SELECT match_id FROM account_seats')).toEqual([]);
    expect(await db.sql?.all('SELECT code_hash FROM link_codes')).toEqual([]);
    expect(await db.sql?.all('SELECT id FROM passkeys')).toEqual([]);
    expect(await db.sql?.all('SELECT name_key FROM name_holds')).toEqual([]);
  });

  it('keeps the matches of a database made before versioning, with its listing columns', async () => {
    await fresh.exec(backend.before);
    await fresh.exec(LISTING_COLUMNS);
    const listed = newMatch(false);
    await oldMatch('listed', listed, true);
    db = fresh.open();
    await db.connect();
    expect(await versions()).toEqual(allVersions);
    const kept = await db.fetch('listed', { state: true, metadata: true, log: true });
    expect(kept.metadata).toEqual(listed.metadata);
    expect(kept.state).toEqual(listed.initialState);
    expect(kept.log).toHaveLength(1);
    expect((await db.listPublic({ gameName: 'hc', limit: 10, offset: 0 })).map((m) => m.matchID)).toEqual(['listed']);
  });

  it('adds and fills the listing columns of a database made before them', async () => {
    await fresh.exec(backend.before);
    await oldMatch('listed', newMatch(false), false);
    await oldMatch('unlisted', newMatch(true), false);
    db = fresh.open();
    await db.connect();
    expect(await versions()).toEqual(allVersions);
    // Filled from the metadata: the unlisted match stays out of the public list, both count as open and seated.
    expect((await db.listPublic({ gameName: 'hc', limit: 10, offset: 0 })).map((m) => m.matchID)).toEqual(['listed']);
    expect(await db.countOpen()).toBe(2);
    const seated = await fresh.rows<{ id: string; seated: number }>('SELECT id, seated FROM matches ORDER BY id');
    expect(seated.map((r) => [r.id, Number(r.seated)])).toEqual([
      ['listed', 1],
      ['unlisted', 1],
    ]);
  });

  it("takes over a database at version 2 (today's accounts) with matches, accounts and sessions in it", async () => {
    await fresh.exec(backend.before);
    await fresh.exec(LISTING_COLUMNS);
    await fresh.exec(VERSION_2);
    const match = newMatch(false);
    await oldMatch('kept', match, true);
    db = fresh.open();
    await db.connect();
    expect(await versions()).toEqual(allVersions);
    expect((await db.fetch('kept', { metadata: true })).metadata).toEqual(match.metadata);
    expect(await db.sql?.all('SELECT id, name FROM accounts')).toEqual([{ id: 'a1', name: 'Ann' }]);
    expect(await db.sql?.all('SELECT id FROM sessions')).toEqual([{ id: 's1' }]);
    // The new tables reference the old rows: a seat of the old account in the old match, and its cascade.
    await db.sql?.run(
      'INSERT INTO account_seats (match_id, seat, account_id, game_name, credentials_hash, joined_at) VALUES (?, ?, ?, ?, ?, ?)',
      ['kept', '0', 'a1', 'hc', 'h', 1],
    );
    await db.sql?.run('DELETE FROM accounts WHERE id = ?', ['a1']);
    expect(await db.sql?.all('SELECT seat FROM account_seats')).toEqual([]);
    expect(await db.sql?.all('SELECT id FROM sessions')).toEqual([]);
  });

  it('gives existing accounts their look keys, keeping both rows of two look-alike names, and only the last hold of each', async () => {
    await fresh.exec(backend.before);
    await fresh.exec(LISTING_COLUMNS);
    await fresh.exec(VERSION_2);
    // "Anne" and, made later, "Аnne" with a Cyrillic А: two sign-in keys, one look.
    await fresh.exec(
      "INSERT INTO accounts (id, name, name_key, password_hash, created_at) VALUES ('a2', 'Anne', 'anne', 'h', 2), ('a3', '\u0410nne', '\u0430nne', 'h', 3)",
    );
    db = fresh.open();
    await db.connect();
    expect(await versions()).toEqual(allVersions);
    expect(await db.sql?.all('SELECT id, name_key, look_key FROM accounts ORDER BY id')).toEqual([
      { id: 'a1', name_key: 'ann', look_key: 'ann' },
      { id: 'a2', name_key: 'anne', look_key: 'anne' },
      { id: 'a3', name_key: '\u0430nne', look_key: null },
    ]);
    // A third "Anne" in Greek cannot be made.
    expect(
      await db.sql?.run(
        "INSERT INTO accounts (id, name, name_key, look_key, created_at) VALUES ('a4', '\u0391nne', '\u03b1nne', 'anne', 4) ON CONFLICT DO NOTHING",
      ),
    ).toBe(0);
  });

  it('builds the season standings from the rated results of a database at version 11', async () => {
    await fresh.migrateTo(11);
    const p = backend === sqlite ? () => '?' : (n: number) => `$${n}`;
    const Q3 = Date.UTC(2026, 7, 1);
    const Q4 = Date.UTC(2026, 10, 1);
    // Three matches: in Q3 Ann wins twice (the second time over two seats of the easy bot, stored the old way:
    // a result per seat), in Q4 she loses once.
    const results: [string, string, string, number, number, number][] = [
      ['m1', '0', 'account:ann', 26, 8, Q3],
      ['m1', '1', 'bot:easy', 20, 3, Q3],
      ['m2', '0', 'account:ann', 27, 7, Q3 + 1],
      ['m2', '1', 'bot:easy', 19.5, 3, Q3 + 1],
      ['m2', '2', 'bot:easy', 19.6, 3, Q3 + 1],
      ['m3', '0', 'account:ann', 26.5, 6.5, Q4],
    ];
    for (const match of ['m1', 'm2', 'm3'])
      await fresh.exec(`INSERT INTO rated_matches (match_id, game_name, finished_at) VALUES (${p(1)}, 'hc', 0)`, [
        match,
      ]);
    for (const [match, seat, identity, mu, sigma, at] of results)
      await fresh.exec(
        `INSERT INTO rated_results (match_id, seat, identity, game_name, rank, left_match, mu_before, sigma_before,
           mu_after, sigma_after, finished_at) VALUES (${p(1)}, ${p(2)}, ${p(3)}, 'hc', 1, 0, 25, 8, ${p(4)}, ${p(5)}, ${p(6)})`,
        [match, seat, identity, mu, sigma, at],
      );
    db = fresh.open();
    await db.connect();
    expect(await versions()).toEqual(allVersions);
    const rows = await db.sql!.all<Record<string, string | number>>(
      'SELECT season, identity, kind, mu, sigma, rating, games, last_at FROM season_standings ORDER BY season, identity',
    );
    expect(
      rows.map((r) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [k, k === 'season' || k === 'identity' || k === 'kind' ? v : Number(v)]),
        ),
      ),
    ).toEqual([
      {
        season: '2026-Q3',
        identity: 'account:ann',
        kind: 'account',
        mu: 27,
        sigma: 7,
        rating: 1150,
        games: 2,
        last_at: Q3 + 1,
      },
      {
        season: '2026-Q3',
        identity: 'bot:easy',
        kind: 'bot',
        mu: 19.6,
        sigma: 3,
        rating: 1265,
        games: 2,
        last_at: Q3 + 1,
      },
      {
        season: '2026-Q4',
        identity: 'account:ann',
        kind: 'account',
        mu: 26.5,
        sigma: 6.5,
        rating: 1175,
        games: 1,
        last_at: Q4,
      },
    ]);
  });

  it('applies nothing to an up-to-date database', async () => {
    db = fresh.open();
    await db.connect();
    const before = await fresh.rows<{ version: number; applied_at: number }>(
      'SELECT version, applied_at FROM schema_migrations ORDER BY version',
    );
    await db.close();
    db = fresh.open();
    await db.connect();
    expect(await fresh.rows('SELECT version, applied_at FROM schema_migrations ORDER BY version')).toEqual(before);
  });

  it('refuses to start on a database newer than the server, naming both versions', async () => {
    db = fresh.open();
    await db.connect();
    await db.close();
    await fresh.exec(
      `INSERT INTO schema_migrations (version, name, applied_at) VALUES (${LATEST_VERSION + 1}, 'from the future', 0)`,
    );
    db = fresh.open();
    await expect(db.connect()).rejects.toThrow(
      `schema is at version ${LATEST_VERSION + 1}, newer than this server's ${LATEST_VERSION}`,
    );
  });

  it('migrates once when two processes start on the same empty database at once', async () => {
    const [a, b] = [fresh.open(), fresh.open()];
    await Promise.all([a.connect(), b.connect()]);
    expect(await versions()).toEqual(allVersions);
    await a.close();
    db = b;
  });
});
