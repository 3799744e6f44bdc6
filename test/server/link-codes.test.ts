/**
 * Link codes (server/accounts/link-codes.ts, docs/security.md#link-codes) on SQLite always and on
 * PostgreSQL when TEST_DATABASE_URL is a postgres:// URL: a signed-in device makes a code, a new device
 * signs in with it (as typed: any case, with or without the dash) through another server on the same
 * database, once; an expired, wrong or replaced code signs nobody in, and neither does one whose session
 * ended (signed out, from itself or from another device, everywhere else, or expired); tries are limited
 * per address and per IPv6 /48, and strangers spending theirs do not lock anyone else out; bad input is a
 * 400 naming the field; the database holds no code.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_ACCOUNT_LIMITS, type AccountLimits } from '../../server/accounts/account-limits';
import {
  LINK_CODE_ALPHABET,
  LINK_CODE_LENGTH,
  LINK_CODE_MINUTES,
  newLinkCode,
  normalLinkCode,
} from '../../server/accounts/link-codes';
import { api, startTestServer, type TestServer, cookieOf } from './helpers';
import { highCardGame } from '../fixtures/high-card-game';
import { HIGH_ACCOUNT_LIMITS, storageBackends, TEST_PASSWORD } from './account-backends';

const backends = storageBackends('link-codes');

const HIGH = HIGH_ACCOUNT_LIMITS;
const PASSWORD = TEST_PASSWORD;
let counter = 0;
const WRONG = 'ZZZZ-ZZZZ-ZZZZ-ZZZZ';
const from = (address: string) => ({ 'x-forwarded-for': address });
const uniqueName = () => `L${randomUUID().slice(0, 8)}${counter++}`;

describe('link code text', () => {
  it('is four groups of four characters without look-alikes (over 78 bits), read back in any case and spacing', () => {
    const codes = Array.from({ length: 200 }, newLinkCode);
    const group = '[2-9A-HJKMNP-TV-Z]{4}';
    for (const code of codes) expect(code).toMatch(new RegExp(`^${group}-${group}-${group}-${group}$`));
    expect(new Set(codes).size).toBe(codes.length);
    expect(LINK_CODE_LENGTH * Math.log2(LINK_CODE_ALPHABET.length)).toBeGreaterThan(78);
    expect(normalLinkCode('abcd-2345-efgh-6789')).toBe('ABCD2345EFGH6789');
    expect(normalLinkCode(' ab cd 23 45 EF GH 67 89 ')).toBe('ABCD2345EFGH6789');
    for (const bad of [
      'ABCD-2345',
      'ABCD-2345-EFGH-678',
      'ABCD-2345-EFGH-67899',
      'ABCD-2345-EFGH-6780',
      'ABCD-2345-EFGH-I789',
      'x'.repeat(70),
      42,
      null,
      ['ABCD2345EFGH6789'],
    ])
      expect(normalLinkCode(bad), String(bad)).toBeUndefined();
  });
});

describe.each(backends)('$name link codes', (backend) => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
  });

  async function serve(limits: Partial<AccountLimits> = {}, trustProxy = false): Promise<TestServer> {
    const server = await startTestServer([highCardGame()], {
      db: backend.open() as never,
      accountLimits: { ...HIGH, ...limits },
      trustProxy,
    });
    servers.push(server);
    return server;
  }
  const post = (server: TestServer, route: string, body: unknown, headers: Record<string, string> = {}) =>
    api(server.url, `/account/${route}`, body, headers);
  const me = async (server: TestServer, cookie: string) =>
    (await api(server.url, '/account/me', undefined, { cookie })).body;

  async function signUp(server: TestServer) {
    const name = uniqueName();
    const result = await post(server, 'sign-up', { name, password: PASSWORD });
    expect(result.status).toBe(201);
    return { name, cookie: cookieOf(result), id: (result.body.account as { id: string }).id };
  }
  async function makeCode(server: TestServer, cookie: string) {
    const result = await post(server, 'link-code', {}, { cookie });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return result.body as { code: string; expiresAt: number };
  }
  const codeRows = async (server: TestServer, accountID: string) =>
    (await server.db.sql?.all<{ code_hash: string; expires_at: number | string }>(
      'SELECT code_hash, expires_at FROM link_codes WHERE account_id = ?',
      [accountID],
    )) ?? [];

  it('signs a new device in once with the code a signed-in device shows, through another server, as typed', async () => {
    const laptop = await serve();
    const phone = await serve();
    const { name, cookie, id } = await signUp(laptop);
    const before = Date.now();
    const { code, expiresAt } = await makeCode(laptop, cookie);
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(expiresAt).toBeGreaterThanOrEqual(before + LINK_CODE_MINUTES * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + LINK_CODE_MINUTES * 60_000);
    const rows = await codeRows(laptop, id);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code.replace('-', ''));

    const planted = `session=${'B'.repeat(43)}`;
    const typed = code.toLowerCase().replace('-', ' ');
    const signedIn = await post(phone, 'link-code/sign-in', { code: typed }, { cookie: planted });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ account: { id, name } });
    const phoneCookie = cookieOf(signedIn);
    expect(phoneCookie).not.toBe(planted);
    expect(signedIn.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax$/);
    expect(await me(phone, phoneCookie)).toEqual({ account: { id, name } });
    expect(await me(laptop, cookie)).toEqual({ account: { id, name } });
    expect(await codeRows(laptop, id)).toEqual([]);

    const again = await post(laptop, 'link-code/sign-in', { code });
    expect(again).toMatchObject({ status: 401, body: { error: 'wrong or expired code' } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an expired code, a replaced one and a wrong one alike, and makes codes only when signed in', async () => {
    const server = await serve();
    const { cookie, id } = await signUp(server);
    const first = await makeCode(server, cookie);
    const second = await makeCode(server, cookie);
    expect(await codeRows(server, id)).toHaveLength(1);
    const wrong = second.code === WRONG ? 'YYYY-YYYY-YYYY-YYYY' : WRONG;
    for (const code of [first.code, wrong])
      expect(await post(server, 'link-code/sign-in', { code })).toMatchObject({
        status: 401,
        body: { error: 'wrong or expired code' },
      });
    await server.db.sql?.run('UPDATE link_codes SET expires_at = ? WHERE account_id = ?', [Date.now() - 1, id]);
    expect((await post(server, 'link-code/sign-in', { code: second.code })).status).toBe(401);
    expect(await post(server, 'link-code', {})).toMatchObject({ status: 401, body: { error: 'sign in first' } });
  });

  it('limits tries per address, with Retry-After', async () => {
    const perAddress = await serve({ linkCodeTriesPerMinute: 3 });
    const { cookie } = await signUp(perAddress);
    for (let i = 0; i < 3; i++) expect((await post(perAddress, 'link-code/sign-in', { code: WRONG })).status).toBe(401);
    const { code } = await makeCode(perAddress, cookie);
    const refused = await post(perAddress, 'link-code/sign-in', { code });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^too many link codes tried from your address; try again in \d+ s$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("keeps no server-wide budget: 400 wrong codes from 40 addresses leave another address's right code working", async () => {
    const server = await serve({ ...DEFAULT_ACCOUNT_LIMITS }, true);
    const { cookie, id } = await signUp(server);
    for (let a = 0; a < 40; a++) {
      const address = from(`198.51.100.${a + 1}`);
      for (let i = 0; i < 10; i++)
        expect((await post(server, 'link-code/sign-in', { code: WRONG }, address)).status).toBe(401);
      // Each address spends its own budget only.
      expect((await post(server, 'link-code/sign-in', { code: WRONG }, address)).status).toBe(429);
    }
    const { code } = await makeCode(server, cookie);
    const signedIn = await post(server, 'link-code/sign-in', { code }, from('203.0.113.7'));
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect((signedIn.body.account as { id: string }).id).toBe(id);
  });

  it("limits an IPv6 /48's every /64 together, and no other /48", async () => {
    const server = await serve({ linkCodeTriesPerMinute: 2, linkCodeTriesPerMinutePer48: 5 }, true);
    const subnet = (n: number) => from(`2001:db8:aa:${n.toString(16)}::1`);
    for (let n = 0; n < 5; n++)
      expect((await post(server, 'link-code/sign-in', { code: WRONG }, subnet(n))).status).toBe(401);
    const refused = await post(server, 'link-code/sign-in', { code: WRONG }, subnet(9));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^too many link codes tried from your network; try again in \d+ s$/);
    expect((await post(server, 'link-code/sign-in', { code: WRONG }, from('2001:db8:bb::1'))).status).toBe(401);
    // The per-address limit still holds within a /64.
    const other = (n: number) => from(`2001:db8:cc:1::${n}`);
    for (let n = 1; n <= 2; n++)
      expect((await post(server, 'link-code/sign-in', { code: WRONG }, other(n))).status).toBe(401);
    expect((await post(server, 'link-code/sign-in', { code: WRONG }, other(3))).body.error).toMatch(
      /from your address/,
    );
  });

  it('ends a code with the session that made it: its sign-out, a device sign-out, sign-out-others, expiry', async () => {
    const server = await serve();
    const other = await serve();
    const refusedCode = async (code: string) =>
      expect(await post(other, 'link-code/sign-in', { code })).toMatchObject({
        status: 401,
        body: { error: 'wrong or expired code' },
      });
    const { name, cookie: first, id } = await signUp(server);
    const signIn = async () => cookieOf(await post(server, 'sign-in', { name, password: PASSWORD }));

    // Signed out from itself.
    let code = (await makeCode(server, first)).code;
    expect((await post(server, 'sign-out', {}, { cookie: first })).status).toBe(200);
    await refusedCode(code);

    // Signed out from another device (through another server), alone or with every other one.
    const owner = await signIn();
    for (const end of ['device', 'others'] as const) {
      const thief = await signIn();
      code = (await makeCode(server, thief)).code;
      if (end === 'others')
        expect((await post(other, 'devices/sign-out-others', {}, { cookie: owner })).body).toMatchObject({
          signedOut: 1,
        });
      else {
        const devices = (await api(other.url, '/account/devices', undefined, { cookie: owner })).body.devices as {
          id: string;
          current: boolean;
        }[];
        const device = devices.find((d) => !d.current)!.id;
        expect((await post(other, 'devices/sign-out', { device }, { cookie: owner })).status).toBe(200);
      }
      await refusedCode(code);
    }

    // Its session expired (not yet swept).
    const expiring = await signIn();
    code = (await makeCode(server, expiring)).code;
    await server.db.sql?.run(
      'UPDATE sessions SET expires_at = ? WHERE account_id = ? AND id IN (SELECT session_id FROM link_codes)',
      [Date.now() - 1, id],
    );
    await refusedCode(code);

    // A code of a live session still works.
    code = (await makeCode(server, owner)).code;
    expect((await post(other, 'link-code/sign-in', { code })).status).toBe(200);
  });

  it('answers bad input with a 400 naming the field and foreign origins with a 403, storing nothing', async () => {
    const server = await serve();
    const { cookie, id } = await signUp(server);
    for (const body of [{}, { code: 42 }, { code: 'ABC' }, { code: 'O0O0-I1I1-O0O0-I1I1' }, { code: 'x'.repeat(100) }])
      expect(await post(server, 'link-code/sign-in', body)).toMatchObject({
        status: 400,
        body: { error: 'code must be the 16 letters and digits your other device shows' },
      });
    expect((await post(server, 'link-code/sign-in', { code: WRONG, name: 'x' })).body).toEqual({
      error: 'unknown field "name"',
    });
    expect((await post(server, 'link-code', { code: 'x' }, { cookie })).status).toBe(400);
    expect(await post(server, 'link-code', {}, { cookie, origin: 'https://evil.example' })).toMatchObject({
      status: 403,
      body: { error: 'origin not allowed' },
    });
    expect((await post(server, 'link-code/sign-in', { code: WRONG }, { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect(await codeRows(server, id)).toEqual([]);
  });
});
