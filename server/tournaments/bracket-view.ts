/**
 * The bracket of an elimination format as a tournament's page draws it (docs/tournaments.md#routes): the
 * groups' tables (groups then knockout), the knockout's rounds of matches with each place's player and games
 * won (absent while the groups play), and once it is over the final ranking, every player with their name.
 */
import { bracketOf } from './elimination-rounds';
import type { BracketMatch } from './single-elimination';
import type { TournamentGame } from './standings';
import type { Tournament } from './tournament-store';

interface Named {
  player: string;
  name: string;
}

export interface BracketMatchView {
  players: [Named | null, Named | null];
  bye: boolean;
  wins: [number, number];
  winner?: string;
}

export interface BracketView {
  /** Groups then knockout: each group's standings, the top first, and how many of each go on. */
  groups?: (Named & { matchWins: number; matchLosses: number; gameWins: number; rank: number })[][];
  qualifiers?: number;
  /** The knockout's rounds, the first first, each round's matches from the top of the bracket down. */
  knockout?: BracketMatchView[][];
  ranking?: (Named & { rank: number })[];
}

/** The bracket view of `t` among `seeded` (seed order) after `games`; null before it is drawn. */
export function bracketView(
  t: Pick<Tournament, 'format' | 'bestOf' | 'groups'>,
  seeded: readonly string[],
  games: readonly TournamentGame[],
  names: ReadonlyMap<string, string>,
): BracketView | null {
  if (seeded.length < 2) return null;
  const person = (player: string): Named => ({ player, name: names.get(player) ?? player });
  const match = (m: BracketMatch): BracketMatchView => ({
    players: [m.players[0] === null ? null : person(m.players[0]), m.players[1] === null ? null : person(m.players[1])],
    bye: m.bye,
    wins: m.wins,
    ...(m.winner === undefined ? {} : { winner: m.winner }),
  });
  const bracket = bracketOf(t, seeded, games);
  const knockout = bracket.kind === 'single-elimination' ? bracket.state : bracket.state.knockout;
  const ranking = bracket.state.ranking;
  return {
    ...(bracket.kind === 'groups-then-knockout'
      ? {
          groups: bracket.state.groups.map((g) => g.standings.map((row) => ({ ...row, ...person(row.player) }))),
          qualifiers: bracket.groups.qualifiers,
        }
      : {}),
    ...(knockout ? { knockout: knockout.rounds.map((round) => round.map(match)) } : {}),
    ...(ranking ? { ranking: ranking.map((r) => ({ ...person(r.player), rank: r.rank })) } : {}),
  };
}
