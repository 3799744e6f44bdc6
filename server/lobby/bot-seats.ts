/**
 * Giving seats to bots. `POST /games/:name/:id/bots` with `{ playerID, credentials, seat, level }`
 * (checked by the lobby guard, rule `bots` in lobby-body.ts): the match's creator (any seated player in a
 * match from before creators were recorded), proved by their credentials, asks for a free seat to be played
 * by a bot, before or during the game. The seat is taken in one atomic metadata
 * change, named "Bot N (level)" after its seat, with `data.bot = level` (which players cannot set
 * themselves), and the bot starts. Bot seats are capped per client address and server-wide.
 *
 * `resumeBots` restarts, after a restart, the bots of unfinished matches that a person plays in and that
 * moved recently; the bots of other matches start again when someone opens the match (`botsFor`).
 */
import type { Context } from 'koa';
import type { Server } from 'boardgame.io';
import type { Server as BoardgameServer } from 'boardgame.io/server';
import type { BotRunner } from '../bots/bot-runner';
import type { BotSeat } from '../bots/bot-seat';
import type { Limits } from '../guards/limits';
import { LobbyError, newCredentials, requireSeat } from './lobby-routes';
import { localBuckets, type BucketsFactory } from '../guards/rate-limit';
import type { MatchStore } from '../storage/match-store';
import type { MatchTransport } from '../transport/match-transport';
import { botName, standIn, tableOf } from '../table/table-state';

type Router = ReturnType<typeof BoardgameServer>['router'];

interface BotRequest {
  playerID: string;
  credentials: string;
  seat: string;
  level: string;
}

export { botName };

const botLevel = (player: Server.PlayerMetadata) => (player.data as { bot?: unknown } | undefined)?.bot;

/** Starts (or asks the cluster to start) the bots of a match, given its metadata. */
export type DriveBots = (gameName: string, matchID: string, metadata: Server.MatchData) => void;

/** The bot seats of a match, ready for the runner. */
export function botsFor(gameName: string, matchID: string, metadata: Server.MatchData): BotSeat[] {
  return Object.entries(metadata.players).flatMap(([playerID, player]) => {
    const level = botLevel(player);
    const credentials = standIn(player)?.standInCredentials ?? player.credentials;
    return typeof level === 'string' && credentials ? [{ game: gameName, matchID, playerID, credentials, level }] : [];
  });
}

export function addBotRoutes(router: Router, db: MatchStore, runner: BotRunner, drive: DriveBots, transport: MatchTransport, limits: Limits, buckets: BucketsFactory = localBuckets): void {
  const perClient = buckets('bot-seats', limits.botSeatsPerClientPerHour / 3600, limits.botSeatsPerClientPerHour);
  router.post('/games/:name/:id/bots', async (ctx) => {
    const request = (ctx.state as { body: BotRequest }).body;
    const { name, id } = ctx.params as { name: string; id: string };
    if (runner.running >= limits.maxBotSeats) throw new LobbyError(503, 'the server runs as many bots as it can; try again later');
    const wait = await perClient.take((ctx as unknown as Context).ip || 'unknown');
    if (wait > 0) throw new LobbyError(429, `too many bots added from here; try again in ${wait} s`);
    const credentials = newCredentials();
    const metadata = await db.updateMetadata(id, (m) => {
      requireSeat(m, request.playerID, request.credentials);
      const { creator } = tableOf(m);
      if (creator !== undefined && creator !== request.playerID) throw new LobbyError(403, 'only the player who created the match can add bots');
      const target = Object.hasOwn(m.players, request.seat) ? m.players[Number(request.seat)] : undefined;
      if (!target) throw new LobbyError(400, `seat ${request.seat} does not exist`);
      if (target.name) throw new LobbyError(409, `seat ${request.seat} is already taken`);
      const bot = { ...target, name: botName(request.seat, request.level), credentials, data: { bot: request.level } };
      return { ...m, players: { ...m.players, [request.seat]: bot }, updatedAt: Date.now() };
    });
    if (!metadata) throw new LobbyError(404, `Match ${id} not found`);
    transport.seatsChanged(name, id);
    drive(name, id, metadata);
    ctx.body = { seat: request.seat, level: request.level };
  });
}

/** How long after its last move a match's bots still resume at start. */
export const RESUME_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Restarts the bots of unfinished matches with a person seated that moved within RESUME_WINDOW_MS. */
export async function resumeBots(db: MatchStore, gameNames: string[], drive: DriveBots, now = Date.now()): Promise<number> {
  let resumed = 0;
  for (const gameName of gameNames) {
    const recent = await db.listMatches({ gameName, where: { isGameover: false, updatedAfter: now - RESUME_WINDOW_MS } });
    for (const matchID of recent) {
      const { metadata } = await db.fetch(matchID, { metadata: true });
      if (!metadata || !Object.values(metadata.players).some((p) => p.name && botLevel(p) === undefined)) continue;
      resumed += botsFor(gameName, matchID, metadata).length;
      drive(gameName, matchID, metadata);
    }
  }
  return resumed;
}
