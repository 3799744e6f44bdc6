/**
 * Records of hotseat games. The hotseat's boardgame.io `Local()` master lives in this page and stores the
 * match as a server does (state, full log, initial state with the seed); `recordingLocal` keeps a handle on
 * it (the transport's `master`, which boardgame.io does not type), so the record is built the way the
 * server builds it (games/history/match-record.ts): public information, plus the secrets of the one human
 * seat when there is exactly one (with several humans at one screen, public information only). The record's
 * builder, which lists every game's module, loads when a record is first asked for, not with the board
 * (docs/performance.md#lighthouse-hint-cores); whether the game keeps records is its meta's word.
 */
import type { LogEntry, State } from 'boardgame.io';
import type { Local } from 'boardgame.io/multiplayer';
import { findGameInfo } from '../game-list';
import type { LiveGame } from './LiveRecordPanel';

type LocalFactory = ReturnType<typeof Local>;
interface StoredMaster {
  storageAPI: { fetch(matchID: string, opts: object): { state?: State; log?: LogEntry[]; initialState?: State } };
}

export function recordingLocal(local: LocalFactory) {
  let master: StoredMaster | undefined;
  const multiplayer = ((opts: Parameters<LocalFactory>[0]) => {
    const transport = local(opts);
    master = (transport as unknown as { master: StoredMaster }).master;
    return transport;
  }) as LocalFactory;
  const stored = (matchID: string) => {
    const match = master?.storageAPI.fetch(matchID, { state: true, log: true, initialState: true });
    if (!match?.state) throw new Error('the game has not started');
    return { state: match.state, log: match.log, initialState: match.initialState };
  };
  return { multiplayer, stored };
}

/** The hotseat game as the record panel needs it, or undefined for a game without a record format. */
export function hotseatLiveGame(
  game: string,
  matchID: string,
  humans: number[],
  names: string[],
  stored: ReturnType<typeof recordingLocal>['stored'],
): LiveGame | undefined {
  if (!findGameInfo(game)?.keepsRecords) return undefined;
  const viewer = humans.length === 1 ? (humans[0] as number) : null;
  return {
    id: matchID,
    game,
    source: 'hotseat',
    names,
    keepRecord: true,
    record: async () => {
      const { matchRecord } = await import('../../games/history/match-record');
      return matchRecord(game, stored(matchID), viewer);
    },
  };
}
