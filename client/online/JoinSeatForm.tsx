/** For a visitor without a seat: pick a name and take a free seat (or just keep watching). */
import { useState } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import { useT } from '../i18n/LanguageProvider';

export function JoinSeatForm({ match, initialName, onJoin }: { match: LobbyAPI.Match; initialName: string; onJoin(playerID: string, name: string): void }) {
  const t = useT();
  const [name, setName] = useState(initialName);
  const free = match.players.filter((player) => !player.name);
  if (free.length === 0) return <p>{t('match.full')}</p>;
  return (
    <form className="join-seat" onSubmit={(event) => event.preventDefault()}>
      <label>
        {t('lobby.yourName')} <input name="playerName" required maxLength={32} value={name} onChange={(event) => setName(event.target.value)} />
      </label>{' '}
      {free.map((player) => (
        <button key={player.id} type="submit" disabled={!name.trim()} onClick={() => onJoin(String(player.id), name.trim())}>
          {t('match.joinSeat', { n: player.id + 1 })}
        </button>
      ))}
    </form>
  );
}
