/**
 * The default storage: one embedded SQLite file (better-sqlite3) implementing boardgame.io's async storage API
 * and the server's MatchStore (match-store.ts).
 *
 * Durability: WAL journal, and a write's promise resolves only once its commit is on disk, so a write that
 * returned survives kill -9 and power loss. The WAL is synced off the event loop (wal-sync.ts) and
 * checkpointed by a worker thread (checkpointer.ts), not inside a commit.
 * Each write is atomic (its own savepoint), and the writes of one event-loop turn, or of a 20 ms window while
 * matches write concurrently, share one transaction and one fsync (group-commit.ts). A move stores the
 * patch from the state before, not the whole state (state-steps.ts), in `match_states` beside the `matches`
 * row. `setState` never replaces a state with a newer `_stateID` (a stale write is dropped, log included);
 * `commitState` writes only on top of the state the move was computed from. A finished match compacted to
 * its record (compaction.ts) has no steps and no log rows: its reads are rebuilt from `matches.archive`
 * (match-archive.ts). The schema is versioned (migrations.ts), brought up to date on connect.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import Database from 'better-sqlite3';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import { Checkpointer } from './checkpointer';
import { COMMIT_WINDOW_MS, GroupCommit } from './group-commit';
import { stateOfSteps, stepOf, type StateStep } from './state-steps';
import { WalSync } from './wal-sync';
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
import { migrateSqlite } from './migrate';
import { MatchArchive } from './match-archive';
import type { SqlAccess, SqlStatements, SqlValue } from './sql-access';

/** The interactive transactions of this process (SqliteStorage.interactive), one after another. */
let interactiveTail: Promise<unknown> = Promise.resolve();

/** How stale `updated_at` may get while a match is played (see `moveRow`). */
const ACTIVITY_RESOLUTION_MS = 60_000;

/** The metadata JSON and its indexed columns, in columnValues' order (records.ts). */
const METADATA_COLUMNS = ['metadata', 'game_name', 'is_gameover', 'updated_at', 'unlisted', 'seated', 'humans'];

/** The columns of a metadata change and their values, for an UPDATE's SET clause. */
interface ColumnChange {
  columns: string[];
  values: SqlValue[];
}

/**
 * What a metadata change writes: nothing when it changed nothing, the JSON alone when the indexed columns stay
 * as they were (most changes: whose turn it is, a clock; then no index changes), all the columns otherwise.
 */
function metadataChange(current: Server.MatchData, metadata: Server.MatchData): ColumnChange {
  if (metadata === current) return { columns: [], values: [] };
  const indexed = columnValues(metadata);
  if (indexed.join() === columnValues(current).join()) return { columns: ['metadata'], values: [toJson(metadata)] };
  return { columns: METADATA_COLUMNS, values: [toJson(metadata), ...indexed] };
}

const setClause = (columns: string[]): string => columns.map((column) => `${column} = ?`).join(', ');

interface MatchRow {
  game_name: string;
  initial_state: string;
  metadata: string;
  archived: ArchiveState;
  archive: Buffer | null;
}

export class SqliteStorage extends Async implements MatchStore, Compactable {
  private db?: Database.Database;
  /** Checkpoints the WAL in a worker thread (checkpointer.ts), so no commit on the event loop does it. */
  private checkpointer?: Checkpointer;
  /** Syncs the WAL after each group commit, off the event loop (absent for ':memory:'). */
  private walSync?: WalSync;
  private readonly group: GroupCommit;

  /**
   * `file` is a path, or ':memory:' for tests (no sync, so no commit window). `archive` rebuilds the finished
   * matches kept as their records (compaction.ts).
   */
  constructor(
    private readonly file: string,
    readonly archive: MatchArchive = MatchArchive.ofShippedGames(),
  ) {
    super();
    this.group = new GroupCommit(
      () => this.conn,
      (done) => (this.walSync ? this.walSync.after(done) : done(null)),
      file === ':memory:' ? 0 : COMMIT_WINDOW_MS,
      () => this.checkpointer?.checkpoint() ?? Promise.resolve(),
    );
  }

