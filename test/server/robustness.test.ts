/**
 * Server robustness (docs/security.md): each test attacks one weakness found against the previous server
 * (packets for unknown matches, floods, extra move arguments, refused moves, write failures, seats that
 * change hands, chat and spectators, the legacy `/` namespace) on a real server on loopback, and checks
 * that the server refuses it, tells the sender, loses nothing and stays up.
 */
import type { Game, LogEntry, State } from 'boardgame.io';
import { io } from 'socket.io-client';
import { highCardGame } from '../fixtures/high-card-game';
import { SqliteStorage } from '../../server/storage';
import {
  api,
  createMatch,
  currentSeat,
  joinSeats,
  SeatClient,
  startTestServer,
  until,
  type TestServer,
} from './helpers';
import type { Limits } from '../../server/guards/limits';

const GAME: Game = highCardGame() as Game;
const NAME = String(GAME.name);
const servers: TestServer[] = [];
const clients: SeatClient[] = [];
const unexpected: unknown[] = [];
const onUnexpected = (reason: unknown) => unexpected.push(reason);

beforeAll(() => {
  process.on('unhandledRejection', onUnexpected);
  process.on('uncaughtException', onUnexpected);
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const server of servers.splice(0)) await server.stop();
  expect(unexpected.splice(0), 'uncaught errors in the server').toEqual([]);
});
afterAll(() => {
  process.off('unhandledRejection', onUnexpected);
  process.off('uncaughtException', onUnexpected);
});

async function serve(limits: Partial<Limits> = {}, db?: SqliteStorage): Promise<TestServer> {
  const server = await startTestServer([GAME], { limits, ...(db ? { db } : {}) });
  servers.push(server);
  return server;
}

/** A seated 2-player match with both seats synced; `refusals` collects what the server told each seat. */
async function seatedMatch(server: TestServer) {
  const matchID = await createMatch(server.url, GAME);
  const credentials = await joinSeats(server.url, GAME, matchID);
  const seats = credentials.map((c, seat) => new SeatClient(server.url, GAME, matchID, String(seat), c));
  clients.push(...seats);
  const refusals = new Map<SeatClient, string[]>(seats.map((s) => [s, []]));
  for (const seat of seats) {
    seat.socket.on('refused', (_matchID: string, reason: string) => refusals.get(seat)?.push(reason));
    await seat.sync();
  }
  const turn = currentSeat(seats[0]!.state as State);
  const mover = seats.find((s) => s.playerID === turn)!;
  const other = seats.find((s) => s.playerID !== turn)!;
  return { matchID, seats, mover, other, refusals, credentials };
}

const stored = async (server: TestServer, matchID: string) =>
  server.db.fetch(matchID, { state: true, log: true, metadata: true });
const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

describe('packets for matches that do not exist (row 2)', () => {
  it('leave nothing behind: no queue, no match, no followed room', async () => {
    const server = await serve();
    const { mover } = await seatedMatch(server);
    const action = {
      type: 'MAKE_MOVE',
      payload: { type: 'play', args: [{}], playerID: mover.playerID, credentials: 'x' },
    };
    for (let n = 0; n < 2000; n++) mover.raw('update', action, 0, `ghost-${n}`, mover.playerID);
    for (let n = 0; n < 200; n++) mover.raw('sync', `ghost-sync-${n}`, null);
    await until(() => server.stats().queuedMatches === 0 || undefined, 'the queues to drain');
    await settle(300);
    expect(server.stats().queuedMatches).toBe(0);
    expect(server.stats().followedMatches).toBe(1);
    expect(await server.db.listMatches()).toHaveLength(1);
  });
});

