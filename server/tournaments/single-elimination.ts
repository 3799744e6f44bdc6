/**
 * A single-elimination bracket (docs/tournaments.md#single-elimination): the players in seed order fill a
 * bracket of the next power of two, seed s meeting seed (size + 1 - s) in the first round and the top seeds
 * kept apart until the end (1 v 8, 4 v 5, 2 v 7, 3 v 6 of eight); the seeds a full bracket would pair with
 * missing players get a bye to round 2 (6 players: seeds 1 and 2). Every match is a series (match-series.ts)
 * whose first player is the higher seed; its winner goes on, its loser is out. Pure: from the players and
 * the games so far (each game's `round` is the bracket's round plus `firstRound` - 1) it tells the bracket
 * to draw, the next round's games, who is out, whether the stage is over and the final ranking.
 */
import { series, type BestOf, type Series } from './match-series';
import type { TournamentGame } from './standings';

export interface BracketMatch {
  /** The two places of the match, top first: a player, or null while unknown (or for a bye's empty place). */
  players: [string | null, string | null];
  /** A first-round match with one player, who goes on without playing. */
  bye: boolean;
  /** Games won by each place, games played, and the winner once decided (a bye's player at once). */
  wins: [number, number];
  games: number;
  winner?: string;
}

export interface EliminationState {
  /** Rounds, the first round first, each round's matches from the top of the bracket down. */
  rounds: BracketMatch[][];
  /** The round being played (1 for the first), until the stage is over. */
  round?: number;
  /** The next game of each undecided match of that round, the first player first. */
  next: [first: string, second: string][];
  /** Players knocked out, the earliest first. */
  eliminated: string[];
  finished: boolean;
  champion?: string;
  /** When finished: every player and place, the losers of a round sharing the place (two 3rd, four 5th). */
  ranking?: { player: string; rank: number }[];
}

/** The bracket places of seeds 1..size (a power of two), top to bottom: 1, 8, 4, 5, 2, 7, 3, 6 for 8. */
export function bracketOrder(size: number): number[] {
  if (size < 1 || (size & (size - 1)) !== 0) throw new Error(`a bracket's size is a power of two, not ${size}`);
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** The state of a single-elimination stage among `players` (seed order) after `games`. */
export function singleElimination(
  players: readonly string[],
  bestOf: BestOf,
  games: readonly TournamentGame[],
  firstRound = 1,
): EliminationState {
  if (players.length < 2) throw new Error(`an elimination needs two players at least, not ${players.length}`);
  const twice = players.find((id, i) => players.indexOf(id) !== i);
  if (twice !== undefined) throw new Error(`player ${twice} is listed twice`);
  const seedOf = new Map(players.map((id, i) => [id, i]));
  let size = 1;
  while (size < players.length) size *= 2;
  const order = bracketOrder(size);
  const roundCount = Math.log2(size);
  const state: EliminationState = { rounds: [], next: [], eliminated: [], finished: false };
  const used = new Set<TournamentGame>();
  // Each place of the round about to be built: a player, or null (unknown yet, or a missing seed).
  let places: (string | null)[] = order.map((seed) => players[seed - 1] ?? null);
  for (let r = 1; r <= roundCount; r++) {
    const matches: BracketMatch[] = [];
    const winners: (string | null)[] = [];
    for (let m = 0; m < places.length / 2; m++) {
      const [top, bottom] = [places[2 * m]!, places[2 * m + 1]!];
      const bye = r === 1 && (top === null || bottom === null);
      const match: BracketMatch = { players: [top, bottom], bye, wins: [0, 0], games: 0 };
      if (bye) match.winner = (top ?? bottom)!;
      else if (top !== null && bottom !== null) {
        // The higher seed is the match's first player.
        const pair: [string, string] = seedOf.get(top)! < seedOf.get(bottom)! ? [top, bottom] : [bottom, top];
        const own = games.filter((g) => g.round === r + firstRound - 1 && g.seats.every((id) => pair.includes(id)));
        own.forEach((g) => used.add(g));
        const result: Series = series(bestOf, pair, own);
        match.wins = pair[0] === top ? result.wins : [result.wins[1], result.wins[0]];
        match.games = result.games;
        if (result.winner) {
          match.winner = result.winner;
          state.eliminated.push(result.loser!);
        } else if (state.round === undefined || state.round === r) {
          state.round = r;
          state.next.push(result.next!);
        }
      }
      matches.push(match);
      winners.push(match.winner ?? null);
    }
    state.rounds.push(matches);
    places = winners;
  }
  const stray = games.find((g) => !used.has(g));
  if (stray)
    throw new Error(
      `a game of round ${stray.round} between ${stray.seats.join(' and ')} belongs to no match of the bracket`,
    );
  const champion = state.rounds[roundCount - 1]![0]!.winner;
  if (champion !== undefined) {
    state.finished = true;
    state.champion = champion;
    state.ranking = rankingOf(state.rounds, champion);
  }
  return state;
}

/** The champion first, then the losers of each round from the last round back, a round's losers sharing a place. */
function rankingOf(rounds: BracketMatch[][], champion: string): { player: string; rank: number }[] {
  const ranking = [{ player: champion, rank: 1 }];
  for (let r = rounds.length - 1; r >= 0; r--) {
    const rank = ranking.length + 1;
    for (const match of rounds[r]!) {
      if (match.bye) continue;
      const loser = match.players.find((p) => p !== match.winner)!;
      ranking.push({ player: loser, rank });
    }
  }
  return ranking;
}
