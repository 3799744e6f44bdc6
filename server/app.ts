/**
 * Composes the one Node process: boardgame.io's Koa server (game sockets) for every game, the one list of
 * HTTP routes (the lobby API as boardgame.io's clients call it, and ours), the built client served from the
 * same port with an SPA fallback. `startServer` is what
 * server.ts and the integration tests call. It holds no rules of its own; each concern has its folder
 * (docs/design/architecture.md#server):
 *
 * - guards/: hardened Game objects, strict credentials, the origin policy, the socket packet guard, rate
 *   limits and the limits themselves (docs/security.md#guards lists every guard), and the per-client
 *   limits: the client's address through the trusted proxies (guards/client-address.ts), the read budget
 *   (guards/read-limit.ts), the connection caps and timeouts (guards/connection-guard.ts) and the socket
 *   caps (guards/socket-cap.ts);
 * - http/: how a route is declared (its method, path, guards and handler) and the one runner of the list
 *   of every route, with the canonical paths, the body reader and the error answers;
 * - lobby/: the lobby's routes with their guards and body rules (lobby, table, bots, records, health, the
 *   client files) and the per-client bot caps (lobby/bot-caps.ts);
 * - transport/: the game sockets, commit-before-broadcast engine, bounded outboxes and coalesced presence;
 * - table/: the table around a match (clocks, grace periods, stand-in bots), no HTTP;
 * - bots/, storage/, cluster/; queue/ holds the per-match queue that transport/ and table/ share;
 * - and the patched `sync` filter (patches/boardgame.io+0.50.2.patch);
 * - accounts/: the optional accounts and their sessions (docs/security.md#accounts);
 * - push/: Web Push notifications of turns, sent off the move path (docs/turn-based.md#push).
 */
import { findGameModule } from '../games';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'boardgame.io/server';
import type { Game } from 'boardgame.io';
import { BotRunner } from './bots/bot-runner';
import type { Decide } from './bots/bot-seat';
import { fairDecision, SearchWorker } from './bots/bot-decide';
import { botRoutes, botsFor, resumeBots } from './lobby/bot-seats';
import { BotCaps } from './lobby/bot-caps';
import { recordRoutes } from './lobby/records-route';
import { NO_PROXY, type ProxyTrust } from './guards/client-address';
import { guardConnections } from './guards/connection-guard';
import { addSecurityHeaders, securityHeaders } from './guards/security-headers';
import { limitConnects } from './guards/socket-cap';
import { clientIdentity, readBudget } from './guards/read-limit';
import { authenticateCredentials } from './guards/credentials';
import { startExpiry } from './storage/expiry';
import { startCompaction } from './storage/compaction';
import { hardenGame } from './guards/harden-game';
import { DEFAULT_LIMITS, type Limits } from './guards/limits';
import { lobbyGuards } from './lobby/lobby-guard';
import { lobbyRoutes, newMatchID } from './lobby/lobby-routes';
import { newTableRoutes } from './lobby/new-table';
import { corsHeaders, originPolicy, socketOriginOptions, type OriginList } from './guards/origins';
import type { MatchStore } from './storage/match-store';
import { StateCache } from './storage/cache';
import { SqliteStorage } from './storage/sqlite';
import { BotDriver } from './cluster/bot-driver';
import { joinCluster, type Cluster } from './cluster/join-cluster';
import type { MatchMessage } from './transport/rooms';
import type { ProcessLiveness } from './cluster/liveness';
import { MatchTransport } from './transport/match-transport';
import { MatchQueue } from './queue/match-queue';
import { clientMiddleware } from './lobby/client-files';
import { healthRoutes } from './lobby/health';
import { TableService } from './table/table-service';
import { tableRoutes } from './lobby/table-routes';
import { startTables } from './table/table-start';
import { ClockHeartbeat } from './table/clock-heartbeat';
import { accountRoutes } from './accounts/account-routes';
import type { AccountLimits } from './accounts/account-limits';
import { PushStore } from './push/push-store';
import { PushSender } from './push/push-sender';
import { AccountDevices } from './push/account-devices';
import { pushRoutes } from './push/push-routes';
import { ACCOUNT_PUSH_ROUTES } from './push/account-push-routes';
import { ratingsFor } from './ratings';
import { mailFor, type MailConfig } from './mail';
import { mailLinkRoutes } from './mail/mail-routes';
import { checkOrigin } from './http/guards';
import type { Route } from './http/route';
import { routeRunner } from './http/route-runner';
import { spend } from './http/guards';
import { AccountStore } from './accounts/account-store';
import { SeatStore } from './accounts/seat-store';
import { QuickPlayStore } from './tournaments/quick-play-store';
import { quickPlayRoutes } from './tournaments/quick-play-routes';
import { QuickPlayPairer } from './tournaments/quick-play-pairer';
import { TournamentStore } from './tournaments/tournament-store';
import { tournamentRoutes } from './tournaments/tournament-routes';
import { TournamentRunner } from './tournaments/tournament-runner';

