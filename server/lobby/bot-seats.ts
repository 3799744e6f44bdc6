/**
 * Giving seats to bots. `POST /games/:name/:id/bots` with `{ playerID, credentials, seat, level }`
 * (checked by the lobby guard, rule `bots` in lobby-body.ts): the match's creator (any seated player in a
 * match from before creators were recorded), proved by their credentials, asks for a free seat to be played
 * by a bot (seats are free only before the game starts, docs/security.md#one-seat-one-view). The seat is
 * taken in one atomic metadata change, named "Bot N (level)" after its seat, with `data.bot = level` (which
 * players cannot set themselves), and the bots start once every seat is taken. Bot seats are capped per
 * client address (bot-caps.ts) and server-wide (server/bots/bot-runner.ts).
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
import { LobbyError } from './lobby-error';
import { newCredentials, requireSeat } from './lobby-routes';
import type { BotCaps } from './bot-caps';
import type { MatchStore } from '../storage/match-store';
import type { MatchTransport } from '../transport/match-transport';
import { botName, gameStarted, standIn, tableOf } from '../table/table-state';

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

/** The bot seats of a match, ready for the runner: none before the game starts (nobody may move then). */
export function botsFor(gameName: string, matchID: string, metadata: Server.MatchData): BotSeat[] {
  if (!gameStarted(metadata)) return [];
  return Object.entries(metadata.players).flatMap(([playerID, player]) => {
    const level = botLevel(player);
    const credentials = standIn(player)?.standInCredentials ?? player.credentials;
    return typeof level === 'string' && credentials ? [{ game: gameName, matchID, playerID, credentials, level }] : [];
  });
}

export function addBotRoutes(
  router: Router,
  db: MatchStore,
  runner: BotRunner,
  drive: DriveBots,
  transport: MatchTransport,
  limits: Limits,
  caps: BotCaps,
): void {
  router.post('/games/:name/:id/bots', async (ctx) => {
    const request = (ctx.state as { body: BotRequest }).body;
    const { name, id } = ctx.params as { name: string; id: string };
    if (runner.running + runner.waiting >= limits.maxBotSeats)
      throw new LobbyError(503, 'the server runs as many bots as it can; try again later');
    await caps.charge(ctx as unknown as Context, 1);
    const credentials = newCredentials();
    const metadata = await db.updateMetadata(id, (m) => {
      requireSeat(m, request.playerID, request.credentials);
      const { creator } = tableOf(m);
      if (creator !== undefined && creator !== request.playerID)
        throw new LobbyError(403, 'only the player who created the match can add bots');
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
export async function resumeBots(
  db: MatchStore,
  gameNames: string[],
  drive: DriveBots,
  now = Date.now(),
): Promise<number> {
  let resumed = 0;
  for (const gameName of gameNames) {
    const recent = await db.listMatches({
      gameName,
      where: { isGameover: false, updatedAfter: now - RESUME_WINDOW_MS },
    });
    for (const matchID of recent) {
      const { metadata } = await db.fetch(matchID, { metadata: true });
      if (!metadata || !Object.values(metadata.players).some((p) => p.name && botLevel(p) === undefined)) continue;
      resumed += botsFor(gameName, matchID, metadata).length;
      drive(gameName, matchID, metadata);
    }
  }
  return resumed;
}
