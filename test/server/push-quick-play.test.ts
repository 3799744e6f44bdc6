/**
 * A turn-based quick-play match tells its first player at once (server/tournaments/quick-play-open.ts;
 * docs/quick-play.md#opening), on SQLite and, with TEST_DATABASE_URL, PostgreSQL, against a push service on
 * loopback: two accounts, each with a device subscribed, press Play now with the turn-based clock; the match
 * opens for both, and the device of the account whose seat is to play first, and no other, receives "Your turn" for that
 * match, decrypted with its own keys.
 */
import { randomUUID } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../../games/carcassonne/game';
import { tableOf } from '../../server/table/table-state';
import { api, cookieOf, startTestServer, until, type TestServer } from './helpers';
import { HIGH_ACCOUNT_LIMITS, storageBackends, TEST_PASSWORD } from './account-backends';
import { decrypt, device, PushService } from './support/push-service';

/** A game name of this file's own: other files' servers on the same database pair other queues. */
const game = { ...carcassonneGame, name: `pqp${randomUUID().slice(0, 6)}` } as Game;
const name = game.name!;
const backends = storageBackends('push-quick-play');

describe.each(backends)('$name push of a quick-play match', (backend) => {
  const service = new PushService();
  let server: TestServer;
  beforeAll(async () => {
    await service.start();
    server = await startTestServer([game], {
      db: backend.open() as never,
      accountLimits: HIGH_ACCOUNT_LIMITS,
      pushLoopback: true,
      pushRetryDelaysMs: [10],
      quickPlayTickMs: 50,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await service.stop();
  });
  afterEach(() => {
    service.received.length = 0;
  });

  /** An account with one device subscribed to its turns. */
  async function player() {
    const playerName = `Q${randomUUID().slice(0, 8)}`;
    const result = await api(server.url, '/account/sign-up', { name: playerName, password: TEST_PASSWORD });
    expect(result.status).toBe(201);
    const cookie = cookieOf(result);
    const phone = device(service, `phone-${playerName}`);
    expect(
      await api(
        server.url,
        '/account/push/subscribe',
        { subscription: phone.subscription, language: 'en' },
        { cookie },
      ),
    ).toMatchObject({ status: 200, body: { subscribed: true } });
    return { name: playerName, cookie, phone };
  }

  /** Both press Play now (two players, casual, this clock); answers each one's seat once matched. */
  async function meet(people: { cookie: string }[], clock: string) {
    const tickets: string[] = [];
    for (const p of people) {
      const joined = await api(server.url, `/quick-play/${name}/join`, { players: 2, clock }, { cookie: p.cookie });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
      tickets.push(joined.body.ticket as string);
    }
    const seats: { matchID: string; playerID: string }[] = [];
    for (const ticket of tickets)
      for (let tries = 0; ; tries++) {
        const { body } = await api(server.url, `/quick-play/${name}/status`, { ticket });
        if (body.state === 'matched') {
          seats.push(body as { matchID: string; playerID: string });
          break;
        }
        if (tries === 200) throw new Error('no match within 200 asks');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    return seats;
  }

  it('pushes the first turn of a turn-based match to the first player’s device, and only to theirs', async () => {
    const people = [await player(), await player()];
    const seats = await meet(people, 'turn-based');
    expect(seats[1]!.matchID).toBe(seats[0]!.matchID);
    const matchID = seats[0]!.matchID;
    const { metadata } = await server.db.fetch(matchID, { metadata: true });
    expect(tableOf(metadata!).clock).toEqual({ mode: 'move', moveSeconds: 86_400 });
    // Carcassonne's first turn is seat 0's.
    const first = people[seats.findIndex((s) => s.playerID === '0')]!;
    const second = people.find((p) => p !== first)!;
    await until(() => service.received.length >= 1, 'the first turn pushed');
    expect(service.received.map((r) => r.path)).toEqual([`/push/phone-${first.name}`]);
    expect(decrypt(service.received[0]!, first.phone)).toEqual({
      title: 'Your turn',
      body: `Your turn in ${name} with ${second.name}`,
      url: `/match/${name}/${matchID}`,
      tag: `match:${matchID}`,
      kind: 'turn',
    });
  });
});
