/**
 * The lobby guard's rule for `POST /games/:name/:id/table` (table-routes.ts): the table options a match's
 * creator chooses. Only known fields pass, each a whole number within its range (`purist` and `hints` true or
 * false); what is left out keeps its default (no clock, 60 s of grace, medium bots take over, not purist,
 * hints allowed).
 */
import { isSeatID } from '../guards/credentials';
import { SEAT_BOT_LEVELS, type SeatBotLevel } from '../../games/shared/bot-levels';
import type { Clock, TableOptions } from '../table/table-state';

type Body = Record<string, unknown>;
type Checked = { error: string } | { body: Body };

/**
 * Ranges in seconds. Short values let tests and impatient tables play fast; a per-move clock goes up to the
 * turn-based tables' 3 days (docs/turn-based.md#tables).
 */
export const RANGES = {
  moveSeconds: [2, 3 * 24 * 3600],
  bankSeconds: [10, 3 * 3600],
  incrementSeconds: [0, 600],
  graceSeconds: [2, 3600],
} as const;

function seconds(value: unknown, field: keyof typeof RANGES): number | string {
  const [min, max] = RANGES[field];
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? (value as number)
    : `${field} must be a whole number from ${min} to ${max}`;
}

function clock(value: unknown): Clock | string {
  if (value === undefined) return { mode: 'off' };
  if (typeof value !== 'object' || value === null) return 'clock must be an object';
  const c = value as Body;
  if (c.mode === 'off') return { mode: 'off' };
  if (c.mode === 'move') {
    const moveSeconds = seconds(c.moveSeconds, 'moveSeconds');
    return typeof moveSeconds === 'string' ? moveSeconds : { mode: 'move', moveSeconds };
  }
  if (c.mode === 'chess') {
    const bankSeconds = seconds(c.bankSeconds, 'bankSeconds');
    const incrementSeconds = seconds(c.incrementSeconds ?? 0, 'incrementSeconds');
    if (typeof bankSeconds === 'string') return bankSeconds;
    return typeof incrementSeconds === 'string' ? incrementSeconds : { mode: 'chess', bankSeconds, incrementSeconds };
  }
  return 'clock.mode must be off, move or chess';
}

/** The options of a request body, or why they are refused. */
export function tableOptions(b: Body): TableOptions | string {
  const parsedClock = clock(b.clock);
  if (typeof parsedClock === 'string') return parsedClock;
  const graceSeconds = b.graceSeconds === undefined ? 60 : seconds(b.graceSeconds, 'graceSeconds');
  if (typeof graceSeconds === 'string') return graceSeconds;
  const takeoverLevel = b.takeoverLevel ?? 'medium';
  if (!SEAT_BOT_LEVELS.includes(takeoverLevel as SeatBotLevel))
    return `takeoverLevel must be one of ${SEAT_BOT_LEVELS.join(', ')}`;
  const purist = b.purist ?? false;
  if (typeof purist !== 'boolean') return 'purist must be true or false';
  const hints = b.hints ?? true;
  if (typeof hints !== 'boolean') return 'hints must be true or false';
  return { clock: parsedClock, graceSeconds, takeoverLevel: takeoverLevel as string, purist, hints };
}

export function tableRule(b: Body): Checked {
  if (!isSeatID(b.playerID)) return { error: 'playerID must be a seat number such as "0"' };
  if (typeof b.credentials !== 'string' || b.credentials.length < 1 || b.credentials.length > 128)
    return { error: 'credentials are required' };
  const options = tableOptions(b);
  return typeof options === 'string'
    ? { error: options }
    : { body: { playerID: b.playerID, credentials: b.credentials, ...options } };
}
