/**
 * The rules of a new tournament's body (docs/tournaments.md#routes): each field checked against the game it
 * names, the first wrong one refused with a 400 that names it. A two-player Swiss seats two at each table;
 * a Swiss at tables seats three to eight within the game's player counts and has a placement scheme; the
 * match options are checked as the lobby checks them (the game's own setup); the start is at least a
 * minute ahead and at most 30 days; the check-in window is 0 (none) to 60 minutes. The elimination formats
 * seat two, play best of 1, 3 or 5 (`bestOf`) and take no `rounds` (the bracket decides them); groups then
 * knockout has its `groups` (two players a group at least, at the cap), `qualifiers` from each (one to the
 * smallest group, two in the knockout at least) and the groups' `groupBestOf`.
 */
import type { Game } from 'boardgame.io';
import { newMatch } from '../lobby/new-match';
import { HttpError } from '../http/http-error';
import { isBestOf, type BestOf } from './match-series';
import { QUICK_CLOCK_NAMES, type QuickClock } from './quick-play-clocks';
import { playerCounts } from './quick-play-pairer';
import { PLACEMENT_SCHEMES, type PlacementScheme } from './table-swiss';
import { FORMATS, isElimination, type Format, type GroupSettings } from './tournament-store';

export const NAME_LENGTH = [3, 60] as const;
export const MAX_ROUNDS = 15;
export const CAP_RANGE = [2, 512] as const;
export const MAX_CHECK_IN_MINUTES = 60;
export const MIN_LEAD_MS = 60_000;
export const MAX_LEAD_MS = 30 * 86_400_000;

export const CREATION_FIELDS = [
  'name',
  'game',
  'tableSize',
  'format',
  'rounds',
  'placement',
  'rated',
  'clock',
  'setupData',
  'startsAt',
  'checkInMinutes',
  'cap',
  'byInvitation',
  'bestOf',
  'groups',
  'qualifiers',
  'groupBestOf',
] as const;

export interface Creation {
  name: string;
  game: Game;
  tableSize: number;
  format: Format;
  rounds: number;
  placement: PlacementScheme | null;
  rated: boolean;
  clock: QuickClock;
  setupData: unknown;
  startsAt: number;
  checkInMinutes: number;
  cap: number;
  byInvitation: boolean;
  /** The elimination formats' best of; null for Swiss. */
  bestOf: BestOf | null;
  /** Groups then knockout's groups; null for the other formats. */
  groups: GroupSettings | null;
}

const whole = (value: unknown, least: number, most: number) =>
  Number.isInteger(value) && (value as number) >= least && (value as number) <= most;

const flag = (b: Record<string, unknown>, field: string): boolean => {
  if (b[field] !== undefined && typeof b[field] !== 'boolean')
    throw new HttpError(400, `${field} must be true or false`);
  return b[field] === true;
};

