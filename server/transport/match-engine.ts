/**
 * What the server does with each packet a guarded socket sends for one game (the packet shapes were checked
 * by server/guards/socket-guard.ts). It replaces boardgame.io's Master so that:
 * - a move is committed before anything is broadcast, and only on top of the state it was computed from
 *   (`commitState`); when the write fails or another writer won, nothing is broadcast and the mover is
 *   told why and resynced;
 * - a refused move (not the seat's turn, illegal, stale) is answered to the sender only: no broadcast, no
 *   write;
 * - only the move's one argument reaches the reducer and the log;
 * - a sync never creates a match, spectators are capped per match, and connection status is changed
 *   atomically in the metadata, coalesced and rate limited per seat (presence.ts);
 * - before the game starts (every seat taken) a seat is sent a spectator's view and nobody may move
 *   (docs/security.md#one-seat-one-view); a match takes at most LIMIT_MOVES_PER_MATCH moves;
 * - chat comes only from seated players, within the length limit and the seat's rate (all its sockets
 *   together; in a cluster, over every process).
 * All work on one match runs one task at a time (server/queue/match-queue.ts).
 */
import type { Ctx, Game, LogEntry, Server, State } from 'boardgame.io';
import { CreateGameReducer, ProcessGameConfig, getFilterPlayerView } from 'boardgame.io/internal';
import { authenticateCredentials } from '../guards/credentials';
import type { Limits } from '../guards/limits';
import type { CommitWork, MatchStore, MetadataChange } from '../storage/match-store';
import type { ProcessLiveness } from '../cluster/liveness';
import type { TableHooks } from '../table/table-service';
import { gameStarted, isTurnBased, playsAsBot, publicSeat, tableOf, viewingSeat } from '../table/table-state';
import { chatHistory, newChatID, withChatLine } from '../table/chat-history';
import { emitBounded, type OutboxSocket } from './outbox';
import { MatchQueue } from '../queue/match-queue';
import { Rooms, type Connection, type MatchMessage } from './rooms';
import { serverOnlyMoves } from './server-only-moves';
import { PresenceBoard } from './presence';
import type { GenericPubSub } from 'boardgame.io/server';
import { RateLimiter, type Buckets } from '../guards/rate-limit';
import { inChunks, inSlices } from '../queue/slices';
import { fastGame, withFallback } from './fast-game';
import { withOwnCtx } from './own-ctx';

/** Matches a reconcile round reads the state ids of in one query, one query a turn (docs/performance.md#stalls). */
const RECONCILE_SLICE = 500;
/** Matches the presence sweep reads (or changes) in one turn of the event loop. */
const SWEEP_SLICE = 50;
/** Reads a sync makes at most while other processes' broadcasts keep overtaking it (fetchNoOlderThanSent). */
const SYNC_READS = 5;

export type GameOverWork = (gameName: string, metadata: Server.MatchData) => CommitWork | undefined;

export interface EngineOptions {
  /** Where the chat rate of each seat is counted (shared by the processes of a cluster); default: this process. */
  chats?: Buckets;
  /** How long a seat stays shown online after its last socket closed (presence.ts). */
  presenceSettleMs?: number;
  /** The client a socket belongs to (its client key; undefined for the server's own bots). */
  clientOf?: (socket: OutboxSocket) => string | undefined;
  /**
   * Work stored in the same transaction as the move that ends a match (its ratings,
   * server/ratings/rated-tables.ts), given the match's metadata before that move; undefined for none.
   */
  atGameOver?: GameOverWork;
}

