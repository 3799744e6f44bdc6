/**
 * An account's devices for turn notifications (server/push/account-push-routes.ts, account-devices.ts) on
 * SQLite and, with TEST_DATABASE_URL, PostgreSQL, against a push service on loopback: a signed-in device
 * subscribes once and receives the turns of every match any seat of the account plays, decrypted with its
 * own keys, with nothing of the game in it; muting a match mutes it for the account's devices too; a seat
 * the account no longer holds is not its; signing that device out (also from another device) and deleting
 * the account end its notifications; bad input gets a 4xx naming the field.
 */
import { randomUUID } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../../games/carcassonne/game';
import { api, createMatch, SeatClient, startTestServer, until, type TestServer, cookieOf } from './helpers';
import { HIGH_ACCOUNT_LIMITS, storageBackends, TEST_PASSWORD } from './account-backends';
import { decrypt, device, PushService } from './support/push-service';

const game = carcassonneGame as Game;
const backends = storageBackends('push-accounts');
let counter = 0;

describe.each(backends)('$name push to an account’s devices', (backend) => {
  const service = new PushService();
  let server: TestServer;
  const sockets: SeatClient[] = [];
  beforeAll(async () => {
    await service.start();
    server = await startTestServer([game], {
      db: backend.open() as never,
      accountLimits: HIGH_ACCOUNT_LIMITS,
      pushLoopback: true,
      pushRetryDelaysMs: [10],
    });
  });
  afterAll(async () => {
    await server?.stop();
    await service.stop();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
    service.received.length = 0;
  });

  const account = (route: string, body: unknown, cookie: string) =>
    api(server.url, `/account/${route}`, body, cookie ? { cookie } : {});

  async function signUp() {
    const name = `Push${randomUUID().slice(0, 6)}${counter++}`;
    const result = await account('sign-up', { name, password: TEST_PASSWORD }, '');
    expect(result.status).toBe(201);
    return { name, cookie: cookieOf(result) };
  }

  /** A match where the account (cookie) joins seat 1 as Bob and a guest, Ann, seat 0; both sockets synced. */
  async function matchWith(cookie: string) {
    const matchID = await createMatch(server.url, game);
    const join = (playerID: string, playerName: string, headers: Record<string, string>) =>
      api(server.url, `/games/carcassonne/${matchID}/join`, { playerID, playerName }, headers);
    const ann = (await join('0', 'Ann', {})).body.playerCredentials as string;
    const bob = (await join('1', 'Bob', { cookie })).body.playerCredentials as string;
    const seats = [ann, bob].map((c, i) => new SeatClient(server.url, game, matchID, String(i), c));
    sockets.push(...seats);
    for (const seat of seats) await seat.sync();
    return { matchID, seats, credentials: [ann, bob] };
  }

  /** Ann plays her tile and her meeple step, so the turn comes to Bob. */
  async function annsTurn(seats: SeatClient[]) {
    await seats[0]!.play();
    await seats[0]!.play();
  }

  /**
   * Subscribes a guest's device to Ann's seat: a notice it receives after a later move of Bob's shows that
   * the server has sent the notices of the turns before it (nothing sent to Bob is then a real nothing).
   */
  async function annListens(matchID: string, credentials: string) {
    const ann = device(service, `ann-${matchID}`);
    await api(server.url, `/games/carcassonne/${matchID}/push`, {
      playerID: '0',
      credentials,
      op: 'subscribe',
      subscription: ann.subscription,
      language: 'en',
    });
    let heard = 0;
    /** Bob plays his turn (tile and meeple step), and Ann's device is told. */
    return async (seats: SeatClient[]) => {
      await seats[1]!.play();
      await seats[1]!.play();
      heard++;
      await until(() => service.received.filter((r) => r.path === `/push/ann-${matchID}`).length >= heard, 'Ann told');
    };
  }
  const toBob = () => service.received.filter((r) => !r.path.startsWith('/push/ann-'));

  it('tells a device subscribed once of the turns of every match the account plays, with nothing of the game in it', async () => {
    const bob = await signUp();
    const phone = device(service, `phone-${counter}`);
    expect(
      await account('push/subscribe', { subscription: phone.subscription, language: 'en' }, bob.cookie),
    ).toMatchObject({ status: 200, body: { subscribed: true } });
    expect(await account('push/status', { endpoint: phone.subscription.endpoint }, bob.cookie)).toMatchObject({
      body: { subscribed: true },
    });
    const first = await matchWith(bob.cookie);
    const second = await matchWith(bob.cookie);
    await annsTurn(first.seats);
    await annsTurn(second.seats);
    await until(() => service.received.length >= 2 && service.received, 'two notifications');
    const payloads = service.received.map((r) => {
      expect(r.path).toBe(`/push/phone-${counter}`);
      return decrypt(r, phone);
    });
    expect(payloads).toEqual(
      expect.arrayContaining(
        [first.matchID, second.matchID].map((matchID) => ({
          title: 'Your turn',
          body: 'Your turn in Carcassonne with Ann',
          url: `/match/carcassonne/${matchID}`,
          tag: `match:${matchID}`,
          kind: 'turn',
        })),
      ),
    );
    // Nothing else: no credentials, no tile, no state.
    for (const payload of payloads)
      expect(Object.keys(payload as object).sort()).toEqual(['body', 'kind', 'tag', 'title', 'url']);
  });

  it('sends once to a device subscribed both for the seat and for the account, and nothing once the match is muted', async () => {
    const bob = await signUp();
    const phone = device(service, `both-${counter}`);
    await account('push/subscribe', { subscription: phone.subscription, language: 'nl' }, bob.cookie);
    const { matchID, seats, credentials } = await matchWith(bob.cookie);
    const seatPush = (body: object) =>
      api(server.url, `/games/carcassonne/${matchID}/push`, { playerID: '1', credentials: credentials[1], ...body });
    await seatPush({ op: 'subscribe', subscription: phone.subscription, language: 'nl' });
    const bobPlays = await annListens(matchID, credentials[0]!);
    await annsTurn(seats);
    await bobPlays(seats);
    // One request for Bob's turn, though his device is subscribed twice.
    expect(toBob()).toHaveLength(1);
    expect(decrypt(toBob()[0]!, phone)).toMatchObject({ body: 'Je bent aan de beurt in Carcassonne met Ann' });
    // Muted from the match page: neither the seat's nor the account's subscription hears of the next turn.
    expect(await seatPush({ op: 'status' })).toMatchObject({ status: 200, body: { muted: false } });
    expect(await seatPush({ op: 'mute' })).toMatchObject({ status: 200, body: { muted: true } });
    // The match page reads the mute back (a device subscribed only through the account shows it too).
    expect(await seatPush({ op: 'status' })).toMatchObject({ status: 200, body: { muted: true } });
    await annsTurn(seats);
    await bobPlays(seats);
    expect(toBob()).toHaveLength(1);
  });

  it('stops when the device signs out, is signed out from another device, or the account is deleted', async () => {
    const bob = await signUp();
    const laptop = cookieOf(await account('sign-in', { name: bob.name, password: TEST_PASSWORD }, ''));
    const phone = device(service, `gone-${counter}`);
    await account('push/subscribe', { subscription: phone.subscription, language: 'en' }, bob.cookie);
    // Signed out from the laptop ("sign out everywhere else"): the phone's session, and its subscription, end.
    expect((await account('devices/sign-out-others', {}, laptop)).status).toBe(200);
    const { matchID, seats, credentials } = await matchWith(laptop);
    const bobPlays = await annListens(matchID, credentials[0]!);
    await annsTurn(seats);
    await bobPlays(seats);
    expect(toBob()).toEqual([]);
    // The laptop subscribes now; it hears of Bob's next turn, the phone still not.
    const pc = device(service, `pc-${counter}`);
    await account('push/subscribe', { subscription: pc.subscription, language: 'en' }, laptop);
    await annsTurn(seats);
    await bobPlays(seats);
    expect(toBob().map((r) => r.path)).toEqual([`/push/pc-${counter}`]);
    expect(decrypt(toBob()[0]!, pc)).toMatchObject({ kind: 'turn' });
    // Signing the laptop out itself ends its notifications as well.
    const other = cookieOf(await account('sign-in', { name: bob.name, password: TEST_PASSWORD }, ''));
    await account('sign-out', {}, laptop);
    await annsTurn(seats);
    await bobPlays(seats);
    expect(toBob()).toHaveLength(1);
    // Subscribed again from a live session, then the account is deleted: no device of it hears of anything.
    await account('push/subscribe', { subscription: pc.subscription, language: 'en' }, other);
    expect((await account('delete', { name: bob.name }, other)).status).toBe(200);
    await annsTurn(seats);
    await bobPlays(seats);
    expect(toBob()).toHaveLength(1);
  });

  it('refuses bad input with the field named, and a guest', async () => {
    const bob = await signUp();
    const phone = device(service, 'bad');
    const cases: [object, number, RegExp][] = [
      [{ subscription: phone.subscription, language: 'xx' }, 400, /language/],
      [{ subscription: { ...phone.subscription, endpoint: 'ftp://x' }, language: 'en' }, 400, /subscription\.endpoint/],
      [
        { subscription: { ...phone.subscription, keys: { p256dh: 'AAAA', auth: phone.auth } }, language: 'en' },
        400,
        /p256dh/,
      ],
      [{ subscription: phone.subscription, language: 'en', seat: '1' }, 400, /unknown field/],
    ];
    for (const [body, status, error] of cases) {
      const result = await account('push/subscribe', body, bob.cookie);
      expect(result.status).toBe(status);
      expect(String(result.body.error)).toMatch(error);
    }
    expect(await account('push/subscribe', { subscription: phone.subscription, language: 'en' }, '')).toMatchObject({
      status: 401,
    });
    expect((await account('push/status', { endpoint: 42 }, bob.cookie)).body.error).toMatch(/endpoint/);
    expect(await account('push/status', { endpoint: phone.subscription.endpoint }, bob.cookie)).toMatchObject({
      body: { subscribed: false },
    });
  });
});