describe('moves (rows 8 and 9)', () => {
  it('refuses a move with extra arguments or an oversized argument, to the sender only, and stores nothing', async () => {
    const server = await serve({ moveArgBytes: 200 });
    const { matchID, mover, other, refusals } = await seatedMatch(server);
    const { move, args } = mover.legalMove();
    const otherUpdates: unknown[] = [];
    for (const event of ['update', 'patch']) other.socket.on(event, (...update) => otherUpdates.push(update));
    mover.move(move, [...args, 'x'.repeat(100)]);
    mover.move(move, [{ ...(args[0] as object), padding: 'x'.repeat(500) }]);
    mover.move(move, []);
    await until(() => refusals.get(mover)!.length >= 3 || undefined, 'three refusals');
    expect(refusals.get(mover)).toEqual([
      'a move takes exactly one argument',
      'a move argument may be at most 200 bytes of JSON',
      'a move takes exactly one argument',
    ]);
    await settle();
    expect(otherUpdates).toEqual([]);
    expect((await stored(server, matchID)).log).toEqual([]);
  });

  it('logs exactly the move and its one argument, nothing else the client sent', async () => {
    const server = await serve();
    const { matchID, mover } = await seatedMatch(server);
    const { move, args } = mover.legalMove();
    const payload = {
      type: move,
      args,
      playerID: mover.playerID,
      credentials: mover.credentials,
      junk: 'y'.repeat(1000),
    };
    mover.raw('update', { type: 'MAKE_MOVE', payload, extra: 'z'.repeat(1000) }, 0, matchID, mover.playerID);
    await mover.reach(1);
    const [entry] = (await stored(server, matchID)).log as LogEntry[];
    expect(entry?.action).toEqual({ type: 'MAKE_MOVE', payload: { type: move, args, playerID: mover.playerID } });
  });

  it('answers a refused move to the sender only: no broadcast, no write, and the sender is resynced', async () => {
    const server = await serve();
    const { matchID, mover, other, refusals } = await seatedMatch(server);
    const before = await stored(server, matchID);
    const otherPackets: unknown[][] = [];
    other.socket.onAny((...packet) => otherPackets.push(packet));
    const syncsBefore = other.syncs.length + mover.syncs.length;
    other.move('play', [{ card: 0 }]);
    mover.move('play', [{ card: 'c999' }]);
    await until(
      () => (refusals.get(mover)!.length >= 1 && refusals.get(other)!.length >= 1) || undefined,
      'both refusals',
    );
    expect(refusals.get(other)).toEqual(['it is not your turn']);
    expect(refusals.get(mover)).toEqual(['the move is not legal now']);
    await until(() => mover.syncs.length + other.syncs.length >= syncsBefore + 2 || undefined, 'the resyncs');
    await settle();
    const after = await stored(server, matchID);
    expect(after.state?._stateID).toBe(before.state?._stateID);
    expect(after.log).toEqual(before.log);
    expect(otherPackets.filter(([event]) => event === 'update' || event === 'patch')).toEqual([]);
  });
});

describe('commit before broadcast (row 5)', () => {
  class FailingStorage extends SqliteStorage {
    failing = false;
    override commitState(...args: Parameters<SqliteStorage['commitState']>) {
      return this.failing ? Promise.reject(new Error('disk full')) : super.commitState(...args);
    }
    override probeWrite() {
      return this.failing ? Promise.reject(new Error('disk full')) : super.probeWrite();
    }
  }

  it('broadcasts nothing when the write fails, tells and resyncs the mover, and /health answers 503', async () => {
    const db = new FailingStorage(':memory:');
    const server = await serve({}, db);
    const { matchID, mover, other, refusals } = await seatedMatch(server);
    const otherUpdates: unknown[] = [];
    for (const event of ['update', 'patch']) other.socket.on(event, (...update) => otherUpdates.push(update));
    db.failing = true;
    expect((await api(server.url, '/health')).status).toBe(503);
    const syncs = mover.syncs.length;
    const { move, args } = mover.legalMove();
    mover.move(move, args);
    await until(() => refusals.get(mover)!.length >= 1 || undefined, 'the refusal');
    expect(refusals.get(mover)).toEqual(['the move could not be stored; try again']);
    await until(() => mover.syncs.length > syncs || undefined, 'the resync');
    expect(mover.state?._stateID).toBe(0);
    await settle();
    expect(otherUpdates).toEqual([]);
    db.failing = false;
    await settle(1100);
    expect((await api(server.url, '/health')).status).toBe(200);
    await mover.play();
    await other.reach(1);
    expect((await stored(server, matchID)).state?._stateID).toBe(1);
  });

  it('of the same move sent through two servers on one database, exactly one commits', async () => {
    const dir = (await import('node:fs')).mkdtempSync(`${(await import('node:os')).tmpdir()}/two-writers-`);
    const file = `${dir}/matches.sqlite`;
    const [a, b] = [await serve({}, new SqliteStorage(file)), await serve({}, new SqliteStorage(file))];
    for (let round = 0; round < 10; round++) {
      const { matchID, mover } = await seatedMatch(a);
      const twin = new SeatClient(b.url, GAME, matchID, mover.playerID, mover.credentials);
      clients.push(twin);
      await twin.sync();
      const { move, args } = mover.legalMove();
      mover.move(move, args);
      twin.move(move, args);
      await mover.reach(1);
      await settle(100);
      const result = await stored(a, matchID);
      expect(result.state?._stateID).toBe(1);
      expect(result.log?.filter((entry) => entry.action.type === 'MAKE_MOVE')).toHaveLength(1);
    }
  });
});

