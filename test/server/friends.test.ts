/**
 * Friends, blocks and invitations to tables (server/accounts/friend-routes.ts, friend-store.ts;
 * docs/security.md#friends) on SQLite always and on PostgreSQL when TEST_DATABASE_URL is a postgres:// URL:
 * a request answered (accepted, declined), mutual requests, removing; a block ends everything between the
 * two and hides the blocked one's requests and invitations without telling it; `isBlocked` either way;
 * search by a name's prefix with look-alike letters folded; invitations only to a friend, to a table the
 * sender sits at with a free seat, reaching the friend's page and its push devices; who is online now and
 * their ratings; the limits per account; deleting an account deletes every row of it.
 */
import { randomUUID } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../../games/carcassonne/game';
import { FriendStore, ONLINE_MS } from '../../server/accounts/friend-store';
import { api, cookieOf, createMatch, markFinished, startTestServer, until, type TestServer } from './helpers';
import { HIGH_ACCOUNT_LIMITS, storageBackends, TEST_PASSWORD } from './account-backends';
import { decrypt, device, PushService } from './support/push-service';

const game = carcassonneGame as Game;
const backends = storageBackends('friends');
let counter = 0;

interface Player {
  id: string;
  name: string;
  cookie: string;
}

describe.each(backends)('$name friends, blocks and invitations', (backend) => {
  const service = new PushService();
  let server: TestServer;
  beforeAll(async () => {
    await service.start();
    server = await startTestServer([game], {
      db: backend.open() as never,
      accountLimits: HIGH_ACCOUNT_LIMITS,
      pushLoopback: true,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await service.stop();
  });

  const call = (route: string, body: unknown, who?: Player) =>
    api(server.url, `/account/${route}`, body, who ? { cookie: who.cookie } : {});
  const get = (route: string, who: Player) => call(route, undefined, who);

  async function signUp(name = `Fr${randomUUID().slice(0, 6)}${counter++}`): Promise<Player> {
    const result = await call('sign-up', { name, password: TEST_PASSWORD });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return { id: (result.body.account as { id: string }).id, name, cookie: cookieOf(result) };
  }
  const lists = async (who: Player) => (await get('friends', who)).body as Record<string, { id: string }[]>;
  const ids = (people: { id: string }[]) => people.map((p) => p.id);

  async function friends(a: Player, b: Player) {
    expect((await call('friends/request', { account: b.id }, a)).body).toEqual({ state: 'requested' });
    expect((await call('friends/accept', { account: a.id }, b)).body).toEqual({ state: 'friends' });
  }

  /** A table the player sits at (seat 0), with `free` seats left. */
  async function tableOf(who: Player, players = 2) {
    const matchID = await createMatch(server.url, game, players);
    const join = await api(
      server.url,
      `/games/carcassonne/${matchID}/join`,
      { playerID: '0', playerName: who.name },
      { cookie: who.cookie },
    );
    expect(join.status).toBe(200);
    return matchID;
  }

  it('sends a request that the other sees and accepts, making both friends; removing ends it for both', async () => {
    const [ann, bob] = [await signUp(), await signUp()];
    expect(await call('friends/request', { account: bob.id }, ann)).toMatchObject({
      status: 200,
      body: { state: 'requested' },
    });
    // Asking again changes nothing.
    expect((await call('friends/request', { account: bob.id }, ann)).body).toEqual({ state: 'requested' });
    expect(ids((await lists(ann)).outgoing!)).toEqual([bob.id]);
    const bobs = await lists(bob);
    expect(bobs.incoming).toEqual([{ id: ann.id, name: ann.name, at: expect.any(Number) }]);
    expect(bobs.friends).toEqual([]);
    expect((await call('friends/accept', { account: ann.id }, bob)).body).toEqual({ state: 'friends' });
    for (const [me, other] of [
      [ann, bob],
      [bob, ann],
    ] as const) {
      const mine = await lists(me);
      expect(mine.friends).toEqual([
        { id: other.id, name: other.name, since: expect.any(Number), online: false, ratings: [] },
      ]);
      expect(mine.incoming).toEqual([]);
      expect(mine.outgoing).toEqual([]);
    }
    expect((await call('friends/remove', { account: ann.id }, bob)).body).toEqual({ removed: true });
    expect((await lists(ann)).friends).toEqual([]);
    expect((await lists(bob)).friends).toEqual([]);
    expect((await call('friends/remove', { account: ann.id }, bob)).status).toBe(404);
  });

  it('makes two friends at once when both asked; a declined request is gone', async () => {
    const [ann, bob, cy] = [await signUp(), await signUp(), await signUp()];
    await call('friends/request', { account: bob.id }, ann);
    expect((await call('friends/request', { account: ann.id }, bob)).body).toEqual({ state: 'friends' });
    expect(ids((await lists(ann)).friends!)).toEqual([bob.id]);

    await call('friends/request', { account: cy.id }, ann);
    expect((await call('friends/decline', { account: ann.id }, cy)).body).toEqual({ declined: true });
    expect((await lists(cy)).incoming).toEqual([]);
    expect((await lists(ann)).outgoing).toEqual([]);
    expect((await call('friends/accept', { account: ann.id }, cy)).status).toBe(404);
  });

  it('refuses bad input with a 4xx naming the field, and guests with a 401', async () => {
    const ann = await signUp();
    expect(await call('friends/request', { account: 'nobody' }, ann)).toMatchObject({
      status: 400,
      body: { error: 'account must be an account id' },
    });
    expect(await call('friends/request', { account: ann.id }, ann)).toMatchObject({
      status: 400,
      body: { error: "account must be another player's account" },
    });
    expect(await call('friends/request', { account: randomUUID() }, ann)).toMatchObject({
      status: 404,
      body: { error: 'no such player' },
    });
    expect((await call('friends/request', { account: ann.id })).status).toBe(401);
    expect((await api(server.url, '/account/friends')).status).toBe(401);
    expect((await call('friends/request', { account: ann.id, extra: 1 }, ann)).status).toBe(400);
  });

  it('a block ends the friendship and hides the blocked one’s requests and invitations, without telling it', async () => {
    const [ann, bob] = [await signUp(), await signUp()];
    await friends(ann, bob);
    const matchID = await tableOf(bob);
    expect((await call('invitations/send', { account: ann.id, matchID }, bob)).body).toEqual({ invited: true });
    expect(await call('friends/block', { account: bob.id }, ann)).toMatchObject({
      status: 200,
      body: { blocked: true },
    });
    const store = new FriendStore(server.db.sql!);
    expect(await store.isBlocked(ann.id, bob.id)).toBe(true);
    expect(await store.isBlocked(bob.id, ann.id)).toBe(true);
    expect((await lists(ann)).friends).toEqual([]);
    expect((await lists(bob)).friends).toEqual([]);
    expect(ids((await lists(ann)).blocked!)).toEqual([bob.id]);
    expect((await get('invitations', ann)).body).toEqual({ invitations: [] });
    // Bob's request is answered as any, and never reaches Ann.
    expect((await call('friends/request', { account: ann.id }, bob)).body).toEqual({ state: 'requested' });
    expect((await lists(ann)).incoming).toEqual([]);
    expect((await call('friends/accept', { account: bob.id }, ann)).status).toBe(404);
    // Ann cannot ask Bob while she blocks him; Bob cannot invite Ann.
    expect(await call('friends/request', { account: bob.id }, ann)).toMatchObject({
      status: 409,
      body: { error: 'you blocked this player: unblock them first' },
    });
    expect(await call('invitations/send', { account: ann.id, matchID }, bob)).toMatchObject({
      status: 403,
      body: { error: 'you may invite only your friends' },
    });
    // Nor does Bob find Ann by name.
    expect((await call('players/search', { name: ann.name }, bob)).body).toEqual({ players: [] });
    expect(await call('friends/unblock', { account: bob.id }, ann)).toMatchObject({ body: { blocked: false } });
    expect(await store.isBlocked(ann.id, bob.id)).toBe(false);
    expect((await call('friends/unblock', { account: bob.id }, ann)).status).toBe(404);
  });

  it('finds players by the start of their name, case, accents and look-alike letters folded', async () => {
    const stem = `Zq${randomUUID()
      .slice(0, 5)
      .replace(/[^a-z]/g, 'x')}`;
    const anna = await signUp(`${stem}anna`);
    const anne = await signUp(`${stem}anne`);
    const other = await signUp();
    const found = async (name: string) =>
      ((await call('players/search', { name }, other)).body.players as { id: string }[]).map((p) => p.id);
    expect(await found(stem.toUpperCase())).toEqual([anna.id, anne.id]);
    expect(await found(`${stem}ann`)).toEqual([anna.id, anne.id]);
    // Cyrillic а and е for the Latin letters, an accent, full-width letters.
    expect(await found(`${stem}\u0430nn\u0435`)).toEqual([anne.id]);
    expect(await found(`${stem}ánna`)).toEqual([anna.id]);
    expect(await found(`${stem}ａｎｎａ`)).toEqual([anna.id]);
    expect(await found(`${stem}annx`)).toEqual([]);
    expect(await found('   ')).toEqual([]);
    // Never oneself.
    expect(
      ((await call('players/search', { name: stem }, anna)).body.players as { id: string }[]).map((p) => p.id),
    ).toEqual([anne.id]);
    expect((await call('players/search', { name: 5 }, other)).status).toBe(400);
  });

  it('invites a friend to a table the sender sits at; the friend sees it and its devices are told', async () => {
    const [ann, bob, cy] = [await signUp(), await signUp(), await signUp()];
    await friends(ann, bob);
    const phone = device(service, `bob-${counter}`);
    expect((await call('push/subscribe', { subscription: phone.subscription, language: 'nl' }, bob)).status).toBe(200);
    const matchID = await tableOf(ann);
    expect(await call('invitations/send', { account: bob.id, matchID }, ann)).toMatchObject({
      status: 200,
      body: { invited: true },
    });
    expect((await get('invitations', bob)).body).toEqual({
      invitations: [
        {
          id: expect.any(String),
          from: { id: ann.id, name: ann.name },
          gameName: 'carcassonne',
          matchID,
          createdAt: expect.any(Number),
        },
      ],
    });
    const received = await until(
      () => service.received.find((r) => r.path === `/push/bob-${counter}`),
      'the invitation pushed',
    );
    expect(decrypt(received, phone)).toEqual({
      title: 'Uitnodiging voor een tafel',
      body: `${ann.name} nodigt je uit aan een tafel van Carcassonne`,
      url: `/match/carcassonne/${matchID}`,
      tag: `invitation:${matchID}`,
      kind: 'invitation',
    });
    // Not a friend, not seated, a full table, a finished one.
    expect((await call('invitations/send', { account: cy.id, matchID }, ann)).status).toBe(403);
    const bobsOwn = await tableOf(cy);
    expect(await call('invitations/send', { account: bob.id, matchID: bobsOwn }, ann)).toMatchObject({
      status: 403,
      body: { error: 'you may invite only to a table you sit at' },
    });
    const full = await tableOf(ann, 2);
    await api(server.url, `/games/carcassonne/${full}/join`, { playerID: '1', playerName: 'Guest' });
    expect(await call('invitations/send', { account: bob.id, matchID: full }, ann)).toMatchObject({
      status: 409,
      body: { error: 'this table has no free seat' },
    });
    await markFinished(server.db, matchID);
    expect((await get('invitations', bob)).body).toEqual({ invitations: [] });
    expect((await call('invitations/send', { account: bob.id, matchID }, ann)).status).toBe(409);
    expect((await call('invitations/send', { account: bob.id, matchID: 'a b' }, ann)).status).toBe(400);
  });

  it('dismisses an invitation for its receiver only', async () => {
    const [ann, bob] = [await signUp(), await signUp()];
    await friends(ann, bob);
    const matchID = await tableOf(ann);
    await call('invitations/send', { account: bob.id, matchID }, ann);
    const [invitation] = (await get('invitations', bob)).body.invitations as { id: string }[];
    expect((await call('invitations/dismiss', { invitation: invitation!.id }, ann)).status).toBe(404);
    expect((await call('invitations/dismiss', { invitation: invitation!.id }, bob)).body).toEqual({ dismissed: true });
    expect((await get('invitations', bob)).body).toEqual({ invitations: [] });
  });

  it('shows a friend online while its page asks, and its ratings', async () => {
    const [ann, bob] = [await signUp(), await signUp()];
    await friends(ann, bob);
    await get('invitations', bob);
    await server.db.sql!.run(
      'INSERT INTO ratings (identity, game_name, mu, sigma, games, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      [`account:${bob.id}`, 'carcassonne', 30, 2, 12, Date.now()],
    );
    expect((await lists(ann)).friends).toEqual([
      {
        id: bob.id,
        name: bob.name,
        since: expect.any(Number),
        online: true,
        ratings: [{ gameName: 'carcassonne', rating: 1600, games: 12 }],
      },
    ]);
    await server.db.sql!.run('UPDATE account_activity SET seen_at = ? WHERE account_id = ?', [
      Date.now() - ONLINE_MS - 1,
      bob.id,
    ]);
    expect((await lists(ann)).friends).toMatchObject([{ id: bob.id, online: false }]);
  });

  it('deleting an account deletes its friendships, requests, blocks and invitations', async () => {
    const [ann, bob, cy] = [await signUp(), await signUp(), await signUp()];
    await friends(ann, bob);
    await call('friends/request', { account: cy.id }, ann);
    await call('friends/block', { account: ann.id }, cy);
    const matchID = await tableOf(ann);
    await call('invitations/send', { account: bob.id, matchID }, ann);
    await get('invitations', ann);
    expect((await call('delete', { name: ann.name }, ann)).status).toBe(200);
    const sql = server.db.sql!;
    for (const [table, columns] of [
      ['friendships', ['account_id', 'friend_id']],
      ['friend_requests', ['from_id', 'to_id']],
      ['blocks', ['account_id', 'blocked_id']],
      ['table_invitations', ['from_id', 'to_id']],
      ['account_activity', ['account_id', 'account_id']],
    ] as const) {
      const rows = await sql.all(`SELECT 1 AS one FROM ${table} WHERE ${columns[0]} = ? OR ${columns[1]} = ?`, [
        ann.id,
        ann.id,
      ]);
      expect(rows, table).toEqual([]);
    }
    expect((await lists(bob)).friends).toEqual([]);
  });
});

describe.each(backends)('$name limits of friend requests and invitations', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer([game], {
      db: backend.open() as never,
      accountLimits: { ...HIGH_ACCOUNT_LIMITS, friendRequestsPerDay: 8, invitationsPerHour: 4 },
    });
  });
  afterAll(async () => server?.stop());

  const call = (route: string, body: unknown, cookie: string) => api(server.url, `/account/${route}`, body, { cookie });
  async function signUp() {
    const result = await api(server.url, '/account/sign-up', {
      name: `Lim${randomUUID().slice(0, 6)}${counter++}`,
      password: TEST_PASSWORD,
    });
    return { id: (result.body.account as { id: string }).id, cookie: cookieOf(result) };
  }

  it('allows a burst of a quarter of the day’s friend requests per account, then answers 429', async () => {
    const ann = await signUp();
    const others = [await signUp(), await signUp(), await signUp()];
    expect((await call('friends/request', { account: others[0]!.id }, ann.cookie)).status).toBe(200);
    expect((await call('friends/request', { account: others[1]!.id }, ann.cookie)).status).toBe(200);
    const refused = await call('friends/request', { account: others[2]!.id }, ann.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^too many friend requests from your account; try again in \d+ s$/);
    // Another account has its own bucket.
    expect((await call('friends/request', { account: ann.id }, others[2]!.cookie)).status).toBe(200);
  });

  it('allows a burst of a quarter of the hour’s invitations per account, then answers 429', async () => {
    const [ann, bob] = [await signUp(), await signUp()];
    await call('friends/request', { account: bob.id }, ann.cookie);
    await call('friends/accept', { account: ann.id }, bob.cookie);
    const matchID = await createMatch(server.url, game, 3);
    await api(
      server.url,
      `/games/carcassonne/${matchID}/join`,
      { playerID: '0', playerName: 'Ann' },
      { cookie: ann.cookie },
    );
    expect((await call('invitations/send', { account: bob.id, matchID }, ann.cookie)).status).toBe(200);
    const refused = await call('invitations/send', { account: bob.id, matchID }, ann.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^too many invitations from your account/);
  });
});