/** What an engine is made of: its game, where matches are stored and broadcast, and its hooks. */
export interface EngineDeps extends EngineOptions {
  game: Game;
  db: MatchStore;
  pubSub: GenericPubSub<MatchMessage>;
  queue: MatchQueue;
  limits: Limits;
  /** Called when a socket starts following a match (the server starts the match's bots, if not running). */
  onFollow?: (gameName: string, matchID: string, metadata: Server.MatchData) => void;
  /** Called when the last socket that is not a bot stops following a match (the server pauses its bots). */
  onUnwatched?: (gameName: string, matchID: string) => void;
  /** The table around the match: turn clocks, grace periods and stand-in bots (server/table/). */
  table?: TableHooks;
  /** In a cluster: which processes are alive, and this one's id, stored with the seats it shows online. */
  liveness?: ProcessLiveness;
}

/** Spectator sockets one client may hold on one match, so that one client cannot take all its spectator seats. */
export const SPECTATORS_PER_CLIENT = 5;

type ProcessedGame = ReturnType<typeof ProcessGameConfig>;
/** A seat's stored presence: in a cluster, also the process it is online through. */
type SeatPresence = Server.PlayerMetadata & { connectedVia?: string };
type Reducer = (state: State, action: unknown) => State & { transients?: { error?: { type?: string } } };

export interface MoveAction {
  type: 'MAKE_MOVE';
  payload: { type: string; args: unknown[]; playerID: string; credentials?: string };
}

/** The refusal of a packet that finds the match queues full (server/queue/match-queue.ts). */
const BUSY = 'the server is busy with this match; try again in a moment';

/** Reasons for the `refused` event, by boardgame.io's error type. */
const REDUCER_REFUSALS: Record<string, string> = {
  'action/invalid_move': 'the move is not legal now',
  'action/inactive_player': 'it is not your turn',
  'action/gameover': 'the game is over',
  'action/disabled': 'the move is not allowed',
};

export const publicPlayers = (metadata: Server.MatchData) =>
  Object.values(metadata.players).map((player) => publicSeat(metadata, player));

/** Both changes, one after the other (either may be absent). */
const both = (a?: MetadataChange, b?: MetadataChange): MetadataChange | undefined =>
  a && b ? (m) => b(a(m)) : (a ?? b);

export class MatchEngine {
  readonly rooms: Rooms;
  private readonly game: ProcessedGame;
  private readonly reducer: Reducer;
  private readonly filter: ReturnType<typeof getFilterPlayerView>;
  private readonly syncing = new WeakSet<object>();
  private readonly chats: Buckets;
  private readonly clientOf: (socket: OutboxSocket) => string | undefined;
  readonly presence: PresenceBoard;
  private readonly atGameOver?: GameOverWork;

  private readonly db: MatchStore;
  private readonly queue: MatchQueue;
  private readonly limits: Limits;
  private readonly onFollow?: EngineDeps['onFollow'];
  private readonly onUnwatched?: EngineDeps['onUnwatched'];
  private readonly table?: TableHooks;
  private readonly liveness?: ProcessLiveness;

  constructor(deps: EngineDeps) {
    const { game, pubSub, limits, ...options } = deps;
    this.db = deps.db;
    this.queue = deps.queue;
    this.limits = limits;
    this.onFollow = deps.onFollow;
    this.onUnwatched = deps.onUnwatched;
    this.table = deps.table;
    this.liveness = deps.liveness;
    this.chats = options.chats ?? RateLimiter.perMinute(limits.chatMessagesPerMinute, 3);
    this.clientOf = options.clientOf ?? (() => undefined);
    this.atGameOver = options.atGameOver;
    this.presence = new PresenceBoard(
      {
        held: (matchID, playerID) => this.rooms.connections(matchID).some((c) => c.playerID === playerID),
        write: (matchID, playerID, connected) => this.writePresence(matchID, playerID, connected),
        run: (matchID, task) => void this.queue.run(matchID, task),
      },
      options.presenceSettleMs,
      limits.presenceChangesPerMinute,
    );
    this.game = ProcessGameConfig(game);
    // docs/performance.md#fast-game: the same states, without boardgame.io's Immer proxies.
    this.reducer = withFallback(
      CreateGameReducer({ game: ProcessGameConfig(fastGame(game)) }) as unknown as Reducer,
      CreateGameReducer({ game: this.game }) as unknown as Reducer,
      withOwnCtx,
    );
    this.filter = getFilterPlayerView(game);
    this.rooms = new Rooms(
      pubSub,
      this.filter as never,
      limits.socketBacklogBytes,
      (matchID, connections) => void this.queue.run(matchID, () => this.dropLostSeats(matchID, connections)),
      (matchID) => void this.table?.tableChanged(String(this.game.name), matchID),
      serverOnlyMoves(game),
    );
  }

