/**
 * The ladder's targets and when each has been measured enough (docs/bots.md#ladder-stopping). A target is a
 * table of participants and one measured share against a goal line: the focal participant's *win share*
 * (the games it won, a tie for first split between the tied seats) or, with a rival, how often it
 * *finished ahead* of the rival (a tie counts a half). It plays paired sets in order; after each complete
 * set (a look) the share of all complete sets so far gets a Wilson interval, and the first look whose
 * interval lies wholly above or below the goal decides; 200 sets without a decision end it undecided.
 * Looking after every set inflates the chance of a wrong decision (at z 1.96, about 40-47% when the true
 * share sits on the line), so the stopping interval is the wider `SEQUENTIAL_Z` one, which holds that
 * chance to about 5% over 200 looks (a Pocock-style constant, found by simulation: test/bots/ladder-run.test.ts);
 * the report gives the plain 95% interval beside it. The verdict depends only on the results, not on the
 * order they arrived in: games beyond the deciding look (played by parallel workers) are not counted.
 */
import { wilson } from '../arena/arena-stats';
import type { Participant } from './participants';
import { places, Z95 } from './ratings';
import type { LadderResult } from './results-file';
import type { Ladder } from './schedule';

/** The z of the stopping interval: a wrong verdict about 5% of the time over 200 looks at the goal line. */
export const SEQUENTIAL_Z = 2.95;
/** The most paired sets a target plays. */
export const SET_CAP = 200;

export interface Target {
  /** A short name, unique in the ladder: `hard-star25`. */
  id: string;
  ladder: Ladder;
  /** The seats before rotation (a participant may fill several, e.g. three rule bots). */
  table: Participant[];
  /** The participant measured (in one seat only). */
  focal: Participant;
  /** Absent: the focal participant's win share; present: how often it finished ahead of this one. */
  rival?: Participant;
  /** The goal line of the share. */
  goal: number;
  /** Its share of the workers' time while open, relative to the other open targets. */
  weight: number;
  /** A trial of a changed bot: reported only at the scales it was played at. */
  experiment?: boolean;
}

/** `citadels-4p hard vs rules x3`: the ladder, the focal participant and its rival or the others at the table. */
export function targetName(t: Target): string {
  if (t.rival) return `${t.ladder.id} ${t.focal} vs ${t.rival}`;
  const others = t.table.filter((p) => p !== t.focal);
  const counts = [...new Set(others)].map((p) => {
    const n = others.filter((q) => q === p).length;
    return n === 1 ? p : `${p} x${n}`;
  });
  return `${t.ladder.id} ${t.focal} vs ${counts.join(', ')}`;
}

/** The focal participant's share of one game (1, a fraction for a tie, or 0). */
export function gameShare(target: Target, result: Pick<LadderResult, 'seats' | 'scores' | 'winners'>): number {
  const focal = result.seats.indexOf(target.focal);
  if (focal < 0) throw new Error(`${target.focal} is not at the table ${result.seats.join(',')}`);
  if (target.rival === undefined) return result.winners.includes(focal) ? 1 / result.winners.length : 0;
  const rival = result.seats.indexOf(target.rival);
  const place = places(result);
  return place[focal]! < place[rival]! ? 1 : place[focal] === place[rival] ? 0.5 : 0;
}

/** A target's results at one budget scale (its table, in any order of arrival). */
export const resultsOf = (target: Target, scale: number, results: readonly LadderResult[]) =>
  results.filter(
    (r) => r.ladder === target.ladder.id && r.scale === scale && r.table.join(',') === target.table.join(','),
  );

export type Verdict = 'above' | 'below' | 'open' | 'cap';

export interface TargetStatus {
  /** Complete paired sets counted (up to the deciding look). */
  sets: number;
  games: number;
  /** The focal participant's share of those games, and its 95% Wilson interval. */
  share: number;
  low: number;
  high: number;
  /** The stopping interval (z `SEQUENTIAL_Z`). */
  seqLow: number;
  seqHigh: number;
  verdict: Verdict;
  /** Games played but not counted: in sets after the deciding look or after a set still incomplete. */
  uncounted: number;
}

/** Which side of `goal` the interval of `wins` in `games` lies at this z, if wholly on one. */
export function side(wins: number, games: number, goal: number, z = SEQUENTIAL_Z): 'above' | 'below' | undefined {
  if (games === 0) return undefined;
  const { low, high } = wilson(wins, games, z);
  return low > goal ? 'above' : high < goal ? 'below' : undefined;
}

/** The target's measure so far: complete sets in order, stopping at the first look that decides or at the cap. */
export function targetStatus(
  target: Target,
  results: readonly LadderResult[],
  cap = SET_CAP,
  z = SEQUENTIAL_Z,
): TargetStatus {
  const bySet = new Map<number, Map<number, LadderResult>>();
  for (const r of results) {
    const rotations = bySet.get(r.set) ?? new Map<number, LadderResult>();
    rotations.set(r.rotation, r);
    bySet.set(r.set, rotations);
  }
  let sets = 0;
  let games = 0;
  let wins = 0;
  let verdict: Verdict = 'open';
  while (sets < cap) {
    const rotations = bySet.get(sets);
    if (!rotations || rotations.size < target.table.length) break;
    for (const r of rotations.values()) wins += gameShare(target, r);
    games += rotations.size;
    sets++;
    const decided = side(wins, games, target.goal, z);
    if (decided) {
      verdict = decided;
      break;
    }
  }
  if (verdict === 'open' && sets >= cap) verdict = 'cap';
  const ci = wilson(wins, games, Z95);
  const seq = wilson(wins, games, z);
  return {
    sets,
    games,
    share: games === 0 ? 0 : wins / games,
    low: ci.low,
    high: ci.high,
    seqLow: seq.low,
    seqHigh: seq.high,
    verdict,
    uncounted: results.length - games,
  };
}
