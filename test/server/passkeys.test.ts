/**
 * Passkeys (server/accounts/passkeys.ts, docs/security.md#passkeys) on SQLite always and on PostgreSQL
 * when TEST_DATABASE_URL is a postgres:// URL, with a software authenticator (test/support/
 * soft-authenticator.ts): an account created with a passkey (no password), signed in with it through
 * another server on the same database, a passkey added to a password account; replayed responses,
 * another origin or relying party, an unknown passkey, a challenge of another account: all refused (401);
 * bad input is a 400 naming the field, storing nothing.
 */
import { randomUUID } from 'node:crypto';
import { api, startTestServer, type TestServer, cookieOf } from './helpers';
import { highCardGame } from '../fixtures/high-card-game';
import { SoftAuthenticator, type Options } from '../support/soft-authenticator';
import { HIGH_ACCOUNT_LIMITS, storageBackends, TEST_PASSWORD } from './account-backends';

const backends = storageBackends('passkeys');

const HIGH = HIGH_ACCOUNT_LIMITS;
const PASSWORD = TEST_PASSWORD;
let counter = 0;
const uniqueName = () => `K${randomUUID().slice(0, 8)}${counter++}`;

describe.each(backends)('$name passkeys', (backend) => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
  });

  async function serve(): Promise<TestServer> {
    const server = await startTestServer([highCardGame()], { db: backend.open() as never, accountLimits: HIGH });
    servers.push(server);
    return server;
  }
  /** The page's origin as a browser on this machine would send it (localhost is a secure context). */
  const originOf = (server: TestServer) => `http://localhost:${server.port}`;
  const post = (server: TestServer, route: string, body: unknown, headers: Record<string, string> = {}) =>
    api(server.url, `/account/${route}`, body, { origin: originOf(server), ...headers });

  async function options(server: TestServer, route: string, body: unknown, cookie = '', origin = originOf(server)) {
    const result = await post(server, `passkey/${route}-options`, body, { origin, ...(cookie ? { cookie } : {}) });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body as unknown as Options;
  }

  async function passkeySignUp(server: TestServer, name = uniqueName()) {
    const key = new SoftAuthenticator(originOf(server));
    const offered = await options(server, 'sign-up', { name });
    const response = key.register(offered);
    const result = await post(server, 'passkey/sign-up', { response });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return { key, name, cookie: cookieOf(result), result, response, id: (result.body.account as { id: string }).id };
  }

  it('creates an account with a passkey and no password, and signs in with it on another server, once per challenge', async () => {
    const laptop = await serve();
    // A cluster's processes share one origin (the load balancer's): the phone reaches the second server through it.
    const phone = await serve();
    const { key, name, cookie, result, response, id } = await passkeySignUp(laptop);
    expect(result.body).toEqual({ account: { id, name } });
    expect(result.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax$/);
    expect((await api(laptop.url, '/account/me', undefined, { cookie })).body).toEqual({ account: { id, name } });
    const [row] =
      (await laptop.db.sql?.all<{ password_hash: string | null }>('SELECT password_hash FROM accounts WHERE id = ?', [
        id,
      ])) ?? [];
    expect(row?.password_hash).toBeNull();
    // A password sign-in to a passkey-only account fails like any wrong password.
    expect((await post(laptop, 'sign-in', { name, password: PASSWORD })).status).toBe(401);
    // The registration's challenge was used: the same response again is refused.
    expect(await post(laptop, 'passkey/sign-up', { response })).toMatchObject({
      status: 401,
      body: { error: 'passkey not accepted' },
    });

    const sameOrigin = { origin: originOf(laptop) };
    const offered = await options(phone, 'sign-in', {}, '', sameOrigin.origin);
    expect(offered).toMatchObject({ rpId: 'localhost', challenge: expect.any(String) });
    const assertion = key.authenticate(offered);
    const signedIn = await post(phone, 'passkey/sign-in', { response: assertion }, { cookie, ...sameOrigin });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toEqual({ account: { id, name } });
    const phoneCookie = cookieOf(signedIn);
    expect(phoneCookie).not.toBe(cookie);
    // A new session at sign-in: the cookie the request came with is ended.
    expect((await api(phone.url, '/account/me', undefined, { cookie })).body).toEqual({ account: null });
    expect((await api(phone.url, '/account/me', undefined, { cookie: phoneCookie })).body).toMatchObject({
      account: { name },
    });
    // A replayed assertion finds its challenge gone.
    expect(await post(laptop, 'passkey/sign-in', { response: assertion })).toMatchObject({
      status: 401,
      body: { error: 'passkey not accepted' },
    });
  });

  it('refuses another origin, another relying party, an unknown passkey and a forged signature', async () => {
    const server = await serve();
    const { key } = await passkeySignUp(server);
    const stranger = new SoftAuthenticator(originOf(server));
    const cases = [
      (o: Options) => key.authenticate(o, { origin: 'http://localhost:1' }),
      (o: Options) => key.authenticate(o, { rpID: 'evil.example' }),
      (o: Options) => stranger.authenticate(o),
      (o: Options) => ({ ...key.authenticate(o), response: { ...key.authenticate(o).response, signature: 'AAAA' } }),
    ];
    for (const [i, make] of cases.entries()) {
      const response = make(await options(server, 'sign-in', {}));
      const result = await post(server, 'passkey/sign-in', { response });
      expect(result, `case ${i}`).toMatchObject({ status: 401, body: { error: 'passkey not accepted' } });
      expect(result.headers.get('set-cookie')).toBeNull();
    }
    // A registration made for another origin creates nothing.
    const name = uniqueName();
    const offered = await options(server, 'sign-up', { name });
    const forged = new SoftAuthenticator('https://evil.example').register(offered);
    expect((await post(server, 'passkey/sign-up', { response: forged })).status).toBe(401);
    expect(await server.db.sql?.all('SELECT id FROM accounts WHERE name = ?', [name])).toEqual([]);
  });

  it('adds a passkey to a password account, only through that account, and signs in with it', async () => {
    const server = await serve();
    const name = uniqueName();
    const signedUp = await post(server, 'sign-up', { name, password: PASSWORD });
    const cookie = cookieOf(signedUp);
    const other = await passkeySignUp(server);
    const key = new SoftAuthenticator(originOf(server));

    // A challenge issued to another account's session does not add a passkey to this one.
    const theirs = await options(server, 'add', {}, other.cookie);
    expect((await post(server, 'passkey/add', { response: key.register(theirs) }, { cookie })).status).toBe(401);
    expect(await post(server, 'passkey/add-options', {})).toMatchObject({
      status: 401,
      body: { error: 'sign in first' },
    });

    const offered = await options(server, 'add', {}, cookie);
    const added = await post(server, 'passkey/add', { response: key.register(offered) }, { cookie });
    expect(added).toMatchObject({ status: 201, body: { added: true } });
    const next = await options(server, 'add', {}, cookie);
    expect((next as unknown as { excludeCredentials: { id: string }[] }).excludeCredentials).toEqual([
      expect.objectContaining({ id: key.id }),
    ]);
    const signedIn = await post(server, 'passkey/sign-in', {
      response: key.authenticate(await options(server, 'sign-in', {})),
    });
    expect(signedIn.body).toMatchObject({ account: { name } });
  });

  it('answers bad input with a 400 naming the field and a taken name with a 409, storing nothing', async () => {
    const server = await serve();
    const { name } = await passkeySignUp(server);
    expect(await post(server, 'passkey/sign-up-options', { name: name.toUpperCase() })).toMatchObject({
      status: 409,
      body: { error: 'name is taken: choose another' },
    });
    expect((await post(server, 'passkey/sign-up-options', { name: '' })).body.error).toMatch(/^name /);
    for (const route of ['sign-up', 'sign-in', 'add'])
      for (const response of [undefined, null, 'x', [], {}, { id: 1, response: {} }, { id: 'x' }]) {
        const result = await post(server, `passkey/${route}`, response === undefined ? {} : { response });
        if (route === 'add') expect(result.status, route).toBeGreaterThanOrEqual(400);
        else
          expect(result, `${route} ${JSON.stringify(response)}`).toMatchObject({
            status: 400,
            body: { error: "response must be the browser's WebAuthn response" },
          });
      }
    expect(
      (await post(server, 'passkey/sign-in', { response: { id: 'x', response: { clientDataJSON: '!!' } } })).status,
    ).toBe(401);
    expect(await post(server, 'passkey/sign-in-options', {}, { origin: 'https://evil.example' })).toMatchObject({
      status: 403,
    });
    expect((await api(server.url, '/account/passkey/sign-in-options', {})).body).toEqual({
      error: "passkeys need the page's Origin header",
    });
    expect((await api(server.url, '/health')).status).toBe(200);
  });
});
