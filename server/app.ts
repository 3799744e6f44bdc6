/**
 * Composes the one Node process: boardgame.io's Koa server (lobby API + game sockets) for every game
 * in GAMES, the built client served from the same port with an SPA fallback, and `GET /health`.
 * `startServer` is what server.ts and the integration tests call.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import koaStatic from 'koa-static';
import { Server } from 'boardgame.io/server';
import type { Game, StorageAPI } from 'boardgame.io';
import { BotRunner, randomDecision, type Decide } from './bot-runner';
import { addBotRoutes, resumeBots } from './bot-seats';

export interface ServerConfig {
  games: Game[];
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The Vite build to serve; the home page answers 503 with a hint when it is missing. */
  clientDir: string;
  db?: StorageAPI.Async | StorageAPI.Sync;
  origins?: (string | RegExp)[];
  /** How bot seats choose their moves (default: random legal moves). */
  decideBot?: Decide;
}

export interface RunningServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Serves dist/ and falls back to index.html for client-side routes. */
function clientMiddleware(clientDir: string) {
  const serve = koaStatic(clientDir, { index: 'index.html', maxage: 60_000 });
  const indexFile = join(clientDir, 'index.html');
  return async (ctx: import('koa').Context, next: import('koa').Next) => {
    await serve(ctx, async () => {});
    if (ctx.body !== undefined || ctx.status !== 404) return;
    const isApi = ctx.path.startsWith('/games') || ctx.path.startsWith('/socket.io') || ctx.path === '/health';
    if (isApi || ctx.method !== 'GET') return next();
    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.body = 'The client is not built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.type = 'html';
    ctx.body = readFileSync(indexFile);
  };
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const server = Server({ games: config.games, db: config.db, origins: config.origins });
  server.router.get('/health', (ctx) => {
    ctx.body = { status: 'ok', games: config.games.map((g) => g.name) };
  });
  let loopbackUrl = '';
  const bots = new BotRunner(() => loopbackUrl, config.games, config.decideBot ?? randomDecision);
  addBotRoutes(server.router, server.db, bots, () => loopbackUrl);
  server.app.use(clientMiddleware(config.clientDir));
  const { appServer } = await server.run({ port: config.port, callback: () => {} });
  const http = appServer as HttpServer;
  if (!http.listening) await new Promise((resolve) => http.once('listening', resolve));
  const { port } = http.address() as AddressInfo;
  loopbackUrl = `http://127.0.0.1:${port}`;
  const resumed = await resumeBots(server.db, config.games.map((g) => g.name ?? ''), bots);
  if (resumed > 0) console.log(`[server] resumed ${resumed} bot seat(s)`);
  return {
    url: `http://${config.host ?? 'localhost'}:${port}`,
    port,
    stop: () => new Promise<void>((resolve) => {
      bots.stopAll();
      server.kill({ appServer } as never);
      http.close(() => resolve());
      http.closeAllConnections();
    }),
  };
}
