/**
 * Validation of lobby request bodies, one rule per route. Each rule returns either an error message or the
 * normalised body the route's handler sees instead of what the client sent: only known fields,
 * seat ids as decimal strings, names trimmed, `unlisted` defaulting to true, `setupData` to null (the
 * game's defaults, see server/guards/harden-game.ts) on create. Anything else is refused before it can reach
 * `metadata.players[playerID]` (prototype pollution, docs/design/boardgameio.md#prototype-pollution).
 */
import type { Game } from 'boardgame.io';
import { isSeatID } from '../guards/credentials';
import { tableRule } from './table-body';
import { SEAT_BOT_LEVELS, type SeatBotLevel } from '../../games/shared/bot-levels';

export const MAX_NAME_LENGTH = 32;
export const MAX_PLAYERS = 20;

type Body = Record<string, unknown>;
export type Checked = { error: string } | { body: Body };

const fail = (error: string): Checked => ({ error });

/**
 * Control and format characters (\p{Cf}: bidirectional overrides and isolates, zero-width characters, tag
 * characters, U+061C, U+206A-206F…), line and paragraph separators, and the letters that draw nothing (the
 * Hangul fillers U+115F, U+1160, U+3164, U+FFA0 and the braille blank U+2800).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u2060-\u206F\u115F\u1160\u3164\uFFA0\u2800]/u;
/** Half of a UTF-16 surrogate pair alone: no character at all (stored, it would turn into U+FFFD). */
const LONE_SURROGATE = /\p{Cs}/u;
/** A combining mark where nothing can carry it, or a pile of them ("zalgo" text). */
const STRAY_MARKS = /^\p{M}|\p{M}{3,}/u;

function seat(value: unknown, required: boolean): { error?: string; value?: string } {
  if (value === undefined || value === null) return required ? { error: 'playerID is required' } : {};
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  return isSeatID(text) ? { value: text } : { error: 'playerID must be a seat number such as "0"' };
}

/**
 * A player name: trimmed and in Unicode NFC, 1 to 32 characters (code points), with no control, format
 * (bidi-override, zero-width, tag…) or blank-letter characters, no lone surrogates and no stray combining marks, so every name renders as what it
 * says. Account names follow the same rules (accounts/names.ts).
 */
export function playerName(value: unknown, field: string): { error?: string; value?: string } {
  if (typeof value !== 'string') return { error: `${field} must be a string` };
  const name = value.normalize('NFC').trim();
  const length = [...name].length;
  if (length < 1 || length > MAX_NAME_LENGTH) return { error: `${field} must be 1 to ${MAX_NAME_LENGTH} characters` };
  if (LONE_SURROGATE.test(name)) return { error: `${field} must be valid Unicode text (it holds a lone surrogate)` };
  if (INVISIBLE.test(name))
    return { error: `${field} must not contain control, direction-changing or invisible characters` };
  if (STRAY_MARKS.test(name)) return { error: `${field} must not start with or pile up combining marks` };
  return { value: name };
}

function numPlayers(value: unknown, game: Game): { error?: string; value?: number } {
  if (value === undefined) return {};
  const n = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  const min = Math.max(1, game.minPlayers ?? 1);
  const max = Math.min(MAX_PLAYERS, game.maxPlayers ?? MAX_PLAYERS);
  return Number.isInteger(n) && (n as number) >= min && (n as number) <= max
    ? { value: n as number }
    : { error: `numPlayers must be an integer from ${min} to ${max}` };
}

function unlisted(value: unknown): { error?: string; value?: boolean } {
  if (value === undefined) return { value: true };
  return typeof value === 'boolean' ? { value } : { error: 'unlisted must be a boolean' };
}

function credentials(value: unknown): { error?: string; value?: string } {
  return typeof value === 'string' && value.length >= 1 && value.length <= 128
    ? { value }
    : { error: 'credentials are required' };
}

/** Collects the first error of the checked fields, or the body made of their values. */
function combine(fields: Record<string, { error?: string; value?: unknown }>): Checked {
  const body: Body = {};
  for (const [key, field] of Object.entries(fields)) {
    if (field.error) return fail(field.error);
    if (field.value !== undefined) body[key] = field.value;
  }
  return { body };
}

const create = (b: Body, game: Game) => {
  const checked = combine({ numPlayers: numPlayers(b.numPlayers, game), unlisted: unlisted(b.unlisted) });
  if ('error' in checked) return checked;
  const n = checked.body.numPlayers ?? Math.max(2, game.minPlayers ?? 2);
  return { body: { ...checked.body, numPlayers: n, setupData: b.setupData ?? null } };
};

/** `data.bot` marks seats the server plays (bot-seats.ts), `data.standIn` a bot standing in (table/); players may not claim them. */
const RESERVED_DATA = ['bot', 'standIn', 'standInCredentials'];
const claimsBot = (data: unknown) =>
  typeof data === 'object' && data !== null && RESERVED_DATA.some((key) => Object.hasOwn(data, key));

const join = (b: Body) => {
  if (claimsBot(b.data)) return fail('data.bot and data.standIn are reserved for bot seats');
  const checked = combine({ playerID: seat(b.playerID, false), playerName: playerName(b.playerName, 'playerName') });
  return 'error' in checked || b.data === undefined ? checked : { body: { ...checked.body, data: b.data } };
};

const leave = (b: Body) => combine({ playerID: seat(b.playerID, true), credentials: credentials(b.credentials) });

const playAgain = (b: Body, game: Game) => {
  const checked = combine({
    playerID: seat(b.playerID, true),
    credentials: credentials(b.credentials),
    // Left out, the rematch keeps the match's own listing.
    numPlayers: numPlayers(b.numPlayers, game),
    unlisted: b.unlisted === undefined ? {} : unlisted(b.unlisted),
  });
  return 'error' in checked || b.setupData === undefined
    ? checked
    : { body: { ...checked.body, setupData: b.setupData } };
};

const update = (b: Body) => {
  if (b.newName === undefined && b.data === undefined) return fail('newName or data is required');
  if (claimsBot(b.data)) return fail('data.bot and data.standIn are reserved for bot seats');
  const checked = combine({
    playerID: seat(b.playerID, true),
    credentials: credentials(b.credentials),
    newName: b.newName === undefined ? {} : playerName(b.newName, 'newName'),
  });
  return 'error' in checked || b.data === undefined ? checked : { body: { ...checked.body, data: b.data } };
};

const bots = (b: Body) => {
  const checked = combine({
    playerID: seat(b.playerID, true),
    credentials: credentials(b.credentials),
    seat: seat(b.seat, true),
  });
  if ('error' in checked) return checked;
  if (!SEAT_BOT_LEVELS.includes(b.level as SeatBotLevel))
    return fail(`level must be one of ${SEAT_BOT_LEVELS.join(', ')}`);
  return { body: { ...checked.body, level: b.level } };
};

export const BODY_RULES: Record<string, (body: Body, game: Game) => Checked> = {
  create,
  join,
  leave,
  playAgain,
  update,
  rename: update,
  bots,
  table: tableRule,
};
