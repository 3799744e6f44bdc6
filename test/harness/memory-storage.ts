/** A minimal synchronous in-memory boardgame.io storage (0.50.2 does not export its own InMemory). */
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Sync } from 'boardgame.io/internal';

export class MemoryStorage extends Sync {
  private states = new Map<string, State>();
  private initial = new Map<string, State>();
  private metadata = new Map<string, Server.MatchData>();
  private logs = new Map<string, LogEntry[]>();

  override connect(): void {}

  override createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): void {
    this.initial.set(matchID, opts.initialState);
    this.states.set(matchID, opts.initialState);
    this.metadata.set(matchID, opts.metadata);
    this.logs.set(matchID, []);
  }

  override setState(matchID: string, state: State, deltalog?: LogEntry[]): void {
    this.states.set(matchID, state);
    if (deltalog) this.logs.set(matchID, [...(this.logs.get(matchID) ?? []), ...deltalog]);
  }

  override setMetadata(matchID: string, metadata: Server.MatchData): void {
    this.metadata.set(matchID, metadata);
  }

  override fetch<O extends StorageAPI.FetchOpts>(matchID: string, _opts?: O): StorageAPI.FetchResult<O> {
    return {
      state: this.states.get(matchID),
      initialState: this.initial.get(matchID),
      metadata: this.metadata.get(matchID),
      log: this.logs.get(matchID),
    } as StorageAPI.FetchResult<O>;
  }

  override wipe(matchID: string): void {
    for (const map of [this.states, this.initial, this.metadata, this.logs]) map.delete(matchID);
  }

  override listMatches(): string[] {
    return [...this.states.keys()];
  }
}
