/**
 * The socket transport of the server: boardgame.io's SocketIO transport creates and attaches socket.io
 * (through koa-socket-2), but every handler is ours. Each game's namespace gets the packet guard
 * (server/guards/socket-guard.ts) and a MatchEngine (match-engine.ts); the default namespace `/`, which koa-socket-2
 * opens and nothing uses, refuses every connection, so no packet there can reach an unguarded handler.
 * Every game socket is counted against its client's socket cap (server/guards/socket-cap.ts), and its packets draw on the
 * budget of the seat it holds, or of its client while it holds none (server/guards/socket-guard.ts).
 * Handlers never throw: a failure is logged and the socket is told.
 */
import type { Game, Server } from 'boardgame.io';
import { SocketIO, type GenericPubSub } from 'boardgame.io/server';
import type { ProcessLiveness } from '../cluster/liveness';
import type { Limits } from '../guards/limits';
import { packetGuard, type GuardedSocket } from '../guards/socket-guard';
import type { MatchStore } from '../storage/match-store';
import { MatchEngine, publicPlayers, type GameOverWork, type MoveAction } from './match-engine';
import { SocketCap, type HandshakeSocket } from '../guards/socket-cap';
import { NO_PROXY, type ProxyTrust } from '../guards/client-address';
import { localBuckets, type BucketsFactory } from '../guards/rate-limit';
import { MatchQueue } from '../queue/match-queue';
import type { OutboxSocket } from './outbox';
import type { MatchMessage } from './rooms';
import type { TableHooks } from '../table/table-service';

type Socket = GuardedSocket &
  OutboxSocket &
  HandshakeSocket & { on(event: string, listener: (...args: unknown[]) => void): unknown };
interface Namespace {
  use(middleware: (socket: Socket, next: (error?: Error) => void) => void): void;
  on(event: 'connection', listener: (socket: Socket) => void): void;
}
interface SocketServer {
  of(name: string): Namespace;
  close(): void;
}

export interface MatchTransportOptions {
  db: MatchStore;
  limits: Limits;
  pubSub: GenericPubSub<MatchMessage>;
  socketOpts?: object;
  /** Called when a socket starts following an unfinished match. */
  onFollow?: (gameName: string, matchID: string, metadata: Server.MatchData) => void;
  /** Several processes share the database: check the followed matches for missed broadcasts this often. */
  reconcileMs?: number;
  /** Called when only bots still follow a match in this process. */
  onUnwatched?: (gameName: string, matchID: string) => void;
  /** Turn clocks, grace periods and stand-in bots (server/table/). */
  table?: TableHooks;
  /** In a cluster: which processes are alive; seats left online by a dead one are shown offline (MatchEngine.sweepPresence). */
  liveness?: ProcessLiveness;
  /** How often to look for such seats (with `liveness`). */
  presenceSweepMs?: number;
  /** How long a seat stays shown online after its last socket closed (presence.ts). */
  presenceSettleMs?: number;
  /** Which proxies to trust for a socket's client address (server/guards/client-address.ts). */
  trust?: ProxyTrust;
  /** The key the server's own bot sockets show (server/guards/socket-cap.ts). */
  internalKey?: string;
  /** Where per-seat chat rates count (shared by a cluster's processes). */
  buckets?: BucketsFactory;
  /** The per-match queue, shared with the table so that its timers and the sockets' work take turns (default: its own). */
  queue?: MatchQueue;
  /** Work stored with the move that ends a match (the ratings: match-engine.ts, `atGameOver`). */
  atGameOver?: GameOverWork;
}

export class MatchTransport extends SocketIO {
  readonly queue: MatchQueue;
  private readonly engines = new Map<string, MatchEngine>();
  private io?: SocketServer;
  private readonly cap: SocketCap;
  /** The client key of each connected socket (its packets' budget while it holds no seat). */
  private readonly clients = new WeakMap<object, string>();

  constructor(private readonly options: MatchTransportOptions) {
    super({ socketOpts: options.socketOpts as never });
    this.queue = options.queue ?? new MatchQueue(options.limits.queuedTasks);
    this.cap = new SocketCap(options.limits.socketsPerClient, options.trust ?? NO_PROXY, options.internalKey);
  }

  override init(app: Server.App & { _io?: unknown }, games: Game[], origins?: unknown): void {
    super.init(app as never, [], origins as never);
    const io = app._io as SocketServer;
    this.io = io;
    io.of('/').use((_socket, next) => next(new Error('connect to a game namespace')));
    for (const game of games) this.attachGame(io.of(String(game.name)), game);
    if (this.options.reconcileMs) {
      this.reconciler = setInterval(() => void this.reconcile(), this.options.reconcileMs);
      this.reconciler.unref();
    }
    if (this.options.liveness && this.options.presenceSweepMs) {
      this.sweeper = setInterval(() => void this.sweepPresence(), this.options.presenceSweepMs);
      this.sweeper.unref();
    }
  }

