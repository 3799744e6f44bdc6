/**
 * Quick play through the server's routes (server/tournaments/quick-play-routes.ts; docs/quick-play.md#routes)
 * on SQLite always and on PostgreSQL when TEST_DATABASE_URL is a postgres:// URL: two guests who join meet
 * in one match, each with a seat of their own; the status of a waiting player counts the queue; leaving is
 * one request; rated quick play needs an account, and two accounts meet at a rated table; an account waits
 * in one queue at a time, an address holds a few entries; every malformed request is a 4xx with a message.
 */
import { randomUUID } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../../../games/carcassonne/game';
import { tableOf } from '../../../server/table/table-state';
import { MAX_ENTRIES_PER_ADDRESS } from '../../../server/tournaments/quick-play-store';
import { api, cookieOf, startTestServer, type TestServer } from '../helpers';
import { HIGH_ACCOUNT_LIMITS, storageBackends, TEST_PASSWORD } from '../account-backends';

/** A game name of this file's own: other files' servers on the same database pair other queues. */
const game = { ...carcassonneGame, name: `qpr${randomUUID().slice(0, 6)}` } as Game;
const name = game.name!;
const backends = storageBackends('quick-play-routes');

describe.each(backends)('$name quick-play routes', (backend) => {
  let server: TestServer;
  const tickets: string[] = [];
  beforeAll(async () => {
    server = await startTestServer([game], {
      db: backend.open() as never,
      accountLimits: HIGH_ACCOUNT_LIMITS,
      quickPlayTickMs: 50,
    });
  });
  afterAll(async () => {
    await server?.stop();
  });
  // What a test leaves waiting leaves the queue: the next test starts with none from this address.
  afterEach(async () => {
    for (const ticket of tickets.splice(0)) await call('leave', { ticket });
  });

  const call = (route: string, body: unknown, cookie?: string) =>
    api(server.url, `/quick-play/${name}/${route}`, body, cookie ? { cookie } : {});
  async function join(body: Record<string, unknown>, cookie?: string) {
    const result = await call('join', body, cookie);
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    tickets.push(result.body.ticket as string);
    return result.body as { ticket: string; clock: string; queue: { waiting: number } };
  }
  async function signUp() {
    const result = await api(server.url, '/account/sign-up', {
      name: `Q${randomUUID().slice(0, 8)}`,
      password: TEST_PASSWORD,
    });
    expect(result.status).toBe(201);
    return cookieOf(result);
  }
  async function matched(ticket: string) {
    for (let tries = 0; tries < 200; tries++) {
      const { body } = await call('status', { ticket });
      if (body.state === 'matched') return body as { matchID: string; playerID: string; playerCredentials: string };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('no match within 200 asks');
  }

  it('seats two guests who press Play now in one match, each in a seat of their own', async () => {
    const ann = await join({ players: 2, playerName: 'Ann' });
    expect(ann.clock).toBe('sudden-15');
    const bob = await join({ players: 2, playerName: 'Bob' });
    const [a, b] = [await matched(ann.ticket), await matched(bob.ticket)];
    expect(b.matchID).toBe(a.matchID);
    expect(new Set([a.playerID, b.playerID])).toEqual(new Set(['0', '1']));
    const { metadata } = await server.db.fetch(a.matchID, { metadata: true });
    expect(metadata!.players[Number(a.playerID)]).toMatchObject({ name: 'Ann', credentials: a.playerCredentials });
    expect(metadata!.players[Number(b.playerID)]).toMatchObject({ name: 'Bob', credentials: b.playerCredentials });
    expect(tableOf(metadata!).clock).toEqual({ mode: 'chess', bankSeconds: 900, incrementSeconds: 0 });
    // Matched: the ticket no longer waits, so it cannot leave.
    expect((await call('leave', { ticket: ann.ticket })).body).toEqual({
      error: 'this ticket waits in no queue: it was matched or has left',
    });
  });

  it('counts the waiting players of the queue, and leaves it in one request', async () => {
    const first = await join({ players: 4, playerName: 'Ann', clock: 'move-60' });
    expect(first.queue.waiting).toBe(1);
    const second = await join({ players: 3, playerName: 'Bob', clock: 'move-60' });
    expect(second.queue.waiting).toBe(2);
    const status = await call('status', { ticket: first.ticket });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ state: 'waiting', queue: { waiting: 2 } });
    expect(typeof status.body.waitedSeconds).toBe('number');
    expect((await call('leave', { ticket: first.ticket })).body).toEqual({ left: true });
    expect(await call('status', { ticket: first.ticket })).toMatchObject({
      status: 404,
      body: { error: 'this ticket is in no queue: join again' },
    });
    expect((await call('status', { ticket: second.ticket })).body).toMatchObject({ queue: { waiting: 1 } });
  });

  it('refuses rated quick play to a guest, and seats two accounts at a rated table', async () => {
    expect(await call('join', { players: 2, rated: true, playerName: 'Ann' })).toMatchObject({
      status: 401,
      body: { error: 'sign in first: rated quick play is for accounts' },
    });
    const [one, two] = [await signUp(), await signUp()];
    const a = await join({ players: 2, rated: true, clock: 'move-120' }, one);
    // One queue at a time for an account.
    expect(await call('join', { players: 3, playerName: 'X' }, one)).toMatchObject({
      status: 409,
      body: { error: 'you are waiting in a queue already: leave it first' },
    });
    const b = await join({ players: 2, rated: true, clock: 'move-120' }, two);
    const seat = await matched(a.ticket);
    expect((await matched(b.ticket)).matchID).toBe(seat.matchID);
    const { metadata } = await server.db.fetch(seat.matchID, { metadata: true });
    expect(tableOf(metadata!)).toMatchObject({ rated: true, hints: false, clock: { mode: 'move', moveSeconds: 120 } });
    expect(metadata!.players[Number(seat.playerID)]!.name).toMatch(/^Q/);
  });

  it(`holds at most ${MAX_ENTRIES_PER_ADDRESS} waiting entries from one address`, async () => {
    for (let i = 0; i < MAX_ENTRIES_PER_ADDRESS; i++) await join({ players: 5, playerName: `P${i}`, clock: 'move-60' });
    expect(await call('join', { players: 5, playerName: 'Over', clock: 'move-60' })).toMatchObject({
      status: 429,
      body: { error: `at most ${MAX_ENTRIES_PER_ADDRESS} players wait from one address` },
    });
  });

  it('answers every malformed request with a 4xx and a message', async () => {
    const refusals: [string, unknown, number, string][] = [
      ['join', { players: 7, playerName: 'A' }, 400, 'players must be "any" or a count from 2 to 6'],
      ['join', { players: '2', playerName: 'A' }, 400, 'players must be "any" or a count from 2 to 6'],
      [
        'join',
        { players: 2, playerName: 'A', clock: 'blitz' },
        400,
        'clock must be one of sudden-15, move-60, move-120, turn-based',
      ],
      ['join', { players: 2, playerName: 'A', rated: 'yes' }, 400, 'rated must be true or false'],
      [
        'join',
        { players: 2, playerName: 'A', botAfterSeconds: 5 },
        400,
        'botAfterSeconds must be null or a whole number from 10 to 600',
      ],
      [
        'join',
        { players: 2, rated: true, botAfterSeconds: 30 },
        400,
        'bots fill casual tables only: a rated table is players only',
      ],
      ['join', { players: 2 }, 400, 'playerName is required to play as a guest'],
      ['status', { ticket: 'short' }, 400, 'ticket must be the ticket the join answered'],
      ['leave', {}, 400, 'ticket must be the ticket the join answered'],
    ];
    for (const [route, body, status, error] of refusals)
      expect(await call(route, body), `${route} ${JSON.stringify(body)}`).toMatchObject({ status, body: { error } });
    expect((await call('join', { players: 2, playerName: 'A', extra: 1 })).status).toBe(400);
    expect((await api(server.url, '/quick-play/nogame/join', { players: 2, playerName: 'A' })).status).toBe(404);
    expect((await api(server.url, `/quick-play/${name}/status`)).status).toBe(405);
  });
});
