/**
 * What the server needs from a storage beyond boardgame.io's StorageAPI, implemented by both SQL storages:
 * atomic metadata changes, moves committed only on top of the state they were computed from, an indexed
 * and paginated public listing, the open-match count the lobby caps, expiry, a write probe for /health, and
 * what the compaction of finished matches to their records needs (compaction.ts).
 *
 * These are the storage's guarantees that hold across several server processes sharing one database:
 * SQLite takes its write lock before reading (BEGIN IMMEDIATE), PostgreSQL locks the row (SELECT … FOR
 * UPDATE) or conditions the UPDATE on the previous state id. In-process locks alone would not be enough.
 */
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import type { SqlAccess, SqlStatements } from './sql-access';
import type { MatchArchive } from './match-archive';

/**
 * Changes a match's metadata; it may throw to refuse the change (the error reaches the caller). Returning the
 * very object it was given means "no change", and nothing is written.
 */
export type MetadataChange = (metadata: Server.MatchData) => Server.MatchData;

/**
 * Work done inside the transaction that commits a move, after the move's writes (the ratings of a match
 * that ends, docs/ratings.md#once): both commit or neither does. It may await only the statements of `tx`,
 * and when it throws, the move is not stored either.
 */
export type CommitWork = (tx: SqlStatements, matchID: string, state: State) => Promise<void>;

export interface PublicMatch {
  matchID: string;
  metadata: Server.MatchData;
  /** When the match last changed (the listing's order): with its id, the cursor of the next page. */
  updatedAt: number;
}

export interface ListingQuery {
  gameName: string;
  isGameover?: boolean;
  /** Only matches last changed after / before these epoch milliseconds. */
  updatedAfter?: number;
  updatedBefore?: number;
  /** At most this many (1..100). */
  limit: number;
  offset: number;
  /** Only matches after this one in the listing's order (newest first): the next page, at any depth in O(limit). */
  after?: { updatedAt: number; matchID: string };
}

/**
 * When matches expire (docs/security.md#retention): epoch milliseconds before which an untouched match of
 * each kind is wiped, and how many finished matches are kept at most.
 */
export interface ExpiryCutoffs {
  /** An unfinished match in which no person holds a seat (bot seats alone do not count). */
  emptyBefore: number;
  /** Any unfinished match (players gone or the match forgotten). */
  abandonedBefore: number;
  /** Any finished match (it finished at its last change). */
  finishedBefore: number;
  /** A finished match no person holds a seat of (only bots played it to the end, or everyone left). */
  unattendedFinishedBefore: number;
  /** Finished matches kept at most: past it the oldest go first. */
  maxFinished: number;
  /** At most this many matches of each kind in one call (default 1,000); the sweep calls again for more. */
  batch?: number;
}

/** `matches.archived`: 0 stored whole (not looked at yet), 1 compacted to its archive, 2 kept whole for good. */
export type ArchiveState = 0 | 1 | 2;
export const ARCHIVED = 1;
export const KEPT_WHOLE = 2;

/** What compaction needs of a storage (both SQL storages; compaction.ts). */
export interface Compactable {
  readonly archive: MatchArchive;
  fetch: StorageAPI.Async['fetch'];
  /** Finished matches not compacted yet that finished before this time, oldest first. */
  unarchived(finishedBefore: number, limit: number): Promise<string[]>;
  /**
   * Replaces the match's state, log and initial state with `archive` (or marks it kept whole, when undefined),
   * only if it is finished, still at `stateID` and not compacted yet; false when it was not.
   */
  storeArchive(matchID: string, stateID: number, archive: Buffer | undefined): Promise<boolean>;
}

export interface MatchStore extends StorageAPI.Async {
  readonly description: string;
  close(): Promise<void>;
  /** Reads, changes and writes a match's metadata in one atomic step; undefined when there is no such match. */
  updateMetadata(matchID: string, change: MetadataChange): Promise<Server.MatchData | undefined>;
  /**
   * Writes `state` (with its log entries, and a metadata change in the same transaction) only if the stored
   * state is still `previous` (the state the move was computed from, as read from this store: its
   * `_stateID` is the condition, and SQLite stores the patch from it, state-steps.ts). False when another
   * writer committed first, or the match is gone. `within` runs in the same transaction once the move is
   * written (not when it is not).
   */
  commitState(
    matchID: string,
    previous: State,
    state: State,
    deltalog: LogEntry[],
    change?: MetadataChange,
    within?: CommitWork,
  ): Promise<boolean>;
  /** Listed (not unlisted) matches of a game, newest first, served from an index. */
  listPublic(query: ListingQuery): Promise<PublicMatch[]>;
  /** Unfinished matches of all games. */
  countOpen(): Promise<number>;
  /** Wipes expired matches (at most about a thousand a call) and returns their ids. */
  expire(cutoffs: ExpiryCutoffs): Promise<string[]>;
  /** The stored state id of each of these matches that exists (cheap: no state is read). */
  stateIDs(matchIDs: string[]): Promise<Map<string, number>>;
  /** Resolves once a small write commits (for /health). */
  probeWrite(): Promise<void>;
  /** Plain SQL on the same database, for the accounts (sql-access.ts); storages without SQL leave it out. */
  readonly sql?: SqlAccess;
  /** Drops any copy of the match kept in memory (storage/cache.ts); storages without one leave it out. */
  forget?(matchID: string): void;
  /** The storage that keeps finished matches as their records (compaction.ts); storages that do not leave it out. */
  readonly compactable?: Compactable;
}
