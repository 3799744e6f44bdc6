/** Before a hotseat game: how many players, which seats are bots, the human players' names, the options, and purist or not. */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import type { CatalogueEntry } from '../catalogue';
import type { SeatKind } from './bots';
import { BotLevelGuide } from '../bots/BotLevelGuide';
import { defaultOptionsFor, OptionsFieldset, optionsProblem } from '../options/OptionsFieldset';
import { MAX_NAME_LENGTH, SEAT_KINDS } from './saved-game';
import type { Aids } from '../shared/aids';
import { PuristCheckbox } from '../learn/PuristCheckbox';
import './hotseat.css';

export function HotseatSetup({
  entry,
  onStart,
  focusOnMount = false,
}: {
  entry: CatalogueEntry;
  onStart(seats: SeatKind[], options: unknown, names: string[], aids: Aids): void;
  focusOnMount?: boolean;
}) {
  const t = useT();
  const players = useRef<HTMLSelectElement>(null);
  // After "New game" was confirmed, focus starts on the form rather than the page body.
  useEffect(() => {
    if (focusOnMount) players.current?.focus();
  }, [focusOnMount]);
  const [seats, setSeats] = useState<SeatKind[]>(() =>
    Array.from({ length: entry.minPlayers }, (_, i) => (i === 0 ? 'human' : 'medium')),
  );
  const counts = Array.from({ length: entry.maxPlayers - entry.minPlayers + 1 }, (_, i) => entry.minPlayers + i);
  const [options, setOptions] = useState<unknown>(() => defaultOptionsFor(entry, entry.minPlayers));
  const [names, setNames] = useState<string[]>([]);
  const [purist, setPurist] = useState(false);
  const resize = (n: number) => {
    setSeats((old) => Array.from({ length: n }, (_, i) => old[i] ?? 'human'));
    setOptions(defaultOptionsFor(entry, n));
  };
  return (
    <form
      className="hotseat-setup"
      onSubmit={(event) => {
        event.preventDefault();
        onStart(
          seats,
          options,
          seats.map((kind, i) => (kind === 'human' ? (names[i] ?? '').trim() : '')),
          { purist },
        );
      }}
    >
      <h1>
        {t('hotseat.setup')} — {t(entry.title)}
      </h1>
      <label>
        {t('hotseat.players')}{' '}
        <select
          ref={players}
          value={seats.length}
          onChange={(event) => resize(Number(event.target.value))}
          name="players"
        >
          {counts.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <ol className="hotseat-seats">
        {seats.map((kind, seat) => (
          <li key={seat}>
            <label>
              {t('hotseat.seat', { n: seat + 1 })}{' '}
              <select
                name={`seat-${seat}`}
                value={kind}
                onChange={(event) => setSeats(seats.map((k, i) => (i === seat ? (event.target.value as SeatKind) : k)))}
              >
                {SEAT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(k === 'human' ? 'hotseat.human' : `hotseat.bot.${k}`)}
                  </option>
                ))}
              </select>
            </label>{' '}
            {kind === 'human' && (
              <label>
                {t('hotseat.name')}{' '}
                <input
                  name={`name-${seat}`}
                  maxLength={MAX_NAME_LENGTH}
                  placeholder={t('hotseat.defaultName', { n: seat + 1 })}
                  value={names[seat] ?? ''}
                  onChange={(event) =>
                    setNames(seats.map((_, i) => (i === seat ? event.target.value : (names[i] ?? ''))))
                  }
                />
              </label>
            )}
          </li>
        ))}
      </ol>
      <BotLevelGuide game={entry.name} />
      <OptionsFieldset entry={entry} numPlayers={seats.length} value={options} onChange={setOptions} />
      {entry.learningAids && <PuristCheckbox checked={purist} onChange={setPurist} />}
      <button type="submit" disabled={optionsProblem(entry, seats.length, options) !== undefined}>
        {t('hotseat.start')}
      </button>
    </form>
  );
}
