/**
 * Giving seats to bots. `POST /games/:name/:id/bots` with `{ playerID, credentials, seat, level }`
 * (checked by the lobby guard, rule `bots` in lobby-body.ts): a player seated in the match, proved by
 * their credentials, asks for a free seat to be played by a bot. The seat is taken like any other, named
 * "Bot <seat number> (level)" (unique in the match), with `data.bot = level` (which players cannot set
 * themselves), and the bot starts.
 * `resumeBots` restarts every bot of unfinished matches after a restart.
 */
import { randomBytes } from 'node:crypto';
import type { Server, StorageAPI } from 'boardgame.io';
import type { Server as BoardgameServer } from 'boardgame.io/server';
import type { BotRunner } from './bot-runner';

type Router = ReturnType<typeof BoardgameServer>['router'];
type Db = StorageAPI.Async | StorageAPI.Sync;

interface BotRequest {
  playerID: string;
  credentials: string;
  seat: string;
  level: string;
}

async function fetchMetadata(db: Db, matchID: string): Promise<Server.MatchData | undefined> {
  const { metadata } = await db.fetch(matchID, { metadata: true });
  return metadata;
}

/** The normalised JSON body the lobby guard hands on. */
async function readBody(ctx: import('koa').Context): Promise<BotRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as BotRequest;
}

export function addBotRoutes(router: Router, db: Db, runner: BotRunner): void {
  router.post('/games/:name/:id/bots', async (ctx) => {
    const fail = (status: number, error: string) => {
      ctx.status = status;
      ctx.body = { error };
    };
    const request = await readBody(ctx as unknown as import('koa').Context);
    const { name, id } = ctx.params as { name: string; id: string };
    const metadata = (await fetchMetadata(db, id)) as Server.MatchData;
    const requester = metadata.players[Number(request.playerID)];
    if (!requester?.credentials || requester.credentials !== request.credentials) return fail(403, 'only a seated player of this match may add bots');
    const target = metadata.players[Number(request.seat)];
    if (!target) return fail(400, `seat ${request.seat} does not exist`);
    if (target.name) return fail(409, `seat ${request.seat} is already taken`);
    const credentials = randomBytes(16).toString('hex');
    metadata.players[Number(request.seat)] = { ...target, name: `Bot ${Number(request.seat) + 1} (${request.level})`, credentials, data: { bot: request.level } };
    metadata.updatedAt = Date.now();
    await db.setMetadata(id, metadata);
    runner.start({ game: name, matchID: id, playerID: request.seat, credentials, level: request.level });
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
