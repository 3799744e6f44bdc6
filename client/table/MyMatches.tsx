/**
 * The home page's list of this browser's online matches (the seats remembered in localStorage), each with
 * "your turn" when the server's table says this seat is to play. Finished and vanished matches are left out.
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { linkProps } from '../router';
import { GAME_LIST } from '../game-list';
import { heldSeat } from '../online/seats';
import type { PublicTable, TableSeat } from './table-api';

/** At most this many matches are looked up. */
const MAX_MATCHES = 20;

interface Held {
  game: string;
  matchID: string;
  playerID: string;
}

/** The seats this browser holds, from localStorage keys `seat:<game>:<matchID>`. */
export function heldSeats(storage: Storage = localStorage): Held[] {
  const found: Held[] = [];
  for (let i = 0; i < storage.length; i++) {
    const [prefix, game, matchID] = (storage.key(i) ?? '').split(':');
    if (prefix !== 'seat' || !game || !matchID) continue;
    const seat = heldSeat(game, matchID, storage);
    if (seat) found.push({ game, matchID, playerID: seat.playerID });
  }
  return found.slice(0, MAX_MATCHES);
}

interface Row extends Held {
  names: string[];
  myTurn: boolean;
}

async function lookUp(held: Held): Promise<Row | undefined> {
  const response = await fetch(`/games/${encodeURIComponent(held.game)}/${encodeURIComponent(held.matchID)}`);
  if (!response.ok) return undefined;
  const match = (await response.json()) as { players: TableSeat[]; gameover?: unknown; table?: PublicTable };
  if (match.gameover !== undefined && match.gameover !== null) return undefined;
  return { ...held, names: match.players.map((p) => p.name ?? '—'), myTurn: match.table?.toPlay?.includes(held.playerID) ?? false };
}

export function MyMatches() {
  const t = useT();
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    let cancelled = false;
    void Promise.all(heldSeats().map((held) => lookUp(held).catch(() => undefined))).then((found) => {
      if (!cancelled) setRows(found.filter((row): row is Row => row !== undefined));
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (rows.length === 0) return null;
  return (
    <section className="my-matches">
      <h2>{t('table.myMatches')}</h2>
      <ul>
        {rows.map((row) => {
          const entry = GAME_LIST.find((g) => g.name === row.game);
          return (
            <li key={row.matchID} data-match={row.matchID} data-my-turn={row.myTurn ? 'yes' : 'no'}>
              {entry ? t(entry.title) : row.game}: {row.names.join(', ')}{' '}
              <span className={row.myTurn ? 'your-turn' : 'muted'}>{row.myTurn ? t('table.myTurn') : t('table.waiting')}</span>{' '}
              <a className="button" {...linkProps(`/match/${row.game}/${row.matchID}`)}>{t('table.open.match')}</a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
