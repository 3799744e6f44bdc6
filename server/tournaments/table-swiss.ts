/**
 * A round of a Swiss with tables of three to eight (docs/tournaments.md#swiss-tables), for games of more
 * than two: players in standing order (score, then the tie-breaks, then seed) fill the tables from table 1
 * down, so score groups sit together and the leaders share table 1; a player who has already sat with
 * someone at the table is passed over for the next one in order who has not, while there is one. When the
 * players do not divide into full tables, the tables' sizes differ by one at most (the larger ones first),
 * never below what the game allows.
 * At each table the first seat goes to whoever has sat first least, then down the standings.
 *
 * Written here: the Swiss libraries on npm pair two players (`swiss-pairing`, and `tournament-pairings`,
 * which is GPL), and seating score groups at tables of four is a few lines of ordering.
 */
import { standings, type TournamentGame } from './standings';

/** The points each place at a table earns, first place first; BGA's tables give +6, +4, +2, 0. */
export const PLACEMENT_SCHEMES = {
  '5-3-2-1': [5, 3, 2, 1],
  '6-4-2-0': [6, 4, 2, 0],
} as const satisfies Record<string, readonly number[]>;
export type PlacementScheme = keyof typeof PLACEMENT_SCHEMES;

/**
 * The tournament points of each seat from the game's final scores: places by score, seats tied on score
 * share the points of the places they hold between them (two tied for first under 5-3-2-1 get 4 each).
 * Places beyond the scheme's list earn 0.
 */
export function placementPoints(scores: readonly number[], scheme: PlacementScheme): number[] {
  const points = PLACEMENT_SCHEMES[scheme];
  const at = (place: number) => points[place] ?? 0;
  return scores.map((score) => {
    const above = scores.filter((s) => s > score).length;
    const tied = scores.filter((s) => s === score).length;
    let total = 0;
    for (let place = above; place < above + tied; place++) total += at(place);
    return Math.round((total / tied) * 1e6) / 1e6;
  });
}

/**
 * The sizes of the tables that seat `n` players at tables of at most `size`: as few tables as that allows,
 * their sizes differing by one at most, largest first; refused when a table would seat fewer than `least`.
 */
export function tableSizes(n: number, size: number, least: number): number[] {
  const tables = Math.ceil(n / size);
  const sizes = Array.from({ length: tables }, (_, i) => Math.floor(n / tables) + (i < n % tables ? 1 : 0));
  if (n === 0 || sizes.some((s) => s < least)) {
    throw new Error(`${n} players do not divide into tables of ${least} to ${size}`);
  }
  return sizes;
}

/**
 * The tables of the next round: `active` players in seed order (withdrawn players left out), tables of at
 * most `size` (`tableSizes`), each table's players in seat order.
 */
export function seatTableRound(
  active: readonly string[],
  games: readonly TournamentGame[],
  size: number,
  least: number,
): string[][] {
  const order = standings(active, games).map((s) => s.player);
  const met = new Map(active.map((p) => [p, new Set<string>()]));
  const firsts = new Map(active.map((p) => [p, 0]));
  for (const game of games) {
    if (game.seats.length > 1) firsts.set(game.seats[0]!, (firsts.get(game.seats[0]!) ?? 0) + 1);
    for (const p of game.seats) for (const q of game.seats) if (p !== q) met.get(p)?.add(q);
  }
  const waiting = [...order];
  const tables = tableSizes(active.length, size, least).map((seats) => {
    const table: string[] = [];
    while (table.length < seats) {
      const fresh = waiting.findIndex((p) => table.every((q) => !met.get(p)!.has(q)));
      table.push(waiting.splice(fresh < 0 ? 0 : fresh, 1)[0]!);
    }
    return table;
  });
  const standing = new Map(order.map((p, i) => [p, i]));
  return tables.map((table) =>
    [...table].sort((a, b) => firsts.get(a)! - firsts.get(b)! || standing.get(a)! - standing.get(b)!),
  );
}
