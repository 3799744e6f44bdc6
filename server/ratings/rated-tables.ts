/**
 * Rated tables (docs/ratings.md#rated-tables): which seats a rated match rates, and the update when it ends.
 * A human seat is rated as the account that took it (recorded in `rated_seats` at the join, kept when its
 * player leaves); a bot seat as its level (bot-identities.ts); a seat a bot stands in for at the end is its
 * player's, who left or timed out and never came back, and ranks last. `rateIfOver` runs when a move ends
 * the game and, for matches a crash or a restart left unrated, at start (`rateMissed`): the store's key on
 * the match makes whichever comes first the only one.
 */
import type { Server, State } from 'boardgame.io';
import type { MatchStore } from '../storage/match-store';
import type { SqlAccess } from '../storage/sql-access';
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
  constructor(
    private readonly db: MatchStore,
    private readonly sql: SqlAccess,
    readonly store: RatingStore,
  ) {}

  /** Rates the match if it is rated, over and not rated yet; answers the changes this call made. */
  async rateIfOver(gameName: string, matchID: string): Promise<SeatChange[] | undefined> {
    const { state, metadata } = await this.db.fetch(matchID, { state: true, metadata: true });
    if (!state || !metadata || !isRated(metadata)) return undefined;
    const gameover = (state as State).ctx.gameover as Partial<FinalResult> | undefined;
    if (gameover === undefined || gameover === null) return undefined;
    const result = { winners: (gameover.winners ?? []).map(String), scores: gameover.scores ?? [] };
    const seats = ratedSeats(metadata, await this.store.seatsOf(matchID));
    return this.store.rate({ matchID, gameName, finishedAt: Date.now(), result, seats });
  }

  /** The same, never throwing (called after a move is stored): a failure waits for the next start. */
  rateInBackground(gameName: string, matchID: string): void {
    this.rateIfOver(gameName, matchID).catch((error: unknown) =>
      console.error(`[ratings] rating match ${matchID} failed:`, (error as Error)?.message ?? String(error)),
    );
  }

  /** Rates every finished rated match not rated yet (a crash came between its end and its rating). */
  async rateMissed(): Promise<number> {
    const rows = await this.sql.all<{ id: string; game_name: string }>(
      `SELECT id, game_name FROM matches WHERE is_gameover = 1
         AND id IN (SELECT match_id FROM rated_seats)
         AND id NOT IN (SELECT match_id FROM rated_matches)`,
    );
    let rated = 0;
    for (const row of rows) if (await this.rateIfOver(row.game_name, row.id)) rated++;
    return rated;
  }
}
