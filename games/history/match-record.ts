/**
 * The record of a boardgame.io match from what its master stores (the state, the server-side log with
 * every move's arguments, and the initial state holding the random plugin's seed), as `viewer` may have
 * it: public information, plus that seat's own secrets; each game's module says how (its record codec).
 * Used by the server's record route and by the hotseat, whose in-browser master stores the same.
 * Browser-safe.
 */
import type { Seat } from '../shared/contract';
import type { StoredMatch } from '../shared/game-module';
import { findGameModule } from '../index';

export type { StoredMatch } from '../shared/game-module';

/** Whether this game has a record format. */
export function hasRecords(gameName: string): boolean {
  return findGameModule(gameName)?.record !== undefined;
}

export function matchRecord(gameName: string, match: StoredMatch, viewer: Seat | null): unknown {
  const codec = findGameModule(gameName)?.record;
  if (!codec) throw new Error(`${gameName} has no record format`);
  return codec.exportMatch(match, viewer);
}