export interface ServerConfig {
  games: Game[];
  /** 0 picks a free port. */
  port: number;
  /** The address to bind (all interfaces when absent); also the host of the printed URL. */
  host?: string;
  /** The Vite build to serve; the home page answers 503 with a hint when it is missing. */
  clientDir: string;
  /** The match storage, owned (and closed on stop) by the server. Default: an in-memory SQLite database. */
  db?: MatchStore;
  /** Extra browser origins allowed to use the lobby API and sockets (see guards/origins.ts for the defaults). */
  origins?: OriginList;
  /** How bot seats choose their moves (default: the fair bots, searching in a worker thread). */
  decideBot?: Decide;
  /** The server's limits (default: DEFAULT_LIMITS; server/main.ts reads them from the environment). */
  limits?: Partial<Limits>;
  /** Which proxies to trust for the client's address (guards/client-address.ts; `true` is one hop). Default: none. */
  trustProxy?: boolean | ProxyTrust;
  /** Several processes on one PostgreSQL: broadcasts and leases over this Redis (docs/deploy.md#cluster). */
  redisUrl?: string;
  /** Show every seat offline at start until its player connects (default true; see table/table-start.ts). */
  resetPresence?: boolean;
  /** In a cluster, how often to look for seats left online by a process that died (default 5 s). */
  presenceSweepMs?: number;
  /** Which processes are alive: from Redis in a cluster; tests may pass their own. */
  liveness?: ProcessLiveness;
  /** Match states kept in memory in front of the storage (storage/cache.ts, also bounded by `limits.stateCacheBytes`); 0 turns the cache off. Default 10,000. */
  stateCacheEntries?: number;
  /** How long after its end a finished match is compacted to its record (storage/compaction.ts; default 5 minutes). */
  compactAfterMs?: number;
  /** How long a seat whose last socket closed stays shown online, so a quick reconnect writes nothing (default 1.5 s). */
  presenceSettleMs?: number;
  /** The passkeys' relying-party id (default: the host name of the page's origin; docs/security.md#passkeys). */
  passkeyRpID?: string;
  /** The account routes' rate limits (default: accounts/account-limits.ts). */
  accountLimits?: Partial<AccountLimits>;
  /** Tests: accept push endpoints on loopback (plain http too); otherwise only https push services. */
  pushLoopback?: boolean;
  /** Tests: the delays before each retry of a failed push (default: push/push-sender.ts). */
  pushRetryDelaysMs?: number[];
  /** How often the clock heartbeat is written (CLOCK_HEARTBEAT_MS; table/clock-heartbeat.ts, default 2 s). */
  heartbeatMs?: number;
  /** E-mail (SMTP_URL, MAIL_FROM, SITE_URL; mail/index.ts): none configured, no mail. */
  mail?: MailConfig;
  /** How often each process looks at quick play's queues (tournaments/quick-play-pairer.ts; default 1 s). */
  quickPlayTickMs?: number;
  /** How often each process looks at the tournaments (tournaments/tournament-runner.ts; default 2 s). */
  tournamentTickMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Every HTTP route the server answers, as declared (tests walk them: test/server/canonical-paths.test.ts). */
  routes: readonly Route[];
  /** What the process holds now (for /health, tests and soak runs). */
  stats(): ServerStats;
  stop(): Promise<void>;
}

export interface ServerStats {
  /** Matches with socket work queued or running. */
  queuedMatches: number;
  /** Matches some socket of this process follows, and the sockets that follow them. */
  followedMatches: number;
  sockets: number;
  runningBots: number;
  /** Bot seats waiting for a place under LIMIT_BOT_SEATS (bots/bot-runner.ts). */
  waitingBots: number;
}

