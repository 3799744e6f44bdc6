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
import type { BotRunner } from '../bots/bot-runner';
import type { BotSeat } from '../bots/bot-seat';
import type { Limits } from '../guards/limits';
import { HttpError } from '../http/http-error';
import type { Guard, Route } from '../http/route';
import { newCredentials, requireSeat } from './lobby-routes';
import type { BotCaps } from './bot-caps';
import type { MatchStore } from '../storage/match-store';
import type { MatchTransport } from '../transport/match-transport';
import { botName, gameStarted, standIn, tableOf } from '../table/table-state';
import { inSlices } from '../queue/slices';

export interface BotRequest {
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

export interface BotRouteDeps {
  db: MatchStore;
  runner: Pick<BotRunner, 'running' | 'waiting'>;
  drive: DriveBots;
  transport: Pick<MatchTransport, 'seatsChanged'>;
  limits: Pick<Limits, 'maxBotSeats'>;
  caps: BotCaps;
}

/** Gives a free seat of a match to a bot, for the creator proved by `request`'s credentials. */
export async function addBotSeat(
  deps: BotRouteDeps,
  ctx: Pick<Context, 'ip'>,
  name: string,
  id: string,
  request: BotRequest,
): Promise<{ seat: string; level: string }> {
  const { db, runner, limits, caps } = deps;
  if (runner.running + runner.waiting >= limits.maxBotSeats)
    throw new HttpError(503, 'the server runs as many bots as it can; try again later');
  await caps.charge(ctx, 1);
  const credentials = newCredentials();
  const metadata = await db.updateMetadata(id, (m) => {
    requireSeat(m, request.playerID, request.credentials);
    const { creator } = tableOf(m);
    if (creator !== undefined && creator !== request.playerID)
      throw new HttpError(403, 'only the player who created the match can add bots');
    const target = Object.hasOwn(m.players, request.seat) ? m.players[Number(request.seat)] : undefined;
    if (!target) throw new HttpError(400, `seat ${request.seat} does not exist`);
    if (target.name) throw new HttpError(409, `seat ${request.seat} is already taken`);
    const bot = { ...target, name: botName(request.seat, request.level), credentials, data: { bot: request.level } };
    return { ...m, players: { ...m.players, [request.seat]: bot }, updatedAt: Date.now() };
  });
  if (!metadata) throw new HttpError(404, `Match ${id} not found`);
  deps.transport.seatsChanged(name, id);
  deps.drive(name, id, metadata);
  return { seat: request.seat, level: request.level };
}

/** `guards`: those of a lobby write (lobby-routes.ts) with the body rule `bots`. */
export function botRoutes(deps: BotRouteDeps & { guards: readonly Guard[] }): Route[] {
  return [
    {
      method: 'POST',
      path: '/games/:name/:id/bots',
      guards: deps.guards,
      run: ({ ctx, params, body }) =>
        addBotSeat(deps, ctx, params.name as string, params.id as string, body as unknown as BotRequest),
    },
  ];
}

/** How long after its last move a match's bots still resume at start. */
export const RESUME_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Matches whose bots are resumed in one turn of the event loop. */
export const RESUME_SLICE = 50;

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
    // The server already listens: a turn of the event loop per slice of matches (docs/performance.md#stalls).
    await inSlices(recent, RESUME_SLICE, async (matchID) => {
      const { metadata } = await db.fetch(matchID, { metadata: true });
      if (!metadata || !Object.values(metadata.players).some((p) => p.name && botLevel(p) === undefined)) return;
      resumed += botsFor(gameName, matchID, metadata).length;
      drive(gameName, matchID, metadata);
    });
  }
  return resumed;
}
