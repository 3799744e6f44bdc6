/**
 * The ladder's statistics over its results: an openskill rating per participant (Plackett-Luce, every
 * game a free-for-all of single-player teams ranked by the game's result, rated in a fixed order so the
 * same results always give the same numbers; a participant in several seats of a game moves by its best
 * placed one) with its 95% interval (mu ± 1.96 sigma); each participant's win share per seat against its
 * fair share (1 / players, ties split, 95% Wilson interval); and
 * head to head, how often one participant finished ahead of another at the same table.
 */
import { rate, rating, type Rating } from 'openskill';
import { plackettLuce } from 'openskill/models';
import { wilson } from '../arena/arena-stats';
import type { LadderResult } from './results-file';

export const Z95 = 1.96;

/** Each seat's place (1 = first; equal places for a tie): the winners first, then by score. */
export function places(result: Pick<LadderResult, 'scores' | 'winners'>): number[] {
  const standing = (seat: number) => [result.winners.includes(seat) ? 1 : 0, result.scores[seat] ?? 0] as const;
  const ahead = (a: number, b: number) => {
    const [wa, sa] = standing(a);
    const [wb, sb] = standing(b);
    return wa > wb || (wa === wb && sa > sb);
  };
  return result.scores.map((_, seat) => 1 + result.scores.filter((__, other) => ahead(other, seat)).length);
}

const order = (a: LadderResult, b: LadderResult) =>
  a.set - b.set || a.table.join(',').localeCompare(b.table.join(',')) || a.rotation - b.rotation;

export interface Standing {
  participant: string;
  mu: number;
  sigma: number;
  /** The 95% interval of the skill: mu ± 1.96 sigma. */
  low: number;
  high: number;
  games: number;
  /** Wins (a tie for first split) per game, its 95% Wilson interval and the fair share 1 / players. */
  winShare: number;
  winLow: number;
  winHigh: number;
  fairShare: number;
  averageScore: number;
  msPerDecision: number;
}

/** The ratings of one ladder's results (all of one player count), best first. */
export function standings(results: readonly LadderResult[]): Standing[] {
  const ratings = new Map<string, Rating>();
  const tally = new Map<string, { games: number; wins: number; score: number; ms: number; decisions: number }>();
  for (const result of [...results].sort(order)) {
    const teams = result.seats.map((p) => [ratings.get(p) ?? rating()]);
    const place = places(result);
    const rated = rate(teams, { model: plackettLuce, rank: place });
    // A participant in several seats moves once, by its best-placed seat (as a bot level on the server).
    const byPlace = result.seats.map((_, seat) => seat).sort((a, b) => place[b]! - place[a]! || b - a);
    for (const seat of byPlace) ratings.set(result.seats[seat]!, rated[seat]![0]!);
    result.seats.forEach((p, seat) => {
      const t = tally.get(p) ?? { games: 0, wins: 0, score: 0, ms: 0, decisions: 0 };
      t.games++;
      if (result.winners.includes(seat)) t.wins += 1 / result.winners.length;
      t.score += result.scores[seat] ?? 0;
      t.ms += result.decisionMs[seat] ?? 0;
      t.decisions += result.decisions[seat] ?? 0;
      tally.set(p, t);
    });
  }
  const fairShare = results[0] ? 1 / results[0].seats.length : 0;
  return [...ratings]
    .map(([participant, { mu, sigma }]) => {
      const t = tally.get(participant)!;
      const ci = wilson(t.wins, t.games);
      return {
        participant,
        mu,
        sigma,
        low: mu - Z95 * sigma,
        high: mu + Z95 * sigma,
        games: t.games,
        winShare: t.wins / t.games,
        winLow: ci.low,
        winHigh: ci.high,
        fairShare,
        averageScore: t.score / t.games,
        msPerDecision: t.decisions === 0 ? 0 : t.ms / t.decisions,
      };
    })
    .sort((a, b) => b.mu - a.mu);
}

export interface HeadToHead {
  a: string;
  b: string;
  games: number;
  /** Games `a` finished ahead of `b` (a tie counts a half), per game, with its 95% Wilson interval. */
  share: number;
  low: number;
  high: number;
}

/** For every two participants that met, how often the first finished ahead of the second. */
export function headToHead(results: readonly LadderResult[]): HeadToHead[] {
  const pairs = new Map<string, { a: string; b: string; games: number; ahead: number }>();
  for (const result of results) {
    const place = places(result);
    result.seats.forEach((a, i) =>
      result.seats.forEach((b, j) => {
        if (a >= b) return;
        const pair = pairs.get(`${a}|${b}`) ?? { a, b, games: 0, ahead: 0 };
        pair.games++;
        pair.ahead += place[i]! < place[j]! ? 1 : place[i] === place[j] ? 0.5 : 0;
        pairs.set(`${a}|${b}`, pair);
      }),
    );
  }
  return [...pairs.values()].map(({ a, b, games, ahead }) => ({
    a,
    b,
    games,
    share: ahead / games,
    ...wilson(ahead, games),
  }));
}
