/**
 * What the table does when the server starts: every unfinished match's stored deadlines are armed again
 * (turn clocks and grace periods survive a restart), extended first by the outage time they do not include
 * (`pausedMs`, table/clock-heartbeat.ts: downtime is nobody's time); a rated table left without a clock by
 * an older server gets the rated default (table-options.ts); and, unless RESET_PRESENCE_ON_START is 0, every seat
 * shows offline until its player connects again (the sockets of before the restart are gone). With several
 * processes sharing one database, a process that starts while others serve players must not mark their
 * seats offline: run those with RESET_PRESENCE_ON_START=0. The server already listens meanwhile, so the
 * matches are gone through `START_SLICE` a turn of the event loop (docs/performance.md#stalls).
 */
import type { Server } from 'boardgame.io';
import type { MatchStore } from '../storage/match-store';
import type { TableService } from './table-service';
import { deadlinesOf, resumed, tableOf } from './table-state';
import { withRatedClock } from './table-options';
import { inSlices } from '../queue/slices';

/** Matches re-armed in one turn of the event loop. */
export const START_SLICE = 50;

const offline = (metadata: Server.MatchData): Server.MatchData => {
  if (!Object.values(metadata.players).some((p) => p.isConnected)) return metadata;
  const players = Object.fromEntries(
    Object.entries(metadata.players).map(([id, p]) => [id, { ...p, isConnected: false }]),
  );
  return { ...metadata, players } as Server.MatchData;
};

/** A table whose running deadlines do not include all of the database's outage time. */
const owes = (metadata: Server.MatchData, pausedMs: number): boolean => {
  const table = tableOf(metadata);
  const running = Object.keys(table.deadlines).length + Object.keys(table.grace).length > 0;
  return running && (table.pausedMs ?? 0) < pausedMs;
};

/**
 * Re-arms the deadlines (and resets presence) of every unfinished match, its deadlines extended by the
 * outages they do not include yet; answers how many were armed.
 */
export async function startTables(
  db: MatchStore,
  gameNames: string[],
  table: TableService,
  resetPresence: boolean,
  pausedMs = 0,
): Promise<number> {
  const change = (metadata: Server.MatchData) => {
    const shown = resetPresence ? offline(metadata) : metadata;
    return withRatedClock(owes(shown, pausedMs) ? resumed(shown, pausedMs) : shown, Date.now());
  };
  let armed = 0;
  for (const gameName of gameNames) {
    await inSlices(await db.listMatches({ gameName, where: { isGameover: false } }), START_SLICE, async (matchID) => {
      const stored = (await db.fetch(matchID, { metadata: true })).metadata;
      const metadata = stored && change(stored) !== stored ? await db.updateMetadata(matchID, change) : stored;
      if (!metadata || deadlinesOf(metadata).length === 0) return;
      table.arm(gameName, matchID, metadata);
      armed++;
    });
  }
  return armed;
}