  private send(socket: OutboxSocket, event: string, args: unknown[]): void {
    emitBounded(socket, this.limits.socketBacklogBytes, event, args);
  }

  /** Tells one socket why its packet did nothing. */
  refuse(socket: OutboxSocket, matchID: unknown, reason: string): void {
    this.send(socket, 'refused', [typeof matchID === 'string' ? matchID : null, reason]);
  }

  update(socket: OutboxSocket, action: MoveAction, stateID: number, matchID: string, playerID: string): Promise<void> {
    if (!this.queue.accepts(matchID)) return Promise.resolve(this.refuse(socket, matchID, BUSY));
    return this.queue.run(matchID, () => this.applyMove(socket, action, stateID, matchID, playerID));
  }

  private async applyMove(
    socket: OutboxSocket,
    action: MoveAction,
    stateID: number,
    matchID: string,
    playerID: string,
  ): Promise<void> {
    let { state, metadata } = await this.db.fetch(matchID, { state: true, metadata: true });
    if (state && stateID > state._stateID && this.db.forget) {
      // The mover saw a newer state than the one read, so that was a stale cached copy: another process
      // committed since. Read the match again from the storage.
      this.db.forget(matchID);
      ({ state, metadata } = await this.db.fetch(matchID, { state: true, metadata: true }));
    }
    if (!state || !metadata) return this.refuse(socket, matchID, 'no such match');
    if (!authenticateCredentials(action.payload.credentials, metadata.players[Number(playerID)])) {
      return this.refuse(socket, matchID, 'these credentials do not hold this seat');
    }
    const reason = gameStarted(metadata)
      ? this.check(state, action, stateID, playerID)
      : 'the game starts when every seat is taken';
    const move = { type: 'MAKE_MOVE', payload: { type: action.payload.type, args: action.payload.args, playerID } };
    const next = reason === undefined ? this.run(matchID, state, move) : undefined;
    const refusal = reason ?? (next ? this.refusalOf(state, next) : 'the move failed in the game code');
    if (refusal !== undefined) return this.refuseAndResync(socket, matchID, playerID, refusal);
    const { deltalog, transients: _transients, ...stored } = next as State & { transients?: unknown };
    let committed: boolean;
    const table = this.table?.commitChange(String(this.game.name), matchID, playerID, stored.ctx);
    const atEnd = stored.ctx.gameover !== undefined ? this.atGameOver?.(String(this.game.name), metadata) : undefined;
    try {
      committed = await this.db.commitState(
        matchID,
        state,
        stored as State,
        deltalog ?? [],
        both(this.gameoverChange(stored.ctx), table?.change),
        atEnd,
      );
    } catch (error) {
      console.error(`[server] match ${matchID}: the move could not be stored:`, (error as Error).message);
      return this.refuseAndResync(socket, matchID, playerID, 'the move could not be stored; try again');
    }
    if (!committed) return this.refuseAndResync(socket, matchID, playerID, 'the match moved on before your move');
    const published = { ...stored, deltalog } as State;
    this.rooms.publish(matchID, { type: 'update', args: [matchID, published] });
    table?.committed();
  }

