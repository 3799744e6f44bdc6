/**
 * A round of a two-player Swiss (docs/tournaments.md#swiss): who plays whom, who moves first and who gets
 * the bye. Players meet others on the same score where they can, never someone they met before while any
 * pairing of the round avoids it, at most one bye each while someone has not had one (the bye goes to the
 * lowest score, the lowest seed among equals), the top half of a score group against its bottom half (by
 * seed: 1 against 5, 2 against 6 of eight), and the first move goes to whoever has moved first less often
 * (then to whoever moved second last time, then to the higher seed).
 *
 * Paired by score group, from the top: a group with the players floated down to it is one blossom matching
 * (swiss-entrants.ts weighs the pairs), first over the pairs near top half against bottom half, then over
 * all its pairs; whoever it cannot seat (one of an odd group, the one that costs least to send down) floats
 * to the next group. A few hundred players pair in tens of milliseconds, where one matching over every pair
 * of the round takes seconds. When the last group cannot seat everyone without a rematch it takes in the
 * group above, and so on up to the whole round, so a rematch-free round is found whenever one exists
 * (swiss-whole-round.ts, the exact matching, is the last resort). The npm Swiss libraries were not used:
 * `swiss-pairing` weighs rematches and second byes as fixed penalties a large score gap can outweigh,
 * ignores who moves first and repeats every edge; `tournament-pairings` is GPL. A worker thread runs it off
 * the event loop: swiss-pairing-thread.ts.
 */
import { entrants, match, roundCosts, roundOf, type Entrant, type ExtraSeat, type Matching } from './swiss-entrants';
import type { RoundCosts, SwissRound } from './swiss-entrants';
import { pairWholeRound } from './swiss-whole-round';
import type { TournamentGame } from './standings';

export type { SwissRound } from './swiss-entrants';

/** The first matching of a group looks at pairs at most this far from top half against bottom half. */
const NEAR_FOLD = 6;
/** Candidates for the bye tried, lowest first, before the whole-round matching picks it. */
const BYE_TRIES = 3;

/**
 * Pairs the next round of `active` players (in seed order; withdrawn players left out) after `games`
 * (earlier rounds, byes as one-seat games).
 */
export function pairSwissRound(active: readonly string[], games: readonly TournamentGame[]): SwissRound {
  const twice = active.find((id, i) => active.indexOf(id) !== i);
  if (twice !== undefined) throw new Error(`player ${twice} is listed twice among the active players`);
  const all = entrants(active, games);
  if (all.length < 2) return { pairs: [], ...(all.length === 1 ? { bye: all[0]!.id } : {}) };
  const costs = roundCosts(all);
  if (all.length % 2 === 0) {
    const pairs = pairByScoreGroups(all, costs);
    return pairs ? roundOf(pairs) : pairWholeRound(active, games);
  }
  const byeCandidates = all
    .filter((e) => e.byes === 0)
    .sort((a, b) => a.score - b.score || b.seed - a.seed)
    .slice(0, BYE_TRIES);
  for (const bye of byeCandidates) {
    const pairs = pairByScoreGroups(
      all.filter((e) => e !== bye),
      costs,
    );
    if (pairs) return roundOf(pairs, bye);
  }
  return pairWholeRound(active, games);
}

/** Every player of `players` (an even number, in seed order) paired without a rematch, or undefined. */
function pairByScoreGroups(players: readonly Entrant[], costs: RoundCosts): [Entrant, Entrant][] | undefined {
  const scores = [...new Set(players.map((e) => e.score))].sort((a, b) => b - a);
  const groups = scores.map((score) => players.filter((e) => e.score === score));
  const paired: [Entrant, Entrant][][] = [];
  const floatersInto: Entrant[][] = [[]];
  for (let k = 0; k < groups.length - 1; k++) {
    const bracket = [...floatersInto[k]!, ...groups[k]!];
    const down: ExtraSeat | undefined =
      bracket.length % 2 === 1 ? { cost: (e) => costs.float(e, scores[k + 1]!), allows: () => true } : undefined;
    const result = pairBracket(bracket, costs, down);
    paired.push(result.pairs);
    floatersInto.push([...(result.extra ? [result.extra] : []), ...result.unmatched]);
  }
  // The last group must seat everyone left; when it cannot, it takes in the group above, and so on.
  for (let k = groups.length - 1; k >= 0; k--) {
    const result = pairBracket([...floatersInto[k]!, ...groups.slice(k).flat()], costs);
    if (result.unmatched.length === 0) return [...paired.slice(0, k).flat(), ...result.pairs];
  }
  return undefined;
}

/** One bracket's matching without rematches: the pairs near the fold first, every pair if those seat fewer. */
function pairBracket(bracket: readonly Entrant[], costs: RoundCosts, down?: ExtraSeat): Matching {
  const near = match(
    bracket,
    costs,
    (a, b) => !a.met.has(b.id) && (a.score !== b.score || costs.fold(a, b) <= NEAR_FOLD),
    down,
  );
  if (near.unmatched.length === 0) return near;
  return match(bracket, costs, (a, b) => !a.met.has(b.id), down);
}
