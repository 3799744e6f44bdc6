/**
 * The form that creates a tournament (docs/tournaments.md#creating-one): its name, game, format (a Swiss,
 * single elimination, or groups then knockout), for a Swiss the players a table (two: a Swiss of pairs;
 * more: a Swiss of tables with placement points) and rounds, for an elimination each match's best of (and
 * the groups: how many, how many of each go on, their best of), the game's options, rated or casual, the
 * clock, the start, the check-in window, the cap and whether it is by invitation.
 */
import { useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { GAME_LIST } from '../game-list';
import { useEntry } from '../use-entry';
import { defaultOptionsFor, OptionsFieldset, optionsProblem } from '../options/OptionsFieldset';
import { QUICK_CLOCKS, type QuickClock } from '../api/quick-play-api';
import { createTournament, type BestOf, type PlacementScheme } from '../api/tournaments-api';

const PLACEMENTS: PlacementScheme[] = ['5-3-2-1', '6-4-2-0'];
const BEST_OF: BestOf[] = [1, 3, 5];
/** The form's formats: a Swiss is of pairs or of tables by the players a table. */
const KINDS = ['swiss', 'single-elimination', 'groups-then-knockout'] as const;
type Kind = (typeof KINDS)[number];

function BestOfSelect(props: { name: string; label: string; value: BestOf; onChange(value: BestOf): void }) {
  const t = useT();
  return (
    <label>
      {props.label}{' '}
      <select name={props.name} value={props.value} onChange={(e) => props.onChange(Number(e.target.value) as BestOf)}>
        {BEST_OF.map((n) => (
          <option key={n} value={n}>
            {t('tournaments.bestOf', { n })}
          </option>
        ))}
      </select>
    </label>
  );
}
const HOUR = 3_600_000;

/** `yyyy-mm-ddThh:mm` in local time, as a datetime-local field reads and writes it. */
function localInput(ms: number): string {
  const at = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return at.toISOString().slice(0, 16);
}

/** The next full hour at least an hour away. */
const defaultStart = () => Math.ceil((Date.now() + HOUR) / HOUR) * HOUR;

export function CreateTournamentForm({ onCreated }: { onCreated(id: string, invite?: string): void }) {
  const t = useT();
  const [game, setGame] = useState(GAME_LIST[0]?.name ?? '');
  const info = GAME_LIST.find((g) => g.name === game);
  const entry = useEntry(game);
  const [name, setName] = useState('');
  const [tableSize, setTableSizeState] = useState(2);
  const [setupData, setSetupData] = useState<unknown>();
  const [rounds, setRounds] = useState(3);
  const [placement, setPlacement] = useState<PlacementScheme>('5-3-2-1');
  const [kind, setKind] = useState<Kind>('swiss');
  const [bestOf, setBestOf] = useState<BestOf>(3);
  const [groups, setGroups] = useState(2);
  const [qualifiers, setQualifiers] = useState(2);
  const [groupBestOf, setGroupBestOf] = useState<BestOf>(1);
  const [rated, setRated] = useState(true);
  const [clock, setClock] = useState<QuickClock>('sudden-15');
  const [start, setStart] = useState(() => localInput(defaultStart()));
  const [checkInMinutes, setCheckInMinutes] = useState(15);
  const [cap, setCap] = useState(32);
  const [byInvitation, setByInvitation] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const minPlayers = Math.max(2, info?.minPlayers ?? 2);
  const sizes = info ? Array.from({ length: info.maxPlayers - minPlayers + 1 }, (_, i) => minPlayers + i) : [];
  // An elimination's matches are between two players: offered only when the game can be played by two.
  const kinds = KINDS.filter((k) => k === 'swiss' || sizes.includes(2));
  const elimination = kind !== 'swiss' && kinds.includes(kind);
  const size = elimination ? 2 : sizes.includes(tableSize) ? tableSize : minPlayers;
  const options = setupData ?? (entry ? defaultOptionsFor(entry, size) : undefined);
  const setTableSize = (n: number) => {
    setTableSizeState(n);
    setSetupData(entry ? defaultOptionsFor(entry, n) : undefined);
  };
  const problem = entry ? optionsProblem(entry, size, options) : undefined;
  return (
    <form
      className="tournaments-create"
      onSubmit={(event) => {
        event.preventDefault();
        setSending(true);
        createTournament({
          name: name.trim(),
          game,
          tableSize: size,
          format: elimination ? kind : size === 2 ? 'swiss' : 'swiss-tables',
          ...(elimination ? { bestOf } : { rounds }),
          ...(elimination && kind === 'groups-then-knockout' ? { groups, qualifiers, groupBestOf } : {}),
          placement: size === 2 ? undefined : placement,
          rated,
          clock,
          setupData: options,
          startsAt: new Date(start).getTime(),
          checkInMinutes,
          cap,
          byInvitation,
        })
          .then(({ id, invite }) => onCreated(id, invite))
          .catch((e: unknown) => setError((e as Error).message))
          .finally(() => setSending(false));
      }}
    >
      <h2>{t('tournaments.create')}</h2>
      {error && (
        <p className="error" role="alert">
          {t('tournaments.error', { message: error })}
        </p>
      )}
      <label>
        {t('tournaments.name')}{' '}
        <input
          name="name"
          required
          minLength={3}
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label>
        {t('tournaments.game')}{' '}
        <select
          name="game"
          value={game}
          onChange={(e) => {
            setGame(e.target.value);
            setSetupData(undefined);
          }}
        >
          {GAME_LIST.map((g) => (
            <option key={g.name} value={g.name}>
              {t(g.title)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('tournaments.formatLabel')}{' '}
        <select
          name="format"
          value={elimination ? kind : 'swiss'}
          onChange={(e) => {
            const next = e.target.value as Kind;
            setKind(next);
            if (next !== 'swiss') setTableSize(2);
          }}
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`tournaments.format.${k === 'swiss' ? 'swiss-any' : k}`)}
            </option>
          ))}
        </select>
      </label>
      {!elimination && (
        <label>
          {t('tournaments.tableSize')}{' '}
          <select name="tableSize" value={size} onChange={(e) => setTableSize(Number(e.target.value))}>
            {sizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
      {!elimination && (
        <NumberField
          label={t('tournaments.roundCount')}
          name="rounds"
          min={1}
          max={15}
          value={rounds}
          onChange={setRounds}
        />
      )}
      {elimination && kind === 'groups-then-knockout' && (
        <>
          <NumberField
            label={t('tournaments.groupCount')}
            name="groups"
            min={1}
            max={Math.floor(cap / 2)}
            value={groups}
            onChange={setGroups}
          />
          <NumberField
            label={t('tournaments.qualifiers')}
            name="qualifiers"
            min={1}
            max={Math.max(1, Math.floor(cap / Math.max(1, groups)))}
            value={qualifiers}
            onChange={setQualifiers}
          />
          <BestOfSelect
            name="groupBestOf"
            label={t('tournaments.groupBestOfLabel')}
            value={groupBestOf}
            onChange={setGroupBestOf}
          />
        </>
      )}
      {elimination && (
        <BestOfSelect name="bestOf" label={t('tournaments.bestOfLabel')} value={bestOf} onChange={setBestOf} />
      )}
      {size > 2 && (
        <label>
          {t('tournaments.placement')}{' '}
          <select name="placement" value={placement} onChange={(e) => setPlacement(e.target.value as PlacementScheme)}>
            {PLACEMENTS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        {t('lobby.quick.clock')}{' '}
        <select name="clock" value={clock} onChange={(e) => setClock(e.target.value as QuickClock)}>
          {QUICK_CLOCKS.map((c) => (
            <option key={c} value={c}>
              {t(`lobby.quick.clock.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" name="rated" checked={rated} onChange={(e) => setRated(e.target.checked)} />{' '}
        {t('lobby.rated')}
      </label>
      <label>
        {t('tournaments.start')}{' '}
        <input
          type="datetime-local"
          name="startsAt"
          required
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
      </label>
      <NumberField
        label={t('tournaments.checkIn')}
        name="checkInMinutes"
        min={0}
        max={60}
        value={checkInMinutes}
        onChange={setCheckInMinutes}
      />
      <NumberField label={t('tournaments.cap')} name="cap" min={2} max={512} value={cap} onChange={setCap} />
      <label>
        <input
          type="checkbox"
          name="byInvitation"
          checked={byInvitation}
          onChange={(e) => setByInvitation(e.target.checked)}
        />{' '}
        {t('tournaments.byInvitation')}
      </label>
      {entry && <OptionsFieldset entry={entry} numPlayers={size} value={options} onChange={setSetupData} />}
      <button type="submit" disabled={sending || !entry || problem !== undefined}>
        {t('tournaments.createButton')}
      </button>
    </form>
  );
}

/** A labelled whole-number field of the form. */
function NumberField(props: {
  label: string;
  name: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <label>
      {props.label}{' '}
      <input
        type="number"
        name={props.name}
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
      />
    </label>
  );
}
