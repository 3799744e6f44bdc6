/**
 * What a tournament's rounds are made of (docs/tournaments.md#rounds): the games so far from the tables
 * that are over, the next round's tables for a Swiss format (a two-player Swiss by swiss-pairing.ts
 * in the pairing thread, so the event loop never waits on a large round; its bye as a table of one seat
 * last; tables of three to eight by table-swiss.ts; the elimination formats' come from their bracket,
 * elimination-rounds.ts), whether the players left can play a round, and a
 * finished match's tournament points (1, ½, 0 at two seats; the placement scheme at more), from its
 * places: the winners first, then by score, and a player who left (or never came) after every seat that
 * stayed.
 */
import type { Server } from 'boardgame.io';
import { standIn } from '../table/table-state';
import { gameRanks, type FinalResult } from '../ratings/rate-match';
import { pairSwissRoundOffThread } from './swiss-pairing-thread';
import { placementPoints, seatTableRound, tableSizes, type PlacementScheme } from './table-swiss';
import type { TournamentGame } from './standings';
import { isElimination, type Format, type TournamentTable } from './tournament-store';

/** The games of the tables that are over (byes included), for the pairings and the standings. */
export function gamesOf(tables: readonly TournamentTable[]): TournamentGame[] {
  return tables.flatMap((t) => (t.points === null ? [] : [{ round: t.round, seats: t.seats, points: t.points }]));
}

/**
 * The next round's tables, each a list of players in seat order: `active` players in seed order, `least`
 * the fewest a table of the game may seat.
 */
export async function pairNext(
  format: Format,
  tableSize: number,
  active: readonly string[],
  games: readonly TournamentGame[],
  least: number,
): Promise<string[][]> {
  if (isElimination(format)) throw new Error(`the ${format} format's rounds come from its bracket`);
  if (format === 'swiss') {
    const round = await pairSwissRoundOffThread(active, games);
    return [...round.pairs.map((pair) => [...pair]), ...(round.bye === undefined ? [] : [[round.bye]])];
  }
  return seatTableRound(active, games, tableSize, least);
}

/** Whether `n` players can play a round: two at least, and at tables, tables the game allows. */
export function enoughFor(format: Format, n: number, tableSize: number, least: number): boolean {
  if (n < 2) return false;
  if (format !== 'swiss-tables') return true;
  try {
    tableSizes(n, tableSize, least);
    return true;
  } catch {
    return false;
  }
}

/**
 * Each seat's tournament points from the finished match's metadata (its `gameover`, who left): 1, ½ and 0
 * at two seats (a Swiss, or a game of an elimination's match), the placement scheme at tables.
 */
export function tablePoints(format: Format, placement: PlacementScheme | null, metadata: Server.MatchData): number[] {
  const gameover = (metadata.gameover ?? {}) as Partial<FinalResult>;
  const result = { winners: (gameover.winners ?? []).map(String), scores: gameover.scores ?? [] };
  const seats = Object.keys(metadata.players).sort((a, b) => Number(a) - Number(b));
  const left = (seat: string) => {
    const stood = standIn(metadata.players[Number(seat)]);
    return stood !== undefined && stood.oneMove !== true;
  };
  const stayed = seats.filter((s) => !left(s));
  const ranks = gameRanks(result, stayed);
  const rankOf = (seat: string) => ranks.get(seat) ?? stayed.length + 1;
  if (format !== 'swiss-tables') {
    const [a, b] = seats.map(rankOf) as [number, number];
    return a === b ? [0.5, 0.5] : a < b ? [1, 0] : [0, 1];
  }
  return placementPoints(
    seats.map((s) => -rankOf(s)),
    placement ?? '5-3-2-1',
  );
}
