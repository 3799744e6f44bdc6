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
 * the store and refreshes the entry. The cache holds at most `maxEntries` states, dropping the least recently used.
 */
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import type { ExpiryCutoffs, ListingQuery, MatchStore, MetadataChange, PublicMatch } from './match-store';

export class StateCache extends Async implements MatchStore {
  private readonly states = new Map<string, State>();
  /** Bumped on every write or drop, so a read that raced a write does not cache what it read. */
  private writes = 0;

  constructor(private readonly inner: MatchStore, private readonly maxEntries = 10_000) {
    super();
  }

  get description(): string {
    return this.inner.description;
  }

  override connect(): Promise<void> {
    return this.inner.connect();
  }

  close(): Promise<void> {
    this.states.clear();
    return this.inner.close();
  }

  forget(matchID: string): void {
    this.drop(matchID);
  }

  private drop(matchID: string): void {
    this.writes++;
    this.states.delete(matchID);
  }

  private remember(matchID: string, state: State): void {
    this.states.delete(matchID);
    this.states.set(matchID, state);
    if (this.states.size <= this.maxEntries) return;
    this.states.delete(this.states.keys().next().value as string);
  }

  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const cached = opts.state && !opts.log && !opts.initialState ? this.states.get(matchID) : undefined;
    if (cached) {
      this.remember(matchID, cached);
      const rest: Partial<StorageAPI.FetchFields> = opts.metadata ? await this.inner.fetch(matchID, { metadata: true }) : {};
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

  async commitState(matchID: string, prevStateID: number, state: State, deltalog: LogEntry[], change?: MetadataChange): Promise<boolean> {
    this.drop(matchID);
    const committed = await this.inner.commitState(matchID, prevStateID, state, deltalog, change);
    this.writes++;
    if (committed) this.remember(matchID, state);
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
