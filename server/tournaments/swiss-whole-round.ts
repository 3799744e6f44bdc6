/**
 * A two-player Swiss round as one blossom matching over every pair of the round (docs/tournaments.md#swiss):
 * exact, but it grows with the cube of the players (seconds for 256, about 20 s for 512), so it is the
 * fallback of the pairing by score groups (swiss-pairing.ts) when the groups cannot seat everyone without
 * a rematch or a second bye, and the "before" of the pairing benchmark. It first looks only at the pairs
 * within a point of each other who have not met, and at every pair when those cannot seat everyone.
 */
import { entrants, match, roundCosts, roundOf, type SwissRound } from './swiss-entrants';
import type { TournamentGame } from './standings';

/** Pairs the next round of `active` players (in seed order) after `games`, over every pair at once. */
export function pairWholeRound(active: readonly string[], games: readonly TournamentGame[]): SwissRound {
  const all = entrants(active, games);
  if (all.length < 2) return { pairs: [], ...(all.length === 1 ? { bye: all[0]!.id } : {}) };
  const costs = roundCosts(all);
  const bye = all.length % 2 === 1 ? { cost: costs.bye, allows: () => true } : undefined;
  let result = match(all, costs, (a, b) => Math.abs(a.score - b.score) <= 1 && !a.met.has(b.id), bye);
  if (result.unmatched.length > 0) result = match(all, costs, () => true, bye);
  return roundOf(result.pairs, result.extra);
}
