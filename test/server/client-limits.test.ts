/**
 * Limits that count per person, not per socket or per forged header (issue 27, items 6, 7 and 8;
 * docs/security.md#client-address and #connections): the client address is taken from the proxy hops the
 * server trusts, never from what a client writes into X-Forwarded-For; chat and packet budgets belong to
 * the seat, however many sockets it opens; game sockets and TCP connections are capped per client address,
 * with a clear reason.
 */
import { connect, type Socket as TcpSocket } from 'node:net';
import { createServer } from 'node:http';
import type { Game } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';
import { highCardGame } from '../fixtures/high-card-game';
import {
  guardConnections,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from '../../server/guards/connection-guard';
import { DEFAULT_LIMITS, type Limits } from '../../server/guards/limits';
import type { ServerConfig } from '../../server/app';
import { api, createMatch, joinSeats, SeatClient, startTestServer, until, type TestServer } from './helpers';

const GAME: Game = highCardGame() as Game;
const NAME = String(GAME.name);
const servers: TestServer[] = [];
const closers: (() => void)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0)) close();
  for (const server of servers.splice(0)) await server.stop();
});

async function serve(limits: Partial<Limits>, config: Partial<ServerConfig> = {}): Promise<TestServer> {
  const server = await startTestServer([GAME], { ...config, limits });
  servers.push(server);
  return server;
}

const create = (server: TestServer, forwardedFor: string) =>
  api(server.url, `/games/${NAME}/create`, { numPlayers: 2 }, { 'x-forwarded-for': forwardedFor });

