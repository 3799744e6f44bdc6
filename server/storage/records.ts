/**
 * What both SQL storages share: the columns derived from a match's metadata (so listings can filter in SQL),
 * JSON (de)serialisation, and a per-match tracker of writes in flight.
 *
 * State, initial state, metadata and log entries are stored as JSON text, never as JSONB: move arguments come
 * from clients and may hold strings (such as "\u0000") that JSONB refuses.
 */
import type { Server, StorageAPI } from 'boardgame.io';

/** The columns a listing filters on, taken from the metadata on every metadata write. */
export interface MetadataColumns {
  gameName: string;
  isGameover: boolean;
  updatedAt: number;
}

export function metadataColumns(metadata: Server.MatchData): MetadataColumns {
  return {
    gameName: String(metadata.gameName),
    isGameover: metadata.gameover !== undefined && metadata.gameover !== null,
    updatedAt: Number(metadata.updatedAt) || Date.now(),
  };
}

export const toJson = (value: unknown): string => JSON.stringify(value);

export function fromJson<T>(text: string | null | undefined): T | undefined {
  return text === null || text === undefined ? undefined : (JSON.parse(text) as T);
}

/** A SQL WHERE clause (with `?`-style placeholders numbered by `placeholder`) for listMatches' filters. */
export function listingFilter(opts: StorageAPI.ListMatchesOpts | undefined, placeholder: (n: number) => string) {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  const add = (clause: string, value: string | number) => {
    params.push(value);
    clauses.push(clause.replace('?', placeholder(params.length)));
  };
  if (opts?.gameName !== undefined) add('game_name = ?', opts.gameName);
  const where = opts?.where ?? {};
  if (where.isGameover !== undefined) add('is_gameover = ?', where.isGameover ? 1 : 0);
  if (where.updatedBefore !== undefined) add('updated_at < ?', where.updatedBefore);
  if (where.updatedAfter !== undefined) add('updated_at > ?', where.updatedAfter);
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/**
 * Remembers the writes in flight for each match, so a broadcast can wait until the state it announces is
 * committed (see durable-pubsub.ts). `settled` waits for every write started so far for that match; failed
 * writes are reported by their caller, and waiting never rejects.
 */
export class WriteTracker {
  private pending = new Map<string, Promise<unknown>>();

  track<T>(matchID: string, write: Promise<T>): Promise<T> {
    const all = Promise.all([this.settled(matchID), write.catch(() => undefined)]);
    this.pending.set(matchID, all);
    void all.then(() => {
      if (this.pending.get(matchID) === all) this.pending.delete(matchID);
    });
    return write;
  }

  settled(matchID: string): Promise<unknown> {
    return this.pending.get(matchID) ?? Promise.resolve();
  }
}
