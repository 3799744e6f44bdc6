/**
 * The account API (server/accounts/) against a real server, on SQLite always and on PostgreSQL when
 * TEST_DATABASE_URL (or DATABASE_URL) is a postgres:// URL: every route and its failures, the cookie's
 * attributes, sessions in the database (signed in through one server, seen by another on the same
 * database), session fixation, the same answer for a missing account as for a wrong password, the rate
 * limits per address and per name, origin checks, no credentials in URLs or logs, and bad input fuzzed on
 * every route (a 4xx with a message, nothing stored). Names are unique per run, so PostgreSQL may be shared.
 */
import { randomUUID } from 'node:crypto';
import type { AccountLimits } from '../../server/accounts/account-limits';
import type { ServerConfig } from '../../server/app';
import { api, startTestServer, type TestServer, cookieOf } from './helpers';
import { highCardGame } from '../fixtures/high-card-game';
import { HIGH_ACCOUNT_LIMITS, storageBackends, TEST_PASSWORD } from './account-backends';

const backends = storageBackends('accounts');

const HIGH = HIGH_ACCOUNT_LIMITS;
const PASSWORD = TEST_PASSWORD;
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 15; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0';

let counter = 0;
/** A name no earlier run used (the run's id, then a counter). */
const uniqueName = () => `P${randomUUID().slice(0, 8)}${counter++}`;

/** The `session=…` pair of a response's Set-Cookie, to send back as a Cookie header. */

