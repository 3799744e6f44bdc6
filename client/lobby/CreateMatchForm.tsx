/**
 * The "new match" form: number of players, your name, who plays the other seats, the options, and whether
 * the match is publicly listed (not unless the box is ticked: a match is private, reachable by its link).
 */
import { useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import type { CatalogueEntry } from '../catalogue';
import { BotLevelGuide } from '../bots/BotLevelGuide';
import { defaultOptionsFor, OptionsFieldset, optionsProblem } from '../options/OptionsFieldset';
import { TableOptionsFieldset } from '../table/TableOptionsFieldset';
import { NameField } from '../table/NameField';
import { DEFAULT_TABLE, type TableOptions } from '../api/table-api';
import { SEAT_BOT_LEVELS, type SeatBotLevel } from '../../games/shared/bot-levels';

/** Who plays a seat other than the creator's: a human who joins later, or a bot of some level. */
export type SeatPlayer = 'human' | SeatBotLevel;
const SEAT_PLAYERS: SeatPlayer[] = ['human', ...SEAT_BOT_LEVELS];

export interface NewMatch {
  numPlayers: number;
  playerName: string;
  listed: boolean;
  /** Seats 1..n-1 (the creator takes seat 0). */
  others: SeatPlayer[];
  /** The game's options (boardgame.io setupData). */
  setupData: unknown;
  /** Turn clock, grace period and the level of the bots that take over. */
  table: TableOptions;
  /** A rated table (client/ratings/): accounts only, one seat each. */
  rated: boolean;
}

export function CreateMatchForm({
  entry,
  initialName,
  onCreate,
}: {
  entry: CatalogueEntry;
  initialName: string;
  onCreate(match: NewMatch): void;
}) {
  const t = useT();
  const [numPlayers, setNumPlayersState] = useState(entry.minPlayers);
  const [setupData, setSetupData] = useState<unknown>(() => defaultOptionsFor(entry, entry.minPlayers));
  const setNumPlayers = (n: number) => {
    setNumPlayersState(n);
    setSetupData(defaultOptionsFor(entry, n));
  };
  const [playerName, setPlayerName] = useState(initialName);
  const [listed, setListed] = useState(false);
  const [rated, setRated] = useState(false);
  const [others, setOthers] = useState<SeatPlayer[]>([]);
  const [table, setTable] = useState<TableOptions>(DEFAULT_TABLE);
  const seats = Array.from({ length: numPlayers - 1 }, (_, i) => others[i] ?? 'human');
  const counts = Array.from({ length: entry.maxPlayers - entry.minPlayers + 1 }, (_, i) => entry.minPlayers + i);
  return (
    <form
      className="lobby-create"
      onSubmit={(event) => {
        event.preventDefault();
        onCreate({
          numPlayers,
          playerName: playerName.trim(),
          listed,
          others: seats,
          setupData,
          // A rated table offers no hints (docs/ratings.md).
          table: rated ? { ...table, hints: false } : table,
          rated,
        });
      }}
    >
      <h2>{t('lobby.create')}</h2>
      <label>
        {t('hotseat.players')}{' '}
        <select name="numPlayers" value={numPlayers} onChange={(event) => setNumPlayers(Number(event.target.value))}>
          {counts.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>{' '}
      <NameField value={playerName} onChange={setPlayerName} />{' '}
      <label>
        <input type="checkbox" name="listed" checked={listed} onChange={(event) => setListed(event.target.checked)} />{' '}
        {t('lobby.listed')}
      </label>{' '}
      <label>
        <input type="checkbox" name="rated" checked={rated} onChange={(event) => setRated(event.target.checked)} />{' '}
        {t('ratings.rated')}
      </label>{' '}
      <ol className="lobby-seats">
        <li>
          {t('hotseat.seat', { n: 1 })}: {t('match.you')}
        </li>
        {seats.map((kind, i) => (
          <li key={i}>
            <label>
              {t('hotseat.seat', { n: i + 2 })}{' '}
              <select
                name={`seat-${i + 1}`}
                value={kind}
                onChange={(event) => setOthers(seats.map((k, j) => (j === i ? (event.target.value as SeatPlayer) : k)))}
              >
                {SEAT_PLAYERS.map((k) => (
                  <option key={k} value={k}>
                    {t(`lobby.seat.${k}`)}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ol>
      <BotLevelGuide game={entry.name} />
      <OptionsFieldset entry={entry} numPlayers={numPlayers} value={setupData} onChange={setSetupData} />
      <TableOptionsFieldset value={table} onChange={setTable} learningAids={entry.learningAids} rated={rated} />
      <button type="submit" disabled={optionsProblem(entry, numPlayers, setupData) !== undefined}>
        {t('lobby.createButton')}
      </button>
    </form>
  );
}