describe('the client address behind trusted proxies (item 7)', () => {
  it('with one trusted hop, counts the address the proxy appended, whatever the client wrote to its left', async () => {
    const server = await serve({ createsPerMinute: 20 }, { trustProxy: true });
    const statuses: number[] = [];
    for (let n = 0; n < 60; n++) statuses.push((await create(server, `198.51.100.${n}, 203.0.113.9`)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    // Another client behind the same proxy has its own budget.
    expect((await create(server, '198.51.100.1, 203.0.113.10')).status).toBe(200);
  });

  it('with two trusted hops, counts the second address from the right', async () => {
    const server = await serve({ createsPerMinute: 3 }, { trustProxy: { kind: 'hops', hops: 2 } });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await create(server, `10.9.9.${n}, 203.0.113.20, 10.0.0.1`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('with a list of proxy addresses, skips exactly those from the right', async () => {
    const server = await serve(
      { createsPerMinute: 3 },
      { trustProxy: (await import('../../server/guards/client-address')).parseTrustProxy('127.0.0.1,10.0.0.0/8') },
    );
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await create(server, `192.0.2.${n}, 203.0.113.30, 10.1.2.3`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('counts the IPv6 addresses of one /64 as one client', async () => {
    const server = await serve({ createsPerMinute: 3 }, { trustProxy: true });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await create(server, `2001:db8:1:2::${n.toString(16)}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect((await create(server, '2001:db8:1:3::1')).status).toBe(200);
  });
});

/** A seated 2-player match; returns the match and the seats' credentials. */
async function seated(server: TestServer) {
  const matchID = await createMatch(server.url, GAME);
  return { matchID, credentials: await joinSeats(server.url, GAME, matchID) };
}

/** `count` sockets on one seat, each with its own forged client address (so their syncs are not one client's). */
async function socketsOnSeat(
  server: TestServer,
  matchID: string,
  credentials: string,
  count: number,
): Promise<SeatClient[]> {
  const seats = Array.from(
    { length: count },
    (_, n) => new SeatClient(server.url, GAME, matchID, '0', credentials, { 'x-forwarded-for': `198.51.100.${n + 1}` }),
  );
  closers.push(() => seats.forEach((s) => s.close()));
  for (const seat of seats) await seat.sync();
  return seats;
}

describe('budgets per seat, not per socket (item 6)', () => {
  it('lets one seat on 40 sockets send no more chat than the seat may', async () => {
    const server = await serve({ chatMessagesPerMinute: 20 }, { trustProxy: true });
    const { matchID, credentials } = await seated(server);
    const listener = new SeatClient(server.url, GAME, matchID, '1', credentials[1]);
    closers.push(() => listener.close());
    let heard = 0;
    listener.socket.on('chat', () => void heard++);
    await listener.sync();
    const talkers = await socketsOnSeat(server, matchID, credentials[0]!, 40);
    const refusals: string[] = [];
    for (const talker of talkers)
      talker.socket.on('refused', (_id: string, reason: string) => void refusals.push(reason));
    for (const [n, talker] of talkers.entries()) {
      for (let k = 0; k < 3; k++)
        talker.raw('chat', matchID, { id: `m${n}-${k}`, sender: '0', payload: 'hello' }, credentials[0]);
    }
    await until(() => heard + refusals.length >= 120, 'an answer to every chat message', 20_000);
    // The seat's burst is 3 and one more comes back every 3 s: 120 were sent.
    expect(heard).toBeLessThan(12);
    expect(refusals.filter((r) => r.includes('too many chat messages')).length).toBeGreaterThan(100);
  });

  it("lets one client take at most five of a match's spectator places", async () => {
    const server = await serve({ spectatorsPerMatch: 50 }, { trustProxy: true });
    const { matchID } = await seated(server);
    const watch = async (address: string) => {
      const spectator = new SeatClient(server.url, GAME, matchID, null, undefined, { 'x-forwarded-for': address });
      closers.push(() => spectator.close());
      const outcome = new Promise<string>((resolve) => {
        spectator.socket.once('sync', () => resolve('watching'));
        spectator.socket.once('refused', (_id: string, reason: string) => resolve(reason));
      });
      spectator.raw('sync', matchID, null);
      return outcome;
    };
    const one = [];
    for (let n = 0; n < 8; n++) one.push(await watch('203.0.113.90'));
    expect(one.slice(0, 5)).toEqual(Array(5).fill('watching'));
    expect(one.slice(5).every((reason) => reason.includes('already watch this match from 5 sockets'))).toBe(true);
    expect(await watch('203.0.113.91')).toBe('watching');
  });

  it('makes the sockets of one seat share its packet budget', async () => {
    const server = await serve({ packetsPerSecond: 2, droppedPacketsBeforeDisconnect: 1e6 }, { trustProxy: true });
    const { matchID, credentials } = await seated(server);
    const movers = await socketsOnSeat(server, matchID, credentials[0]!, 40);
    const outOfDate: string[] = [];
    let slowDown = 0;
    for (const mover of movers) {
      mover.socket.on('refused', (_id: string, reason: string) => {
        if (reason.includes('out of date')) outOfDate.push(reason);
        if (reason.includes('too many packets')) slowDown++;
      });
    }
    // Moves from a state id that never was: each one the budget lets through is answered "out of date".
    for (const mover of movers)
      for (let k = 0; k < 3; k++)
        mover.raw(
          'update',
          { type: 'MAKE_MOVE', payload: { type: 'play', args: [{}], playerID: '0', credentials: credentials[0] } },
          999,
          matchID,
          '0',
        );
    await until(() => slowDown >= 30, 'the flood to be refused as too many packets', 10_000);
    // Per socket, 40 sockets would have let 40 or more through; the seat's burst is 6 (two a second after).
    expect(outOfDate.length).toBeLessThan(25);
  });
});

/** Tries `probe` until it answers true (an asynchronous `until`). */
async function eventually(probe: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Opens a game socket; resolves with 'connected' or the connect error's message. */
function openSocket(url: string, headers?: Record<string, string>): Promise<{ socket: Socket; outcome: string }> {
  const socket = io(`${url}/${NAME}`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: headers,
  });
  closers.push(() => socket.close());
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket, outcome: 'connected' }));
    socket.once('connect_error', (error: Error) => resolve({ socket, outcome: error.message }));
  });
}

describe('sockets and connections per client address (item 8)', () => {
  it('refuses game sockets past the cap with a reason, and takes one again once another closed', async () => {
    const server = await serve({ socketsPerClient: 5 });
    const opened = await Promise.all(Array.from({ length: 8 }, () => openSocket(server.url)));
    const outcomes = opened.map((o) => o.outcome);
    expect(outcomes.filter((o) => o === 'connected')).toHaveLength(5);
    expect(outcomes.filter((o) => o.includes('too many game sockets from your address'))).toHaveLength(3);
    opened.find((o) => o.outcome === 'connected')!.socket.close();
    await eventually(async () => (await openSocket(server.url)).outcome === 'connected', 'a free socket after a close');
  });

  it('counts the sockets of each client behind a trusted proxy separately', async () => {
    const server = await serve({ socketsPerClient: 2 }, { trustProxy: true });
    const first = await Promise.all([1, 2, 3].map(() => openSocket(server.url, { 'x-forwarded-for': '203.0.113.40' })));
    const second = await Promise.all([1, 2].map(() => openSocket(server.url, { 'x-forwarded-for': '203.0.113.41' })));
    expect(first.map((o) => o.outcome === 'connected')).toEqual(expect.arrayContaining([true, true, false]));
    expect(second.every((o) => o.outcome === 'connected')).toBe(true);
  });

  it('limits new connections per client a minute, refusing the handshake with a reason', async () => {
    const server = await serve({ socketConnectsPerMinute: 3 }, { trustProxy: true });
    const outcomes: string[] = [];
    for (let n = 0; n < 5; n++) {
      const { socket, outcome } = await openSocket(server.url, { 'x-forwarded-for': '203.0.113.50' });
      outcomes.push(outcome);
      socket.close();
    }
    expect(outcomes.slice(0, 3)).toEqual(['connected', 'connected', 'connected']);
    expect(outcomes.slice(3)).toEqual(['websocket error', 'websocket error']);
    // The reason is in the refused handshake's answer.
    const refused = await api(server.url, '/socket.io/?EIO=4&transport=polling', undefined, {
      'x-forwarded-for': '203.0.113.50',
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('too many new connections from your address');
    expect((await openSocket(server.url, { 'x-forwarded-for': '203.0.113.51' })).outcome).toBe('connected');
  });

  it("does not count the server's own bots as one client", async () => {
    const server = await serve({ socketsPerClient: 1, socketConnectsPerMinute: 1 });
    const matchID = await createMatch(server.url, GAME);
    const [credentials] = await joinSeats(server.url, GAME, matchID, 1);
    const bot = await api(server.url, `/games/${NAME}/${matchID}/bots`, {
      playerID: '0',
      credentials,
      seat: '1',
      level: 'random',
    });
    expect(bot.status).toBe(200);
    // The one socket this address may hold is the player's; the bot connects too and plays.
    const player = new SeatClient(server.url, GAME, matchID, '0', credentials);
    closers.push(() => player.close());
    await player.sync();
    await until(
      () => (server.stats().runningBots === 1 && server.stats().sockets === 2) || undefined,
      'the bot and the player connected',
    );
  });

  it('answers TCP connections past the cap with 429 and a reason, and closes them', async () => {
    const server = await serve({ connectionsPerClient: 4 });
    const sockets: TcpSocket[] = [];
    const answers: string[] = [];
    for (let n = 0; n < 7; n++) {
      const socket = connect(server.port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => void (text += chunk.toString()));
      socket.on('close', () => void answers.push(text));
      socket.on('error', () => {});
      sockets.push(socket);
      await new Promise((resolve) => socket.once('connect', resolve));
    }
    closers.push(() => sockets.forEach((s) => s.destroy()));
    await until(() => answers.length >= 3 || undefined, 'the connections past the cap to be closed');
    expect(answers).toHaveLength(3);
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 429 /);
      expect(answer).toContain('too many connections from your address');
    }
    // The four held ones still work, and a fifth is taken once one of them closes.
    sockets[0]!.destroy();
    await eventually(
      async () => (await api(server.url, '/health')).status === 200,
      'a request once a connection closed',
    );
  });

  it('closes a connection that sends no request in time, and keeps one that does', async () => {
    const http = createServer((_request, response) => response.end('ok'));
    guardConnections(http, DEFAULT_LIMITS, { kind: 'none' }, 300);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    closers.push(() => http.close());
    const port = (http.address() as { port: number }).port;
    const idle = connect(port, '127.0.0.1');
    idle.on('error', () => {});
    await new Promise((resolve) => idle.once('close', resolve));
    // A client that asks in time gets its answer over a connection that stays open for the next request.
    const client = connect(port, '127.0.0.1');
    closers.push(() => client.destroy());
    let answers = '';
    client.on('data', (chunk) => void (answers += chunk.toString()));
    client.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => answers.includes('ok') || undefined, 'the first answer');
    await new Promise((resolve) => setTimeout(resolve, 600));
    client.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => answers.split('200 OK').length === 3 || undefined, 'the second answer on the same connection');
  });

  it('sets the slow-client timeouts on the HTTP server', () => {
    const http = createServer();
    guardConnections(http, DEFAULT_LIMITS, { kind: 'none' });
    expect(http.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(http.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(http.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });
});
