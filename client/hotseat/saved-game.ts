/**
 * Hotseat games kept in the browser (localStorage) so a reload does not lose them. Per game, one
 * record says which match is in progress and how it was set up; the match itself (state, initial
 * state, metadata and log) is stored by boardgame.io's Local() master (`persist`) under the match's
 * own storage prefix, so starting a new game removes exactly the old one. The record also keeps the names
 * the players typed.
 */
import { activeSeatsOf, type ActingCtx } from './shown-seat';
import type { SeatKind } from './bots';
import { BOT_LEVELS } from '../../games/shared/bot-levels';

export interface SavedHotseat {
  matchID: string;
  seats: SeatKind[];
  options: unknown;
  /** The names the players typed, by seat ('' or absent: the board's "Player N"). */
  names?: string[];
  /** A purist table: the board hides its learning aids (client/shared/aids.ts). */
  purist?: boolean;
  /** boardgame.io's seed, for a fixed deal (the guided first game, client/shared/guided.ts); absent: random. */
  seed?: string;
}

/** The longest name a hotseat player may type (as online). */
export const MAX_NAME_LENGTH = 32;

/** What a hotseat seat can be, in the setup's order: a human, the fair bot's levels, boardgame.io's bots. */
export const SEAT_KINDS = ['human', ...BOT_LEVELS, 'random', 'mcts'] as const satisfies readonly SeatKind[];
const MATCH_PARTS = ['state', 'initial', 'metadata', 'log'];

const recordKey = (game: string) => `hotseat:${game}`;

/** The storage prefix Local() persists this match under. */
export function storageKeyFor(matchID: string): string {
  return `bgio-${matchID}`;
}

function isSaved(value: unknown): value is SavedHotseat {
  if (typeof value !== 'object' || value === null) return false;
  const { matchID, seats, names, purist, seed } = value as Partial<SavedHotseat>;
  const namesOK =
    names === undefined ||
    (Array.isArray(names) && names.every((name) => typeof name === 'string' && name.length <= MAX_NAME_LENGTH));
  return (
    typeof matchID === 'string' &&
    Array.isArray(seats) &&
    seats.length > 0 &&
    seats.every((kind) => SEAT_KINDS.includes(kind)) &&
    namesOK &&
    (purist === undefined || typeof purist === 'boolean') &&
    (seed === undefined || typeof seed === 'string')
  );
}

/** The match state stored by Local(), or undefined if there is none. Throws if it is unreadable. */
function storedState(matchID: string): { ctx?: ActingCtx; _stateID?: number } | undefined {
  const raw = localStorage.getItem(`${storageKeyFor(matchID)}_state`);
  if (raw === null) return undefined;
  const entries = JSON.parse(raw) as [string, { ctx?: ActingCtx; _stateID?: number }][];
  return new Map(entries).get(matchID);
}

/** Whether the stored match has had a move (its state is past the initial one); false if none is stored or it is unreadable. */
export function storedMoves(matchID: string): boolean {
  try {
    return (storedState(matchID)?._stateID ?? 0) > 0;
  } catch {
    return false;
  }
}

/** The seats to act in the stored match (shown-seat.ts), or undefined if none is stored or it is unreadable. */
export function storedActiveSeats(matchID: string): string[] | undefined {
  try {
    const ctx = storedState(matchID)?.ctx;
    return ctx && activeSeatsOf(ctx);
  } catch {
    return undefined;
  }
}

export type LoadedHotseat = { saved: SavedHotseat } | { unreadable: true } | undefined;

/**
 * The saved game of this kind, if there is one; `{ unreadable: true }` if something is stored but
 * cannot be read (it is left as it is: nothing is deleted until the player starts a new game).
 */
export function loadHotseat(game: string): LoadedHotseat {
  const raw = localStorage.getItem(recordKey(game));
  if (raw === null) return undefined;
  try {
    const saved: unknown = JSON.parse(raw);
    if (!isSaved(saved)) return { unreadable: true };
    for (const part of MATCH_PARTS) JSON.parse(localStorage.getItem(`${storageKeyFor(saved.matchID)}_${part}`) ?? '[]');
    if (storedState(saved.matchID) === undefined) return undefined;
    return { saved };
  } catch {
    return { unreadable: true };
  }
}

/** Whether a game of this kind is saved and not over (the home page then offers "Continue"). */
export function hotseatInProgress(game: string): boolean {
  const loaded = loadHotseat(game);
  if (!loaded || !('saved' in loaded)) return false;
  return storedState(loaded.saved.matchID)?.ctx?.gameover === undefined;
}

/** Forgets the saved game of this kind and its stored match. */
export function clearHotseat(game: string): void {
  const raw = localStorage.getItem(recordKey(game));
  localStorage.removeItem(recordKey(game));
  try {
    const saved: unknown = raw === null ? null : JSON.parse(raw);
    if (isSaved(saved))
      for (const part of MATCH_PARTS) localStorage.removeItem(`${storageKeyFor(saved.matchID)}_${part}`);
  } catch {
    // An unreadable record names no match to remove.
  }
}

/** Starts keeping a new game of this kind (replacing any saved one). */
export function saveHotseat(game: string, saved: SavedHotseat): void {
  clearHotseat(game);
  localStorage.setItem(recordKey(game), JSON.stringify(saved));
}
