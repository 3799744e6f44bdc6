/**
 * The PostgreSQL storage (used when DATABASE_URL is a postgres:// URL), with the same tables, semantics and
 * guarantees as the SQLite one: one transaction per write; `setState` never replaces a newer `_stateID`;
 * `commitState` writes only on top of the state the move was computed from (a conditional UPDATE, so of two
 * processes only one commits); `updateMetadata` locks the row (SELECT … FOR UPDATE) while it changes it. A
 * finished match compacted to its record (compaction.ts) is read back from `matches.archive` (match-archive.ts).
 * The schema is versioned (migrations.ts), brought up to date on connect.
 */
import pg from 'pg';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import {
  ARCHIVED,
  KEPT_WHOLE,
  type ArchiveState,
  type CommitWork,
  type Compactable,
  type ExpiryCutoffs,
  type ListingQuery,
  type MatchStore,
  type MetadataChange,
  type PublicMatch,
} from './match-store';
import { columnValues, fromJson, listingFilter, publicFilter, toJson } from './records';
import { migratePostgres } from './migrate';
import { MatchArchive } from './match-archive';
import { numberPlaceholders, type SqlAccess, type SqlStatements, type SqlValue } from './sql-access';

const METADATA_COLUMNS =
  'metadata = $1, game_name = $2, is_gameover = $3, updated_at = $4, unlisted = $5, seated = $6, humans = $7';

/** The SqlStatements of one transaction's client. */
const statementsOf = (c: pg.PoolClient): SqlStatements => ({
  all: async <Row>(text: string, params: SqlValue[] = []) =>
    (await c.query(numberPlaceholders(text), params)).rows as Row[],
  run: async (text, params = []) => (await c.query(numberPlaceholders(text), params)).rowCount ?? 0,
});

/** Transactions tried again when PostgreSQL broke a deadlock or a serialization conflict by rolling one back. */
const CONFLICT_ATTEMPTS = 5;
const isConflict = (error: unknown) => ['40P01', '40001'].includes(String((error as { code?: unknown })?.code));

async function retryingConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isConflict(error) || attempt >= CONFLICT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

export class PostgresStorage extends Async implements MatchStore, Compactable {
  private readonly pool: pg.Pool;

  /** `archive` rebuilds the finished matches kept as their records (compaction.ts). */
  constructor(
    connectionString: string,
    readonly archive: MatchArchive = MatchArchive.ofShippedGames(),
  ) {
    super();
    this.pool = new pg.Pool({ connectionString, max: 10 });
    this.pool.on('error', (error) => console.error('[storage] idle PostgreSQL client failed:', error.message));
  }

  get description(): string {
    const url = new URL(this.pool.options.connectionString ?? 'postgres://unknown');
    return `PostgreSQL ${url.host}${url.pathname}`;
  }

