/**
 * What the elimination formats' rounds are made of (docs/tournaments.md#elimination-rounds), over the pure
 * brackets (single-elimination.ts, groups-then-knockout.ts): the groups fitted to the players who came, the
 * bracket from the seeded players and the games so far, how many rounds it takes, where it stands (the round
 * being played, each undecided match's next game, or the end), and a walkover's points for a game one of
 * whose players has withdrawn.
 */
import { groupsThenKnockout, type GroupsThenKnockoutState } from './groups-then-knockout';
import { singleElimination, type EliminationState } from './single-elimination';
import type { TournamentGame } from './standings';
import type { GroupSettings, Tournament } from './tournament-store';

export type Bracket =
  | { kind: 'single-elimination'; state: EliminationState }
  | { kind: 'groups-then-knockout'; state: GroupsThenKnockoutState; groups: GroupSettings };

/** The smallest power of two at least `n`. */
const bracketSize = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(n, 1)));

/**
 * The groups `n` players can fill: at most n / 2 groups (two a group at least), at most as many going on
 * from each group as its smallest holds, and two at least in the knockout (from one group, its best two).
 */
export function fitGroups(n: number, groups: GroupSettings): GroupSettings {
  const count = Math.max(1, Math.min(groups.count, Math.floor(n / 2)));
  let qualifiers = Math.min(groups.qualifiers, Math.floor(n / count));
  if (count * qualifiers < 2) qualifiers = 2;
  return { count, qualifiers, bestOf: groups.bestOf };
}

/** The bracket of a tournament of an elimination format among `seeded` (seed order) after `games`. */
export function bracketOf(
  t: Pick<Tournament, 'format' | 'bestOf' | 'groups'>,
  seeded: readonly string[],
  games: readonly TournamentGame[],
): Bracket {
  const bestOf = t.bestOf ?? 1;
  if (t.format === 'single-elimination')
    return { kind: 'single-elimination', state: singleElimination(seeded, bestOf, games) };
  if (t.format === 'groups-then-knockout' && t.groups) {
    const groups = t.groups;
    const state = groupsThenKnockout(
      seeded,
      { groups: groups.count, qualifiers: groups.qualifiers, groupBestOf: groups.bestOf, knockoutBestOf: bestOf },
      games,
    );
    return { kind: 'groups-then-knockout', state, groups };
  }
  throw new Error(`the ${t.format} format has no bracket`);
}

/** How many rounds the bracket takes: the groups' and the knockout's. */
export function bracketRounds(bracket: Bracket): number {
  if (bracket.kind === 'single-elimination') return bracket.state.rounds.length;
  const { count, qualifiers } = bracket.groups;
  return bracket.state.groupRounds + Math.log2(bracketSize(count * qualifiers));
}

/** Where the bracket stands: over, or the round being played and the next game of each undecided match. */
export function progressOf(bracket: Bracket): { finished: boolean; round?: number; next: [string, string][] } {
  const { state } = bracket;
  return { finished: state.finished, ...(state.round === undefined ? {} : { round: state.round }), next: state.next };
}

/**
 * A game with a withdrawn player is not played: the other wins it (a game with two withdrawn players goes to
 * its first player, so the match still ends). Null when both players are in.
 */
export function walkover(seats: readonly string[], out: ReadonlySet<string>): number[] | null {
  const [first, second] = seats.map((id) => out.has(id));
  if (!first && !second) return null;
  return first && !second ? [0, 1] : [1, 0];
}
