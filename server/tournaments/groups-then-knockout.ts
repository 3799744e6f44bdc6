/**
 * Groups then knockout (docs/tournaments.md#groups): the players (seed order) are dealt into round-robin
 * groups by snake seeding; every group plays its round robin at once (round r of the stage is round r of
 * every group's circle schedule); the best `qualifiers` of each group go to a single-elimination bracket,
 * the group winners seeded first (group A's, then B's...), then the seconds and so on, so the group winners
 * meet no other group winner before the round of the last `groups` players, and two of one group do not
 * meet in the first round (knockoutSeeds). The bracket's rounds follow
 * the groups' rounds. Pure: from the players and the games so far, the groups with their schedules and
 * standings, the bracket, the next games, who is out, whether it is over and the final ranking.
 */
import { isBestOf, series, type BestOf, type Series } from './match-series';
import { circleSchedule, groupStandings, snakeGroups, type GroupStanding } from './round-robin';
import { singleElimination, type EliminationState } from './single-elimination';
import type { TournamentGame } from './standings';

export interface GroupsOptions {
  groups: number;
  /** How many of each group go to the knockout (at least one; at least two players in the bracket). */
  qualifiers: number;
  groupBestOf: BestOf;
  knockoutBestOf: BestOf;
}

export interface Group {
  players: string[];
  /** The circle schedule: rounds of matches, each match's first player first. */
  schedule: [string, string][][];
  /** Every match of the schedule as it stands, round by round. */
  matches: Series[][];
  standings: GroupStanding[];
}

export interface GroupsThenKnockoutState {
  stage: 'groups' | 'knockout' | 'finished';
  groups: Group[];
  /** The rounds the group stage takes (its games have rounds 1 to this). */
  groupRounds: number;
  knockout?: EliminationState;
  /** The round being played, counted over both stages (its games carry this round), until the end. */
  round?: number;
  /** The next game of each undecided match of the round being played, the first player first. */
  next: [first: string, second: string][];
  /** Players out: those left behind in the groups (once the groups are over), then the knockout's losers. */
  eliminated: string[];
  finished: boolean;
  /** When finished: the knockout's places, then the others by place in their group, then match and game wins. */
  ranking?: { player: string; rank: number }[];
}

/** The state of a groups-then-knockout tournament among `players` (seed order) after `games`. */
export function groupsThenKnockout(
  players: readonly string[],
  options: GroupsOptions,
  games: readonly TournamentGame[],
): GroupsThenKnockoutState {
  const twice = players.find((id, i) => players.indexOf(id) !== i);
  if (twice !== undefined) throw new Error(`player ${twice} is listed twice`);
  const dealt = snakeGroups(players, options.groups);
  if (!Number.isInteger(options.qualifiers) || options.qualifiers < 1 || options.qualifiers > dealt.at(-1)!.length)
    throw new Error(
      `from groups of ${dealt.at(-1)!.length} at least, 1 to ${dealt.at(-1)!.length} go on, not ${options.qualifiers}`,
    );
  if (options.qualifiers * options.groups < 2) throw new Error('a knockout needs two players at least');
  for (const bestOf of [options.groupBestOf, options.knockoutBestOf])
    if (!isBestOf(bestOf)) throw new Error(`a match is best of 1, 3 or 5 games, not ${String(bestOf)}`);
  const schedules = dealt.map(circleSchedule);
  const groupRounds = Math.max(...schedules.map((s) => s.length));
  const groupGames = games.filter((g) => g.round <= groupRounds);
  const used = new Set<TournamentGame>();
  const state: GroupsThenKnockoutState = {
    stage: 'groups',
    groups: [],
    groupRounds,
    next: [],
    eliminated: [],
    finished: false,
  };
  let round: number | undefined;
  dealt.forEach((members, g) => {
    const matches = schedules[g]!.map((pairs, r) =>
      pairs.map((pair) => {
        const own = groupGames.filter((game) => game.round === r + 1 && game.seats.every((id) => pair.includes(id)));
        own.forEach((game) => used.add(game));
        return series(options.groupBestOf, pair, own);
      }),
    );
    state.groups.push({
      players: members,
      schedule: schedules[g]!,
      matches,
      standings: groupStandings(members, matches.flat()),
    });
    matches.forEach((roundMatches, r) => {
      if (roundMatches.some((m) => !m.winner)) round = Math.min(round ?? Infinity, r);
    });
  });
  const stray = groupGames.find((game) => !used.has(game));
  if (stray)
    throw new Error(`a game of round ${stray.round} between ${stray.seats.join(' and ')} belongs to no group match`);
  if (round !== undefined) {
    for (const group of state.groups)
      for (const m of group.matches[round]?.values() ?? []) if (m.next) state.next.push(m.next);
    state.round = round + 1;
    return state;
  }
  const seeds = knockoutSeeds(
    state.groups.map((group) => group.standings.map((row) => row.player)),
    options.qualifiers,
  );
  const seeded = new Set(seeds);
  const others = state.groups
    .flatMap((group) => group.standings.filter((row) => !seeded.has(row.player)))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        b.matchWins - a.matchWins ||
        b.gameWins - a.gameWins ||
        players.indexOf(a.player) - players.indexOf(b.player),
    );
  const knockout = singleElimination(
    seeds,
    options.knockoutBestOf,
    games.filter((g) => g.round > groupRounds),
    groupRounds + 1,
  );
  Object.assign(state, { stage: knockout.finished ? 'finished' : 'knockout', knockout, next: knockout.next });
  if (knockout.round !== undefined) state.round = knockout.round + groupRounds;
  state.eliminated = [...others.map((row) => row.player), ...knockout.eliminated];
  if (knockout.ranking) {
    state.finished = true;
    state.ranking = [
      ...knockout.ranking,
      ...others.map((row, i) => ({ player: row.player, rank: seeds.length + i + 1 })),
    ];
  }
  return state;
}

/**
 * The knockout's seeds from each group's standings: the group winners first (group A's, then B's...), then
 * the seconds and so on; where a first-round match would pair two players of one group, the lower of them
 * trades places with another player of the same place in their groups, so no group plays itself again in
 * round 1 (3 groups, 2 each: A1, B1, C1, C2, B2, A2 rather than A1, B1, C1, A2, B2, C2, where C1 met C2).
 */
export function knockoutSeeds(groupOrders: readonly (readonly string[])[], qualifiers: number): string[] {
  const perPlace = groupOrders.length;
  const seeds = Array.from({ length: qualifiers }, (_, place) => groupOrders.map((order) => order[place]!)).flat();
  const groupOf = new Map(groupOrders.flatMap((order, g) => order.map((id) => [id, g] as const)));
  let size = 1;
  while (size < seeds.length) size *= 2;
  const clash = (i: number) => {
    const j = size - 1 - i; // seed i + 1 meets seed size - i in round 1 (a bye past the last seed)
    return j < seeds.length && groupOf.get(seeds[i]!) === groupOf.get(seeds[j]!);
  };
  const swap = (i: number, k: number) => ([seeds[i], seeds[k]] = [seeds[k]!, seeds[i]!]);
  for (let i = perPlace; i < seeds.length; i++) {
    if (!clash(i) || size - 1 - i > i) continue;
    const place = Math.floor(i / perPlace);
    for (let k = place * perPlace; k < Math.min(seeds.length, (place + 1) * perPlace); k++) {
      if (k === i) continue;
      swap(i, k);
      if (!clash(i) && !clash(k)) break;
      swap(i, k);
    }
  }
  return seeds;
}
