/**
 * Drives a real server (startServer on 127.0.0.1, port 0) the way a browser would, but with raw HTTP and
 * raw socket.io packets, so tests can send what no honest client sends. Works with any Game: legal moves
 * come from the game's own `ai.enumerate` over the seat's view.
 */
import { afterEach } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { request as httpRequest } from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { startServer, type RunningServer, type ServerConfig } from '../../server/app';
import { SqliteStorage } from '../../server/storage';
import type { Limits } from '../../server/guards/limits';
import type { MatchStore } from '../../server/storage/match-store';
import type { ActionBase, RulesCore } from '../../games/shared/contract';
import { createRng, pick } from '../../games/shared/rng';
import { receivedState } from '../support/received-state';

/** Limits high enough that tests which play fast from one address never meet them (tests of a limit set it). */
export const TEST_LIMITS: Partial<Limits> = {
  createsPerMinute: 1e6,
  lobbyWritesPerMinute: 1e6,
  quickPlayWritesPerMinute: 1e6,
  tournamentWritesPerMinute: 1e6,
  packetsPerSecond: 1e6,
  chatMessagesPerMinute: 1e6,
  botSeatsPerClientPerHour: 1e6,
  readsPerMinute: 1e6,
  socketsPerClient: 1e6,
  socketConnectsPerMinute: 1e6,
  connectionsPerClient: 1e6,
  presenceChangesPerMinute: 1e6,
};

export interface TestServer extends RunningServer {
  db: SqliteStorage;
}

/**
 * The test servers and seat clients one test file starts, each closed after every test: `serve(config)`
 * starts a server on `games` (with `base` under `config`) and `track(...clients)` closes clients too.
 */
export function serversOfEachTest(games: Game[], base: Partial<ServerConfig> = {}) {
  const servers: TestServer[] = [];
  const clients: { close(): void }[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    for (const server of servers.splice(0)) await server.stop();
  });
  return {
    async serve(config: Partial<ServerConfig> = {}): Promise<TestServer> {
      const server = await startTestServer(games, { ...base, ...config });
      servers.push(server);
      return server;
    },
    track<C extends { close(): void }>(...tracked: C[]): C[] {
      clients.push(...tracked);
      return tracked;
    },
  };
}

export async function startTestServer(games: Game[], config: Partial<ServerConfig> = {}): Promise<TestServer> {
  const db = (config.db as SqliteStorage | undefined) ?? new SqliteStorage(':memory:');
  const limits = { ...TEST_LIMITS, ...config.limits };
  const running = await startServer({
    games,
    port: 0,
    host: '127.0.0.1',
    clientDir: '/nonexistent',
    db,
    ...config,
    limits,
  });
  return { ...running, db };
}