/** In a cluster, how often each process checks the matches it follows for moves it was not told of. */
const RECONCILE_MS = 3_000;
/** With Liveness's 6 s expiry: a seat left online by a dead process shows offline within about 11 s. */
const PRESENCE_SWEEP_MS = 5_000;

/** socket.io refuses packets above this size (boardgame.io messages are a few KB). */
const MAX_SOCKET_MESSAGE_BYTES = 100_000;
const SOCKET_CONNECT_TIMEOUT_MS = 10_000;
/** How often the push subscriptions of finished and removed matches are removed. */
const PUSH_SWEEP_MS = 3600_000;

const trustOf = (setting: ServerConfig['trustProxy']): ProxyTrust =>
  setting === true ? { kind: 'hops', hops: 1 } : setting === false || setting === undefined ? NO_PROXY : setting;

interface ServerDeps {
  config: ServerConfig;
  /** The hardened games. */
  games: Game[];
  db: MatchStore;
  bots: BotRunner;
  driver: BotDriver;
  cluster: Cluster<MatchMessage>;
  limits: Limits;
  /** The key the server's own bot sockets show (server/guards/socket-cap.ts). */
  internalKey: string;
  push: { store?: PushStore; sender?: PushSender };
  /** E-mail: the store, the outbox (when mail is configured) and the account's mail routes. */
  mail: ReturnType<typeof mailFor>;
  /** The clock heartbeat (table/clock-heartbeat.ts): the outage time every running deadline is extended by. */
  heartbeat: ClockHeartbeat | undefined;
}

function createServer({
  config,
  games,
  db,
  bots,
  driver,
  cluster,
  limits,
  internalKey,
  push,
  mail,
  heartbeat,
}: ServerDeps) {
  const trust = trustOf(config.trustProxy);
  const drive = (gameName: string, matchID: string, metadata: import('boardgame.io').Server.MatchData) =>
    driver.want(matchID, botsFor(gameName, matchID, metadata));
  const policy = originPolicy(config.origins);
  const originOptions = socketOriginOptions(policy);
  const connects = cluster.buckets(
    'socket-connects',
    limits.socketConnectsPerMinute / 60,
    limits.socketConnectsPerMinute,
  );
  const reads = readBudget(limits, cluster.buckets, trust);
  const ratings = ratingsFor(
    db,
    policy,
    games.map((g) => g.name ?? ''),
    reads,
  );
  // One task at a time per match, whether a socket's or a table timer's: both get this one queue.
  const queue = new MatchQueue(limits.queuedTasks);
  const table: TableService = new TableService({
    db,
    drive,
    stopBot: (key) => bots.stop(key),
    queue,
    publish: (gameName, matchID, metadata) => transport.publishSeats(gameName, matchID, metadata),
    notify: (gameName, matchID, metadata, seats, kind) => {
      push.sender?.notify(gameName, matchID, metadata, seats, kind);
      if (kind === 'turn') mail.outbox?.turn(matchID, metadata, seats);
    },
    pausedMs: () => heartbeat?.pausedMs ?? 0,
  });
  const transport: MatchTransport = new MatchTransport({
    table,
    queue,
    db,
    limits,
    pubSub: cluster.pubSub,
    // A connection that joins no game namespace within 10 s is closed (socket.io's default is 45 s).
    socketOpts: {
      ...originOptions,
      allowRequest: limitConnects(originOptions.allowRequest, connects, trust, internalKey),
      maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
      connectTimeout: SOCKET_CONNECT_TIMEOUT_MS,
    },
    onFollow: drive,
    onUnwatched: (_gameName, matchID) => driver.unwant(matchID),
    // With several processes a broadcast can be lost when its process dies: look for missed moves.
    reconcileMs: config.redisUrl ? RECONCILE_MS : undefined,
    // ... and a seat shown online through it stays so: look for those too.
    liveness: config.liveness ?? cluster.liveness,
    presenceSweepMs: config.presenceSweepMs ?? PRESENCE_SWEEP_MS,
    presenceSettleMs: config.presenceSettleMs,
    trust,
    internalKey,
    buckets: cluster.buckets,
    atGameOver: (gameName, metadata) => ratings?.tables.ratingAtEnd(gameName, metadata),
  });
  const server = Server({ games, db, transport, origins: policy.list, authenticateCredentials, uuid: newMatchID });
  const routes = httpRoutes({
    config,
    games,
    db,
    bots,
    cluster,
    limits,
    push,
    mail,
    policy,
    trust,
    reads,
    transport,
    table,
    drive,
    ratings,
  });
  // The client's address comes from guards/client-address.ts (proxy hops or addresses), not from Koa's own reading.
  server.app.proxy = false;
  server.app.use(securityHeaders(trust));
  server.app.use(clientIdentity(trust));
  server.app.use(corsHeaders(policy));
  // Every route of the server, each with its guards; boardgame.io's own router, mounted after, sees no request.
  server.app.use(routeRunner({ routes, unrouted: [reads], areas: AREAS }));
  server.app.use(clientMiddleware(config.clientDir));
  return { server, transport, drive, table, trust, ratings, routes };
}

