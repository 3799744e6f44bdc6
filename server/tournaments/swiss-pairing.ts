/**
 * A round of a two-player Swiss (docs/tournaments.md#swiss): who plays whom, who moves first and who gets
 * the bye. Players meet others on the same score where they can, never someone they met before while any
 * pairing of the round avoids it, at most one bye each while someone has not had one (the bye goes to the
 * lowest score), the top half of a score group against its bottom half (by seed: 1 against 5, 2 against 6
 * of eight), and the first move goes to whoever has moved first less often (then to whoever moved second
 * last time, then to the higher seed).
 *
 * The round is a maximum-weight perfect matching (Edmonds' blossom algorithm, the `edmonds-blossom-fixed`
 * library) over every pair, each pair weighed by what it costs, in four orders of size: a rematch or a
 * second bye costs more than every score difference of the round together, a score difference more than
 * every first-player clash together, a clash more than every departure from top-half-against-bottom-half.
 * The matching first looks only at pairs within a point of each other who have not met, and at every pair
 * when those cannot seat everyone. The npm Swiss libraries were not used: `swiss-pairing` weighs rematches and second byes as
 * fixed penalties a large score gap can outweigh, ignores who moves first and repeats every edge;
 * `tournament-pairings` is GPL.
 */
import blossom from 'edmonds-blossom-fixed';
import type { TournamentGame } from './standings';

export interface SwissRound {
  /** Each table's two players, the first player first, the top table first. */
  pairs: [first: string, second: string][];
  /** The player with the bye, if the number of players is odd. */
  bye?: string;
}

/** What a player brings to a round's pairing. */
interface Entrant {
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
const HALF_POINTS = 2;

/**
 * Pairs the next round of `active` players (in seed order; withdrawn players left out) after `games`
 * (earlier rounds, byes as one-seat games).
 */
export function pairSwissRound(active: readonly string[], games: readonly TournamentGame[]): SwissRound {
  const entrants = active.map((id, seed) => entrant(id, seed, games));
  const n = entrants.length;
  if (n < 2) return { pairs: [], ...(n === 1 ? { bye: entrants[0]!.id } : {}) };
  const withBye = n % 2 === 1;
  const maxGap = Math.max(...entrants.map((e) => e.score)) * HALF_POINTS;
  const fold = foldCosts(entrants);
  // Each order of cost outweighs the whole round's worth of the order below it.
  const clashUnit = (n * n) / 2 + 1;
  const gapUnit = (n / 2 + 1) * clashUnit;
  const forbidden = (n / 2 + 1) * (maxGap ** 2 + 1) * gapUnit;
  const base = 4 * forbidden;
  const edgesWithin = (reach: number) => {
    const edges: [number, number, number][] = [];
    for (let i = 0; i < n; i++) {
      const a = entrants[i]!;
      for (let j = i + 1; j < n; j++) {
        const b = entrants[j]!;
        if (Math.abs(a.score - b.score) > reach || (reach < Infinity && a.met.has(b.id))) continue;
        const cost =
          ((a.score - b.score) * HALF_POINTS) ** 2 * gapUnit +
          (a.met.has(b.id) ? forbidden : 0) +
          (clashes(a, b) ? clashUnit : 0) +
          fold(a, b);
        edges.push([i, j, base - cost]);
      }
      if (withBye) {
        // The bye is a seat of its own: the lowest score takes it, the lowest seed among equals.
        const cost = (a.byes > 0 ? forbidden : 0) + a.score * HALF_POINTS * 2 * gapUnit + (n - a.seed) * clashUnit;
        edges.push([i, n, base - cost]);
      }
    }
    return edges;
  };
  // First only the pairs within a point of each other that have not met: a few of the n² pairs, and
  // enough in almost every round; when they cannot seat everyone, every pair.
  const everyone = (mate: number[]) => mate.slice(0, n).every((m) => m !== -1);
  let mate: number[] = blossom(edgesWithin(1), true);
  if (!everyone(mate)) mate = blossom(edgesWithin(Infinity), true);
  const round: SwissRound = { pairs: [] };
  const seen = new Set<number>();
  for (let i = 0; i < n; i++) {
    const j = mate[i]!;
    if (seen.has(i)) continue;
    seen.add(i).add(j);
    if (j === n || j === -1) round.bye = entrants[i]!.id;
    else round.pairs.push(order(entrants[i]!, entrants[j]!));
  }
  const rank = new Map(entrants.map((e) => [e.id, e]));
  const strength = (pair: [string, string]) => Math.max(...pair.map((id) => rank.get(id)!.score));
  const topSeed = (pair: [string, string]) => Math.min(...pair.map((id) => rank.get(id)!.seed));
  round.pairs.sort((x, y) => strength(y) - strength(x) || topSeed(x) - topSeed(y));
  return round;
}

function entrant(id: string, seed: number, games: readonly TournamentGame[]): Entrant {
  const e: Entrant = { id, seed, score: 0, met: new Set(), byes: 0, firstBalance: 0 };
  for (const game of [...games].sort((a, b) => a.round - b.round)) {
    const seat = game.seats.indexOf(id);
    if (seat < 0) continue;
    e.score += game.points[seat]!;
    if (game.seats.length === 1) {
      e.byes++;
      continue;
    }
    for (const other of game.seats) if (other !== id) e.met.add(other);
    e.firstBalance += seat === 0 ? 1 : -1;
    e.lastFirst = seat === 0;
  }
  return e;
}

/** Which side a player would rather have: first (+1), second (-1) or no matter (0). */
const wish = (e: Entrant) => (e.firstBalance < 0 ? 1 : e.firstBalance > 0 ? -1 : 0);

/** Whether the two want the same side, so one of them will not get it. */
const clashes = (a: Entrant, b: Entrant) => wish(a) !== 0 && wish(a) === wish(b);

/**
 * The cost of a pair within a score group by how far it is from top half against bottom half: the seeds'
 * distance in the group against half the group's size (0 for pairs across groups).
 */
function foldCosts(entrants: readonly Entrant[]): (a: Entrant, b: Entrant) => number {
  const groups = new Map<number, Entrant[]>();
  for (const e of entrants) groups.set(e.score, [...(groups.get(e.score) ?? []), e]);
  const place = new Map<string, { index: number; half: number }>();
  for (const group of groups.values()) {
    group.sort((x, y) => x.seed - y.seed);
    group.forEach((e, index) => place.set(e.id, { index, half: Math.floor(group.length / 2) }));
  }
  return (a, b) => {
    if (a.score !== b.score) return 0;
    const pa = place.get(a.id)!;
    return Math.abs(Math.abs(pa.index - place.get(b.id)!.index) - pa.half);
  };
}

/** The pair with its first player first: who owes the first move, then who moved second last, then the higher seed. */
function order(a: Entrant, b: Entrant): [string, string] {
  const aFirst =
    a.firstBalance !== b.firstBalance
      ? a.firstBalance < b.firstBalance
      : a.lastFirst !== b.lastFirst && a.lastFirst !== undefined && b.lastFirst !== undefined
        ? !a.lastFirst
        : a.seed < b.seed;
  return aFirst ? [a.id, b.id] : [b.id, a.id];
}
