/**
 * Composes the one Node process: boardgame.io's Koa server (lobby API + game sockets) for every game, the
 * built client served from the same port with an SPA fallback, and `GET /health`. `startServer` is what
 * server.ts and the integration tests call.
 *
 * Hardening (shared/design/boardgameio.md §0, §3.7), each mechanism in one module:
 * hardened Game objects (harden-game.ts), strict credentials (credentials.ts), the socket packet guard and
 * crash-proof socket handlers (socket-guard.ts), the origin policy for lobby and sockets (origins.ts), the
 * lobby body guard (lobby-guard.ts), broadcasts only after the storage committed (durable-pubsub.ts), and
 * the patched `sync` filter (patches/boardgame.io+0.50.2.patch).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import koaStatic from 'koa-static';
import { Server, SocketIO } from 'boardgame.io/server';
import type { Game, StorageAPI } from 'boardgame.io';
import { BotRunner, type Decide } from './bot-runner';
import { fairDecision, SearchWorker } from './bot-decide';
import { addBotRoutes, resumeBots } from './bot-seats';
import { addRecordRoutes } from './records-route';
import { authenticateCredentials } from './credentials';
import { DurablePubSub, type WriteWaiter } from './durable-pubsub';
import { hardenGame } from './harden-game';
import { lobbyGuard } from './lobby-guard';
import { originGuard, originPolicy, socketOriginOptions, type OriginList } from './origins';
import { guardNamespace } from './socket-guard';
import { SqliteStorage } from './storage/sqlite';

type Storage = (StorageAPI.Async | StorageAPI.Sync) & { writes?: WriteWaiter; close?(): Promise<void> };

export interface ServerConfig {
  games: Game[];
  /** 0 picks a free port. */
  port: number;
  /** The address to bind (all interfaces when absent); also the host of the printed URL. */
  host?: string;
  /** The Vite build to serve; the home page answers 503 with a hint when it is missing. */
  clientDir: string;
  /** The match storage, owned (and closed on stop) by the server. Default: an in-memory SQLite database. */
  db?: Storage;
  /** Extra browser origins allowed to use the lobby API and sockets (see origins.ts for the defaults). */
  origins?: OriginList;
  /** How bot seats choose their moves (default: the fair bots, searching in a worker thread). */
  decideBot?: Decide;
}

export interface RunningServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** socket.io refuses packets above this size (boardgame.io messages are a few KB). */
const MAX_SOCKET_MESSAGE_BYTES = 100_000;

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

function createServer(config: ServerConfig, games: Game[], db: Storage, bots: BotRunner) {
  const policy = originPolicy(config.origins);
  const transport = new SocketIO({
    socketOpts: { ...socketOriginOptions(policy), maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES } as never,
    pubSub: new DurablePubSub(db.writes),
  });
  const server = Server({ games, db, transport, origins: policy.list, authenticateCredentials });
  const io = (server.app as unknown as { _io: { of(name: string): Parameters<typeof guardNamespace>[0] } })._io;
  for (const game of games) guardNamespace(io.of(String(game.name)), game);
  server.app.use(originGuard(policy));
  server.app.use(lobbyGuard(games, db));
  server.router.get('/health', (ctx) => {
    ctx.body = { status: 'ok', games: games.map((g) => g.name) };
  });
  addBotRoutes(server.router, db, bots);
  addRecordRoutes(server.router, db);
  server.app.use(clientMiddleware(config.clientDir));
  return server;
}

/** koa-socket-2's `app.listen(port, cb)` binds every interface; this passes the host through. */
function bindTo(app: { listen: (...args: unknown[]) => unknown }, host: string | undefined): void {
  if (host === undefined) return;
  const listen = app.listen;
  app.listen = (port: unknown, callback: unknown) => listen.call(app, port, host, callback);
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const games = config.games.map((game) => hardenGame(game));
  const db = config.db ?? new SqliteStorage(':memory:');
  let loopbackUrl = '';
  const searchWorker = new SearchWorker();
  const bots = new BotRunner(() => loopbackUrl, config.games, config.decideBot ?? fairDecision(searchWorker));
  const server = createServer(config, games, db, bots);
  bindTo(server.app as never, config.host);
  const { appServer } = await server.run({ port: config.port, callback: () => {} });
  const http = appServer as HttpServer;
  if (!http.listening) await new Promise((resolve) => http.once('listening', resolve));
  const { port } = http.address() as AddressInfo;
  loopbackUrl = `http://127.0.0.1:${port}`;
  const resumed = await resumeBots(db, config.games.map((g) => g.name ?? ''), bots);
  if (resumed > 0) console.log(`[server] resumed ${resumed} bot seat(s)`);
  return {
    url: `http://${config.host ?? 'localhost'}:${port}`,
    port,
    stop: async () => {
      bots.stopAll();
      await searchWorker.stop();
      await new Promise<void>((resolve) => {
        server.kill({ appServer } as never);
        http.close(() => resolve());
        http.closeAllConnections();
      });
      await db.close?.();
    },
  };
}
