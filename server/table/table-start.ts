/**
 * What the table does when the server starts: every unfinished match's stored deadlines are armed again
 * (turn clocks and grace periods survive a restart), and, unless RESET_PRESENCE_ON_START is 0, every seat
 * shows offline until its player connects again (the sockets of before the restart are gone). With several
 * processes sharing one database, a process that starts while others serve players must not mark their
 * seats offline: run those with RESET_PRESENCE_ON_START=0. The server already listens meanwhile, so the
 * matches are gone through `START_SLICE` a turn of the event loop (docs/performance.md#stalls).
 */
import type { Server } from 'boardgame.io';
import type { MatchStore } from '../storage/match-store';
import type { TableService } from './table-service';
import { deadlinesOf } from './table-state';
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

/** Re-arms the deadlines (and resets presence) of every unfinished match; answers how many were armed. */
export async function startTables(
  db: MatchStore,
  gameNames: string[],
  table: TableService,
  resetPresence: boolean,
): Promise<number> {
  let armed = 0;
  for (const gameName of gameNames) {
    await inSlices(await db.listMatches({ gameName, where: { isGameover: false } }), START_SLICE, async (matchID) => {
      const metadata = resetPresence
        ? await db.updateMetadata(matchID, offline)
        : (await db.fetch(matchID, { metadata: true })).metadata;
      if (!metadata || deadlinesOf(metadata).length === 0) return;
      table.arm(gameName, matchID, metadata);
      armed++;
    });
  }
  return armed;
}
