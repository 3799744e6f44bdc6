/**
 * Rated tables (docs/ratings.md#rated-tables): which seats a rated match rates, and the update when it ends.
 * A human seat is rated as the account that took it (recorded in `rated_seats` at the join, kept when its
 * player leaves); a bot seat as its level (bot-identities.ts); a seat a bot stands in for at the end is its
 * player's, who left or timed out and never came back, and ranks last. The rating is work inside the
 * transaction that stores the move that ends the game (`ratingAtEnd`, docs/ratings.md#once): the end and the
 * rating are stored together or not at all, and the store's key on the match rates it once.
 */
import type { Server, State } from 'boardgame.io';
import type { CommitWork } from '../storage/match-store';
import type { SqlStatements } from '../storage/sql-access';
import { isBotSeat, standIn, tableOf } from '../table/table-state';
import { botIdentity } from './bot-identities';
import type { FinalResult, SeatChange } from './rate-match';
import type { RatingStore } from './rating-store';

export const isRated = (metadata: Server.MatchData | undefined): boolean =>
  metadata !== undefined && tableOf(metadata).rated === true;

/** The seats to rate: each with its identity, and whether its player left for good. */
export function ratedSeats(metadata: Server.MatchData, held: Map<string, string>) {
  const seats: { seat: string; identity: string; left: boolean }[] = [];
  for (const [seat, player] of Object.entries(metadata.players)) {
    const level = (player.data as { bot?: unknown } | undefined)?.bot;
    if (isBotSeat(player) && typeof level === 'string') seats.push({ seat, identity: botIdentity(level), left: false });
    else {
      const identity = held.get(seat);
      if (identity === undefined) continue;
      const stood = standIn(player);
      seats.push({ seat, identity, left: stood !== undefined && stood.oneMove !== true });
    }
  }
  return seats;
}

export class RatedTables {
  constructor(readonly store: RatingStore) {}

  /**
   * The work that rates a match inside the commit of its last move, for a rated match (its metadata before
   * that move says so: a table is made rated before it starts, and stays so); undefined for a casual one.
   */
  ratingAtEnd(gameName: string, metadata: Server.MatchData): CommitWork | undefined {
    if (!isRated(metadata)) return undefined;
    return async (tx, matchID, state) => void (await this.rateWithin(tx, gameName, matchID, state));
  }

  /** Rates the match inside `tx` if it is rated, over and not rated yet; answers the changes it made. */
  async rateWithin(
    tx: SqlStatements,
    gameName: string,
    matchID: string,
    state: State,
  ): Promise<SeatChange[] | undefined> {
    const rows = await tx.all<{ metadata: string }>('SELECT metadata FROM matches WHERE id = ?', [matchID]);
    const metadata = rows[0] && (JSON.parse(rows[0].metadata) as Server.MatchData);
    if (!metadata || !isRated(metadata)) return undefined;
    const gameover = state.ctx.gameover as Partial<FinalResult> | undefined;
    if (gameover === undefined || gameover === null) return undefined;
    const result = { winners: (gameover.winners ?? []).map(String), scores: gameover.scores ?? [] };
    const seats = ratedSeats(metadata, await this.store.seatsOf(matchID, tx));
    return this.store.rateWithin(tx, { matchID, gameName, finishedAt: Date.now(), result, seats });
  }
}