  /** Why the move cannot be applied to `state`, before running it; undefined when the reducer may try. */
  private check(state: State, action: MoveAction, stateID: number, playerID: string): string | undefined {
    if (state.ctx.gameover !== undefined) return 'the game is over';
    // docs/security.md#retention: a match's log is bounded.
    if (state._stateID >= this.limits.movesPerMatch)
      return `this match has reached the limit of ${this.limits.movesPerMatch} moves`;
    if (state._stateID !== stateID) return 'your view of the match is out of date';
    if (!this.game.flow.isPlayerActive(state.G, state.ctx, playerID)) return 'it is not your turn';
    if (!this.game.flow.getMove(state.ctx, action.payload.type, playerID))
      return `${action.payload.type} is not a move you can make now`;
    return undefined;
  }

  /** The reducer's next state, or undefined when the game code threw. */
  private run(matchID: string, state: State, move: unknown) {
    try {
      return this.reducer(state, move);
    } catch (error) {
      console.error(`[server] match ${matchID}: game code failed on a move:`, (error as Error).message);
      return undefined;
    }
  }

  private refusalOf(state: State, next: State & { transients?: { error?: { type?: string } } }): string | undefined {
    const error = next.transients?.error?.type;
    if (error !== undefined) return REDUCER_REFUSALS[error] ?? 'the move was refused';
    return next._stateID === state._stateID ? 'the move changed nothing' : undefined;
  }

  private gameoverChange(ctx: Ctx) {
    if (ctx.gameover === undefined) return undefined;
    return (metadata: Server.MatchData) => ({ ...metadata, gameover: ctx.gameover, updatedAt: Date.now() });
  }

  private async refuseAndResync(
    socket: OutboxSocket,
    matchID: string,
    playerID: string,
    reason: string,
  ): Promise<void> {
    this.refuse(socket, matchID, reason);
    try {
      await this.sendSync(socket, matchID, playerID);
    } catch (error) {
      console.error(`[server] match ${matchID}: resync failed:`, (error as Error).message);
    }
  }

  private async sendSync(
    socket: OutboxSocket,
    matchID: string,
    playerID: string | null,
  ): Promise<Server.MatchData | undefined> {
    const fetched = await this.fetchNoOlderThanSent(socket, matchID);
    if (!fetched.state || !fetched.metadata) return undefined;
    const syncInfo = {
      state: fetched.state,
      log: fetched.log as LogEntry[],
      initialState: fetched.initialState as State,
      filteredMetadata: publicPlayers(fetched.metadata),
    };
    // Before the game starts a seat sees what a spectator sees (docs/security.md#one-seat-one-view).
    const viewer = viewingSeat(fetched.metadata, playerID);
    const data = this.filter(viewer, { type: 'sync', args: [matchID, syncInfo] } as never);
    this.send(socket, data.type, data.args);
    this.rooms.markSynced(socket.id, matchID, fetched.state._stateID, viewer !== playerID);
    return fetched.metadata;
  }

  /**
   * The match whole from the storage, no older than the state this socket was last sent. With several
   * processes, another one's broadcast may reach the socket while the read is under way; a sync of the
   * older state read would take its client back a state, and no broadcast would bring it forward again
   * (docs/deploy.md#cluster). The storage holds a state before any process broadcasts it, so a read
   * after the broadcast is at least as new.
   */
  private async fetchNoOlderThanSent(socket: OutboxSocket, matchID: string) {
    for (let attempt = 1; ; attempt++) {
      const fetched = await this.db.fetch(matchID, { state: true, metadata: true, log: true, initialState: true });
      const connection = this.rooms.of(socket.id);
      const sent = connection?.matchID === matchID ? connection.stateID : undefined;
      if (!fetched.state || sent === undefined || fetched.state._stateID >= sent || attempt >= SYNC_READS)
        return fetched;
    }
  }

