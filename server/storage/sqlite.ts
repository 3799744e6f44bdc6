/**
 * The default storage: one embedded SQLite file (better-sqlite3) implementing boardgame.io's async storage API.
 *
 * Durability: WAL journal with `synchronous=FULL`, so a write that returned survives kill -9 and power loss.
 * Each write is atomic (its own savepoint), and the writes of one event-loop turn share one transaction and
 * one fsync (group-commit.ts); a write's promise resolves once committed. `setState` never replaces a state
 * with a newer `_stateID` (a stale write is dropped, log included).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import { GroupCommit } from './group-commit';
import { fromJson, listingFilter, metadataColumns, toJson, WriteTracker } from './records';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS matches (
  id TEXT PRIMARY KEY,
  game_name TEXT NOT NULL,
  is_gameover INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  state_id INTEGER NOT NULL,
  state TEXT NOT NULL,
  initial_state TEXT NOT NULL,
  metadata TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS matches_listing ON matches (game_name, updated_at);
CREATE TABLE IF NOT EXISTS log_entries (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  entry TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS log_entries_match ON log_entries (match_id, seq);
`;

interface MatchRow {
  state: string;
  initial_state: string;
  metadata: string;
}

export class SqliteStorage extends Async {
  readonly writes = new WriteTracker();
  private db?: Database.Database;
  private readonly group = new GroupCommit(() => this.conn);

  /** `file` is a path, or ':memory:' for tests. */
  constructor(private readonly file: string) {
    super();
  }

  get description(): string {
    return `SQLite ${this.file}`;
  }

  override async connect(): Promise<void> {
    if (this.db) return;
    if (this.file !== ':memory:') mkdirSync(dirname(this.file), { recursive: true });
    const db = new Database(this.file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.exec(SCHEMA);
    this.db = db;
  }

  async close(): Promise<void> {
    if (this.db) this.group.flush();
    this.db?.close();
    this.db = undefined;
    this.statements.clear();
  }

  private statements = new Map<string, Database.Statement>();

  /** A prepared statement, prepared once per connection. */
  private sql(text: string): Database.Statement {
    if (!this.db) throw new Error('SqliteStorage: call connect() first');
    let statement = this.statements.get(text);
    if (!statement) this.statements.set(text, (statement = this.db.prepare(text)));
    return statement;
  }

  private get conn(): Database.Database {
    if (!this.db) throw new Error('SqliteStorage: call connect() first');
    return this.db;
  }

  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    const m = metadataColumns(opts.metadata);
    const write = () =>
      this.sql(`INSERT INTO matches (id, game_name, is_gameover, updated_at, state_id, state, initial_state, metadata)
                  VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(matchID, m.gameName, m.isGameover ? 1 : 0, m.updatedAt, opts.initialState._stateID,
          toJson(opts.initialState), toJson(opts.initialState), toJson(opts.metadata));
    await this.writes.track(matchID, this.group.run(write));
  }

  override async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const write = () => {
      const updated = this.sql('UPDATE matches SET state = ?, state_id = ? WHERE id = ? AND state_id <= ?')
        .run(toJson(state), state._stateID, matchID, state._stateID);
      if (updated.changes === 0) return false;
      const insert = this.sql('INSERT INTO log_entries (match_id, entry) VALUES (?, ?)');
      for (const entry of deltalog ?? []) insert.run(matchID, toJson(entry));
      return true;
    };
    const written = await this.writes.track(matchID, this.group.run(write));
    if (!written) console.warn(`[storage] dropped a stale or orphan state for match ${matchID} (_stateID ${state._stateID})`);
  }

  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    const m = metadataColumns(metadata);
    const write = () =>
      this.sql('UPDATE matches SET metadata = ?, game_name = ?, is_gameover = ?, updated_at = ? WHERE id = ?')
        .run(toJson(metadata), m.gameName, m.isGameover ? 1 : 0, m.updatedAt, matchID);
    await this.writes.track(matchID, this.group.run(write));
  }

  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const row = this.sql('SELECT state, initial_state, metadata FROM matches WHERE id = ?').get(matchID) as MatchRow | undefined;
    const result: Partial<StorageAPI.FetchFields> = {};
    if (opts.state) result.state = fromJson<State>(row?.state);
    if (opts.initialState) result.initialState = fromJson<State>(row?.initial_state);
    if (opts.metadata) result.metadata = fromJson<Server.MatchData>(row?.metadata);
    if (opts.log) result.log = row ? this.log(matchID) : undefined;
    return result as StorageAPI.FetchResult<O>;
  }

  private log(matchID: string): LogEntry[] {
    const rows = this.sql('SELECT entry FROM log_entries WHERE match_id = ? ORDER BY seq').all(matchID) as { entry: string }[];
    return rows.map((r) => JSON.parse(r.entry) as LogEntry);
  }

  override async wipe(matchID: string): Promise<void> {
    const write = () => {
      this.sql('DELETE FROM log_entries WHERE match_id = ?').run(matchID);
      this.sql('DELETE FROM matches WHERE id = ?').run(matchID);
    };
    await this.writes.track(matchID, this.group.run(write));
  }

  override async listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    const filter = listingFilter(opts, () => '?');
    const rows = this.sql(`SELECT id FROM matches ${filter.sql} ORDER BY updated_at`).all(...filter.params) as { id: string }[];
    return rows.map((r) => r.id);
  }
}
