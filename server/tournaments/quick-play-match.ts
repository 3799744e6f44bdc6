/**
 * Who meets whom in quick play (docs/quick-play.md#matching): pure functions, no clock or database of
 * their own. Players meet only within one queue (the game, rated or casual, the clock: `queueKey`), so a
 * rated and a casual player never share a table. Two players may sit together when their ratings differ
 * by no more than the wider of their two windows, a window widening the longer its player waits
 * (`ratingWindow`), and neither blocked the other. The longest waiting player is seated first, with the
 * closest ratings that fit; a player who takes any count gets the largest table that can be filled now. A
 * casual player who chose a wait for a bot, and has waited that long unseated, gets a table of bots of
 * their level.
 */
import { groupBy } from '../../games/shared/group-by';

/** A window's width at the start, in rating points. */
export const WINDOW_START = 100;
/** How much a window widens per whole second waited. */
export const WINDOW_PER_SECOND = 10;

/** The rating gap a player accepts after waiting `waitedMs`. */
export const ratingWindow = (waitedMs: number): number =>
  WINDOW_START + WINDOW_PER_SECOND * Math.floor(Math.max(0, waitedMs) / 1000);

/** The one key of a queue: the game, rated or casual, and the clock (a quick-play-clocks.ts name). */
export const queueKey = (gameName: string, rated: boolean, clock: string): string =>
  `${gameName}/${rated ? 'rated' : 'casual'}/${clock}`;

export interface Waiting {
  id: string;
  queueKey: string;
  accountID: string | null;
  rated: boolean;
  rating: number;
  /** The count wanted; 0 for any. */
  players: number;
  joinedAt: number;
  /** Casual only: a table of bots after this wait; null for never. */
  botAfterMs: number | null;
}

export interface QuickTable {
  /** The players, the longest waiting first (the service shuffles the seats). */
  ids: string[];
  players: number;
  /** Seats for bots (only a casual table filled for a player who chose it). */
  bots: number;
}

export interface PairingInput {
  waiting: readonly Waiting[];
  /** The counts the game allows, in any order. */
  counts: readonly number[];
  now: number;
  /** Whether either of two accounts blocked the other (server/accounts/friend-store.ts). */
  blocked: (a: string, b: string) => boolean;
}

/** Whether two players may sit at one table. */
export function compatible(a: Waiting, b: Waiting, now: number, blocked: PairingInput['blocked']): boolean {
  if (a.queueKey !== b.queueKey || a.rated !== b.rated) return false;
  if (
    a.accountID !== null &&
    b.accountID !== null &&
    (a.accountID === b.accountID || blocked(a.accountID, b.accountID))
  )
    return false;
  const window = Math.max(ratingWindow(now - a.joinedAt), ratingWindow(now - b.joinedAt));
  return Math.abs(a.rating - b.rating) <= window;
}

const byWait = (a: Waiting, b: Waiting) => a.joinedAt - b.joinedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The tables that can be opened now, each player at one at most. */
export function pairQueues({ waiting, counts, now, blocked }: PairingInput): QuickTable[] {
  // Each queue alone: players of two queues never meet, and n players in k queues cost about (n/k)² checks.
  const queues = groupBy(waiting, (w) => w.queueKey);
  return [...queues.values()].flatMap((queue) => pairQueue(queue, counts, now, blocked));
}

function pairQueue(
  waiting: readonly Waiting[],
  counts: readonly number[],
  now: number,
  blocked: PairingInput['blocked'],
): QuickTable[] {
  const allowed = [...new Set(counts)].sort((a, b) => b - a);
  const ordered = [...waiting].sort(byWait);
  const seated = new Set<string>();
  const tables: QuickTable[] = [];
  for (const anchor of ordered) {
    if (seated.has(anchor.id)) continue;
    const wanted = anchor.players === 0 ? allowed : allowed.filter((n) => n === anchor.players);
    // The players in reach, nearest rating first, found once for every count the anchor takes.
    const near = wanted.length === 0 ? [] : inReach(anchor);
    let table: QuickTable | undefined;
    for (const n of wanted) if ((table = fill(anchor, n, near))) break;
    if (table) {
      for (const id of table.ids) seated.add(id);
      tables.push(table);
      continue;
    }
    const least = Math.min(...allowed);
    if (!anchor.rated && anchor.botAfterMs !== null && now - anchor.joinedAt >= anchor.botAfterMs && allowed.length) {
      const players = anchor.players === 0 ? least : anchor.players;
      seated.add(anchor.id);
      tables.push({ ids: [anchor.id], players, bots: players - 1 });
    }
  }
  return tables;

  function inReach(anchor: Waiting): Waiting[] {
    return ordered
      .filter((c) => c.id !== anchor.id && !seated.has(c.id) && compatible(anchor, c, now, blocked))
      .sort((a, b) => Math.abs(a.rating - anchor.rating) - Math.abs(b.rating - anchor.rating) || byWait(a, b));
  }

  function fill(anchor: Waiting, n: number, near: readonly Waiting[]): QuickTable | undefined {
    const group = [anchor];
    for (const c of near) {
      if (group.length === n) break;
      if (c.players !== 0 && c.players !== n) continue;
      if (group.every((g) => compatible(g, c, now, blocked))) group.push(c);
    }
    return group.length === n ? { ids: group.map((g) => g.id), players: n, bots: 0 } : undefined;
  }
}

/** The bot level whose rating is nearest the player's (the lower level on a tie). */
export function botLevelFor(rating: number, levels: readonly { level: string; rating: number }[]): string | undefined {
  let best: { level: string; rating: number } | undefined;
  for (const l of [...levels].sort((a, b) => a.rating - b.rating))
    if (!best || Math.abs(l.rating - rating) < Math.abs(best.rating - rating)) best = l;
  return best?.level;
}