/** Checks a new tournament's body; throws a 400 naming the first wrong field. */
export function creationRule(b: Record<string, unknown>, games: readonly Game[], now: number): Creation {
  const name = typeof b.name === 'string' ? b.name.trim() : '';
  const [shortest, longest] = NAME_LENGTH;
  if (name.length < shortest || name.length > longest)
    throw new HttpError(400, `name must be ${shortest} to ${longest} characters`);
  const game = games.find((g) => g.name === b.game);
  if (!game) throw new HttpError(400, `game must be one of ${games.map((g) => g.name).join(', ')}`);
  if (!FORMATS.includes(b.format as Format)) throw new HttpError(400, `format must be one of ${FORMATS.join(', ')}`);
  const format = b.format as Format;
  const counts = playerCounts(game);
  const sizes = format !== 'swiss-tables' ? counts.filter((n) => n === 2) : counts.filter((n) => n >= 3 && n <= 8);
  if (sizes.length === 0) throw new HttpError(400, `${game.name} cannot be played in the ${format} format`);
  if (!sizes.includes(b.tableSize as number))
    throw new HttpError(400, `tableSize must be ${sizes.length === 1 ? sizes[0] : `${sizes[0]} to ${sizes.at(-1)}`}`);
  const tableSize = b.tableSize as number;
  const elimination = isElimination(format);
  if (elimination && b.rounds !== undefined)
    throw new HttpError(400, 'rounds is for the Swiss formats: an elimination plays until it has a champion');
  if (!elimination && !whole(b.rounds, 1, MAX_ROUNDS))
    throw new HttpError(400, `rounds must be a whole number from 1 to ${MAX_ROUNDS}`);
  const schemes = Object.keys(PLACEMENT_SCHEMES);
  let placement: PlacementScheme | null = null;
  if (format !== 'swiss-tables' && b.placement !== undefined)
    throw new HttpError(400, 'placement is for tables of three or more: a game of two scores 1, ½ and 0');
  if (format === 'swiss-tables') {
    if (b.placement !== undefined && !schemes.includes(b.placement as string))
      throw new HttpError(400, `placement must be one of ${schemes.join(', ')}`);
    placement = (b.placement as PlacementScheme | undefined) ?? '5-3-2-1';
  }
  const rated = flag(b, 'rated');
  if (!QUICK_CLOCK_NAMES.includes(b.clock as QuickClock))
    throw new HttpError(400, `clock must be one of ${QUICK_CLOCK_NAMES.join(', ')}`);
  const setupData = b.setupData ?? null;
  const created = newMatch({ game, numPlayers: tableSize, setupData, unlisted: true });
  if ('setupDataError' in created) throw new HttpError(400, `setupData: ${String(created.setupDataError)}`);
  if (!whole(b.startsAt, now + MIN_LEAD_MS, now + MAX_LEAD_MS))
    throw new HttpError(400, 'startsAt must be a time (ms since 1970) from a minute to 30 days ahead');
  if (!whole(b.checkInMinutes, 0, MAX_CHECK_IN_MINUTES))
    throw new HttpError(400, `checkInMinutes must be a whole number from 0 to ${MAX_CHECK_IN_MINUTES}`);
  const [fewest, most] = CAP_RANGE;
  if (!whole(b.cap, fewest, most)) throw new HttpError(400, `cap must be a whole number from ${fewest} to ${most}`);
  const cap = b.cap as number;
  return {
    name,
    game,
    tableSize,
    format,
    rounds: elimination ? 0 : (b.rounds as number),
    placement,
    rated,
    clock: b.clock as QuickClock,
    setupData,
    startsAt: b.startsAt as number,
    checkInMinutes: b.checkInMinutes as number,
    cap: b.cap as number,
    byInvitation: flag(b, 'byInvitation'),
    bestOf: elimination ? bestOfRule(b, 'bestOf') : refused(b, 'bestOf', 'the elimination formats'),
    groups: format === 'groups-then-knockout' ? groupsRule(b, cap) : refused(b, 'groups', 'groups then knockout'),
  };
}

/** A field of another format is refused, not ignored. */
function refused(b: Record<string, unknown>, field: string, owner: string): null {
  for (const name of field === 'groups' ? ['groups', 'qualifiers', 'groupBestOf'] : [field])
    if (b[name] !== undefined) throw new HttpError(400, `${name} is for ${owner} only`);
  return null;
}

function bestOfRule(b: Record<string, unknown>, field: string): BestOf {
  if (!isBestOf(b[field])) throw new HttpError(400, `${field} must be 1, 3 or 5`);
  return b[field];
}

/** The groups of a groups-then-knockout: at most cap / 2 groups, 1 to cap / groups going on from each. */
function groupsRule(b: Record<string, unknown>, cap: number): GroupSettings {
  const most = Math.floor(cap / 2);
  if (!whole(b.groups, 1, most))
    throw new HttpError(400, `groups must be a whole number from 1 to ${most} (two players a group at least)`);
  const count = b.groups as number;
  const each = Math.floor(cap / count);
  const least = count === 1 ? 2 : 1;
  if (!whole(b.qualifiers, least, each))
    throw new HttpError(400, `qualifiers must be a whole number from ${least} to ${each} (the players of a group)`);
  return { count, qualifiers: b.qualifiers as number, bestOf: bestOfRule(b, 'groupBestOf') };
}