  /**
   * With several processes, a process may die between committing a move and broadcasting it. Every
   * `RECONCILE_MS` each process compares the stored state ids of the matches it follows with what it
   * announced, and resyncs the sockets of a match that moved on without it (and arms its deadlines).
   */
  async reconcile(): Promise<void> {
    await inChunks(this.rooms.followed(), RECONCILE_SLICE, async (followed) => {
      const stored = await this.db.stateIDs(followed);
      for (const [matchID, stateID] of stored) {
        if (stateID <= (this.rooms.announcedID(matchID) ?? Infinity)) continue;
        this.db.forget?.(matchID);
        void this.queue.run(matchID, async () => {
          if (stateID <= (this.rooms.announcedID(matchID) ?? Infinity)) return;
          for (const connection of this.rooms.connections(matchID))
            await this.sendSync(connection.socket, matchID, connection.playerID);
          await this.table?.tableChanged(String(this.game.name), matchID);
        });
      }
    });
  }

  /** A socket asks for the match's state, as a seat (with its credentials) or as a spectator (playerID null). */
  sync(socket: OutboxSocket, matchID: string, playerID: string | null, credentials: string | undefined): Promise<void> {
    if (this.syncing.has(socket)) return Promise.resolve(this.refuse(socket, matchID, 'a sync is already running'));
    if (!this.queue.accepts(matchID)) return Promise.resolve(this.refuse(socket, matchID, BUSY));
    this.syncing.add(socket);
    return this.queue
      .run(matchID, () => this.join(socket, matchID, playerID, credentials))
      .finally(() => this.syncing.delete(socket));
  }

  private async join(
    socket: OutboxSocket,
    matchID: string,
    playerID: string | null,
    credentials: string | undefined,
  ): Promise<void> {
    const { metadata } = await this.db.fetch(matchID, { metadata: true });
    if (!metadata) return this.refuse(socket, matchID, 'no such match');
    if (playerID !== null && !authenticateCredentials(credentials, metadata.players[Number(playerID)])) {
      return this.refuse(socket, matchID, 'these credentials do not hold this seat');
    }
    const current = this.rooms.of(socket.id);
    const already = current?.matchID === matchID && current.playerID === playerID;
    if (playerID === null && !already && this.rooms.spectators(matchID) >= this.limits.spectatorsPerMatch) {
      return this.refuse(socket, matchID, 'this match has as many spectators as it can take');
    }
    const client = this.clientOf(socket);
    const watching = (c: Connection) =>
      c.playerID === null && client !== undefined && this.clientOf(c.socket) === client;
    if (
      playerID === null &&
      !already &&
      this.rooms.connections(matchID).filter(watching).length >= SPECTATORS_PER_CLIENT
    ) {
      return this.refuse(socket, matchID, `you already watch this match from ${SPECTATORS_PER_CLIENT} sockets`);
    }
    if (current && !already) await this.leaveNow(current);
    this.rooms.join({ socket, matchID, playerID, credentials });
    const synced = await this.sendSync(socket, matchID, playerID);
    if (synced) this.sendChatHistory(socket, matchID, synced);
    if (playerID !== null) await this.presence.online(matchID, playerID);
    if (metadata.gameover) return;
    if (playerID !== null)
      await this.table?.seatSynced(String(this.game.name), matchID, playerID, credentials, metadata);
    // The bots follow the metadata as it is now: while this sync awaited the storage, a player may have left
    // (a stand-in) or a bot seat been added, and the metadata read above, or the one the seat's own change
    // stored before those, would stop their bots again.
    const latest = (await this.db.fetch(matchID, { metadata: true })).metadata;
    if (!latest || latest.gameover) return;
    this.onFollow?.(String(this.game.name), matchID, latest);
    this.pauseIfOnlyBots(matchID, latest);
  }

  async chat(
    socket: OutboxSocket,
    matchID: string,
    message: { id: string; sender: string; payload: unknown },
    credentials: string | undefined,
  ): Promise<void> {
    const connection = this.rooms.of(socket.id);
    if (
      !connection ||
      connection.matchID !== matchID ||
      connection.playerID === null ||
      connection.playerID !== message.sender
    ) {
      return this.refuse(socket, matchID, 'only players seated at this match can chat');
    }
    if (connection.credentials !== credentials)
      return this.refuse(socket, matchID, 'these credentials do not hold this seat');
    if ((await this.chats.take(`${this.game.name}/${matchID}/${connection.playerID}`)) > 0)
      return this.refuse(socket, matchID, 'too many chat messages; wait a little');
    const line = { id: newChatID(), sender: message.sender, payload: String(message.payload) };
    void this.queue.run(matchID, () => this.keepAndPublish(socket, matchID, line));
  }

