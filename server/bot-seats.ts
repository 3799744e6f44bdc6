/**
 * Giving seats to bots. `POST /games/:name/:id/bots` with `{ playerID, credentials, seat, level }`:
 * a player already seated in the match (proved by their credentials) asks for a free seat to be
 * played by a bot. The server joins that seat through its own lobby API (so the seat is taken like any
 * other, named "Bot (level)", with `data.bot = level`) and starts the bot. `resumeBots` restarts every
 * bot of unfinished matches after a restart.
 */
import type { Server, StorageAPI } from 'boardgame.io';
import type { Server as BoardgameServer } from 'boardgame.io/server';

type Router = ReturnType<typeof BoardgameServer>['router'];
import type { BotRunner } from './bot-runner';

export const BOT_LEVELS = ['random', 'easy', 'medium', 'hard'] as const;
type Level = (typeof BOT_LEVELS)[number];

type Db = StorageAPI.Async | StorageAPI.Sync;

interface BotRequest {
  playerID: string;
  credentials: string;
  seat: string;
  level: Level;
}

function parseBotRequest(body: unknown): BotRequest | string {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof b.playerID !== 'string' || !/^\d+$/.test(b.playerID)) return 'playerID must be a seat number as a string';
  if (typeof b.credentials !== 'string' || b.credentials.length === 0) return 'credentials are required';
  if (typeof b.seat !== 'string' || !/^\d+$/.test(b.seat)) return 'seat must be a seat number as a string';
  if (!BOT_LEVELS.includes(b.level as Level)) return `level must be one of ${BOT_LEVELS.join(', ')}`;
  return { playerID: b.playerID, credentials: b.credentials, seat: b.seat, level: b.level as Level };
}

async function fetchMetadata(db: Db, matchID: string): Promise<Server.MatchData | undefined> {
  const { metadata } = await db.fetch(matchID, { metadata: true });
  return metadata;
}

async function readJson(request: import('koa').Request): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request.req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    return undefined;
  }
}

export function addBotRoutes(router: Router, db: Db, runner: BotRunner, serverUrl: () => string): void {
  router.post('/games/:name/:id/bots', async (ctx) => {
    const fail = (status: number, error: string) => {
      ctx.status = status;
      ctx.body = { error };
    };
    const request = parseBotRequest(await readJson(ctx.request));
    if (typeof request === 'string') return fail(400, request);
    const { name, id } = ctx.params as { name: string; id: string };
    const metadata = await fetchMetadata(db, id);
    if (!metadata || metadata.gameName !== name) return fail(404, `match ${id} not found`);
    const requester = metadata.players[Number(request.playerID)];
    if (!requester?.credentials || requester.credentials !== request.credentials) return fail(403, 'only a seated player of this match may add bots');
    const target = metadata.players[Number(request.seat)];
    if (!target) return fail(400, `seat ${request.seat} does not exist`);
    if (target.name) return fail(409, `seat ${request.seat} is already taken`);
    const joined = await fetch(`${serverUrl()}/games/${encodeURIComponent(name)}/${encodeURIComponent(id)}/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ playerID: request.seat, playerName: `Bot (${request.level})`, data: { bot: request.level } }),
    });
    if (!joined.ok) return fail(joined.status, await joined.text());
    const { playerCredentials } = (await joined.json()) as { playerCredentials: string };
    runner.start({ game: name, matchID: id, playerID: request.seat, credentials: playerCredentials, level: request.level });
    ctx.body = { seat: request.seat, level: request.level };
  });
}

/** Restarts the bots of every unfinished match (after a server restart). */
export async function resumeBots(db: Db, gameNames: string[], runner: BotRunner): Promise<number> {
  let resumed = 0;
  for (const gameName of gameNames) {
    for (const matchID of await db.listMatches({ gameName, where: { isGameover: false } })) {
      const metadata = await fetchMetadata(db, matchID);
      for (const [playerID, player] of Object.entries(metadata?.players ?? {})) {
        const level = (player.data as { bot?: string } | undefined)?.bot;
        if (!level || !player.credentials) continue;
        runner.start({ game: gameName, matchID, playerID, credentials: player.credentials, level });
        resumed++;
      }
    }
  }
  return resumed;
}
