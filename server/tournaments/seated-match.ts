/**
 * A match the server opens with its players already seated, as quick play and tournaments open theirs
 * (docs/quick-play.md#opening, docs/tournaments.md#rounds): in one metadata write every seat is taken (the
 * players in the order given, and bots), with the clock, a grace to come to the match and no hints at a
 * rated table; each account's seat is recorded as a join records it (so any of its devices gets the seat's
 * credentials from POST /account/seat), a rated table holds each account's seat and place as a rated join
 * does (docs/ratings.md#rated-tables), and the match starts. The write seats a match once: a second call
 * on a seated match changes nothing. And the no-show check: a player who did not come within the grace
 * loses the seat to a bot, as a player who leaves does, so a rated no-show ranks last (docs/ratings.md);
 * and the seat of a player who is out (withdrawn from a tournament) goes to a bot the same way.
 */
import type { Game, Server } from 'boardgame.io';
import type { MatchStore } from '../storage/match-store';
import { botName, isBotSeat, isTurnBased, standIn, tableOf, withTable, type Clock } from '../table/table-state';
import type { TableService } from '../table/table-service';
import type { MatchTransport } from '../transport/match-transport';
import type { SeatStore } from '../accounts/seat-store';
import type { RatingStore } from '../ratings/rating-store';
import { accountIdentity } from '../ratings/bot-identities';

export interface SeatDeps {
  db: MatchStore;
  transport: Pick<MatchTransport, 'seatsChanged'>;
  drive(gameName: string, matchID: string, metadata: Server.MatchData): void;
  table: Pick<TableService, 'arm' | 'seatedByServer'>;
  /** The accounts' seats (absent without accounts). */
  seats?: Pick<SeatStore, 'record'>;
  /** The rated tables' holds (absent without ratings). */
  ratings?: Pick<RatingStore, 'holdSeat' | 'claimPlace'>;
}

/** Who sits in a seat: a player (with the account that holds the seat, if any) or a bot of a level. */
export type Sitter =
  { name: string; accountID: string | null; credentials: string } | { bot: string; credentials: string };

export interface Seating {
  game: Game;
  matchID: string;
  /** One per seat, seat 0 first. */
  sitters: Sitter[];
  clock: Clock;
  rated: boolean;
  /** The level of the bots that stand in (and of the table's own bots). */
  botLevel: string;
  /** How long a player may take to come before their seat is forfeited. */
  graceSeconds: number;
}

/** Seats everyone and starts the match; undefined when it was seated already (or is gone). */
export async function seatMatch(deps: SeatDeps, seating: Seating, now: number): Promise<Server.MatchData | undefined> {
  const { db } = deps;
  const { matchID, sitters } = seating;
  const gameName = seating.game.name as string;
  const creator = String(sitters.findIndex((s) => 'name' in s));
  let seated = false;
  const metadata = await db.updateMetadata(matchID, (m) => {
    if (Object.values(m.players).some((p) => p.name)) return m;
    seated = true;
    const players = { ...m.players };
    sitters.forEach((s, i) => {
      const seat = players[i]!;
      players[i] =
        'name' in s
          ? { ...seat, name: s.name, credentials: s.credentials }
          : { ...seat, name: botName(String(i), s.bot), credentials: s.credentials, data: { bot: s.bot } };
    });
    return withTable(
      { ...m, players, updatedAt: now },
      {
        ...tableOf(m),
        creator,
        clock: seating.clock,
        graceSeconds: seating.graceSeconds,
        takeoverLevel: seating.botLevel,
        hints: !seating.rated,
        ...(seating.rated ? { rated: true } : {}),
      },
    );
  });
  if (!metadata || !seated) return undefined;
  for (const [i, s] of sitters.entries()) {
    if (!('name' in s) || s.accountID === null) continue;
    const seat = String(i);
    await deps.seats?.record(s.accountID, gameName, matchID, seat, s.credentials, now);
    if (seating.rated) {
      await deps.ratings?.holdSeat(matchID, seat, accountIdentity(s.accountID));
      await deps.ratings?.claimPlace(matchID, accountIdentity(s.accountID), now);
    }
  }
  deps.transport.seatsChanged(gameName, matchID);
  deps.drive(gameName, matchID, metadata);
  deps.table.arm(gameName, matchID, metadata);
  // A turn-based table starts at once: its first player is told, wherever they are.
  if (isTurnBased(seating.clock)) await deps.table.seatedByServer(gameName, matchID, metadata);
  return metadata;
}

export interface StandInDeps {
  db: MatchStore;
  table: Pick<TableService, 'leaveChange' | 'stoodIn'>;
}

/**
 * The no-show check of a real-time match: each seat in `seats` whose player has not come loses it to a bot
 * (a turn-based table's own clock deals with an absent player). Answers the seats forfeited.
 */
export async function forfeitNoShows(
  deps: StandInDeps,
  gameName: string,
  matchID: string,
  seats: readonly string[],
): Promise<string[]> {
  const { metadata } = await deps.db.fetch(matchID, { metadata: true });
  if (!metadata || isTurnBased(tableOf(metadata).clock)) return [];
  const forfeited: string[] = [];
  for (const seat of seats)
    if (!arrived(metadata, seat) && (await standInFor(deps, gameName, matchID, seat))) forfeited.push(seat);
  return forfeited;
}

/**
 * A bot takes the seat of a player who is out (withdrawn from the tournament) for the rest of the game,
 * unless the seat is a bot's or stood in for already, or the game is over. Answers whether it did.
 */
export async function forfeitSeat(deps: StandInDeps, gameName: string, matchID: string, seat: string) {
  return standInFor(deps, gameName, matchID, seat, (m) => playedBy(m, seat));
}

/** Whether the seat is played by its own player still: taken, no bot's, not stood in for, the game not over. */
export function playedBy(metadata: Server.MatchData, seat: string): boolean {
  const player = metadata.players[Number(seat)];
  return !!player?.name && !isBotSeat(player) && !standIn(player) && metadata.gameover === undefined;
}

/** A bot takes a no-show's seat, as when a player leaves a game under way (server/lobby/lobby-routes.ts). */
async function standInFor(
  deps: StandInDeps,
  gameName: string,
  matchID: string,
  seat: string,
  due: (m: Server.MatchData) => boolean = (m) => !arrived(m, seat),
): Promise<boolean> {
  const { table, db } = deps;
  const leave = table.leaveChange(seat);
  let stood = false;
  const metadata = await db.updateMetadata(matchID, (m) => {
    stood = due(m);
    return stood ? leave.change(m) : m;
  });
  if (metadata && stood) table.stoodIn(gameName, matchID, seat, metadata);
  return stood;
}

/** Whether a seated player came: connected now, or away within a grace period, or their seat is settled. */
export function arrived(metadata: Server.MatchData, seat: string): boolean {
  const player = metadata.players[Number(seat)];
  if (!player?.name || isBotSeat(player) || standIn(player) || metadata.gameover !== undefined) return true;
  return player.isConnected === true || tableOf(metadata).grace[seat] !== undefined;
}