describe.each(backends)('$name limit of friend requests and invitations per address', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer([game], {
      db: backend.open() as never,
      accountLimits: { ...HIGH_ACCOUNT_LIMITS, socialPerAddressPerHour: 8 },
    });
  });
  afterAll(async () => server?.stop());

  const call = (route: string, body: unknown, cookie: string) => api(server.url, `/account/${route}`, body, { cookie });
  async function signUp() {
    const result = await api(server.url, '/account/sign-up', {
      name: `Adr${randomUUID().slice(0, 6)}${counter++}`,
      password: TEST_PASSWORD,
    });
    return { id: (result.body.account as { id: string }).id, cookie: cookieOf(result) };
  }

  it('counts every account’s requests and invitations from one address together: a quarter of the hour’s, then 429', async () => {
    const [ann, bob, cy, dee] = [await signUp(), await signUp(), await signUp(), await signUp()];
    await call('friends/request', { account: bob.id }, ann.cookie);
    await call('friends/accept', { account: ann.id }, bob.cookie);
    const matchID = await createMatch(server.url, game, 3);
    await api(
      server.url,
      `/games/carcassonne/${matchID}/join`,
      { playerID: '0', playerName: 'Ann' },
      { cookie: ann.cookie },
    );
    // Ann's request spent one of the two, her invitation the other; Cy's request, another account's, is refused.
    expect((await call('invitations/send', { account: bob.id, matchID }, ann.cookie)).status).toBe(200);
    const refused = await call('friends/request', { account: dee.id }, cy.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(
      /^too many friend requests and invitations from your address; try again in \d+ s$/,
    );
  });
});