  /** The message joins the match's chat history (server/table/chat-history.ts), then every follower sees it. */
  private async keepAndPublish(
    socket: OutboxSocket,
    matchID: string,
    line: { id: string; sender: string; payload: string },
  ): Promise<void> {
    try {
      const kept = await this.db.updateMetadata(matchID, (m) => withChatLine(m, line, this.limits));
      if (!kept) return this.refuse(socket, matchID, 'no such match');
    } catch (error) {
      console.error(`[server] match ${matchID}: a chat message could not be stored:`, (error as Error).message);
      return this.refuse(socket, matchID, 'the message could not be stored; try again');
    }
    this.rooms.publish(matchID, { type: 'chat', args: [matchID, line] } as MatchMessage);
  }

  /** Whoever (re)joins a match gets its chat history, oldest first. */
  private sendChatHistory(socket: OutboxSocket, matchID: string, metadata: Server.MatchData): void {
    for (const line of chatHistory(metadata)) this.send(socket, 'chat', [matchID, line]);
  }

  /** The socket is gone: it stops following its match, and its seat shows as offline when it was the last. */
  disconnect(socketID: string): Promise<void> {
    const connection = this.rooms.of(socketID);
    if (!connection) return Promise.resolve();
    return this.queue.run(connection.matchID, () => this.leaveNow(connection));
  }

  private async leaveNow(connection: Connection): Promise<void> {
    this.rooms.leave(connection.socket.id);
    const { matchID, playerID } = connection;
    const remaining = this.rooms.connections(matchID);
    if (playerID !== null && !remaining.some((c) => c.playerID === playerID)) this.presence.offline(matchID, playerID);
    await this.checkWatched(matchID);
  }

  /** Pauses the match's bots when only bots still follow it here. */
  private async checkWatched(matchID: string): Promise<void> {
    if (this.rooms.connections(matchID).length === 0 || !this.onUnwatched) return;
    const { metadata } = await this.db.fetch(matchID, { metadata: true });
    if (metadata) this.pauseIfOnlyBots(matchID, metadata);
  }

  /**
   * Writes a seat's presence for the presence board. Offline, in a cluster, only while the seat is still
   * shown online through this process (another may have taken it over meanwhile).
   */
  private async writePresence(matchID: string, playerID: string, connected: boolean): Promise<void> {
    await this.setConnected(matchID, playerID, connected, connected ? undefined : this.liveness?.self);
    if (!connected) await this.checkWatched(matchID);
  }

  /**
   * Bots play only while someone who is not a bot follows the match: a person connected to a seat (through
   * any server process: the metadata says so), or a socket of this process that is not a bot. At a
   * turn-based table they always play: its players are offline between moves (docs/turn-based.md#tables).
   */
  private pauseIfOnlyBots(matchID: string, metadata: Server.MatchData): void {
    if (isTurnBased(tableOf(metadata).clock)) return;
    const botSeat = (playerID: string | null) =>
      playerID !== null &&
      typeof (metadata.players[Number(playerID)]?.data as { bot?: unknown } | undefined)?.bot === 'string';
    const personOnline = Object.entries(metadata.players).some(([id, player]) => player.isConnected && !botSeat(id));
    if (personOnline) return;
    // A stand-in's seat counts as a bot's, but the player's own socket on it (their credentials) is a person.
    const isBot = (c: Connection) =>
      c.playerID !== null && playsAsBot(metadata.players[Number(c.playerID)], c.credentials);
    if (this.rooms.connections(matchID).every(isBot)) this.onUnwatched?.(String(this.game.name), matchID);
  }

