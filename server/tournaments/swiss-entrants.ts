/**
 * What a two-player Swiss round is paired from (docs/tournaments.md#swiss): each player's score, opponents
 * met, byes and first moves, read from the games so far; what a pair or a bye costs, in four orders of size
 * (a rematch or a second bye outweighs every score difference of the round together, a score difference
 * every first-player clash together, a clash every departure from top half against bottom half); one
 * blossom matching (Edmonds' algorithm, the `edmonds-blossom-fixed` library) over a set of those players;
 * and who moves first at a table. Shared by the whole-round matching (swiss-whole-round.ts) and the
 * matching by score groups (swiss-pairing.ts).
 */
import blossom from 'edmonds-blossom-fixed';
import type { TournamentGame } from './standings';
import { groupBy } from '../../games/shared/group-by';

export interface SwissRound {
  /** Each table's two players, the first player first, the top table first. */
  pairs: [first: string, second: string][];
  /** The player with the bye, if the number of players is odd. */
  bye?: string;
}

/** What a player brings to a round's pairing. */
export interface Entrant {
  id: string;
  seed: number;
  score: number;
  met: Set<string>;
  byes: number;
  /** Times moved first less times moved second. */
  firstBalance: number;
  /** Whether the last game played was as the first player (undefined: none played). */
  lastFirst?: boolean;
}

/** Score steps are half points; the weights stay integers far below 2^53 for a tournament of a thousand. */
export const HALF_POINTS = 2;

/** The entrants of a round: `active` in seed order, after `games` (byes as one-seat games). */
export function entrants(active: readonly string[], games: readonly TournamentGame[]): Entrant[] {
  const byRound = [...games].sort((a, b) => a.round - b.round);
  const all = active.map((id, seed): Entrant => ({ id, seed, score: 0, met: new Set(), byes: 0, firstBalance: 0 }));
  const byId = new Map(all.map((e) => [e.id, e]));
  for (const game of byRound) {
    game.seats.forEach((id, seat) => {
      const e = byId.get(id);
      if (!e) return;
      e.score += game.points[seat]!;
      if (game.seats.length === 1) {
        e.byes++;
        return;
      }
      for (const other of game.seats) if (other !== id) e.met.add(other);
      e.firstBalance += seat === 0 ? 1 : -1;
      e.lastFirst = seat === 0;
    });
  }
  return all;
}

/** Which side a player would rather have: first (+1), second (-1) or no matter (0). */
const wish = (e: Entrant) => (e.firstBalance < 0 ? 1 : e.firstBalance > 0 ? -1 : 0);

/** Whether the two want the same side, so one of them will not get it. */
export const clashes = (a: Entrant, b: Entrant) => wish(a) !== 0 && wish(a) === wish(b);

/** What pairs and byes of one round cost (lower is better); `weight` turns a cost into a blossom weight. */
export interface RoundCosts {
  pair(a: Entrant, b: Entrant): number;
  bye(e: Entrant): number;
  /** Sending `e` down to the score `to` unpaired: the score gap, and a little more from the top half. */
  float(e: Entrant, to: number): number;
  /** How far a pair within a score group is from top half against bottom half (0 across groups). */
  fold(a: Entrant, b: Entrant): number;
  weight(cost: number): number;
}

