/**
 * What the table does when the server starts: every unfinished match's stored deadlines are armed again
 * (turn clocks and grace periods survive a restart), and, unless RESET_PRESENCE_ON_START is 0, every seat
 * shows offline until its player connects again (the sockets of before the restart are gone). With several
 * processes sharing one database, a process that starts while others serve players must not mark their
 * seats offline: run those with RESET_PRESENCE_ON_START=0.
 */
import type { Server } from 'boardgame.io';
import type { MatchStore } from '../storage/match-store';
import type { TableService } from './table-service';
import { deadlinesOf } from './table-state';

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
    for (const matchID of await db.listMatches({ gameName, where: { isGameover: false } })) {
      const metadata = resetPresence
        ? await db.updateMetadata(matchID, offline)
        : (await db.fetch(matchID, { metadata: true })).metadata;
      if (!metadata || deadlinesOf(metadata).length === 0) continue;
      table.arm(gameName, matchID, metadata);
      armed++;
    }
  }
  return armed;
}
