/**
 * Seats follow the person (server/accounts/seat-routes.ts, docs/security.md#account-seats) on SQLite always
 * and on PostgreSQL when TEST_DATABASE_URL is a postgres:// URL: a seat joined while signed in is the
 * account's, another device of the account gets its credentials and plays in it (through another server
 * on the same database too), guests' seats are claimed after signing in, a left or re-issued seat is no
 * longer the account's, and one account's credentials never reach another account or a guest. Bad input
 * on every seat route gets a 4xx with a message and stores nothing.
 */
import { randomUUID } from 'node:crypto';
import {
  api,
  createMatch,
  currentSeat,
  SeatClient,
  startTestServer,
  until,
  cookieOf,
  type TestServer,
} from './helpers';
import { highCardGame } from '../fixtures/high-card-game';
import { HIGH_ACCOUNT_LIMITS, storageBackends, TEST_PASSWORD } from './account-backends';

const backends = storageBackends('account-seats');

const HIGH = HIGH_ACCOUNT_LIMITS;
const PASSWORD = TEST_PASSWORD;
const game = highCardGame();
let counter = 0;
const uniqueName = () => `S${randomUUID().slice(0, 8)}${counter++}`;

describe.each(backends)('$name seats of accounts', (backend) => {
  const servers: TestServer[] = [];
  const sockets: SeatClient[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    for (const server of servers.splice(0)) await server.stop();
  });

  async function serve(): Promise<TestServer> {
    const server = await startTestServer([game], { db: backend.open() as never, accountLimits: HIGH });
    servers.push(server);
    return server;
  }

  const post = (server: TestServer, route: string, body: unknown, cookie = '') =>
    api(server.url, `/account/${route}`, body, cookie ? { cookie } : {});
  const get = (server: TestServer, route: string, cookie = '') =>
    api(server.url, `/account/${route}`, undefined, cookie ? { cookie } : {});

  async function signUp(server: TestServer) {
    const name = uniqueName();
    const result = await post(server, 'sign-up', { name, password: PASSWORD });
    expect(result.status).toBe(201);
    return { name, cookie: cookieOf(result), id: (result.body.account as { id: string }).id };
  }
  const signIn = async (server: TestServer, name: string) =>
    cookieOf(await post(server, 'sign-in', { name, password: PASSWORD }));

  async function join(server: TestServer, matchID: string, playerID: string, cookie = '') {
    const result = await api(
      server.url,
      `/games/${game.name}/${matchID}/join`,
      { playerID, playerName: `P${playerID}` },
      cookie ? { cookie } : {},
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.playerCredentials as string;
  }

  const seatRows = async (server: TestServer, matchID: string) =>
    (
      (await server.db.sql?.all<{ seat: string; account_id: string; credentials_hash: string }>(
        'SELECT seat, account_id, credentials_hash FROM account_seats WHERE match_id = ? ORDER BY seat',
        [matchID],
      )) ?? []
    ).map((row) => ({ ...row }));

  function socket(server: TestServer, matchID: string, playerID: string, credentials: string) {
    const client = new SeatClient(server.url, game, matchID, playerID, credentials);
    sockets.push(client);
    return client;
  }

  it('a seat taken while signed in bears the account’s name, whatever name the join asked for; a rename keeps it', async () => {
    const server = await serve();
    const ann = await signUp(server);
    const matchID = await createMatch(server.url, game);
    const credentials = await join(server, matchID, '0', ann.cookie);
    await join(server, matchID, '1');
    const names = async () =>
      ((await api(server.url, `/games/${game.name}/${matchID}`)).body.players as { name?: string }[]).map(
        (p) => p.name,
      );
    // The body asked for "P0" and "P1": the guest keeps what it typed, the account's seat says the account.
    expect(await names()).toEqual([ann.name, 'P1']);
    const renamed = await api(server.url, `/games/${game.name}/${matchID}/update`, {
      playerID: '0',
      credentials,
      newName: 'Magnus Carlsen',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await names()).toEqual([ann.name, 'P1']);
  });

  it('ties a seat joined while signed in to the account: another device gets its credentials and takes its turn, through another server', async () => {
    const laptop = await serve();
    const phone = await serve();
    const ann = await signUp(laptop);
    const matchID = await createMatch(laptop.url, game);
    const credentials = await join(laptop, matchID, '0', ann.cookie);
    const guest = await join(laptop, matchID, '1');

    const listed = await get(laptop, 'matches', ann.cookie);
    expect(listed).toMatchObject({
      status: 200,
      body: { matches: [{ gameName: game.name, matchID, playerID: '0', joinedAt: expect.any(Number) }] },
    });
    expect(JSON.stringify(listed.body)).not.toContain(credentials);
    // The database keeps a hash of the credentials, never the credentials.
    const rows = await seatRows(laptop, matchID);
    expect(rows).toEqual([
      { seat: '0', account_id: ann.id, credentials_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    expect(JSON.stringify(rows)).not.toContain(credentials);

    const phoneCookie = await signIn(phone, ann.name);
    const handed = await post(phone, 'seat', { matchID }, phoneCookie);
    expect(handed.status).toBe(200);
    expect(handed.body).toEqual({
      seat: { gameName: game.name, matchID, playerID: '0', playerName: ann.name, credentials },
    });
    expect(handed.headers.get('cache-control')).toBe('no-store');

    // The phone plays seat 0 over the other server's socket with what it was handed.
    const annPhone = socket(phone, matchID, '0', (handed.body.seat as { credentials: string }).credentials);
    const other = socket(laptop, matchID, '1', guest);
    await annPhone.sync();
    await other.sync();
    if (currentSeat(annPhone.state!) !== '0') {
      await other.play();
      await until(() => annPhone.state && currentSeat(annPhone.state) === '0', "seat 0's turn on the phone");
    }
    const before = annPhone.state!._stateID;
    const after = await annPhone.play();
    expect(after._stateID).toBe(before + 1);
  });

  it("never hands one account's seat to another account, a guest or a signed-out cookie, and records nothing for guests", async () => {
    const server = await serve();
    const ann = await signUp(server);
    const bob = await signUp(server);
    const matchID = await createMatch(server.url, game);
    await join(server, matchID, '0', ann.cookie);
    await join(server, matchID, '1');
    expect(await seatRows(server, matchID)).toHaveLength(1);

    expect(await post(server, 'seat', { matchID }, bob.cookie)).toMatchObject({ status: 200, body: { seat: null } });
    expect(await post(server, 'seat', { matchID })).toMatchObject({ status: 200, body: { seat: null } });
    expect(await get(server, 'matches')).toMatchObject({ status: 200, body: { matches: [] } });
    expect((await get(server, 'matches', bob.cookie)).body).toEqual({ matches: [] });
    // A signed-out cookie holds nothing any more.
    await post(server, 'sign-out', {}, ann.cookie);
    expect((await post(server, 'seat', { matchID }, ann.cookie)).body).toEqual({ seat: null });
  });

  it("claims the seats a guest held in this browser once signed in, only with the seats' own credentials", async () => {
    const server = await serve();
    const first = await createMatch(server.url, game);
    const second = await createMatch(server.url, game);
    const mine = await join(server, first, '1');
    const theirs = await join(server, second, '0');
    const { cookie, id } = await signUp(server);

    const claimed = await post(
      server,
      'seats/claim',
      {
        seats: [
          { matchID: first, playerID: '1', credentials: mine },
          { matchID: second, playerID: '0', credentials: 'not-their-credentials' },
          { matchID: second, playerID: '1', credentials: theirs },
          { matchID: 'no-such-match', playerID: '0', credentials: mine },
        ],
      },
      cookie,
    );
    expect(claimed).toMatchObject({ status: 200, body: { claimed: [{ matchID: first, playerID: '1' }] } });
    expect(await seatRows(server, first)).toEqual([
      { seat: '1', account_id: id, credentials_hash: expect.any(String) },
    ]);
    expect(await seatRows(server, second)).toEqual([]);
    expect((await post(server, 'seat', { matchID: first }, cookie)).body).toMatchObject({
      seat: { credentials: mine },
    });
    expect((await post(server, 'seats/claim', { seats: [] })).status).toBe(401);
  });

  it('unties a seat its player left, and one whose credentials changed, and forgets seats of wiped matches', async () => {
    const server = await serve();
    const { cookie } = await signUp(server);
    const left = await createMatch(server.url, game);
    const credentials = await join(server, left, '0', cookie);
    const leave = await api(server.url, `/games/${game.name}/${left}/leave`, { playerID: '0', credentials });
    expect(leave.status).toBe(200);
    expect(await seatRows(server, left)).toEqual([]);

    const reissued = await createMatch(server.url, game);
    await join(server, reissued, '0', cookie);
    await server.db.updateMetadata(reissued, (m) => ({
      ...m,
      players: { ...m.players, 0: { ...m.players[0]!, credentials: 'someone-else' } },
    }));
    expect((await post(server, 'seat', { matchID: reissued }, cookie)).body).toEqual({ seat: null });
    expect(await seatRows(server, reissued)).toEqual([]);

    const wiped = await createMatch(server.url, game);
    await join(server, wiped, '0', cookie);
    await server.db.wipe(wiped);
    expect(await seatRows(server, wiped)).toEqual([]);
    expect((await get(server, 'matches', cookie)).body).toEqual({ matches: [] });
  });

  it('answers bad input on every seat route with a 4xx naming the field, storing nothing', async () => {
    const server = await serve();
    const { cookie } = await signUp(server);
    const matchID = await createMatch(server.url, game);
    const credentials = await join(server, matchID, '1');
    const seat = { matchID, playerID: '1', credentials };
    const cases: [string, unknown, RegExp][] = [
      ['seat', {}, /^matchID must be a match id/],
      ['seat', { matchID: 42 }, /^matchID must be a match id/],
      ['seat', { matchID: '../x' }, /^matchID must be a match id/],
      ['seat', { matchID: 'x'.repeat(65) }, /^matchID must be a match id/],
      ['seat', { matchID, playerID: '0' }, /^unknown field "playerID"/],
      ['seat', 'not json', /^the body is not valid JSON/],
      ['seats/claim', {}, /^seats must be a list/],
      ['seats/claim', { seats: 'x' }, /^seats must be a list/],
      ['seats/claim', { seats: [null] }, /^seats must be a list/],
      ['seats/claim', { seats: Array(21).fill(seat) }, /^seats must be a list/],
      ['seats/claim', { seats: [{ ...seat, admin: true }] }, /^seats must be a list/],
      ['seats/claim', { seats: [{ ...seat, playerID: '__proto__' }] }, /^seats\[0\]\.playerID/],
      ['seats/claim', { seats: [{ ...seat, playerID: 1 }] }, /^seats\[0\]\.playerID/],
      ['seats/claim', { seats: [{ ...seat, credentials: ['x'] }] }, /^seats\[0\]\.credentials/],
      ['seats/claim', { seats: [{ ...seat, matchID: {} }] }, /^seats\[0\]\.matchID/],
      ['seats/claim', { seats: [seat], extra: 1 }, /^unknown field "extra"/],
    ];
    for (const [route, body, message] of cases) {
      const result = await post(server, route, body, cookie);
      expect(result.status, `${route} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(result.body.error, route).toMatch(message);
    }
    const foreign = await api(server.url, '/account/seat', { matchID }, { cookie, origin: 'https://evil.example' });
    expect(foreign).toMatchObject({ status: 403, body: { error: 'origin not allowed' } });
    const claimFromAfar = await api(
      server.url,
      '/account/seats/claim',
      { seats: [seat] },
      { cookie, origin: 'https://evil.example' },
    );
    expect(claimFromAfar.status).toBe(403);
    expect((await api(server.url, '/account/matches?all=1', undefined, { cookie })).status).toBe(400);
    expect(await seatRows(server, matchID)).toEqual([]);
    expect((await api(server.url, '/health')).status).toBe(200);
  });
  it("lists to anyone with the match's link which seats accounts hold, never a guest's, a bot's, a left seat or a deleted account", async () => {
    const server = await serve();
    const ann = await signUp(server);
    const bea = await signUp(server);
    const matchID = await createMatch(server.url, game, 4);
    const annCredentials = await join(server, matchID, '0', ann.cookie);
    await join(server, matchID, '1');
    await join(server, matchID, '3', bea.cookie);
    const bot = await api(server.url, `/games/${game.name}/${matchID}/bots`, {
      playerID: '0',
      credentials: annCredentials,
      seat: '2',
      level: 'easy',
    });
    expect(bot.status).toBe(200);
    const seated = await get(server, `seated/${matchID}`);
    expect(seated).toMatchObject({ status: 200 });
    expect(seated.body).toEqual({
      seats: [
        { playerID: '0', accountID: ann.id },
        { playerID: '3', accountID: bea.id },
      ],
    });
    expect(JSON.stringify(seated.body)).not.toContain(annCredentials);
    expect(seated.headers.get('cache-control')).toBe('no-store');
    // Bea deletes her account: her seat is no longer linked to anyone.
    expect((await post(server, 'delete', { name: bea.name }, bea.cookie)).status).toBe(200);
    expect((await get(server, `seated/${matchID}`)).body).toEqual({ seats: [{ playerID: '0', accountID: ann.id }] });
    expect((await get(server, 'seated/no-such-match')).body).toEqual({ seats: [] });
    expect(await get(server, 'seated/not%20an%20id')).toMatchObject({ status: 404 });
    expect(await post(server, `seated/${matchID}`, {})).toMatchObject({ status: 405 });
  });

  it('lists the account seats of a list’s matches at once, and refuses what is not a short list of match ids', async () => {
    const server = await serve();
    const [ann, bea] = [await signUp(server), await signUp(server)];
    const first = await createMatch(server.url, game, 3);
    const second = await createMatch(server.url, game, 2);
    const annCredentials = await join(server, first, '0', ann.cookie);
    await join(server, first, '1');
    await join(server, second, '1', bea.cookie);
    const asked = await post(server, 'seated', { matches: [first, second, 'no-such-match', first] });
    expect(asked).toMatchObject({ status: 200 });
    expect(asked.body).toEqual({
      seated: [
        { matchID: first, seats: [{ playerID: '0', accountID: ann.id }] },
        { matchID: second, seats: [{ playerID: '1', accountID: bea.id }] },
        { matchID: 'no-such-match', seats: [] },
      ],
    });
    expect(JSON.stringify(asked.body)).not.toContain(annCredentials);
    const refused = 'matches must be a list of at most 50 match ids';
    for (const matches of [first, ['not an id'], [7], Array.from({ length: 51 }, (_, i) => `m${i}`)])
      expect(await post(server, 'seated', { matches })).toMatchObject({ status: 400, body: { error: refused } });
  });

  it('stops listing a seat its player left before the game started', async () => {
    const server = await serve();
    const ann = await signUp(server);
    const matchID = await createMatch(server.url, game, 3);
    const credentials = await join(server, matchID, '0', ann.cookie);
    await join(server, matchID, '1');
    expect((await get(server, `seated/${matchID}`)).body).toEqual({ seats: [{ playerID: '0', accountID: ann.id }] });
    const left = await api(server.url, `/games/${game.name}/${matchID}/leave`, { playerID: '0', credentials });
    expect(left.status).toBe(200);
    await join(server, matchID, '0');
    expect((await get(server, `seated/${matchID}`)).body).toEqual({ seats: [] });
  });
});