export async function until<T>(probe: () => T | undefined | false, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export interface HttpResult {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** The session cookie an answer sets (`name=value`), '' when it sets none. */
export const cookieOf = (result: HttpResult): string => (result.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

/** The answer itself when it succeeded; otherwise a throw that names the step, its status and its body. */
export function expectOk(result: HttpResult, what: string): HttpResult {
  if (result.status >= 300) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
  return result;
}

/**
 * One HTTP request on a connection of its own (`agent: false`, closed after the answer). A pooled keep-alive
 * connection is not deterministic here: the server shares the test's event loop, so a test that computes
 * for longer than the server's keep-alive timeout would reuse a connection the server closes in the same
 * turn, and the request fails with "fetch failed" (issue 28).
 */
export function api(
  url: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpResult> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const defaults: Record<string, string> =
    payload === undefined
      ? {}
      : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url + path,
      { method: payload === undefined ? 'GET' : 'POST', agent: false, headers: { ...defaults, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, unknown>;
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = { text };
          }
          const received = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
              received.append(name, item);
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, headers: received });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export async function createMatch(url: string, game: Game, numPlayers = 2, setupData?: unknown): Promise<string> {
  const { status, body } = await api(url, `/games/${game.name}/create`, { numPlayers, setupData });
  if (status !== 200) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`);
  return body.matchID as string;
}

/** Joins seats 0..n-1 and returns their credentials. */
export async function joinSeats(url: string, game: Game, matchID: string, n = 2): Promise<string[]> {
  const credentials: string[] = [];
  for (let seat = 0; seat < n; seat++) {
    const { status, body } = await api(url, `/games/${game.name}/${matchID}/join`, {
      playerID: String(seat),
      playerName: `P${seat}`,
    });
    if (status !== 200) throw new Error(`join failed: ${status} ${JSON.stringify(body)}`);
    credentials.push(body.playerCredentials as string);
  }
  return credentials;
}

/**
 * Marks a match finished in its metadata, as the engine does with the last move (for lobby tests that need a
 * finished match, such as a rematch's, without playing one).
 */
export async function markFinished(db: MatchStore, matchID: string): Promise<void> {
  await db.updateMetadata(matchID, (m) => ({ ...m, gameover: { winner: '0' }, updatedAt: Date.now() }));
}

/** One socket on a game's namespace, as a seat (or a spectator with playerID null). */
export class SeatClient {
  readonly socket: Socket;
  state?: State;
  readonly syncs: unknown[] = [];

  constructor(
    url: string,
    readonly game: Game,
    readonly matchID: string,
    readonly playerID: string | null,
    readonly credentials?: string,
    extraHeaders?: Record<string, string>,
  ) {
    this.socket = io(`${url}/${game.name}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders,
    });
    this.socket.on('sync', (_id: string, info: { state: State }) => {
      this.syncs.push(info);
      this.state = info.state;
    });
    for (const event of ['update', 'patch'])
      this.socket.on(event, (...args: unknown[]) => void (this.state = receivedState(this.state, event, args)));
  }

  async sync(): Promise<State> {
    const before = this.syncs.length;
    this.socket.emit('sync', this.matchID, this.playerID, this.credentials, 2);
    await until(() => this.syncs.length > before, `sync of seat ${this.playerID}`);
    return this.state as State;
  }

  /** Sends a MAKE_MOVE the way the boardgame.io client does. */
  move(type: string, args: unknown[] = [], overrides: { credentials?: string; payloadPlayerID?: string } = {}): void {
    const payload = {
      type,
      args,
      playerID: overrides.payloadPlayerID ?? this.playerID,
      credentials: overrides.credentials ?? this.credentials,
    };
    this.raw('update', { type: 'MAKE_MOVE', payload }, this.state?._stateID, this.matchID, this.playerID);
  }

  raw(event: string, ...args: unknown[]): void {
    this.socket.emit(event, ...args);
  }

  /** Waits until the state this socket sees reaches `stateID` (a browser spec beside bots may wait longer). */
  reach(stateID: number, timeoutMs?: number): Promise<State> {
    return until(
      () => (this.state && this.state._stateID >= stateID ? this.state : undefined),
      `_stateID ${stateID} at seat ${this.playerID}`,
      timeoutMs,
    );
  }

  /** A legal move for this seat, from the game's own enumerate over what this seat sees. */
  legalMove(): { move: string; args: unknown[] } {
    const state = this.state as State;
    const moves = this.game.ai?.enumerate(state.G, state.ctx, String(this.playerID)) as {
      move: string;
      args?: unknown[];
    }[];
    const first = moves?.[0];
    if (!first) throw new Error(`no legal move for seat ${this.playerID}`);
    return { move: first.move, args: first.args ?? [] };
  }

  /** Plays a legal move and waits until it is applied. */
  async play(): Promise<State> {
    const { move, args } = this.legalMove();
    const next = (this.state as State)._stateID + 1;
    this.move(move, args);
    return this.reach(next);
  }

  close(): void {
    this.socket.close();
  }
}

/** The seat whose turn it is (a turn-based game) as a string. */
export const currentSeat = (state: State) => state.ctx.currentPlayer;

export interface RandomPlay {
  /** Stop after this many moves (default: at the end of the game). */
  limit?: number;
  /** Just before each move is sent. */
  beforeMove?: () => void;
  /** Once every seat has the state after the move; `moves` counts the moves before it. */
  afterMove?: (mover: SeatClient, moves: number) => Promise<void> | void;
}

/**
 * Plays seeded random legal moves through the seats' sockets (`seats[n]` is seat n) until the game is over:
 * the seat to move picks from its own view, and every seat has the new state before the next move.
 * Answers the number of moves played.
 */
export async function playRandomly<S, A extends ActionBase>(
  seats: SeatClient[],
  core: RulesCore<S, A, unknown>,
  seed: string,
  play: RandomPlay = {},
): Promise<number> {
  const choices = createRng(seed);
  for (let moves = 0; ; moves++) {
    const state = seats[0]?.state as State<S>;
    if (state.ctx.gameover !== undefined || moves >= (play.limit ?? Infinity)) return moves;
    const seat = core.activeSeats(state.G)[0] as number;
    const mover = seats[seat] as SeatClient;
    const action = pick(choices, core.legalActions((mover.state as State<S>).G, seat));
    play.beforeMove?.();
    mover.move(action.type, [action]);
    for (const client of seats) await client.reach(state._stateID + 1);
    await play.afterMove?.(mover, moves);
  }
}
