/**
 * The invitation, for a visitor without a seat: which game, who sits where, the options and the table's
 * turn clock, then a name and a free seat to take (or just keep watching).
 */
import { NameField } from '../table/NameField';
import { useState } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import { useT } from '../i18n/LanguageProvider';
import { localSeatNames } from '../table/seat-names';
import type { CatalogueEntry } from '../catalogue';
import type { PublicTable, TableSeat } from '../api/table-api';
import { clockLabelKey } from '../table/TableOptionsFieldset';
import './online.css';

export function JoinSeatForm({
  entry,
  match,
  initialName,
  onJoin,
}: {
  entry: CatalogueEntry;
  match: LobbyAPI.Match;
  initialName: string;
  onJoin(playerID: string, name: string): void;
}) {
  const t = useT();
  const [name, setName] = useState(initialName);
  const seats = localSeatNames(match.players as TableSeat[], t);
  const free = seats.filter((player) => !player.name);
  const table = (match as { table?: PublicTable }).table;
  const Summary = entry.options?.Summary;
  return (
    <section className="match-invite" aria-labelledby="match-invite-title">
      <h2 id="match-invite-title">{t('online.invite.title', { game: t(entry.title) })}</h2>
      <h3>{t('online.invite.seats')}</h3>
      <ul className="match-invite-seats">
        {seats.map((player) => (
          <li key={player.id} data-seat={player.id}>
            {t('online.invite.seat', { n: player.id + 1 })}:{' '}
            {player.name ? <strong>{player.name}</strong> : <em>{t('online.invite.open')}</em>}
          </li>
        ))}
      </ul>
      <h3>{t('online.invite.options')}</h3>
      <ul className="match-invite-options">
        {Summary && match.setupData != null && (
          <li>
            <Summary value={match.setupData} />
          </li>
        )}
        {table?.clock && <li>{t('online.invite.clock', { clock: t(clockLabelKey(table.clock)) })}</li>}
      </ul>
      {free.length === 0 ? (
        <p>{t('match.full')}</p>
      ) : (
        <form className="match-join" onSubmit={(event) => event.preventDefault()}>
          <p>{t('online.invite.take')}</p>
          <NameField value={name} onChange={setName} />{' '}
          {free.map((player) => (
            <button
              key={player.id}
              type="submit"
              disabled={!name.trim()}
              onClick={() => onJoin(String(player.id), name.trim())}
            >
              {t('match.joinSeat', { n: player.id + 1 })}
            </button>
          ))}
        </form>
      )}
    </section>
  );
}
