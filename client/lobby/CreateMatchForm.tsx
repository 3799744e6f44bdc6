/** The "new match" form: number of players, your name, and whether the match is publicly listed. */
import { useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import type { CatalogueEntry } from '../catalogue';

export interface NewMatch {
  numPlayers: number;
  playerName: string;
  listed: boolean;
}

export function CreateMatchForm({ entry, initialName, onCreate }: { entry: CatalogueEntry; initialName: string; onCreate(match: NewMatch): void }) {
  const t = useT();
  const [numPlayers, setNumPlayers] = useState(entry.minPlayers);
  const [playerName, setPlayerName] = useState(initialName);
  const [listed, setListed] = useState(true);
  const counts = Array.from({ length: entry.maxPlayers - entry.minPlayers + 1 }, (_, i) => entry.minPlayers + i);
  return (
    <form className="create-match" onSubmit={(event) => { event.preventDefault(); onCreate({ numPlayers, playerName: playerName.trim(), listed }); }}>
      <h3>{t('lobby.create')}</h3>
      <label>
        {t('hotseat.players')}{' '}
        <select name="numPlayers" value={numPlayers} onChange={(event) => setNumPlayers(Number(event.target.value))}>
          {counts.map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </label>{' '}
      <label>
        {t('lobby.yourName')}{' '}
        <input name="playerName" required maxLength={32} value={playerName} onChange={(event) => setPlayerName(event.target.value)} />
      </label>{' '}
      <label>
        <input type="checkbox" name="listed" checked={listed} onChange={(event) => setListed(event.target.checked)} /> {t('lobby.listed')}
      </label>{' '}
      <button type="submit">{t('lobby.createButton')}</button>
    </form>
  );
}
