/**
 * The PostgreSQL storage (used when DATABASE_URL is a postgres:// URL), with the same tables, semantics and
 * guarantees as the SQLite one: one transaction per write, and `setState` never replaces a newer `_stateID`
 * (the row is locked with the conditional UPDATE, and the log is appended only when the state was written).
 */
import pg from 'pg';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import { fromJson, listingFilter, metadataColumns, toJson, WriteTracker } from './records';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS matches (
  id TEXT PRIMARY KEY,
  game_name TEXT NOT NULL,
  is_gameover SMALLINT NOT NULL,
  updated_at BIGINT NOT NULL,
  state_id INTEGER NOT NULL,
  state TEXT NOT NULL,
  initial_state TEXT NOT NULL,
  metadata TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS matches_listing ON matches (game_name, updated_at);
CREATE TABLE IF NOT EXISTS log_entries (
  seq BIGSERIAL PRIMARY KEY,
  match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  entry TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS log_entries_match ON log_entries (match_id, seq);
`;

export class PostgresStorage extends Async {
  readonly writes = new WriteTracker();
  private readonly pool: pg.Pool;

  constructor(connectionString: string) {
    super();
    this.pool = new pg.Pool({ connectionString, max: 10 });
    this.pool.on('error', (error) => console.error('[storage] idle PostgreSQL client failed:', error.message));
  }

  get description(): string {
    const url = new URL(this.pool.options.connectionString ?? 'postgres://unknown');
    return `PostgreSQL ${url.host}${url.pathname}`;
  }

  override async connect(): Promise<void> {
    await this.pool.query(SCHEMA);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** Runs `work` in one transaction on one pooled client. */
  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  override createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    const m = metadataColumns(opts.metadata);
    const write = this.transaction(async (c) => {
      await c.query(
        `INSERT INTO matches (id, game_name, is_gameover, updated_at, state_id, state, initial_state, metadata)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [matchID, m.gameName, m.isGameover ? 1 : 0, m.updatedAt, opts.initialState._stateID,
          toJson(opts.initialState), toJson(opts.initialState), toJson(opts.metadata)],
      );
    });
    return this.writes.track(matchID, write);
  }

  override setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const write = this.transaction(async (c) => {
      const updated = await c.query('UPDATE matches SET state = $1, state_id = $2 WHERE id = $3 AND state_id <= $2',
        [toJson(state), state._stateID, matchID]);
      if (updated.rowCount === 0) {
        console.warn(`[storage] dropped a stale or orphan state for match ${matchID} (_stateID ${state._stateID})`);
        return;
      }
      for (const entry of deltalog ?? []) {
        await c.query('INSERT INTO log_entries (match_id, entry) VALUES ($1, $2)', [matchID, toJson(entry)]);
      }
    });
    return this.writes.track(matchID, write);
  }

  override setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    const m = metadataColumns(metadata);
    const write = this.transaction(async (c) => {
      await c.query('UPDATE matches SET metadata = $1, game_name = $2, is_gameover = $3, updated_at = $4 WHERE id = $5',
        [toJson(metadata), m.gameName, m.isGameover ? 1 : 0, m.updatedAt, matchID]);
    });
    return this.writes.track(matchID, write);
  }

  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const { rows } = await this.pool.query('SELECT state, initial_state, metadata FROM matches WHERE id = $1', [matchID]);
    const row = rows[0] as { state: string; initial_state: string; metadata: string } | undefined;
    const result: Partial<StorageAPI.FetchFields> = {};
    if (opts.state) result.state = fromJson<State>(row?.state);
    if (opts.initialState) result.initialState = fromJson<State>(row?.initial_state);
    if (opts.metadata) result.metadata = fromJson<Server.MatchData>(row?.metadata);
    if (opts.log) result.log = row ? await this.log(matchID) : undefined;
    return result as StorageAPI.FetchResult<O>;
  }

  private async log(matchID: string): Promise<LogEntry[]> {
    const { rows } = await this.pool.query('SELECT entry FROM log_entries WHERE match_id = $1 ORDER BY seq', [matchID]);
    return rows.map((r: { entry: string }) => JSON.parse(r.entry) as LogEntry);
  }

  override wipe(matchID: string): Promise<void> {
    const write = this.transaction(async (c) => {
      await c.query('DELETE FROM log_entries WHERE match_id = $1', [matchID]);
      await c.query('DELETE FROM matches WHERE id = $1', [matchID]);
    });
    return this.writes.track(matchID, write);
  }

  override async listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    const filter = listingFilter(opts, (n) => `$${n}`);
    const { rows } = await this.pool.query(`SELECT id FROM matches ${filter.sql} ORDER BY updated_at`, filter.params);
    return rows.map((r: { id: string }) => r.id);
  }
}