/** How each area of routes is named in its refusals and its log lines. */
const AREAS = {
  games: { noun: 'lobby', log: 'lobby' },
  account: { noun: 'account', log: 'accounts' },
  ratings: { noun: 'rating', log: 'ratings' },
  push: { noun: 'push', log: 'push' },
  mail: { noun: 'mail', log: 'mail' },
  'quick-play': { noun: 'queue', log: 'quick play' },
  tournaments: { noun: 'tournament', log: 'tournaments' },
};

/** The one list of the server's HTTP routes, each concern's with the guards it declares. */
function httpRoutes(
  deps: Omit<ServerDeps, 'driver' | 'internalKey' | 'heartbeat'> & {
    policy: ReturnType<typeof originPolicy>;
    trust: ProxyTrust;
    reads: ReturnType<typeof readBudget>;
    transport: MatchTransport;
    table: TableService;
    drive: (gameName: string, matchID: string, metadata: import('boardgame.io').Server.MatchData) => void;
    ratings: ReturnType<typeof ratingsFor>;
  },
): Route[] {
  const {
    config,
    games,
    db,
    bots,
    cluster,
    limits,
    push,
    mail,
    policy,
    trust,
    reads,
    transport,
    table,
    drive,
    ratings,
  } = deps;
  const origin = checkOrigin(policy);
  const guards = lobbyGuards(games, db, limits, cluster.buckets);
  const lobbyRead = [reads, origin, guards.game, guards.match];
  const lobbyWrite = [origin, guards.game, guards.writes, guards.match];
  const botCaps = new BotCaps(limits, cluster.buckets);
  const accounts = accountRoutes({
    sql: db.sql,
    matches: db,
    policy,
    trust,
    buckets: cluster.buckets,
    limits: config.accountLimits,
    passkeyRpID: config.passkeyRpID,
    pushLoopback: config.pushLoopback ?? false,
    reads,
    extra: { ...ACCOUNT_PUSH_ROUTES, ...mail.accountRoutes },
    social: {
      invited: (notice) => {
        push.sender?.notifyInvitation(notice.to, notice.from.name, notice.gameName, notice.matchID);
        mail.outbox?.invitation(notice.to, notice.from.name, notice.gameName, notice.matchID);
      },
      ratingsOf: ratings && ((ids) => ratings.ofAccounts(ids)),
    },
  });
  const bot = { db, runner: bots, drive, transport, limits, caps: botCaps };
  return [
    ...healthRoutes(db, games, reads),
    ...lobbyRoutes({
      games,
      db,
      transport,
      table,
      drive,
      botCaps,
      limits,
      guards,
      origin,
      reads,
      // The rated tables' check goes first, then the account records the seat the join took.
      aroundJoin: [accounts.seats?.join, ratings?.joins.join].filter((a) => a !== undefined),
      aroundLeave: [accounts.seats?.leave, ratings?.joins.leave].filter((a) => a !== undefined),
      aroundRename: [accounts.seats?.rename].filter((a) => a !== undefined),
    }),
    ...newTableRoutes({
      db,
      transport,
      table,
      drive,
      bot,
      guards,
      origin,
      aroundJoin: [accounts.seats?.join].filter((a) => a !== undefined),
      rate: ratings?.rated,
    }),
    ...tableRoutes({ db, table, guards: [...lobbyWrite, guards.body('table')] }),
    ...botRoutes({ ...bot, guards: [...lobbyWrite, guards.body('bots')] }),
    ...recordRoutes({ db, limits, guards: lobbyRead }),
    ...pushRoutes({ db, store: push.store, allowLoopback: config.pushLoopback ?? false, reads, lobbyWrite }),
    ...accounts.routes,
    ...mailLinkRoutes({ store: mail.store, reads, policy }),
    ...(ratings?.routes ?? []),
    ...(db.sql
      ? quickPlayRoutes({
          store: new QuickPlayStore(db.sql),
          accounts: new AccountStore(db.sql),
          game: guards.game,
          origin,
          reads,
          writes: spend(
            'quick-play writes',
            cluster.buckets('quick-play', limits.quickPlayWritesPerMinute / 60, limits.quickPlayWritesPerMinute),
            (wait) => `too many quick-play requests: try again in ${wait} s`,
          ),
          ratingOf: ratings?.ratingOf,
        })
      : []),
    ...(db.sql
      ? tournamentRoutes({
          store: new TournamentStore(db.sql),
          accounts: new AccountStore(db.sql),
          games,
          origin,
          reads,
          writes: spend(
            'tournament writes',
            cluster.buckets('tournaments', limits.tournamentWritesPerMinute / 60, limits.tournamentWritesPerMinute),
            (wait) => `too many tournament requests: try again in ${wait} s`,
          ),
          ratingOf: ratings?.ratingOf,
        })
      : []),
  ];
}