describe('floods (rows 1 and 9)', () => {
  it('drops packets past the per-socket budget and disconnects a socket that keeps flooding', async () => {
    const server = await serve({ packetsPerSecond: 10, droppedPacketsBeforeDisconnect: 50 });
    const { mover, refusals } = await seatedMatch(server);
    let disconnected = false;
    mover.socket.on('disconnect', () => void (disconnected = true));
    for (let n = 0; n < 200; n++) mover.raw('sync', mover.matchID, mover.playerID, mover.credentials);
    await until(() => disconnected || undefined, 'the disconnect');
    expect(refusals.get(mover)).toContain('too many packets; slow down');
  });

  it('disconnects a client that does not read instead of buffering for it', async () => {
    const server = await serve({ socketBacklogBytes: 1_000_000 });
    const { matchID, seats } = await seatedMatch(server);
    for (let n = 0; n < 8; n++) {
      const mover = seats.find((s) => s.playerID === currentSeat(s.state as State))!;
      const { move, args } = mover.legalMove();
      mover.move(move, [{ ...(args[0] as object), padding: 'p'.repeat(900) }]);
      await Promise.all(seats.map((s) => s.reach(n + 1)));
    }
    const reader = seats[0]!;
    const engine = reader.socket.io.engine as unknown as {
      transport: { ws: { _socket: { pause(): void; resume(): void } } };
    };
    engine.transport.ws._socket.pause();
    const rssBefore = process.memoryUsage().rss;
    const isConnected = async () =>
      (await server.db.fetch(matchID, { metadata: true })).metadata?.players[0]?.isConnected;
    for (let n = 0; n < 3000; n++) {
      reader.raw('sync', matchID, reader.playerID, reader.credentials);
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (n % 50 === 0 && (await isConnected()) === false) break;
    }
    expect(await isConnected()).toBe(false);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200_000_000);
    engine.transport.ws._socket.resume();
  });

  it('caps spectators per match and lets only seated players chat, within length and rate', async () => {
    const server = await serve({ spectatorsPerMatch: 2, chatMessageChars: 20, chatMessagesPerMinute: 3 });
    const { matchID, mover, other, refusals } = await seatedMatch(server);
    const watchers = [0, 1, 2].map(() => new SeatClient(server.url, GAME, matchID, null));
    clients.push(...watchers);
    const refused: string[] = [];
    for (const watcher of watchers) watcher.socket.on('refused', (_m: string, reason: string) => refused.push(reason));
    await watchers[0]!.sync();
    await watchers[1]!.sync();
    watchers[2]!.raw('sync', matchID, null);
    await until(() => refused.length >= 1 || undefined, 'the third spectator refused');
    expect(refused).toEqual(['this match has as many spectators as it can take']);
    const chats: unknown[] = [];
    other.socket.on('chat', (_m: string, message: unknown) => chats.push(message));
    const say = (client: SeatClient, payload: unknown, sender = client.playerID) =>
      client.raw('chat', matchID, { id: `c${Math.random()}`, sender, payload }, client.credentials);
    say(mover, 'hello');
    say(mover, 'x'.repeat(21));
    say(watchers[0]!, 'I am watching', '0');
    say(mover, 'two');
    say(mover, 'three');
    say(mover, 'four');
    await until(() => refusals.get(mover)!.length >= 2 || undefined, 'the chat refusals');
    await settle();
    expect(chats.map((c) => (c as { payload: string }).payload)).toEqual(['hello', 'two', 'three']);
    expect(refusals.get(mover)).toEqual([
      'a chat message may be at most 20 characters',
      'too many chat messages; wait a little',
    ]);
    expect(refused).toContain('only players seated at this match can chat');
  });
});