describe.each(backends)('$name accounts', (backend) => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
  });

  async function serve(limits: Partial<AccountLimits> = {}, config: Partial<ServerConfig> = {}): Promise<TestServer> {
    const server = await startTestServer([highCardGame()], {
      db: backend.open() as never,
      accountLimits: { ...HIGH, ...limits },
      ...config,
    });
    servers.push(server);
    return server;
  }

  const post = (server: TestServer, route: string, body: unknown, headers: Record<string, string> = {}) =>
    api(server.url, `/account/${route}`, body, headers);
  const get = (server: TestServer, route: string, cookie = '') =>
    api(server.url, `/account/${route}`, undefined, cookie ? { cookie } : {});

  async function signUp(server: TestServer, name = uniqueName(), headers: Record<string, string> = {}) {
    const result = await post(server, 'sign-up', { name, password: PASSWORD }, headers);
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return { name, cookie: cookieOf(result), result };
  }

  /** Rows of the accounts table whose name starts with the given text, and all sessions of those accounts. */
  async function stored(server: TestServer, prefix: string) {
    const sql = server.db.sql;
    if (!sql) throw new Error('no SQL');
    const accounts = await sql.all<{ id: string; name: string; password_hash: string }>(
      'SELECT id, name, password_hash FROM accounts WHERE name LIKE ?',
      [`${prefix}%`],
    );
    const sessions = await sql.all<{ id: string; token_hash: string }>(
      'SELECT s.id, s.token_hash FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE a.name LIKE ?',
      [`${prefix}%`],
    );
    return { accounts, sessions };
  }

  describe('signing up', () => {
    it('creates the account, signs it in with an HttpOnly SameSite=Lax cookie (not Secure over http), and stores only an argon2id hash', async () => {
      const server = await serve();
      const { name, cookie, result } = await signUp(server, undefined, { 'user-agent': CHROME_LINUX });
      expect(result.body).toEqual({ account: { id: expect.any(String), name } });
      const setCookie = result.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^session=[\w-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
      expect(result.headers.get('cache-control')).toBe('no-store');
      expect((await get(server, 'me', cookie)).body).toEqual({
        account: { id: (result.body.account as { id: string }).id, name },
      });
      const { accounts, sessions } = await stored(server, name);
      expect(accounts).toHaveLength(1);
      expect(accounts[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(accounts[0]?.password_hash).not.toContain(PASSWORD);
      // The database holds the token's hash, never the token of the cookie.
      expect(sessions.map((s) => s.token_hash)).not.toContain(cookie.split('=')[1]);
      expect(sessions).toHaveLength(1);
    });

    it('refuses a name taken in another case, with other accents or in full-width letters, storing nothing', async () => {
      const server = await serve();
      const base = `Anne${randomUUID().slice(0, 6)}`;
      await signUp(server, base.toLowerCase());
      const variants = [
        base.toUpperCase(),
        base.replace('e', 'é'),
        [...base.toUpperCase()]
          .map((c) => (/[A-Z]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c))
          .join(''),
        ` ${base}  `,
      ];
      for (const variant of variants) {
        const result = await post(server, 'sign-up', { name: variant, password: PASSWORD });
        expect(result, variant).toMatchObject({ status: 409, body: { error: 'name is taken: choose another' } });
      }
      const { accounts } = await stored(server, base.toLowerCase());
      expect(accounts).toHaveLength(1);
    });

    it('refuses weak passwords and bad names with a message naming the field, storing nothing', async () => {
      const server = await serve();
      const name = uniqueName();
      const cases: [unknown, unknown, RegExp][] = [
        [name, 'short', /^password must be at least 10 characters$/],
        [name, 'x'.repeat(257), /^password must be at most 256 characters$/],
        [name, 'aaaaaaaaaaaa', /^password must not be one character repeated$/],
        [name, 'Password123', /^password is one of the most common passwords/],
        [name, 'wachtwoord2026!', /^password is one of the most common passwords/],
        [name, name.toUpperCase(), /^password must not be your name$/],
        [name, 12345678901, /^password must be a string$/],
        [name, undefined, /^password must be a string$/],
        ['', PASSWORD, /^name must be 1 to 32 characters$/],
        ['x'.repeat(33), PASSWORD, /^name must be 1 to 32 characters$/],
        [`${name}\u202E`, PASSWORD, /^name must not contain control/],
        [42, PASSWORD, /^name must be a string$/],
      ];
      for (const [n, password, message] of cases) {
        const result = await post(server, 'sign-up', { name: n, password });
        expect(result.status, String(password)).toBe(400);
        expect(result.body.error).toMatch(message);
        expect(result.headers.get('set-cookie')).toBeNull();
      }
      expect((await stored(server, name)).accounts).toEqual([]);
    });
  });

  describe('signing in', () => {
    it('signs in with the password on another device, with a new session each time, ending the one the request came with', async () => {
      const server = await serve();
      const { name, cookie: first } = await signUp(server);
      const again = await post(
        server,
        'sign-in',
        { name: name.toLowerCase(), password: PASSWORD },
        { cookie: first, 'user-agent': FIREFOX_ANDROID },
      );
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ account: { id: expect.any(String), name } });
      const second = cookieOf(again);
      expect(second).not.toBe(first);
      expect((await get(server, 'me', first)).body).toEqual({ account: null });
      expect((await get(server, 'me', second)).body).toMatchObject({ account: { name } });
    });

    it('never takes a session id from the client: a planted cookie is replaced and signs nobody in', async () => {
      const server = await serve();
      const { name } = await signUp(server);
      const planted = `session=${'A'.repeat(43)}`;
      const signedIn = await post(server, 'sign-in', { name, password: PASSWORD }, { cookie: planted });
      expect(cookieOf(signedIn)).not.toBe(planted);
      expect((await get(server, 'me', planted)).body).toEqual({ account: null });
    });

    it('answers a wrong password and a name without account alike: 401, the same message, no cookie', async () => {
      const server = await serve();
      const { name } = await signUp(server);
      const wrong = await post(server, 'sign-in', { name, password: 'not the password' });
      const missing = await post(server, 'sign-in', { name: uniqueName(), password: 'not the password' });
      for (const result of [wrong, missing]) {
        expect(result.status).toBe(401);
        expect(result.body).toEqual({ error: 'wrong name or password' });
        expect(result.headers.get('set-cookie')).toBeNull();
      }
    });

    it('refuses malformed sign-ins naming the field', async () => {
      const server = await serve();
      expect((await post(server, 'sign-in', { name: uniqueName() })).body).toEqual({ error: 'password is required' });
      expect((await post(server, 'sign-in', { password: PASSWORD })).body).toEqual({ error: 'name must be a string' });
      expect((await post(server, 'sign-in', { name: uniqueName(), password: 'p'.repeat(257) })).body).toEqual({
        error: 'password must be at most 256 characters',
      });
    });
  });

  describe('sessions', () => {
    it('signs out: the session row is gone and the cookie cleared', async () => {
      const server = await serve();
      const { name, cookie } = await signUp(server);
      const out = await post(server, 'sign-out', {}, { cookie });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ signedOut: true });
      expect(out.headers.get('set-cookie')).toBe('session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
      expect((await stored(server, name)).sessions).toEqual([]);
      expect((await get(server, 'me', cookie)).body).toEqual({ account: null });
      expect((await post(server, 'sign-out', {})).body).toEqual({ signedOut: false });
    });

    it('lists the devices signed in, ends one, and signs out everywhere else', async () => {
      const server = await serve();
      const { name, cookie: laptop } = await signUp(server, undefined, { 'user-agent': CHROME_LINUX });
      const phone = cookieOf(
        await post(server, 'sign-in', { name, password: PASSWORD }, { 'user-agent': FIREFOX_ANDROID }),
      );
      const tablet = cookieOf(await post(server, 'sign-in', { name, password: PASSWORD }, { 'user-agent': 'curl/8' }));
      const list = await get(server, 'devices', phone);
      expect(list.status).toBe(200);
      const devices = list.body.devices as {
        id: string;
        browser: string;
        system: string;
        current: boolean;
        createdAt: number;
        lastSeenAt: number;
      }[];
      expect(devices.map((d) => [d.browser, d.system, d.current]).sort()).toEqual([
        ['Chrome', 'Linux', false],
        ['Firefox', 'Android', true],
        ['other', 'other', false],
      ]);
      expect(devices.every((d) => typeof d.createdAt === 'number' && typeof d.lastSeenAt === 'number')).toBe(true);

      const tabletID = devices.find((d) => d.browser === 'other')?.id as string;
      expect(await post(server, 'devices/sign-out', { device: tabletID }, { cookie: phone })).toMatchObject({
        status: 200,
        body: { signedOut: 1 },
      });
      expect((await get(server, 'me', tablet)).body).toEqual({ account: null });
      expect(await post(server, 'devices/sign-out', { device: tabletID }, { cookie: phone })).toMatchObject({
        status: 404,
        body: { error: 'device is not one of your signed-in devices' },
      });

      expect(await post(server, 'devices/sign-out-others', {}, { cookie: phone })).toMatchObject({
        status: 200,
        body: { signedOut: 1 },
      });
      expect((await get(server, 'me', laptop)).body).toEqual({ account: null });
      expect((await get(server, 'me', phone)).body).toMatchObject({ account: { name } });
      expect((await stored(server, name)).sessions).toHaveLength(1);
    });

    it("keeps another account's devices out of reach", async () => {
      const server = await serve();
      const ann = await signUp(server);
      const bob = await signUp(server);
      const bobDevice = ((await get(server, 'devices', bob.cookie)).body.devices as { id: string }[])[0]?.id as string;
      expect((await post(server, 'devices/sign-out', { device: bobDevice }, { cookie: ann.cookie })).status).toBe(404);
      expect((await get(server, 'me', bob.cookie)).body).toMatchObject({ account: { name: bob.name } });
    });

    it('answers 401 to device routes without a session, and 400 to a malformed device id', async () => {
      const server = await serve();
      expect(await get(server, 'devices')).toMatchObject({ status: 401, body: { error: 'sign in first' } });
      expect((await post(server, 'devices/sign-out-others', {})).status).toBe(401);
      const { cookie } = await signUp(server);
      expect(await post(server, 'devices/sign-out', { device: 'x' }, { cookie })).toMatchObject({
        status: 400,
        body: { error: 'device must be the id of a device in your device list' },
      });
    });

    it('lives in the database: signed in through one server, signed in on another on the same database', async () => {
      const first = await serve();
      const second = await serve();
      const { name, cookie } = await signUp(first);
      expect((await get(second, 'me', cookie)).body).toMatchObject({ account: { name } });
      await post(second, 'sign-out', {}, { cookie });
      expect((await get(first, 'me', cookie)).body).toEqual({ account: null });
    });

    it('marks the cookie Secure when a trusted proxy says the request came over https, and only then', async () => {
      const trusted = await serve({}, { trustProxy: true });
      const secure = await post(
        trusted,
        'sign-up',
        { name: uniqueName(), password: PASSWORD },
        { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      );
      expect(secure.headers.get('set-cookie')).toMatch(/; Secure$/);
      const untrusted = await serve();
      const plain = await post(
        untrusted,
        'sign-up',
        { name: uniqueName(), password: PASSWORD },
        { 'x-forwarded-proto': 'https' },
      );
      expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
    });
  });

  describe('limits', () => {
    it('limits sign-in attempts per address, with Retry-After', async () => {
      const server = await serve({ signInsPerMinute: 3 });
      const { name } = await signUp(server);
      for (let i = 0; i < 3; i++)
        expect((await post(server, 'sign-in', { name, password: 'wrong password' })).status).toBe(401);
      const limited = await post(server, 'sign-in', { name, password: PASSWORD });
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatch(/^too many sign-in attempts from your address; try again in \d+ s$/);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('limits sign-in attempts per name over every address, the same whether or not the account exists', async () => {
      const server = await serve({ signInsPerNamePerHour: 8 }, { trustProxy: true });
      const { name } = await signUp(server);
      const attempts = async (target: string) => {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) {
          statuses.push(
            (
              await post(
                server,
                'sign-in',
                { name: target, password: 'wrong password' },
                { 'x-forwarded-for': `198.51.100.${i + 1}` },
              )
            ).status,
          );
        }
        return statuses;
      };
      expect(await attempts(name)).toEqual([401, 401, 429, 429]);
      expect(await attempts(uniqueName())).toEqual([401, 401, 429, 429]);
    });

    it('limits sign-ups per address', async () => {
      const server = await serve({ signUpsPerHour: 2 });
      await signUp(server);
      await signUp(server);
      const name = uniqueName();
      expect((await post(server, 'sign-up', { name, password: PASSWORD })).status).toBe(429);
      expect((await stored(server, name)).accounts).toEqual([]);
    });
  });

  describe('requests', () => {
    it("refuses a foreign Origin on every POST, storing nothing, and accepts the server's own", async () => {
      const server = await serve();
      const name = uniqueName();
      for (const route of ['sign-up', 'sign-in', 'sign-out', 'devices/sign-out', 'devices/sign-out-others']) {
        const result = await post(server, route, { name, password: PASSWORD }, { origin: 'https://evil.example' });
        expect(result, route).toMatchObject({ status: 403, body: { error: 'origin not allowed' } });
      }
      expect((await stored(server, name)).accounts).toEqual([]);
      const host = new URL(server.url).host;
      expect((await post(server, 'sign-up', { name, password: PASSWORD }, { origin: `http://${host}` })).status).toBe(
        201,
      );
    });

    it('takes no credentials in the URL: any query string is refused', async () => {
      const server = await serve();
      const name = uniqueName();
      const result = await api(server.url, `/account/sign-up?password=${encodeURIComponent(PASSWORD)}`, {
        name,
        password: PASSWORD,
      });
      expect(result).toMatchObject({
        status: 400,
        body: { error: 'account routes take no query string: send every field in the JSON body' },
      });
      expect((await api(server.url, '/account/me?token=x')).status).toBe(400);
      expect((await stored(server, name)).accounts).toEqual([]);
    });

    it('answers unknown routes 404 and the wrong method 405, as JSON', async () => {
      const server = await serve();
      expect(await get(server, 'nothing')).toMatchObject({ status: 404, body: { error: 'no such account route' } });
      const wrong = await get(server, 'sign-in');
      expect(wrong).toMatchObject({ status: 405, body: { error: 'use POST for this account route' } });
      expect(wrong.headers.get('allow')).toBe('POST');
      expect((await post(server, 'me', {})).status).toBe(405);
    });

    it('answers every malformed body on every route with a 4xx and a message, storing nothing and staying up', async () => {
      const server = await serve();
      const { name, cookie } = await signUp(server);
      const before = await stored(server, name);
      const bodies: unknown[] = [
        'not json',
        '[]',
        'null',
        '42',
        '"text"',
        '{"name":',
        JSON.stringify({ name: { $gt: '' }, password: PASSWORD }),
        JSON.stringify({ name, password: [PASSWORD] }),
        JSON.stringify({ name, password: PASSWORD, admin: true }),
        JSON.stringify({ ['__proto__']: { admin: true } }),
        JSON.stringify({ constructor: { prototype: {} } }),
        JSON.stringify({ name: 'x'.repeat(5000), password: PASSWORD }),
        JSON.stringify({ device: null }),
        JSON.stringify({ device: ['x'] }),
        JSON.stringify({ name: '\u0000', password: '\u0000'.repeat(20) }),
        JSON.stringify({ name: '\uD800', password: PASSWORD }),
      ];
      for (const route of ['sign-up', 'sign-in', 'sign-out', 'devices/sign-out', 'devices/sign-out-others']) {
        for (const body of bodies) {
          const result = await post(server, route, body, { cookie });
          if (result.status < 400) {
            // Only routes without fields take a body they can ignore entirely: none of these is one.
            throw new Error(`${route} took ${String(body).slice(0, 40)}: ${result.status}`);
          }
          expect(result.status, `${route} ${String(body).slice(0, 40)}`).toBeLessThan(500);
          expect(typeof result.body.error).toBe('string');
        }
        const wrongType = await post(server, route, '{}', { cookie, 'content-type': 'text/plain' });
        expect(wrongType.status, route).toBeGreaterThanOrEqual(400);
      }
      expect(await stored(server, name)).toEqual(before);
      expect((await get(server, 'me', cookie)).body).toMatchObject({ account: { name } });
      expect((await api(server.url, '/health')).status).toBe(200);
    });

    it('never writes a password to the log, whatever happens', async () => {
      const lines: string[] = [];
      const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
        vi
          .spyOn(console, level)
          .mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))),
      );
      try {
        const server = await serve({ signInsPerMinute: 2 });
        const secret = `secret-${randomUUID()}`;
        const { name, cookie } = await signUp(server);
        await post(server, 'sign-up', { name: uniqueName(), password: secret.slice(0, 5) });
        await post(server, 'sign-in', { name, password: secret });
        await post(server, 'sign-in', { name, password: secret });
        await post(server, 'sign-in', { name, password: secret });
        await post(server, 'sign-up', `{"name":"${name}","password":"${secret}"`, { cookie });
        // With the database failing, the routes fail inside: that failure is logged, the password is not.
        const sql = server.db.sql as { all: unknown };
        const all = sql.all;
        sql.all = () => Promise.reject(new Error('the disk is on fire'));
        const failed = await post(server, 'sign-up', { name: uniqueName(), password: `${secret}-2` });
        await post(server, 'sign-in', { name, password: secret });
        sql.all = all;
        expect(failed).toMatchObject({ status: 500, body: { error: 'internal server error' } });
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
      expect(lines.some((line) => line.includes('[accounts]'))).toBe(true);
      expect(lines.filter((line) => /secret-/.test(line) || line.includes(PASSWORD))).toEqual([]);
    });
  });
});
