/**
 * The home page's list of the player's online matches: the seats remembered in this browser's localStorage
 * and, when signed in, every seat of the account (GET /account/matches, from any device), each saying
 * "your turn" when the server says this seat is to play (also before the first move), "waiting for players"
 * while seats are open, or who is to play. Finished and vanished matches are left out.
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { linkProps } from '../router';
import { GAME_LIST } from '../game-list';
import { heldSeatList } from '../online/seats';
import { fetchAccountMatches } from '../account/account-api';
import type { PublicTable, TableSeat } from './table-api';
import './table.css';

/** At most this many matches are looked up. */
const MAX_MATCHES = 20;

interface Held {
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
  names: string[];
  myTurn: boolean;
  /** Seats nobody has taken yet. */
  open: number;
  /** The names of the other seats to play. */
  toPlay: string[];
}

async function lookUp(held: Held): Promise<Row | undefined> {
  const response = await fetch(`/games/${encodeURIComponent(held.game)}/${encodeURIComponent(held.matchID)}`);
  if (!response.ok) return undefined;
  const match = (await response.json()) as { players: TableSeat[]; gameover?: unknown; table?: PublicTable };
  if (match.gameover !== undefined && match.gameover !== null) return undefined;
  const toPlay = match.table?.toPlay ?? [];
  return {
    ...held,
    names: match.players.map((p) => p.name ?? '—'),
    myTurn: toPlay.includes(held.playerID),
    open: match.players.filter((p) => !p.name).length,
    toPlay: toPlay
      .filter((seat) => seat !== held.playerID)
      .map((seat) => match.players.find((p) => String(p.id) === seat)?.name ?? seat),
  };
}

/** What the row says: your turn, waiting for players, who is to play, or (nobody to play) waiting. */
function statusOf(row: Row, t: ReturnType<typeof useT>): string {
  if (row.myTurn) return t('table.myTurn');
  if (row.open > 0) return t('home.waitingPlayers');
  return row.toPlay.length > 0 ? t('home.theirTurn', { names: row.toPlay.join(', ') }) : t('table.waiting');
}

export function MyMatches() {
  const t = useT();
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    let cancelled = false;
    void allSeats()
      .then((held) => Promise.all(held.map((seat) => lookUp(seat).catch(() => undefined))))
      .then((found) => {
        if (!cancelled) setRows(found.filter((row): row is Row => row !== undefined));
      });
    return () => {
      cancelled = true;
    };
  }, []);
  if (rows.length === 0) return null;
  return (
    <section className="table-my-matches">
      <h2>{t('table.myMatches')}</h2>
      <ul>
        {rows.map((row) => {
          const entry = GAME_LIST.find((g) => g.name === row.game);
          return (
            <li key={row.matchID} data-match={row.matchID} data-my-turn={row.myTurn ? 'yes' : 'no'}>
              {entry ? t(entry.title) : row.game}: {row.names.join(', ')}{' '}
              <span className={row.myTurn ? 'table-my-turn' : 'muted'}>{statusOf(row, t)}</span>{' '}
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
