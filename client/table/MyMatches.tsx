/**
 * The home page's list of the player's online matches, the matches waiting on them first: the seats
 * remembered in this browser's localStorage and, when signed in, every seat of the account
 * (GET /account/matches, from any device; docs/turn-based.md#my-matches), each saying "your turn" (with the
 * time left at a clocked table) when the server says this seat is to play (also before the first move),
 * "waiting for players" while seats are open, or who is to play. Finished and vanished matches are left out.
 * Each player's name has their avatar (SeatNames.tsx).
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { localSeatNames } from './seat-names';
import { linkProps } from '../router';
import { GAME_LIST } from '../game-list';
import { heldSeatList } from '../api/seats';
import { fetchAccountMatches } from '../api/account-api';
import type { PublicTable, TableSeat } from '../api/table-api';
import { useFormat } from '../i18n/use-format';
import { SeatNames } from './SeatNames';
import { useListedSeatAccounts } from './seat-accounts';
import './table.css';

/** At most this many matches are looked up. */
const MAX_MATCHES = 20;

export interface Held {
  game: string;
  matchID: string;
  playerID: string;
}

/** The seats this browser holds, from localStorage keys `seat:<game>:<matchID>`. */
export function heldSeats(storage: Storage = localStorage): Held[] {
  return heldSeatList(storage)
    .map(({ game, matchID, playerID }) => ({ game, matchID, playerID }))
    .slice(0, MAX_MATCHES);
}

/** This browser's seats, then the account's other seats (newest first), each match once, at most MAX_MATCHES. */
export async function allSeats(storage: Storage = localStorage): Promise<Held[]> {
  const local = heldSeats(storage);
  const account = (await fetchAccountMatches().catch(() => [])).map((m) => ({
    game: m.gameName,
    matchID: m.matchID,
    playerID: m.playerID,
  }));
  const seen = new Set(local.map((held) => held.matchID));
  return [...local, ...account.filter((held) => !seen.has(held.matchID) && seen.add(held.matchID))].slice(
    0,
    MAX_MATCHES,
  );
}

interface Row extends Held {
  /** The seats, a bot's named in the page's language. */
  seats: TableSeat[];
  myTurn: boolean;
  /** Seats nobody has taken yet. */
  open: number;
  /** The names of the other seats to play. */
  toPlay: string[];
  /** This seat's turn clock runs out at this time (epoch ms), when it is to play at a clocked table. */
  deadline?: number;
}

/** The matches waiting on the player first, each group in the order given (a stable sort). */
export const waitingOnYouFirst = <T extends { myTurn: boolean }>(rows: T[]): T[] =>
  [...rows].sort((a, b) => Number(b.myTurn) - Number(a.myTurn));

async function lookUp(held: Held, t: ReturnType<typeof useT>): Promise<Row | undefined> {
  const response = await fetch(`/games/${encodeURIComponent(held.game)}/${encodeURIComponent(held.matchID)}`);
  if (!response.ok) return undefined;
  const match = (await response.json()) as { players: TableSeat[]; gameover?: unknown; table?: PublicTable };
  if (match.gameover !== undefined && match.gameover !== null) return undefined;
  const toPlay = match.table?.toPlay ?? [];
  const players = localSeatNames(match.players, t);
  const myTurn = toPlay.includes(held.playerID);
  const deadline = players.find((p) => String(p.id) === held.playerID)?.deadline;
  return {
    ...held,
    seats: players,
    myTurn,
    ...(myTurn && deadline !== undefined ? { deadline } : {}),
    open: players.filter((p) => !p.name).length,
    toPlay: toPlay
      .filter((seat) => seat !== held.playerID)
      .map((seat) => players.find((p) => String(p.id) === seat)?.name ?? seat),
  };
}

/** What the row says: your turn, waiting for players, who is to play, or (nobody to play) waiting. */
function statusOf(row: Row, t: ReturnType<typeof useT>, format: ReturnType<typeof useFormat>): string {
  if (row.myTurn && row.deadline !== undefined)
    return `${t('table.myTurn')}, ${t('table.clockLeft', { time: format.duration(row.deadline - Date.now()) })}`;
  if (row.myTurn) return t('table.myTurn');
  if (row.open > 0) return t('home.waitingPlayers');
  return row.toPlay.length > 0 ? t('home.theirTurn', { names: format.list(row.toPlay) }) : t('table.waiting');
}

export function MyMatches({ seats = allSeats }: { seats?: () => Held[] | Promise<Held[]> }) {
  const t = useT();
  const format = useFormat();
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    let cancelled = false;
    void Promise.resolve(seats())
      .then((held) => Promise.all(held.map((h) => lookUp(h, t).catch(() => undefined))))
      .then((found) => {
        if (!cancelled) setRows(waitingOnYouFirst(found.filter((row): row is Row => row !== undefined)));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [seats, t]);
  // Asked again only when the rows' matches or their seats' names change.
  const seatAccounts = useListedSeatAccounts(
    rows.map((row) => row.matchID),
    JSON.stringify(rows.map((row) => [row.matchID, row.seats.map((p) => p.name ?? null)])),
  );
  if (rows.length === 0) return null;
  return (
    <section className="table-my-matches">
      <h2>{t('table.myMatches')}</h2>
      <ul>
        {rows.map((row) => {
          const entry = GAME_LIST.find((g) => g.name === row.game);
          return (
            <li key={row.matchID} data-match={row.matchID} data-my-turn={row.myTurn ? 'yes' : 'no'}>
              {entry ? t(entry.title) : row.game}:{' '}
              <SeatNames matchID={row.matchID} seats={row.seats} accounts={seatAccounts[row.matchID]} />{' '}
              <span className={row.myTurn ? 'table-my-turn' : 'muted'}>{statusOf(row, t, format)}</span>{' '}
              <a className="button" {...linkProps(`/match/${row.game}/${row.matchID}`)}>
                {t('table.open.match')}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
