/**
 * A match between two players in an elimination format or a group (docs/tournaments.md#series): best of
 * one, three or five games. The first player of the match (the higher seed) moves first in game 1, the
 * other in game 2, and so on, alternating; the match ends as soon as one player has won the majority (1 of
 * 1, 2 of 3, 3 of 5). A drawn game counts for neither, and another game is played. A game is a
 * TournamentGame of the two players, the first player first, with 1 / 0 / ½ points; its `round` says which
 * round of the stage it belongs to. Written by hand: it is these few lines (docs/tournaments.md#elimination
 * says why brackets-manager was not used).
 */
import type { TournamentGame } from './standings';

export type BestOf = 1 | 3 | 5;

export const isBestOf = (value: unknown): value is BestOf => value === 1 || value === 3 || value === 5;

export interface Series {
  /** The two players, the match's first player (who moves first in game 1) first. */
  players: [string, string];
  /** Games won by each, in the order of `players`. */
  wins: [number, number];
  /** Games played, draws included. */
  games: number;
  winner?: string;
  loser?: string;
  /** While the match goes on: its next game, the first player first. */
  next?: [first: string, second: string];
}

/** The state of the match of `players` (first player first) after `games` (its games, in the order played). */
export function series(bestOf: BestOf, players: [string, string], games: readonly TournamentGame[]): Series {
  if (!isBestOf(bestOf)) throw new Error(`a match is best of 1, 3 or 5 games, not ${String(bestOf)}`);
  const needed = (bestOf + 1) / 2;
  const state: Series = { players, wins: [0, 0], games: 0 };
  for (const game of games) {
    const expected = firstOfGame(players, state.games);
    if (state.winner !== undefined)
      throw new Error(`the match ${players.join(' v ')} was over when another game was played`);
    if (game.seats.length !== 2 || game.seats[0] !== expected[0] || game.seats[1] !== expected[1])
      throw new Error(
        `game ${state.games + 1} of the match ${players.join(' v ')} must seat ${expected.join(', ')}, not ${game.seats.join(', ')}`,
      );
    const [a, b] = game.points;
    if (a! > b!) state.wins[players.indexOf(game.seats[0]!)]!++;
    else if (b! > a!) state.wins[players.indexOf(game.seats[1]!)]!++;
    state.games++;
    const won = state.wins.findIndex((w) => w >= needed);
    if (won >= 0) {
      state.winner = players[won];
      state.loser = players[1 - won];
    }
  }
  if (state.winner === undefined) state.next = firstOfGame(players, state.games);
  return state;
}

/** The seats of game `index` (from 0) of a match: its first player first in even games, second in odd ones. */
const firstOfGame = (players: [string, string], index: number): [string, string] =>
  index % 2 === 0 ? [players[0], players[1]] : [players[1], players[0]];
