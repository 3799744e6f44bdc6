/**
 * What the quick-play pairer and the tournament runner need around a match, stubbed for their tests and
 * benchmarks: no sockets and nobody driving the bots; the table's stand-ins and the rated tables' seat
 * holds are recorded as "match/seat" (and "/identity") so a test can check them, and the accounts' seats
 * are the real store.
 */
import type { Server } from 'boardgame.io';
import type { Storage } from '../../server/storage';
import { SeatStore } from '../../server/accounts/seat-store';
import { takeOver } from '../../server/table/table-state';
import type { PairerDeps } from '../../server/tournaments/quick-play-pairer';
import type { RunnerDeps } from '../../server/tournaments/tournament-runner';

type TableDeps = Pick<PairerDeps & RunnerDeps, 'db' | 'transport' | 'drive' | 'table' | 'ratings' | 'seats'>;

export function stubbedTable(db: Storage): { deps: TableDeps; stoodIn: string[]; held: string[] } {
  const stoodIn: string[] = [];
  const held: string[] = [];
  const deps: TableDeps = {
    db,
    transport: { seatsChanged: () => undefined },
    drive: () => undefined,
    table: {
      arm: () => undefined,
      seatedByServer: async () => undefined,
      leaveChange: (seat: string) => ({
        change: (m: Server.MatchData) => takeOver(m, seat, 'left', 'bot-credentials'),
        credentials: 'bot-credentials',
      }),
      stoodIn: (_gameName: string, matchID: string, seat: string) => void stoodIn.push(`${matchID}/${seat}`),
    },
    ratings: {
      holdSeat: async (matchID: string, seat: string, identity: string) =>
        void held.push(`${matchID}/${seat}/${identity}`),
      claimPlace: async () => true,
    },
    seats: new SeatStore(db.sql!),
  };
  return { deps, stoodIn, held };
}
