/**
 * Changing a table's options (docs/security.md#table-options), pure like table-state.ts:
 * - a rated table's options are fixed once its game has started (every seat taken): nobody may change the
 *   clock, the grace period or the takeover bots of a game whose result counts;
 * - elsewhere a change applies from the next turn: the running deadlines and the chess-clock banks are kept
 *   (the clocks are computed anew with the next move, table-state.ts clocksAfter);
 * - every rated table has a clock (docs/ratings.md#rated-tables): one made rated without one gets
 *   RATED_DEFAULT_CLOCK, and a clock cannot be taken off a rated table, so a silent seat gets its one-move
 *   stand-in and every rated game ends.
 */
import type { Server } from 'boardgame.io';
import { gameStarted, isTurnBased, RATED_DEFAULT_CLOCK, tableOf, withTable, type TableOptions } from './table-state';

export const RATED_STARTED = 'the game has started: a rated table keeps the options it started with';
export const RATED_NEEDS_CLOCK =
  'a rated table needs a turn clock: choose a per-move clock, a chess clock or a turn-based clock';

/** The metadata with these options, or why they are refused (a 409). */
export function withOptions(metadata: Server.MatchData, options: TableOptions): Server.MatchData | string {
  const current = tableOf(metadata);
  if (current.rated && gameStarted(metadata)) return RATED_STARTED;
  if (current.rated && options.clock.mode === 'off') return RATED_NEEDS_CLOCK;
  const { clock, graceSeconds, takeoverLevel, purist, hints } = options;
  return withTable(metadata, {
    ...current,
    clock,
    graceSeconds,
    takeoverLevel,
    purist,
    hints,
    // A turn-based table has no grace periods (table-state.ts graceAfter); the running clocks stay.
    ...(isTurnBased(clock) ? { grace: {} } : {}),
  });
}

/**
 * A rated table with no clock gets RATED_DEFAULT_CLOCK; at a game under way (a table rated before this rule)
 * its seats to play get their deadline from `now`. Unchanged metadata otherwise.
 */
export function withRatedClock(metadata: Server.MatchData, now: number): Server.MatchData {
  const table = tableOf(metadata);
  if (!table.rated || table.clock.mode !== 'off') return metadata;
  const clock = RATED_DEFAULT_CLOCK;
  const running = metadata.gameover === undefined ? (table.toPlay ?? []) : [];
  const deadlines = { ...table.deadlines };
  for (const seat of running) deadlines[seat] ??= now + clock.moveSeconds * 1000;
  return withTable(metadata, { ...table, clock, deadlines });
}
