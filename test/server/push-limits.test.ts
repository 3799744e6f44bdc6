// Push deliveries through the whole server (server/push/push-sender.ts, push-address.ts, delivery-slots.ts):
// an endpoint whose name resolves to this machine is accepted as text but never connected to, and is
// removed; a push service that holds its answers gets at most LIMIT_PUSH_DELIVERIES_PER_HOST of them at
// once, and the process at most LIMIT_PUSH_DELIVERIES, the rest waiting their turn and all delivered in the
// end; an endpoint that fails LIMIT_PUSH_FAILURES deliveries in a row is removed, and a healthy one stays.
import { lookup } from 'node:dns/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { hostname } from 'node:os';
import type { Game } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carcassonneGame } from '../../games/carcassonne/game';
import { carcassonneCore } from '../../games/carcassonne/rules/core';
import { addressAllowed } from '../../server/push/push-address';
import { device, PushService } from './support/push-service';
import {
  api,
  createMatch,
  joinSeats,
  playRandomly,
  SeatClient,
  startTestServer,
  until,
  type TestServer,
} from './helpers';

const game = carcassonneGame as Game;

/** A two-seat match, both seats joined, with these subscriptions for Bob (seat 1). */
async function matchWithBobAt(server: TestServer, subscriptions: object[]) {
  const matchID = await createMatch(server.url, game);
  const credentials = await joinSeats(server.url, game, matchID);
  for (const subscription of subscriptions) {
    const answer = await api(server.url, `/games/carcassonne/${matchID}/push`, {
      playerID: '1',
      credentials: credentials[1],
      op: 'subscribe',
      subscription,
      language: 'en',
    });
    expect(answer.status).toBe(200);
  }
  const seats = credentials.map((c, i) => new SeatClient(server.url, game, matchID, String(i), c));
  await seats[1]!.sync();
  await seats[0]!.sync();
  return { matchID, seats };
}

/** Ann's turn, after which Bob is told. */
const annPlays = (seats: SeatClient[], seed: string) =>
  playRandomly(seats, carcassonneCore as never, seed, { limit: 2 });

const endpointsOf = async (server: TestServer, matchID: string) =>
  (
    await server.db.sql!.all<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE match_id = ?', [
      matchID,
    ])
  ).map((row) => row.endpoint);

describe('push endpoints that resolve to this machine', () => {
  let server: TestServer;
  let listener: Server;
  let port = 0;
  let connections = 0;

  beforeAll(async () => {
    server = await startTestServer([game], { pushRetryDelaysMs: [10, 10] });
    listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '0.0.0.0', resolve));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => listener?.close(resolve));
  });

  it('are accepted as https URLs of named hosts, but nothing connects there, and they are removed', async () => {
    // This host's own name, and `localhost.`, where they resolve (each to an address of this machine).
    const names: string[] = [];
    for (const name of [hostname(), 'localhost.']) {
      const found = await lookup(name, { all: true }).catch(() => []);
      if (found.length > 0 && found.every((a) => !addressAllowed(a.address, false))) names.push(name);
    }
    expect(names.length).toBeGreaterThan(0);
    const subscriptions = names.map((name) => ({
      ...device(new PushService(), name).subscription,
      endpoint: `https://${name}:${port}/push/internal`,
    }));
    const { matchID, seats } = await matchWithBobAt(server, subscriptions);
    expect(await endpointsOf(server, matchID)).toHaveLength(names.length);
    await annPlays(seats, 'push-internal');
    const outcome = async () => connections > 0 || (await endpointsOf(server, matchID)).length === 0;
    for (let i = 0; !(await outcome()) && i < 500; i++) await new Promise((r) => setTimeout(r, 10));
    expect(connections).toBe(0);
    expect(await endpointsOf(server, matchID)).toEqual([]);
    for (const s of seats) s.close();
  });
});

describe('delivery caps and failing endpoints', () => {
  const service = new PushService();
  let server: TestServer;

  beforeAll(async () => {
    await service.start();
    server = await startTestServer([game], {
      pushLoopback: true,
      pushRetryDelaysMs: [10, 10, 10],
      limits: { pushDeliveries: 3, pushDeliveriesPerHost: 2, pushFailuresBeforeDrop: 4 },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await service.stop();
  });

  it('holds at most 2 connections to one push service host and 3 in all, and delivers the rest in turn', async () => {
    const { port } = new URL(service.url);
    const devices = [
      ...[1, 2, 3, 4, 5].map((i) => device(service, `a${i}`)),
      ...[1, 2, 3, 4, 5].map((i) => {
        const d = device(service, `b${i}`);
        return { ...d, subscription: { ...d.subscription, endpoint: `http://localhost:${port}/push/b${i}` } };
      }),
    ];
    service.answer = () => 'hold';
    const { seats } = await matchWithBobAt(
      server,
      devices.map((d) => d.subscription),
    );
    await annPlays(seats, 'push-caps');
    await until(() => service.received.length >= 3 && true, 'the first deliveries', 10_000);
    await new Promise((r) => setTimeout(r, 300));
    const hostsOf = (received: typeof service.received) => received.map((r) => String(r.headers.host).split(':')[0]);
    const first = hostsOf(service.received);
    expect(first).toHaveLength(3);
    expect(first.filter((h) => h === 'localhost').length).toBeLessThanOrEqual(2);
    expect(first.filter((h) => h === '127.0.0.1').length).toBeLessThanOrEqual(2);
    // Each answer given lets the next in line go, until all ten are delivered.
    for (let i = 0; service.received.length < 10 && i < 200; i++) {
      service.release();
      await new Promise((r) => setTimeout(r, 20));
    }
    service.answer = () => 201;
    service.release();
    expect(new Set(service.received.map((r) => r.path)).size).toBe(10);
    for (const s of seats) s.close();
    service.received.length = 0;
  });

  it('removes an endpoint after 4 failed deliveries in a row, and keeps a healthy one', async () => {
    const dead = device(service, 'dead');
    const healthy = device(service, 'healthy');
    service.answer = (r) => (r.path === '/push/dead' ? 503 : 201);
    const { matchID, seats } = await matchWithBobAt(server, [dead.subscription, healthy.subscription]);
    await annPlays(seats, 'push-dead');
    for (let i = 0; (await endpointsOf(server, matchID)).length > 1 && i < 500; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(await endpointsOf(server, matchID)).toEqual([healthy.subscription.endpoint]);
    expect(service.received.filter((r) => r.path === '/push/dead')).toHaveLength(4);
    expect(service.received.filter((r) => r.path === '/push/healthy').length).toBeGreaterThan(0);
    for (const s of seats) s.close();
  });
});