describe('seats that change hands (row 10)', () => {
  it('disconnects the old socket of a seat given up, which sees nothing of the next occupant', async () => {
    const server = await serve();
    // A seat changes hands before the game is under way (in a game under way a bot would stand in instead).
    const matchID = await createMatch(server.url, GAME, 3);
    const credentials = await joinSeats(server.url, GAME, matchID, 2);
    const leaver = new SeatClient(server.url, GAME, matchID, '1', credentials[1]);
    clients.push(leaver);
    await leaver.sync();
    const after: unknown[] = [];
    let disconnected = false;
    leaver.socket.on('disconnect', () => void (disconnected = true));
    const left = await api(server.url, `/games/${NAME}/${matchID}/leave`, {
      playerID: '1',
      credentials: credentials[1],
    });
    expect(left.status).toBe(200);
    await until(() => disconnected || undefined, 'the old socket dropped');
    leaver.socket.onAny((...packet) => after.push(packet));
    const [, fresh] = [
      0,
      (await api(server.url, `/games/${NAME}/${matchID}/join`, { playerID: '1', playerName: 'New' })).body,
    ];
    expect(fresh).toHaveProperty('playerCredentials');
    await settle();
    expect(after).toEqual([]);
  });
});

describe('the legacy namespace and odd event names (row 12)', () => {
  it('refuses connections to / and survives error events and malformed event names', async () => {
    const server = await serve();
    const root = io(`${server.url}/`, { transports: ['websocket'], forceNew: true, reconnection: false });
    const rootError = await new Promise<string>((resolve) =>
      root.on('connect_error', (error) => resolve(error.message)),
    );
    root.close();
    expect(rootError).toBe('connect to a game namespace');
    const { matchID, mover, refusals } = await seatedMatch(server);
    mover.raw('error', { boom: true });
    mover.raw('constructor', 1);
    await until(() => refusals.get(mover)!.length >= 2 || undefined, 'the refusals');
    expect(refusals.get(mover)).toEqual(['unknown event error', 'unknown event constructor']);
    for (const packet of [`42/${NAME},[{"toString":1},1]`, `42/${NAME},[["update"],1]`, `42/${NAME},[null]`]) {
      const odd = new SeatClient(server.url, GAME, matchID, null);
      clients.push(odd);
      await odd.sync();
      (odd.socket.io.engine as unknown as { send(data: string): void }).send(packet);
    }
    await settle(300);
    await mover.play();
  });
});

describe('bots nobody watches (row 7)', () => {
  it('pause when the last person stops following the match, and resume when someone opens it', async () => {
    const server = await startTestServer([GAME], { decideBot: () => new Promise<never>(() => {}) });
    servers.push(server);
    const matchID = await createMatch(server.url, GAME);
    const [host] = await joinSeats(server.url, GAME, matchID, 1);
    const person = new SeatClient(server.url, GAME, matchID, '0', host);
    clients.push(person);
    await person.sync();
    expect(
      (
        await api(server.url, `/games/${NAME}/${matchID}/bots`, {
          playerID: '0',
          credentials: host,
          seat: '1',
          level: 'easy',
        })
      ).status,
    ).toBe(200);
    await until(
      () => (server.stats().sockets === 2 && server.stats().runningBots === 1) || undefined,
      'the bot following the match',
    );
    person.close();
    await until(() => server.stats().runningBots === 0 || undefined, 'the bot paused');
    const watcher = new SeatClient(server.url, GAME, matchID, null);
    clients.push(watcher);
    await watcher.sync();
    await until(
      () => (server.stats().sockets === 2 && server.stats().runningBots === 1) || undefined,
      'the bot resumed',
    );
  });
});
