/**
 * The table options of a new online match: turn clock, grace period before a bot takes over, that bot's
 * level, (for a game with learning aids) whether the table is purist, and whether players may ask for hints.
 * A turn-based clock replaces nobody for being offline (docs/turn-based.md#tables), so it offers no grace
 * period; a rated table never offers hints (docs/ratings.md), so its box is unticked and fixed.
 */
import { PuristCheckbox } from '../learn/PuristCheckbox';
import { useT } from '../i18n/LanguageProvider';
import { SEAT_BOT_LEVELS } from '../../games/shared/bot-levels';
import type { Clock, TableOptions } from '../api/table-api';

const CLOCKS: Record<string, Clock> = {
  off: { mode: 'off' },
  move1: { mode: 'move', moveSeconds: 60 },
  move2: { mode: 'move', moveSeconds: 120 },
  chess10: { mode: 'chess', bankSeconds: 600, incrementSeconds: 10 },
  // Turn-based tables: a move a day (docs/turn-based.md#tables).
  hours12: { mode: 'move', moveSeconds: 12 * 3600 },
  hours24: { mode: 'move', moveSeconds: 24 * 3600 },
  days3: { mode: 'move', moveSeconds: 3 * 24 * 3600 },
};
const GRACES = [30, 60, 120, 300];

/** A clock of half a day or more a move: a turn-based table (docs/turn-based.md#tables). */
const isTurnBased = (clock: Clock) => clock.mode === 'move' && clock.moveSeconds >= 12 * 3600;

const clockKey = (clock: Clock) =>
  Object.keys(CLOCKS).find((key) => JSON.stringify(CLOCKS[key]) === JSON.stringify(clock)) ?? 'off';

/** The message key naming a clock: one of the choices, or "custom" for one set through the API. */
export const clockLabelKey = (clock: Clock) => {
  const key = Object.keys(CLOCKS).find((k) => JSON.stringify(CLOCKS[k]) === JSON.stringify(clock));
  return `table.clock.${key ?? 'custom'}` as 'table.clock.off';
};

export function TableOptionsFieldset({
  value,
  onChange,
  learningAids = false,
  rated = false,
}: {
  value: TableOptions;
  onChange(value: TableOptions): void;
  /** Whether the game has learning aids, so the purist choice means something. */
  learningAids?: boolean;
  /** A rated table: no hints. */
  rated?: boolean;
}) {
  const t = useT();
  const turnBased = isTurnBased(value.clock);
  return (
    <fieldset className="table-options">
      <legend>{t('table.options')}</legend>
      <label>
        {t('table.clock')}{' '}
        <select
          name="clock"
          value={clockKey(value.clock)}
          onChange={(event) => onChange({ ...value, clock: CLOCKS[event.target.value] ?? { mode: 'off' } })}
        >
          {Object.keys(CLOCKS).map((key) => (
            <option key={key} value={key}>
              {t(`table.clock.${key}` as 'table.clock.off')}
            </option>
          ))}
        </select>
      </label>{' '}
      {!turnBased && (
        <label>
          {t('table.grace')}{' '}
          <select
            name="graceSeconds"
            value={value.graceSeconds}
            onChange={(event) => onChange({ ...value, graceSeconds: Number(event.target.value) })}
          >
            {GRACES.map((n) => (
              <option key={n} value={n}>
                {t('table.grace.seconds', { n })}
              </option>
            ))}
          </select>
        </label>
      )}{' '}
      <label>
        {t('table.takeoverLevel')}{' '}
        <select
          name="takeoverLevel"
          value={value.takeoverLevel}
          onChange={(event) => onChange({ ...value, takeoverLevel: event.target.value })}
        >
          {SEAT_BOT_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`table.level.${level}`)}
            </option>
          ))}
        </select>
      </label>
      {learningAids && (
        <PuristCheckbox checked={value.purist === true} onChange={(purist) => onChange({ ...value, purist })} />
      )}
      <label>
        <input
          type="checkbox"
          name="hints"
          checked={!rated && value.hints !== false}
          disabled={rated}
          onChange={(event) => onChange({ ...value, hints: event.target.checked })}
        />{' '}
        {t('learn.hintsAllowed')}
      </label>
    </fieldset>
  );
}