  override async connect(): Promise<void> {
    // Other processes may be serving matches on these tables: migrate.ts changes the schema only when a
    // migration is missing, one process at a time; a deadlock with a serving process is tried again.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.transaction((c) => migratePostgres(c));
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01' || attempt >= 3) throw error;
      }
    }
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

  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    await this.pool.query(
      `INSERT INTO matches (id, state_id, state, initial_state, metadata, game_name, is_gameover, updated_at, unlisted, seated, humans)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        matchID,
        opts.initialState._stateID,
        toJson(opts.initialState),
        toJson(opts.initialState),
        toJson(opts.metadata),
        ...columnValues(opts.metadata),
      ],
    );
  }

  private async appendLog(c: pg.PoolClient, matchID: string, deltalog: LogEntry[] | undefined): Promise<void> {
    for (const entry of deltalog ?? []) {
      await c.query('INSERT INTO log_entries (match_id, entry) VALUES ($1, $2)', [matchID, toJson(entry)]);
    }
  }

  override async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    await this.transaction(async (c) => {
      const updated = await c.query('UPDATE matches SET state = $1, state_id = $2 WHERE id = $3 AND state_id <= $2', [
        toJson(state),
        state._stateID,
        matchID,
      ]);
      if (updated.rowCount === 0) {
        console.warn(`[storage] dropped a stale or orphan state for match ${matchID} (_stateID ${state._stateID})`);
        return;
      }
      await this.appendLog(c, matchID, deltalog);
    });
  }

  commitState(
    matchID: string,
    previous: State,
    state: State,
    deltalog: LogEntry[],
    change?: MetadataChange,
    within?: CommitWork,
  ): Promise<boolean> {
    const commit = () =>
      this.transaction(async (c) => {
        const updated = await c.query(
          'UPDATE matches SET state = $1, state_id = $2, updated_at = $3 WHERE id = $4 AND state_id = $5',
          [toJson(state), state._stateID, Date.now(), matchID, previous._stateID],
        );
        if (updated.rowCount === 0) return false;
        await this.appendLog(c, matchID, deltalog);
        if (change) await this.changeMetadata(c, matchID, change);
        if (within) await within(statementsOf(c), matchID, state);
        return true;
      });
    return within ? retryingConflicts(commit) : commit();
  }

  private async writeMetadata(c: pg.PoolClient | pg.Pool, matchID: string, metadata: Server.MatchData): Promise<void> {
    await c.query(`UPDATE matches SET ${METADATA_COLUMNS} WHERE id = $8`, [
      toJson(metadata),
      ...columnValues(metadata),
      matchID,
    ]);
  }

  private async changeMetadata(
    c: pg.PoolClient,
    matchID: string,
    change: MetadataChange,
  ): Promise<Server.MatchData | undefined> {
    const { rows } = await c.query('SELECT metadata FROM matches WHERE id = $1 FOR UPDATE', [matchID]);
    const row = rows[0] as { metadata: string } | undefined;
    if (!row) return undefined;
    const current = JSON.parse(row.metadata) as Server.MatchData;
    const metadata = change(current);
    if (metadata === current) return current;
    await this.writeMetadata(c, matchID, metadata);
    return metadata;
  }

  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    await this.writeMetadata(this.pool, matchID, metadata);
  }

  updateMetadata(matchID: string, change: MetadataChange): Promise<Server.MatchData | undefined> {
    return this.transaction((c) => this.changeMetadata(c, matchID, change));
  }

  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const { rows } = await this.pool.query(
      'SELECT state, initial_state, metadata, game_name, archived, archive FROM matches WHERE id = $1',
      [matchID],
    );
    const row = rows[0] as
      | {
          state: string;
          initial_state: string;
          metadata: string;
          game_name: string;
          archived: ArchiveState;
          archive: Buffer | null;
        }
      | undefined;
    const result: Partial<StorageAPI.FetchFields> = {};
    if (opts.metadata) result.metadata = fromJson<Server.MatchData>(row?.metadata);
    if (row?.archived === ARCHIVED && row.archive && (opts.state || opts.log || opts.initialState)) {
      const unpacked = this.archive.unpack(row.game_name, row.archive);
      if (opts.state) result.state = unpacked.state;
      if (opts.initialState) result.initialState = unpacked.initialState;
      if (opts.log) result.log = unpacked.log;
      return result as StorageAPI.FetchResult<O>;
    }
    if (opts.state) result.state = fromJson<State>(row?.state);
    if (opts.initialState) result.initialState = fromJson<State>(row?.initial_state);
    if (opts.log) result.log = row ? await this.log(matchID) : undefined;
    return result as StorageAPI.FetchResult<O>;
  }

  private async log(matchID: string): Promise<LogEntry[]> {
    const { rows } = await this.pool.query('SELECT entry FROM log_entries WHERE match_id = $1 ORDER BY seq', [matchID]);
    return rows.map((r: { entry: string }) => JSON.parse(r.entry) as LogEntry);
  }

  override async wipe(matchID: string): Promise<void> {
    await this.transaction(async (c) => {
      await c.query('DELETE FROM log_entries WHERE match_id = $1', [matchID]);
      await c.query('DELETE FROM matches WHERE id = $1', [matchID]);
    });
  }

  override async listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    const filter = listingFilter(opts, (n) => `$${n}`);
    const { rows } = await this.pool.query(`SELECT id FROM matches ${filter.sql} ORDER BY updated_at`, filter.params);
    return rows.map((r: { id: string }) => r.id);
  }

  async listPublic(query: ListingQuery): Promise<PublicMatch[]> {
    const filter = publicFilter(query, (n) => `$${n}`);
    const { rows } = await this.pool.query(
      `SELECT m.id, m.metadata, m.updated_at FROM matches m JOIN (SELECT id FROM matches ${filter.sql} ORDER BY updated_at DESC, id DESC
         LIMIT $${filter.next} OFFSET $${filter.next + 1}) page ON page.id = m.id ORDER BY m.updated_at DESC, m.id DESC`,
      [...filter.params, query.limit, query.offset],
    );
    return rows.map((r: { id: string; metadata: string; updated_at: string }) => ({
      matchID: r.id,
      metadata: JSON.parse(r.metadata) as Server.MatchData,
      updatedAt: Number(r.updated_at),
    }));
  }

  async countOpen(): Promise<number> {
    const { rows } = await this.pool.query('SELECT COUNT(*)::int AS n FROM matches WHERE is_gameover = 0');
    return (rows[0] as { n: number }).n;
  }

  expire(cutoffs: ExpiryCutoffs): Promise<string[]> {
    const batch = Math.max(1, Math.floor(cutoffs.batch ?? 1000));
    return this.transaction(async (c) => {
      const wipe = async (where: string, params: number[]) => {
        const { rows } = await c.query(
          `DELETE FROM matches WHERE id IN (SELECT id FROM matches WHERE ${where} FOR UPDATE SKIP LOCKED) RETURNING id`,
          params,
        );
        return rows.map((r: { id: string }) => r.id);
      };
      return [
        ...(await wipe('is_gameover = 0 AND ((seated = 0 AND updated_at < $1) OR updated_at < $2) LIMIT $3', [
          cutoffs.emptyBefore,
          cutoffs.abandonedBefore,
          batch,
        ])),
        ...(await wipe('is_gameover = 1 AND (updated_at < $1 OR (humans = 0 AND updated_at < $2)) LIMIT $3', [
          cutoffs.finishedBefore,
          cutoffs.unattendedFinishedBefore,
          batch,
        ])),
        ...(await wipe('is_gameover = 1 ORDER BY updated_at DESC, id DESC LIMIT $1 OFFSET $2', [
          batch,
          cutoffs.maxFinished,
        ])),
      ];
    });
  }

  get compactable(): Compactable {
    return this;
  }

  async unarchived(finishedBefore: number, limit: number): Promise<string[]> {
    const { rows } = await this.pool.query(
      'SELECT id FROM matches WHERE is_gameover = 1 AND archived = 0 AND updated_at < $1 ORDER BY updated_at LIMIT $2',
      [finishedBefore, limit],
    );
    return rows.map((r: { id: string }) => r.id);
  }

  storeArchive(matchID: string, stateID: number, archive: Buffer | undefined): Promise<boolean> {
    return this.transaction(async (c) => {
      const set = archive
        ? `archived = ${ARCHIVED}, archive = $3, state = '', initial_state = ''`
        : `archived = ${KEPT_WHOLE}`;
      const updated = await c.query(
        `UPDATE matches SET ${set} WHERE id = $1 AND state_id = $2 AND archived = 0 AND is_gameover = 1`,
        archive ? [matchID, stateID, archive] : [matchID, stateID],
      );
      if (updated.rowCount === 0) return false;
      if (archive) await c.query('DELETE FROM log_entries WHERE match_id = $1', [matchID]);
      return true;
    });
  }

  async stateIDs(matchIDs: string[]): Promise<Map<string, number>> {
    if (matchIDs.length === 0) return new Map();
    const { rows } = await this.pool.query('SELECT id, state_id FROM matches WHERE id = ANY($1)', [matchIDs]);
    return new Map(rows.map((r: { id: string; state_id: number }) => [r.id, r.state_id]));
  }

  /** SQL on this database for the tables beside the matches. */
  readonly sql: SqlAccess = {
    all: async <Row>(text: string, params: SqlValue[] = []) =>
      (await this.pool.query(numberPlaceholders(text), params)).rows as Row[],
    run: async (text, params = []) => (await this.pool.query(numberPlaceholders(text), params)).rowCount ?? 0,
    transaction: (work) => this.transaction((c) => work(statementsOf(c))),
  };

  async probeWrite(): Promise<void> {
    await this.pool.query(
      'INSERT INTO health (id, checked_at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET checked_at = $1',
      [Date.now()],
    );
  }
}
