/**
 * The record of a boardgame.io match from what its master stores (the state, the server-side log with
 * every move's arguments, and the initial state holding the random plugin's seed), as `viewer` may have
 * it: public information, plus that seat's own secrets. Used by the server's record route and by the
 * hotseat, whose in-browser master stores the same. Browser-safe.
 *
 * - Carcassonne: its record format holds public information only (the bag order is not in it).
 * - Citadels: the full record (seed and actions) stands for every hidden card, so only the record as the
 *   viewer saw it leaves this function (`citadels-view-record`).
 */
import type { Seat } from '../shared/contract';
import { exportRecord as carcassonneRecord } from '../carcassonne/record';
import type { CarcassonneState } from '../carcassonne/rules/state';
import { actionsFromLog, exportRecord as citadelsRecord } from '../citadels/record';
import type { CitadelsState } from '../citadels/rules/types';
import { viewRecord } from '../citadels/view-record';

/** What a boardgame.io master stores of a match, as far as records need it (typed here: games/ stays framework-free). */
export interface StoredMatch {
  state: { G: unknown };
  /** The server-side log: its MAKE_MOVE entries carry every move's arguments. */
  log?: readonly unknown[];
  /** The initial state, whose random plugin data holds the match's seed. */
  initialState?: { plugins?: Record<string, { data?: unknown } | undefined> };
}

/** The games with a record format. */
export const RECORD_GAMES: readonly string[] = ['carcassonne', 'citadels'];

export function matchRecord(gameName: string, match: StoredMatch, viewer: Seat | null): unknown {
  if (gameName === 'carcassonne') return carcassonneRecord(match.state.G as CarcassonneState);
  if (gameName !== 'citadels') throw new Error(`${gameName} has no record format`);
  const seed = (match.initialState?.plugins?.random?.data as { seed?: unknown } | undefined)?.seed;
  if (typeof seed !== 'string' && typeof seed !== 'number') throw new Error('the match has no random seed');
  const G = match.state.G as CitadelsState;
  const actions = actionsFromLog((match.log ?? []) as unknown as Parameters<typeof actionsFromLog>[0]);
  return viewRecord(citadelsRecord({ numPlayers: G.gold.length, options: G.options, seed: String(seed), actions }), viewer);
}