/**
 * koa-socket-2's `app.listen(port, cb)` binds every interface, and boardgame.io's run waits for its callback
 * only, so a failed bind (a taken port) would hang the start and then crash on an unhandled 'error'. This
 * passes the host through and returns a promise that rejects with the bind's error.
 */
function bindTo(app: { listen: (...args: unknown[]) => unknown; server?: HttpServer }, host: string | undefined) {
  return new Promise<never>((_resolve, reject) => {
    const listen = app.listen;
    app.listen = (port: unknown, callback: unknown) => {
      const server = app.server;
      server?.once('error', reject).once('listening', () => server.off('error', reject));
      return host === undefined ? listen.call(app, port, callback) : listen.call(app, port, host, callback);
    };
  });
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const games = config.games.map((game) => hardenGame(game, findGameModule(game.name!)?.core.offeredProblem));
  const limits = { ...DEFAULT_LIMITS, ...config.limits };
  const store = config.db ?? new SqliteStorage(':memory:');
  const cacheEntries = config.stateCacheEntries ?? 10_000;
  const db = cacheEntries > 0 ? new StateCache(store, cacheEntries, limits.stateCacheBytes) : store;
  let loopbackUrl = '';
  const searchWorker = new SearchWorker();
  // The server's own bot sockets show this key, so the per-client caps do not count them as one client.
  const internalKey = randomBytes(18).toString('base64url');
  const bots = new BotRunner({
    serverUrl: () => loopbackUrl,
    games: config.games,
    decide: config.decideBot ?? fairDecision(searchWorker),
    maxSeats: limits.maxBotSeats,
    internalKey,
  });
  let cluster: Cluster<MatchMessage> | undefined;
  let driver: BotDriver | undefined;
  let http: HttpServer | undefined;
  let created: ReturnType<typeof createServer>;
  const pushStore = db.sql ? new PushStore(db.sql) : undefined;
  const pushSender = pushStore
    ? new PushSender({
        store: pushStore,
        accounts: db.sql && new AccountDevices(db.sql),
        retryDelaysMs: config.pushRetryDelaysMs,
        limits,
        allowLoopback: config.pushLoopback ?? false,
      })
    : undefined;
  const mail = mailFor(db, config.mail, () => loopbackUrl);
  // Downtime is nobody's time: the outage since the last heartbeat is counted before any clock runs.
  const heartbeat = db.sql ? new ClockHeartbeat(db.sql, config.heartbeatMs) : undefined;
  try {
    await db.connect();
    await heartbeat?.start();
    cluster = await joinCluster<MatchMessage>(config.redisUrl);
    driver = new BotDriver(cluster.leases, bots);
    created = createServer({
      config,
      games,
      db,
      bots,
      driver,
      cluster,
      limits,
      internalKey,
      push: { store: pushStore, sender: pushSender },
      mail,
      heartbeat,
    });
    const bindFailed = bindTo(created.server.app as never, config.host);
    const { appServer } = await Promise.race([
      created.server.run({ port: config.port, callback: () => {} }),
      bindFailed,
    ]);
    http = appServer as HttpServer;
    guardConnections(http, limits, created.trust);
    addSecurityHeaders(http, created.trust);
    if (!http.listening) await new Promise((resolve, reject) => http?.once('listening', resolve).once('error', reject));
  } catch (error) {
    await heartbeat?.stop();
    http?.close();
    driver?.stop();
    await searchWorker.stop();
    await cluster?.close();
    await db.close().catch(() => undefined);
    throw error;
  }
  const { transport, drive, table } = created;
  const { port } = http.address() as AddressInfo;
  loopbackUrl = `http://127.0.0.1:${port}`;
  const botDriver = driver;
  const expiry = startExpiry(db, limits, (matchID) => botDriver.unwant(matchID));
  const compaction = startCompaction(db, config.compactAfterMs);
  await startTables(
    db,
    config.games.map((g) => g.name ?? ''),
    table,
    config.resetPresence ?? true,
    heartbeat?.pausedMs,
  );
  // The VAPID keys are made at first start (and read by every later start and every process of a cluster);
  // the subscriptions of finished and removed matches are swept at start and every hour.
  await pushStore?.keys();
  const sweepPush = () =>
    void pushStore?.sweep().catch((error: Error) => console.error('[push] sweep:', error.message));
  sweepPush();
  const pushSweep = setInterval(sweepPush, PUSH_SWEEP_MS);
  pushSweep.unref();
  mail.outbox?.start();
  // Every process ticks; the one holding the pairer's row pairs the queues (tournaments/quick-play-pairer.ts).
  const pairer =
    db.sql &&
    new QuickPlayPairer({
      games,
      db,
      store: new QuickPlayStore(db.sql),
      transport,
      drive,
      table,
      seats: new SeatStore(db.sql),
      ratings: created.ratings?.store,
      botLevels: (gameName) => created.ratings?.botLevels(gameName) ?? [{ level: 'medium', rating: 1000 }],
    });
  pairer?.start(config.quickPlayTickMs);
  // Every process ticks; the holder of a tournament's lease runs it (tournaments/tournament-runner.ts).
  const tournaments =
    db.sql &&
    new TournamentRunner({
      games,
      db,
      store: new TournamentStore(db.sql),
      transport,
      drive,
      table,
      seats: new SeatStore(db.sql),
      ratings: created.ratings?.store,
      ratingOf: created.ratings?.ratingOf,
      notify: (notice) => {
        const { accountID, tournamentName, gameName, matchID, round, seat } = notice;
        pushSender?.notifyTournamentTable(accountID, tournamentName, gameName, matchID, round);
        mail.outbox?.tournamentTable(accountID, tournamentName, gameName, matchID, round, seat);
      },
    });
  tournaments?.start(config.tournamentTickMs);
  const resumed = await resumeBots(
    db,
    config.games.map((g) => g.name ?? ''),
    drive,
  );
  if (resumed > 0) console.log(`[server] resuming ${resumed} bot seat(s)`);
  const listening = http;
  const joined = cluster;
  return {
    url: `http://${config.host ?? 'localhost'}:${port}`,
    port,
    routes: created.routes,
    stats: () => ({
      queuedMatches: transport.queue.size,
      followedMatches: transport.followedMatches,
      sockets: transport.sockets,
      runningBots: bots.running,
      waitingBots: bots.waiting,
    }),
    stop: async () => {
      expiry.stop();
      await pairer?.stop();
      await tournaments?.stop();
      await compaction.stop();
      table.stopAll();
      pushSender?.stop();
      clearInterval(pushSweep);
      await mail.outbox?.stop();
      botDriver.stop();
      bots.stopAll();
      await transport.close();
      await searchWorker.stop();
      await new Promise<void>((resolve) => {
        listening.close(() => resolve());
        listening.closeAllConnections();
      });
      await joined.close();
      await heartbeat?.stop();
      await db.close();
    },
  };
}