  private reconciler?: NodeJS.Timeout;
  private sweeper?: NodeJS.Timeout;

  /** Shows offline the seats left online by processes that died (see MatchEngine.sweepPresence). */
  async sweepPresence(): Promise<void> {
    for (const engine of this.engines.values()) {
      await engine
        .sweepPresence()
        .catch((error: Error) => console.error('[server] presence sweep failed:', error.message));
    }
  }

  /** Resyncs followed matches that moved on without a broadcast reaching this process (see MatchEngine.reconcile). */
  async reconcile(): Promise<void> {
    for (const engine of this.engines.values()) {
      await engine.reconcile().catch((error: Error) => console.error('[server] reconcile failed:', error.message));
    }
  }

  /** The engine of a game (for the lobby routes, which announce seat changes through it). */
  engine(gameName: string): MatchEngine | undefined {
    return this.engines.get(gameName);
  }

  get followedMatches(): number {
    return [...this.engines.values()].reduce((sum, engine) => sum + engine.rooms.matches, 0);
  }

  get sockets(): number {
    return [...this.engines.values()].reduce((sum, engine) => sum + engine.rooms.sockets, 0);
  }

  /** Sends every follower of the match its public seats (boardgame.io's `matchData`). */
  publishSeats(gameName: string, matchID: string, metadata: Server.MatchData): void {
    const rooms = this.engines.get(gameName)?.rooms;
    rooms?.publish(matchID, { type: 'matchData', args: [matchID, publicPlayers(metadata)] } as MatchMessage);
    // Every process following the match arms the new deadlines, so a clock fires even if this one dies.
    rooms?.publish(matchID, { type: 'table', args: [matchID] });
  }

  /** Tells every process following the match that its seats changed hands. */
  seatsChanged(gameName: string, matchID: string): void {
    this.engines.get(gameName)?.rooms.publish(matchID, { type: 'seats', args: [matchID] });
  }

  private attachGame(namespace: Namespace, game: Game): void {
    const { db, limits, pubSub, onFollow, onUnwatched, table } = this.options;
    const buckets = this.options.buckets ?? localBuckets;
    const chats = buckets('chat', limits.chatMessagesPerMinute / 60, 3);
    const engine = new MatchEngine({
      game,
      db,
      pubSub,
      queue: this.queue,
      limits,
      onFollow,
      onUnwatched,
      table,
      liveness: this.options.liveness,
      chats,
      presenceSettleMs: this.options.presenceSettleMs,
      clientOf: (socket) => this.clients.get(socket),
      atGameOver: this.options.atGameOver,
    });
    this.engines.set(String(game.name), engine);
    // A packet's budget: the seat its socket holds, else the socket's client (the server's own bots: the socket).
    const guard = packetGuard(game, limits, (socket) => {
      const held = engine.rooms.of(socket.id);
      if (held && held.playerID !== null) return `seat:${held.matchID}/${held.playerID}`;
      return this.clients.get(socket) ?? `socket:${socket.id}`;
    });
    namespace.use((socket, next) => {
      if (!this.cap.isInternal(socket)) this.clients.set(socket, `client:${this.cap.clientOf(socket)}`);
      this.cap.middleware(socket, next);
    });
    const safely = (socket: Socket, event: string, work: () => Promise<void> | void) => {
      try {
        void Promise.resolve(work()).catch((error: unknown) => {
          console.error(`[server] ${game.name} ${event} failed:`, error);
          engine.refuse(socket, undefined, `the server could not handle this ${event}`);
        });
      } catch (error) {
        console.error(`[server] ${game.name} ${event} failed:`, error);
      }
    };
    namespace.on('connection', (socket) => {
      guard.attach(socket, (matchID, reason) => engine.refuse(socket, matchID, reason));
      socket.on('update', (...args) =>
        safely(socket, 'update', () =>
          engine.update(socket, args[0] as MoveAction, args[1] as number, args[2] as string, args[3] as string),
        ),
      );
      socket.on('sync', (...args) =>
        safely(socket, 'sync', () =>
          engine.sync(
            socket,
            args[0] as string,
            (args[1] as string | null | undefined) ?? null,
            (args[2] as string | undefined) ?? undefined,
          ),
        ),
      );
      socket.on('chat', (...args) =>
        safely(socket, 'chat', () =>
          engine.chat(
            socket,
            args[0] as string,
            args[1] as { id: string; sender: string; payload: unknown },
            args[2] as string | undefined,
          ),
        ),
      );
      socket.on('disconnect', () => safely(socket, 'disconnect', () => engine.disconnect(socket.id)));
    });
  }

  /** Stops taking connections and waits for the work already queued. */
  async close(): Promise<void> {
    clearInterval(this.reconciler);
    clearInterval(this.sweeper);
    for (const engine of this.engines.values()) engine.presence.stop();
    this.io?.close();
    await this.queue.drain();
  }
}
