/**
 * What both SQL storages share: the columns derived from a match's metadata (so listings, the open-match
 * cap and expiry can filter in SQL), and JSON (de)serialisation.
 *
 * State, initial state, metadata and log entries are stored as JSON text, never as JSONB: move arguments come
 * from clients and may hold strings (such as "\u0000") that JSONB refuses.
 */
import type { Server, StorageAPI } from 'boardgame.io';
import type { ListingQuery } from './match-store';

/** The columns a listing or a sweep filters on, taken from the metadata on every metadata write. */
export interface MetadataColumns {
  gameName: string;
  isGameover: boolean;
  updatedAt: number;
  unlisted: boolean;
  /**
   * Seats taken by people, a seat a bot stands in for included (it is still its player's): the empty-match
   * expiry counts these, so a rematch holding only the bot seats it copied expires like an empty match.
   */
  seated: number;
  /** Seats played by people now (not bots, not stand-ins). */
  humans: number;
}

/** Any bot: a bot seat, or a bot standing in for a player. */
const isBotSeat = (player: Server.PlayerMetadata) =>
  typeof (player.data as { bot?: unknown } | undefined)?.bot === 'string';
const isStandIn = (player: Server.PlayerMetadata) =>
  (player.data as { standIn?: unknown } | undefined)?.standIn === true;

export function metadataColumns(metadata: Server.MatchData): MetadataColumns {
  const seats = Object.values(metadata.players ?? {}).filter(
    (player) => typeof player.name === 'string' && player.name !== '',
  );
  return {
    gameName: String(metadata.gameName),
    isGameover: metadata.gameover !== undefined && metadata.gameover !== null,
    updatedAt: Number(metadata.updatedAt) || Date.now(),
    unlisted: metadata.unlisted === true,
    seated: seats.filter((player) => !isBotSeat(player) || isStandIn(player)).length,
    humans: seats.filter((player) => !isBotSeat(player)).length,
  };
}

/** The column values in schema order: game_name, is_gameover, updated_at, unlisted, seated, humans. */
export function columnValues(metadata: Server.MatchData): [string, number, number, number, number, number] {
  const m = metadataColumns(metadata);
  return [m.gameName, m.isGameover ? 1 : 0, m.updatedAt, m.unlisted ? 1 : 0, m.seated, m.humans];
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

/** Columns added after the first schema, with their SQL type; older databases get them on connect. */
export const ADDED_COLUMNS = {
  unlisted: 'SMALLINT NOT NULL DEFAULT 0',
  seated: 'INTEGER NOT NULL DEFAULT 0',
  humans: 'INTEGER NOT NULL DEFAULT 0',
} as const;

/** The WHERE clause of a public listing (numbered by `placeholder`), its parameters, and the next number. */
export function publicFilter(query: ListingQuery, placeholder: (n: number) => string) {
  const params: (string | number)[] = [query.gameName];
  const clauses = [`game_name = ${placeholder(1)}`, 'unlisted = 0'];
  const add = (clause: string, value: number) => {
    params.push(value);
    clauses.push(`${clause} ${placeholder(params.length)}`);
  };
  if (query.isGameover !== undefined) add('is_gameover =', query.isGameover ? 1 : 0);
  if (query.updatedAfter !== undefined) add('updated_at >', query.updatedAfter);
  if (query.updatedBefore !== undefined) add('updated_at <', query.updatedBefore);
  if (query.after) {
    params.push(query.after.updatedAt, query.after.matchID);
    clauses.push(`(updated_at, id) < (${placeholder(params.length - 1)}, ${placeholder(params.length)})`);
  }
  return { sql: `WHERE ${clauses.join(' AND ')}`, params, next: params.length + 1 };
}