/** The costs of a round among `all` (every entrant of the round: the units are sized by their number). */
export function roundCosts(all: readonly Entrant[]): RoundCosts {
  const n = all.length;
  const maxGap = Math.max(0, ...all.map((e) => e.score)) * HALF_POINTS;
  const place = foldPlaces(all);
  // Each order of cost outweighs the whole round's worth of the order below it (a fold costs at most n/2).
  const clashUnit = (n * n) / 2 + 2;
  const gapUnit = (n / 2 + 1) * clashUnit;
  const forbidden = (n / 2 + 1) * (maxGap ** 2 + 1) * gapUnit;
  const base = 4 * forbidden;
  const gap = (a: number, b: number) => ((a - b) * HALF_POINTS) ** 2 * gapUnit;
  const fold = (a: Entrant, b: Entrant) => {
    if (a.score !== b.score) return 0;
    const pa = place.get(a)!;
    return Math.abs(Math.abs(pa.index - place.get(b)!.index) - pa.half);
  };
  return {
    fold,
    pair: (a, b) =>
      gap(a.score, b.score) + (a.met.has(b.id) ? forbidden : 0) + (clashes(a, b) ? clashUnit : 0) + 2 * fold(a, b),
    // The bye goes to the lowest score, the lowest seed among equals.
    bye: (e) => (e.byes > 0 ? forbidden : 0) + e.score * HALF_POINTS * 2 * gapUnit + (n - e.seed) * clashUnit,
    float: (e, to) => gap(e.score, to) + (place.get(e)!.index < place.get(e)!.half ? 1 : 0),
    weight: (cost) => base - cost,
  };
}

/** Each entrant's place in its score group by seed, and half the group's size. */
function foldPlaces(all: readonly Entrant[]): Map<Entrant, { index: number; half: number }> {
  const groups = groupBy(all, (e) => e.score);
  const place = new Map<Entrant, { index: number; half: number }>();
  for (const group of groups.values()) {
    group.sort((x, y) => x.seed - y.seed);
    group.forEach((e, index) => place.set(e, { index, half: Math.floor(group.length / 2) }));
  }
  return place;
}

/** An extra seat of a matching: the bye, or the way down to the next score group. */
export interface ExtraSeat {
  cost(e: Entrant): number;
  /** Whether `e` may take it at all (true: at a cost). */
  allows(e: Entrant): boolean;
}

export interface Matching {
  pairs: [Entrant, Entrant][];
  /** Who took the extra seat. */
  extra?: Entrant;
  unmatched: Entrant[];
}

/**
 * The cheapest matching with the most pairs among `players` (plus `extra`, a seat of its own) over the
 * pairs `allows` lets meet.
 */
export function match(
  players: readonly Entrant[],
  costs: RoundCosts,
  allows: (a: Entrant, b: Entrant) => boolean,
  extra?: ExtraSeat,
): Matching {
  const n = players.length;
  const edges: [number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    const a = players[i]!;
    for (let j = i + 1; j < n; j++) {
      const b = players[j]!;
      if (allows(a, b)) edges.push([i, j, costs.weight(costs.pair(a, b))]);
    }
    if (extra?.allows(a)) edges.push([i, n, costs.weight(extra.cost(a))]);
  }
  const mate: number[] = edges.length > 0 ? blossom(edges, true) : [];
  const result: Matching = { pairs: [], unmatched: [] };
  for (let i = 0; i < n; i++) {
    const j = mate[i] ?? -1;
    if (j === -1) result.unmatched.push(players[i]!);
    else if (j === n) result.extra = players[i]!;
    else if (i < j) result.pairs.push([players[i]!, players[j]!]);
  }
  return result;
}

/** The round as ids: each pair with its first player first, the strongest pair first. */
export function roundOf(pairs: readonly [Entrant, Entrant][], bye?: Entrant): SwissRound {
  const ordered = pairs.map(([a, b]) => (movesFirst(a, b) ? [a, b] : [b, a]) as [Entrant, Entrant]);
  const strength = (p: [Entrant, Entrant]) => Math.max(p[0].score, p[1].score);
  const topSeed = (p: [Entrant, Entrant]) => Math.min(p[0].seed, p[1].seed);
  ordered.sort((x, y) => strength(y) - strength(x) || topSeed(x) - topSeed(y));
  return { pairs: ordered.map(([a, b]) => [a.id, b.id]), ...(bye ? { bye: bye.id } : {}) };
}

/** Whether `a` moves first against `b`: who owes the first move, then who moved second last, then the higher seed. */
function movesFirst(a: Entrant, b: Entrant): boolean {
  return a.firstBalance !== b.firstBalance
    ? a.firstBalance < b.firstBalance
    : a.lastFirst !== b.lastFirst && a.lastFirst !== undefined && b.lastFirst !== undefined
      ? !a.lastFirst
      : a.seed < b.seed;
}
