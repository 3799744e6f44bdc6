/**
 * One rated match's rating changes (docs/ratings.md#how): the final ranking from the game's result (the
 * winners first, then by score, equal scores tie), leavers after every seat that stayed (all leavers tie
 * last), and openskill's Weng-Lin Plackett-Luce update of every competitor at once. One identity is one
 * competitor: a bot level (or an account) holding several seats is rated once, from its best-placed seat,
 * and its other seats are no opponents of anyone (`oneSeatEach`). A seat a bot stood in for at the end is
 * its leaver's: the stand-in bot has no identity here and earns nothing.
 */
import { rate } from 'openskill';
import type { Skill } from './rating-scale';

export interface FinalResult {
  winners: string[];
  scores: number[];
}

export interface RatedSeat {
  seat: string;
  /** `account:<id>` or `bot:<game>:<level>`. */
  identity: string;
  before: Skill;
  /** The seat's player left or timed out and never came back. */
  left: boolean;
}

export interface SeatChange {
  seat: string;
  identity: string;
  /** 1 is first; equal ranks tie. */
  rank: number;
  before: Skill;
  after: Skill;
}

/** Each seat's place in the game (1 is first, ties share a place), before leavers are moved last. */
export function gameRanks(result: FinalResult, seats: string[]): Map<string, number> {
  const key = (seat: string) => [result.winners.includes(seat) ? 1 : 0, result.scores[Number(seat)] ?? 0] as const;
  const better = (a: string, b: string) => {
    const [wa, sa] = key(a);
    const [wb, sb] = key(b);
    return wa !== wb ? wb - wa : sb - sa;
  };
  const sorted = [...seats].sort(better);
  const ranks = new Map<string, number>();
  sorted.forEach((seat, i) => {
    const previous = sorted[i - 1];
    ranks.set(seat, previous !== undefined && better(previous, seat) === 0 ? ranks.get(previous)! : i + 1);
  });
  return ranks;
}

/** The ranks openskill is given: the game's places for those who stayed, one shared last place for leavers. */
export function finalRanks(result: FinalResult, seats: RatedSeat[]): Map<string, number> {
  const stayed = seats.filter((s) => !s.left).map((s) => s.seat);
  const ranks = gameRanks(result, stayed);
  const last = stayed.length + 1;
  for (const s of seats) if (s.left) ranks.set(s.seat, last);
  return ranks;
}

/**
 * Each identity's best-placed seat (lowest rank, then lowest seat number), in seat order: one identity is one
 * competitor, never rated against itself. Both the live update and the recompute go through it.
 */
export function oneSeatEach<T extends { seat: string; identity: string; rank: number }>(seats: T[]): T[] {
  const best = new Map<string, T>();
  for (const seat of seats) {
    const held = best.get(seat.identity);
    if (!held || seat.rank < held.rank || (seat.rank === held.rank && Number(seat.seat) < Number(held.seat)))
      best.set(seat.identity, seat);
  }
  return seats.filter((seat) => best.get(seat.identity) === seat);
}

/**
 * The new skills of the match's competitors: one change per identity, from its best-placed seat (the game's
 * places are kept as ranks); fewer than two competitors change nothing.
 */
export function rateMatch(result: FinalResult, seats: RatedSeat[]): SeatChange[] {
  const ranks = finalRanks(result, seats);
  const competitors = oneSeatEach(seats.map((s) => ({ ...s, rank: ranks.get(s.seat)! })));
  return rateRanked(
    competitors,
    competitors.map((s) => s.rank),
  );
}

/** openskill's update of seats whose ranks are known (a live match's, or a stored one being recomputed). */
export function rateRanked(seats: Omit<RatedSeat, 'left'>[], rank: number[]): SeatChange[] {
  const after =
    seats.length < 2
      ? seats.map((s) => [s.before])
      : rate(
          seats.map((s) => [{ mu: s.before.mu, sigma: s.before.sigma }]),
          { rank },
        );
  return seats.map((s, i) => ({
    seat: s.seat,
    identity: s.identity,
    rank: rank[i]!,
    before: s.before,
    after: { mu: after[i]![0]!.mu, sigma: after[i]![0]!.sigma },
  }));
}
