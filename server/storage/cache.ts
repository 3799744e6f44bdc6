/**
 * A write-through cache of match states in front of a MatchStore, so a move reads its state from memory
 * instead of the database (and parses no JSON). Only states are cached; metadata, which holds the seats'
 * credentials, is always read from the store.
 *
 * It stays correct with several server processes on one database because every move is a conditional
 * write (`commitState` on top of the state it was computed from): a move computed on a cached state that
 * another process has since replaced fails to commit, the entry is dropped, and the mover is resynced from
 * the store. A mover whose view is newer than the cached state proves the entry stale: the engine calls
 * `forget` and reads again. A resync (a fetch that also asks for the log or the initial state) always reads
 * the store and refreshes the entry. The cache holds at most `maxEntries` states and at most `maxBytes` of
 * them (measured as JSON: when a match enters the cache and every `MEASURE_EVERY` states after, since a
 * state grows by at most a few moves' worth in between), dropping the least recently used.
 */
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import type { CommitWork, ExpiryCutoffs, ListingQuery, MatchStore, MetadataChange, PublicMatch } from './match-store';

/** How often (in state ids) a cached match's size is measured again. */
const MEASURE_EVERY = 8;

export class StateCache extends Async implements MatchStore {
  private readonly states = new Map<string, { state: State; bytes: number }>();
  /** Bumped on every write or drop, so a read that raced a write does not cache what it read. */
  private writes = 0;
  /** The bytes of every cached state, as last measured. */
  private totalBytes = 0;

  constructor(
    private readonly inner: MatchStore,
    private readonly maxEntries = 10_000,
    private readonly maxBytes = 200_000_000,
  ) {
    super();
  }

  /** States and bytes held now (for tests and soak runs). */
  get held(): { entries: number; bytes: number } {
    return { entries: this.states.size, bytes: this.totalBytes };
  }

  get description(): string {
    return this.inner.description;
  }

  /** The store's compaction (storage/compaction.ts): an archive rebuilds the very state cached, so it drops nothing. */
  get compactable() {
    return this.inner.compactable;
  }

  /** The store's own SQL (for the accounts): nothing of it is cached. */
  get sql() {
    return this.inner.sql;
  }

  override connect(): Promise<void> {
    return this.inner.connect();
  }

  close(): Promise<void> {
    this.states.clear();
    this.totalBytes = 0;
    return this.inner.close();
  }

  forget(matchID: string): void {
    this.drop(matchID);
  }

  private drop(matchID: string): void {
    this.writes++;
    this.evict(matchID);
  }

  private evict(matchID: string): void {
    const entry = this.states.get(matchID);
    if (!entry) return;
    this.totalBytes -= entry.bytes;
    this.states.delete(matchID);
  }

  /** `known`: the size of the match's previous state, if it was cached (re-measured every MEASURE_EVERY states). */
  private remember(matchID: string, state: State, known = this.states.get(matchID)?.bytes): void {
    const same = this.states.get(matchID)?.state === state;
    const bytes =
      known !== undefined && (same || state._stateID % MEASURE_EVERY !== 0) ? known : JSON.stringify(state).length;
    this.evict(matchID);
    if (bytes > this.maxBytes) return;
    this.states.set(matchID, { state, bytes });
    this.totalBytes += bytes;
    while (this.states.size > this.maxEntries || this.totalBytes > this.maxBytes) {
      const oldest = this.states.keys().next().value as string;
      this.evict(oldest);
    }
  }

  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const cached = opts.state && !opts.log && !opts.initialState ? this.states.get(matchID)?.state : undefined;
    if (cached) {
      this.remember(matchID, cached);
      const rest: Partial<StorageAPI.FetchFields> = opts.metadata
        ? await this.inner.fetch(matchID, { metadata: true })
        : {};
      if (opts.metadata && !rest.metadata) {
        this.drop(matchID);
        return rest as StorageAPI.FetchResult<O>;
      }
      return { ...rest, state: cached } as unknown as StorageAPI.FetchResult<O>;
    }
    const writes = this.writes;
    const result = await this.inner.fetch(matchID, opts);
    const { state } = result as Partial<StorageAPI.FetchFields>;
    if (state && this.writes === writes) this.remember(matchID, state);
    return result;
  }

  async commitState(
    matchID: string,
    previous: State,
    state: State,
    deltalog: LogEntry[],
    change?: MetadataChange,
    within?: CommitWork,
  ): Promise<boolean> {
    const known = this.states.get(matchID)?.bytes;
    this.drop(matchID);
    const committed = await this.inner.commitState(matchID, previous, state, deltalog, change, within);
    this.writes++;
    if (committed) this.remember(matchID, state, known);
    return committed;
  }

  override async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    this.drop(matchID);
    await this.inner.setState(matchID, state, deltalog);
    this.drop(matchID);
  }

  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    this.drop(matchID);
    await this.inner.createMatch(matchID, opts);
  }

  override async wipe(matchID: string): Promise<void> {
    this.drop(matchID);
    await this.inner.wipe(matchID);
    this.drop(matchID);
  }

  async expire(cutoffs: ExpiryCutoffs): Promise<string[]> {
    const wiped = await this.inner.expire(cutoffs);
    for (const matchID of wiped) this.drop(matchID);
    return wiped;
  }

  override setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    return this.inner.setMetadata(matchID, metadata);
  }

  updateMetadata(matchID: string, change: MetadataChange): Promise<Server.MatchData | undefined> {
    return this.inner.updateMetadata(matchID, change);
  }

  override listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    return this.inner.listMatches(opts);
  }

  listPublic(query: ListingQuery): Promise<PublicMatch[]> {
    return this.inner.listPublic(query);
  }

  countOpen(): Promise<number> {
    return this.inner.countOpen();
  }

  probeWrite(): Promise<void> {
    return this.inner.probeWrite();
  }

  stateIDs(matchIDs: string[]): Promise<Map<string, number>> {
    return this.inner.stateIDs(matchIDs);
  }
}