  get description(): string {
    return `SQLite ${this.file}`;
  }

  override async connect(): Promise<void> {
    if (this.db) return;
    if (this.file !== ':memory:') mkdirSync(dirname(this.file), { recursive: true });
    const db = new Database(this.file);
    try {
      db.pragma('journal_mode = WAL');
      // Commits are synced by wal-sync.ts, off the event loop: as durable as FULL.
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
      migrateSqlite(db);
    } catch (error) {
      db.close();
      throw error;
    }
    this.db = db;
    if (this.file === ':memory:') return;
    db.pragma('wal_autocheckpoint = 0');
    this.walSync = new WalSync(`${this.file}-wal`);
    this.checkpointer = new Checkpointer(this.file, createRequire(import.meta.url).resolve('better-sqlite3'));
  }

  async close(): Promise<void> {
    if (this.db) this.group.flush();
    await this.walSync?.close();
    this.walSync = undefined;
    this.db?.close();
    this.db = undefined;
    await this.checkpointer?.stop();
    this.checkpointer = undefined;
    this.statements.clear();
  }

  private statements = new Map<string, Database.Statement>();

  /** A prepared statement, prepared once per connection. */
  private statement(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) this.statements.set(text, (statement = this.conn.prepare(text)));
    return statement;
  }

  get compactable(): Compactable {
    return this;
  }

  private get conn(): Database.Database {
    if (!this.db) throw new Error('SqliteStorage: call connect() first');
    return this.db;
  }

  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    const write = () => {
      this.statement(
        `INSERT INTO matches (id, state_id, initial_state, metadata, game_name, is_gameover, updated_at, unlisted, seated, humans)
                  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        matchID,
        opts.initialState._stateID,
        toJson(opts.initialState),
        toJson(opts.metadata),
        ...columnValues(opts.metadata),
      );
      this.writeStep(matchID, undefined, opts.initialState);
    };
    await this.group.run(write);
  }

  /**
   * Stores `state` as the match's newest step (state-steps.ts): the patch from `previous`, or the whole state
   * (then the steps before it are dropped). Inside the caller's transaction, after its conditional write.
   */
  private writeStep(matchID: string, previous: State | undefined, state: State): void {
    const step = stepOf(previous, state);
    this.statement('INSERT OR REPLACE INTO match_states (match_id, state_id, patch, body) VALUES (?, ?, ?, ?)').run(
      matchID,
      state._stateID,
      step.patch,
      step.body,
    );
    if (step.patch === 0)
      this.statement('DELETE FROM match_states WHERE match_id = ? AND state_id <> ?').run(matchID, state._stateID);
  }

  private appendLog(matchID: string, deltalog: LogEntry[] | undefined): void {
    const insert = this.statement('INSERT INTO log_entries (match_id, entry) VALUES (?, ?)');
    for (const entry of deltalog ?? []) insert.run(matchID, toJson(entry));
  }

  override async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const write = () => {
      const updated = this.statement('UPDATE matches SET state_id = ? WHERE id = ? AND state_id <= ?').run(
        state._stateID,
        matchID,
        state._stateID,
      );
      if (updated.changes === 0) return false;
      this.writeStep(matchID, undefined, state);
      this.appendLog(matchID, deltalog);
      return true;
    };
    const written = await this.group.run(write);
    if (!written)
      console.warn(`[storage] dropped a stale or orphan state for match ${matchID} (_stateID ${state._stateID})`);
  }

  commitState(
    matchID: string,
    previous: State,
    state: State,
    deltalog: LogEntry[],
    change?: MetadataChange,
    within?: CommitWork,
  ): Promise<boolean> {
    const write = () => {
      const row = this.statement(
        `SELECT state_id, updated_at${change ? ', metadata' : ''} FROM matches WHERE id = ?`,
      ).get(matchID) as { state_id: number; updated_at: number; metadata?: string } | undefined;
      // The write lock is held (BEGIN IMMEDIATE): no other writer can commit between this read and the write.
      if (row?.state_id !== previous._stateID) return false;
      // The stored state is `previous`'s id, and a state id is written once: the patch is made onto it.
      this.writeStep(matchID, previous, state);
      this.appendLog(matchID, deltalog);
      this.moveRow(matchID, state._stateID, row, change);
      return true;
    };
    if (!within) return this.group.run(write, matchID);
    // With work of its own the move gets its own transaction (rare: a match's end), not the group's.
    return this.interactive(async (tx) => {
      if (!write()) return false;
      await within(tx, matchID, state);
      return true;
    });
  }

  /**
   * The one write of a move to its `matches` row: the new state id, the activity time and the metadata
   * change. `updated_at` moves to now at most once a minute: the column is in four indexes, and the listing
   * order and expiry need no finer time, so most moves change no index; most metadata changes (whose turn it
   * is, a clock) leave the indexed columns as they were too. A change that moves them writes them all, its
   * own `updatedAt` included.
   */
  private moveRow(
    matchID: string,
    stateID: number,
    row: { updated_at: number; metadata?: string },
    change: MetadataChange | undefined,
  ): void {
    const now = Date.now();
    const updatedAt = row.updated_at < now - ACTIVITY_RESOLUTION_MS ? now : row.updated_at;
    const current = change && row.metadata !== undefined ? (JSON.parse(row.metadata) as Server.MatchData) : undefined;
    const written = current ? metadataChange(current, change!(current)) : { columns: [], values: [] };
    // A change of the indexed columns brings its own `updated_at`.
    const activity = written.columns.includes('updated_at') ? [] : ['updated_at'];
    this.statement(`UPDATE matches SET ${setClause(['state_id', ...activity, ...written.columns])} WHERE id = ?`).run(
      stateID,
      ...(activity.length ? [updatedAt] : []),
      ...written.values,
      matchID,
    );
  }

  private writeMetadata(matchID: string, metadata: Server.MatchData): void {
    this.statement(`UPDATE matches SET ${setClause(METADATA_COLUMNS)} WHERE id = ?`).run(
      toJson(metadata),
      ...columnValues(metadata),
      matchID,
    );
  }

  /** Read, change and write inside the caller's transaction. */
  private changeMetadata(matchID: string, change: MetadataChange): Server.MatchData | undefined {
    const row = this.statement('SELECT metadata FROM matches WHERE id = ?').get(matchID) as
      { metadata: string } | undefined;
    if (!row) return undefined;
    const current = JSON.parse(row.metadata) as Server.MatchData;
    const metadata = change(current);
    const written = metadataChange(current, metadata);
    if (written.columns.length > 0)
      this.statement(`UPDATE matches SET ${setClause(written.columns)} WHERE id = ?`).run(...written.values, matchID);
    return metadata;
  }

  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    await this.group.run(() => this.writeMetadata(matchID, metadata));
  }

  updateMetadata(matchID: string, change: MetadataChange): Promise<Server.MatchData | undefined> {
    return this.group.run(() => this.changeMetadata(matchID, change), matchID);
  }

  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    // Only the columns asked for: a metadata read then copies no state text.
    const stored = opts.state || opts.log || opts.initialState;
    const columns = [
      'id',
      opts.initialState && 'initial_state',
      opts.metadata && 'metadata',
      stored && 'game_name, archived, archive',
    ]
      .filter(Boolean)
      .join(', ');
    const row = this.statement(`SELECT ${columns} FROM matches WHERE id = ?`).get(matchID) as MatchRow | undefined;
    const result: Partial<StorageAPI.FetchFields> = {};
    if (opts.metadata) result.metadata = fromJson<Server.MatchData>(row?.metadata);
    if (row?.archived === ARCHIVED && row.archive) {
      const unpacked = this.archive.unpack(row.game_name, row.archive);
      if (opts.state) result.state = unpacked.state;
      if (opts.initialState) result.initialState = unpacked.initialState;
      if (opts.log) result.log = unpacked.log;
      return result as StorageAPI.FetchResult<O>;
    }
    if (opts.state) result.state = row ? this.state(matchID) : undefined;
    if (opts.initialState) result.initialState = fromJson<State>(row?.initial_state);
    if (opts.log) result.log = row ? this.log(matchID) : undefined;
    return result as StorageAPI.FetchResult<O>;
  }

  private state(matchID: string): State | undefined {
    const steps = this.statement(
      'SELECT state_id, patch, body FROM match_states WHERE match_id = ? ORDER BY state_id',
    ).all(matchID) as StateStep[];
    return stateOfSteps(steps);
  }

  private log(matchID: string): LogEntry[] {
    const rows = this.statement('SELECT entry FROM log_entries WHERE match_id = ? ORDER BY seq').all(matchID) as {
      entry: string;
    }[];
    return rows.map((r) => JSON.parse(r.entry) as LogEntry);
  }

  private wipeNow(matchID: string): void {
    this.statement('DELETE FROM log_entries WHERE match_id = ?').run(matchID);
    this.statement('DELETE FROM match_states WHERE match_id = ?').run(matchID);
    this.statement('DELETE FROM matches WHERE id = ?').run(matchID);
  }

  override async wipe(matchID: string): Promise<void> {
    await this.group.run(() => this.wipeNow(matchID));
  }

  override async listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    const filter = listingFilter(opts, () => '?');
    const rows = this.statement(`SELECT id FROM matches ${filter.sql} ORDER BY updated_at`).all(...filter.params) as {
      id: string;
    }[];
    return rows.map((r) => r.id);
  }

  async listPublic(query: ListingQuery): Promise<PublicMatch[]> {
    const filter = publicFilter(query, () => '?');
    // The page's ids come from the index alone; only those rows are read.
    const rows = this.statement(
      `SELECT m.id, m.metadata, m.updated_at FROM matches m JOIN (SELECT id FROM matches ${filter.sql}
                             ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?) page ON page.id = m.id ORDER BY m.updated_at DESC, m.id DESC`,
    ).all(...filter.params, query.limit, query.offset) as { id: string; metadata: string; updated_at: number }[];
    return rows.map((r) => ({
      matchID: r.id,
      metadata: JSON.parse(r.metadata) as Server.MatchData,
      updatedAt: r.updated_at,
    }));
  }

  async countOpen(): Promise<number> {
    return (this.statement('SELECT COUNT(*) AS n FROM matches WHERE is_gameover = 0').get() as { n: number }).n;
  }

  expire(cutoffs: ExpiryCutoffs): Promise<string[]> {
    const batch = Math.max(1, Math.floor(cutoffs.batch ?? 1000));
    return this.group.run(() => {
      const unfinished = this.statement(
        `SELECT id FROM matches WHERE is_gameover = 0
                                     AND ((seated = 0 AND updated_at < ?) OR updated_at < ?) LIMIT ?`,
      ).all(cutoffs.emptyBefore, cutoffs.abandonedBefore, batch) as { id: string }[];
      const finished = this.statement(
        `SELECT id FROM matches WHERE is_gameover = 1
                                   AND (updated_at < ? OR (humans = 0 AND updated_at < ?)) LIMIT ?`,
      ).all(cutoffs.finishedBefore, cutoffs.unattendedFinishedBefore, batch) as { id: string }[];
      const beyondCap = this.statement(
        'SELECT id FROM matches WHERE is_gameover = 1 ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?',
      ).all(batch, cutoffs.maxFinished) as { id: string }[];
      const ids = [...new Set([...unfinished, ...finished, ...beyondCap].map((r) => r.id))];
      for (const id of ids) this.wipeNow(id);
      return ids;
    });
  }

  async unarchived(finishedBefore: number, limit: number): Promise<string[]> {
    const rows = this.statement(
      'SELECT id FROM matches WHERE is_gameover = 1 AND archived = 0 AND updated_at < ? ORDER BY updated_at LIMIT ?',
    ).all(finishedBefore, limit) as { id: string }[];
    return rows.map((r) => r.id);
  }

  storeArchive(matchID: string, stateID: number, archive: Buffer | undefined): Promise<boolean> {
    return this.group.run(() => {
      const updated = this.statement(
        `UPDATE matches SET archived = ?, archive = ?, initial_state = CASE WHEN ? IS NULL THEN initial_state ELSE '' END
           WHERE id = ? AND state_id = ? AND archived = 0 AND is_gameover = 1`,
      ).run(archive ? ARCHIVED : KEPT_WHOLE, archive ?? null, archive ?? null, matchID, stateID);
      if (updated.changes === 0) return false;
      if (archive) {
        this.statement('DELETE FROM match_states WHERE match_id = ?').run(matchID);
        this.statement('DELETE FROM log_entries WHERE match_id = ?').run(matchID);
      }
      return true;
    });
  }

  async stateIDs(matchIDs: string[]): Promise<Map<string, number>> {
    const rows =
      matchIDs.length === 0
        ? []
        : (this.conn
            .prepare(`SELECT id, state_id FROM matches WHERE id IN (${matchIDs.map(() => '?').join(',')})`)
            .all(...matchIDs) as { id: string; state_id: number }[]);
    return new Map(rows.map((r) => [r.id, r.state_id]));
  }

  /** SQL on this database for the tables beside the matches; writes go through the group commit. */
  readonly sql: SqlAccess = {
    all: async <Row>(text: string, params: SqlValue[] = []) => this.statement(text).all(...params) as Row[],
    run: (text, params = []) => this.group.run(() => this.statement(text).run(...params).changes),
    transaction: (work) => this.interactive(work),
  };

  /**
   * An interactive transaction (SqlAccess.transaction). better-sqlite3 is synchronous, so statements settle
   * at once and the whole transaction runs within one turn of the event loop, before the group commit's
   * next turn: it never interleaves with other writes. Work that awaited anything else would cross a turn:
   * it is rolled back with an error. Resolves once the commit is on disk, like every write.
   */
  private async interactive<T>(work: (tx: SqlStatements) => Promise<T>): Promise<T> {
    const locked = async (): Promise<T> => {
      const db = this.conn;
      let crossedTurn = false;
      const turn = setImmediate(() => (crossedTurn = true));
      db.exec('BEGIN IMMEDIATE');
      try {
        const value = await work({
          all: async <Row>(text: string, params: SqlValue[] = []) => this.statement(text).all(...params) as Row[],
          run: async (text, params = []) => this.statement(text).run(...params).changes,
        });
        if (crossedTurn) throw new Error('SQLite transaction: its work awaited something other than its statements');
        db.exec('COMMIT');
        return value;
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      } finally {
        clearImmediate(turn);
      }
    };
    // One at a time in this process, over every connection: a second connection's BEGIN IMMEDIATE would
    // otherwise wait, blocking the thread, for a lock the first can only release on this same thread.
    const value = interactiveTail.then(locked, locked);
    interactiveTail = value.catch(() => undefined);
    const committed = await value;
    await new Promise<void>((resolve, reject) =>
      this.walSync ? this.walSync.after((error) => (error ? reject(error) : resolve())) : resolve(),
    );
    return committed;
  }

  async probeWrite(): Promise<void> {
    await this.group.run(() =>
      this.statement('INSERT OR REPLACE INTO health (id, checked_at) VALUES (1, ?)').run(Date.now()),
    );
  }
}