  /**
   * Shows a seat online or offline. In a cluster the seat also records the process it is online through
   * (`connectedVia`), so that a seat left online by a process that died can be found (sweepPresence).
   * `onlyVia`: change the seat only while it is still online through that process.
   */
  private async setConnected(matchID: string, playerID: string, connected: boolean, onlyVia?: string): Promise<void> {
    const via = connected ? this.liveness?.self : undefined;
    let changed = false;
    const metadata = await this.db.updateMetadata(matchID, (m) => {
      const player = m.players[Number(playerID)] as SeatPresence | undefined;
      if (!player || (player.isConnected === connected && player.connectedVia === via)) return m;
      if (onlyVia !== undefined && (!player.isConnected || player.connectedVia !== onlyVia)) return m;
      changed = player.isConnected !== connected;
      const { connectedVia: _, ...seat } = player;
      const next = {
        ...m,
        players: {
          ...m.players,
          [playerID]: { ...seat, isConnected: connected, ...(via ? { connectedVia: via } : {}) },
        },
      };
      return changed && this.table ? this.table.presenceChange(next, playerID, connected) : next;
    });
    if (!metadata || !changed) return;
    this.rooms.publish(matchID, { type: 'matchData', args: [matchID, publicPlayers(metadata)] } as MatchMessage);
    this.table?.presenceChanged(String(this.game.name), matchID, metadata);
  }

  /**
   * In a cluster, for the matches this process follows: a seat it holds a socket for is shown online through
   * it, and a seat shown online through a process that is no longer alive (it died with the player's
   * socket, and the player has not come back) is shown offline, which starts its grace period.
   */
  async sweepPresence(): Promise<void> {
    const liveness = this.liveness;
    if (!liveness) return;
    const seen: { matchID: string; metadata: Server.MatchData }[] = [];
    await inSlices(this.rooms.followed(), SWEEP_SLICE, async (matchID) => {
      const { metadata } = await this.db.fetch(matchID, { metadata: true });
      if (metadata && !metadata.gameover) seen.push({ matchID, metadata });
    });
    const others = new Set<string>();
    for (const { metadata } of seen) {
      for (const player of Object.values(metadata.players) as SeatPresence[]) {
        if (player.isConnected && player.connectedVia && player.connectedVia !== liveness.self)
          others.add(player.connectedVia);
      }
    }
    const alive = await liveness.alive([...others]);
    await inSlices(seen, SWEEP_SLICE, ({ matchID, metadata }) => {
      const held = new Set(this.rooms.connections(matchID).map((c) => c.playerID));
      for (const [playerID, player] of Object.entries(metadata.players) as [string, SeatPresence][]) {
        const via = player.isConnected ? player.connectedVia : undefined;
        const orphaned = via !== undefined && via !== liveness.self && !alive.has(via);
        if (held.has(playerID) && (!player.isConnected || orphaned))
          void this.queue.run(matchID, () => this.setConnected(matchID, playerID, true));
        else if (!held.has(playerID) && orphaned)
          void this.queue.run(matchID, () => this.setConnected(matchID, playerID, false, via));
      }
    });
  }

  /**
   * After a seat changed hands: sockets holding credentials the seat no longer has are disconnected, and
   * once the game has started, the seats synced before it get their own view now.
   */
  private async dropLostSeats(matchID: string, connections: Connection[]): Promise<void> {
    const seated = connections.filter((c) => c.playerID !== null);
    if (seated.length === 0) return;
    const { metadata } = await this.db.fetch(matchID, { metadata: true });
    for (const connection of seated) {
      const seat = metadata?.players[Number(connection.playerID)];
      if (authenticateCredentials(connection.credentials, seat)) {
        if (connection.masked && metadata && gameStarted(metadata))
          await this.sendSync(connection.socket, matchID, connection.playerID);
        continue;
      }
      this.rooms.leave(connection.socket.id);
      this.refuse(connection.socket, matchID, 'your seat was given up');
      connection.socket.disconnect(true);
    }
  }
}
