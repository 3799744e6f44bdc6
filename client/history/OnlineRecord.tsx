/**
 * The record panel of an online match: its record comes from the server, with this browser's seat's secrets.
 * Whether the game keeps records is its meta's word (client/game-list.ts), so no game's module loads for it.
 */
import { useMemo } from 'react';
import { findGameInfo } from '../game-list';
import type { HeldSeat } from '../api/seats';
import { fetchRecord, recordUrl } from './download';
import { LiveRecordPanel } from './LiveRecordPanel';

export function OnlineRecord({
  game,
  matchID,
  seat,
  names,
  over,
}: {
  game: string;
  matchID: string;
  seat?: HeldSeat;
  names: string[];
  over: boolean;
}) {
  const key = names.join('\u0000');
  const live = useMemo(
    () => ({
      id: matchID,
      game,
      source: 'online' as const,
      names: key.split('\u0000'),
      keepRecord: false,
      record: () => fetchRecord(recordUrl(game, matchID, seat)),
    }),
    [game, matchID, seat, key],
  );
  if (!findGameInfo(game)?.keepsRecords) return null;
  return <LiveRecordPanel live={live} over={over} />;
}
