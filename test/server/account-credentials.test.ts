/**
 * An account's credentials (server/accounts/fresh-proof.ts, credential-routes.ts, docs/security.md#fresh-proof)
 * on SQLite always and on PostgreSQL when TEST_DATABASE_URL is a postgres:// URL: a session whose proof is
 * stale (a copied cookie) or that a link code made can neither add a passkey, set a password, rename,
 * delete, remove a passkey nor strip the passkeys of signed-out devices (403) until it gives the password
 * or a passkey of the account again; the list of passkeys (name, device, dates); changing and setting the
 * password; never the last credential removed; "sign out everywhere else" removing the passkeys the ended
 * sessions added, on request.
 */
import { randomUUID } from 'node:crypto';
import { api, startTestServer, type TestServer, cookieOf } from './helpers';
import { highCardGame } from '../fixtures/high-card-game';
import { SoftAuthenticator, type Options } from '../support/soft-authenticator';
import { HIGH_ACCOUNT_LIMITS, storageBackends, TEST_PASSWORD } from './account-backends';
import { FRESH_PROOF_MINUTES, PROOF_NEEDED } from '../../server/accounts/fresh-proof';
import { LAST_CREDENTIAL } from '../../server/accounts/credential-routes';
import type { Credentials } from '../../client/api/account-api';

const backends = storageBackends('account-credentials');
const PASSWORD = TEST_PASSWORD;
const NEW_PASSWORD = 'a whole new battery staple';
let counter = 0;
const uniqueName = () => `C${randomUUID().slice(0, 8)}${counter++}`;

describe.each(backends)('$name account credentials', (backend) => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
  });

  async function serve(): Promise<TestServer> {
    const server = await startTestServer([highCardGame()], {
      db: backend.open() as never,
      accountLimits: HIGH_ACCOUNT_LIMITS,
    });
    servers.push(server);
    return server;
  }
  const originOf = (server: TestServer) => `http://localhost:${server.port}`;
  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
  const post = (server: TestServer, route: string, body: unknown, cookie = '') =>
    api(server.url, `/account/${route}`, body, {
      origin: originOf(server),
      'user-agent': CHROME,
      ...(cookie ? { cookie } : {}),
    });
  const get = async (server: TestServer, route: string, cookie: string) =>
    (await api(server.url, `/account/${route}`, undefined, { cookie })).body;
  const listed = async (server: TestServer, cookie: string) =>
    (await get(server, 'credentials', cookie)) as unknown as Credentials;

  async function options(server: TestServer, route: string, cookie = '', body: unknown = {}) {
    const result = await post(server, `passkey/${route}-options`, body, cookie);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body as unknown as Options;
  }
  async function signUp(server: TestServer) {
    const name = uniqueName();
    const result = await post(server, 'sign-up', { name, password: PASSWORD });
    expect(result.status).toBe(201);
    return { name, cookie: cookieOf(result), id: (result.body.account as { id: string }).id };
  }
  const signIn = async (server: TestServer, name: string, password = PASSWORD) => {
    const result = await post(server, 'sign-in', { name, password });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return cookieOf(result);
  };
  async function passkeySignUp(server: TestServer) {
    const key = new SoftAuthenticator(originOf(server));
    const name = uniqueName();
    const result = await post(server, 'passkey/sign-up', {
      response: key.register(await options(server, 'sign-up', '', { name })),
    });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return { key, name, cookie: cookieOf(result), id: (result.body.account as { id: string }).id };
  }
  async function addPasskey(server: TestServer, cookie: string) {
    const key = new SoftAuthenticator(originOf(server));
    const added = await post(
      server,
      'passkey/add',
      { response: key.register(await options(server, 'add', cookie)) },
      cookie,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return key;
  }
  /** Makes the proofs of the account's sessions older than FRESH_PROOF_MINUTES (a cookie copied a while ago). */
  const staleProofs = (server: TestServer, accountID: string) =>
    server.db.sql?.run('UPDATE sessions SET proved_at = ? WHERE account_id = ?', [
      Date.now() - (FRESH_PROOF_MINUTES * 60_000 + 1_000),
      accountID,
    ]);
  const passkeyRows = async (server: TestServer, accountID: string) =>
    (await server.db.sql?.all<{ id: string }>('SELECT id FROM passkeys WHERE account_id = ?', [accountID])) ?? [];
  const needsProof = { status: 403, body: { error: PROOF_NEEDED } };

  it('refuses every credential and account-wide change to a session without a fresh proof, until it gives the password', async () => {
    const server = await serve();
    const { name, cookie, id } = await signUp(server);
    const owned = await addPasskey(server, cookie);
    await staleProofs(server, id);
    // A link code's session never proved anything.
    const { code } = (await post(server, 'link-code', {}, cookie)).body as { code: string };
    const linked = cookieOf(await post(server, 'link-code/sign-in', { code }));

    for (const thief of [cookie, linked]) {
      expect(await post(server, 'passkey/add-options', {}, thief), 'add-options').toMatchObject(needsProof);
      const planted = new SoftAuthenticator(originOf(server));
      expect(
        await post(
          server,
          'passkey/add',
          { response: planted.register({ challenge: 'AAAA', rp: { id: 'localhost' }, user: { id: 'AAAA' } } as never) },
          thief,
        ),
      ).toMatchObject(needsProof);
      expect(await post(server, 'password', { password: NEW_PASSWORD }, thief)).toMatchObject(needsProof);
      expect(await post(server, 'rename', { name: uniqueName() }, thief)).toMatchObject(needsProof);
      expect(await post(server, 'delete', { name }, thief)).toMatchObject(needsProof);
      expect(await post(server, 'passkey/remove', { passkey: owned.id }, thief)).toMatchObject(needsProof);
      expect(await post(server, 'devices/sign-out-others', { removePasskeys: true }, thief)).toMatchObject(needsProof);
    }
    expect(await passkeyRows(server, id)).toHaveLength(1);
    expect((await signIn(server, name)).length).toBeGreaterThan(0);
    expect((await listed(server, linked)).provedUntil).toBeNull();

    // A wrong password proves nothing; the right one proves for FRESH_PROOF_MINUTES.
    expect(await post(server, 'reauth', { password: 'not the password' }, linked)).toMatchObject({
      status: 401,
      body: { error: 'wrong password' },
    });
    expect(await post(server, 'rename', { name: uniqueName() }, linked)).toMatchObject(needsProof);
    const before = Date.now();
    const proved = await post(server, 'reauth', { password: PASSWORD }, linked);
    expect(proved.status).toBe(200);
    expect(proved.body.provedUntil).toBeGreaterThanOrEqual(before + FRESH_PROOF_MINUTES * 60_000);
    expect((await listed(server, linked)).provedUntil).toBe(proved.body.provedUntil);
    // The proof is the session's: the copied cookie of the other session still has none.
    expect(await post(server, 'password', { password: NEW_PASSWORD }, cookie)).toMatchObject(needsProof);

    expect(await post(server, 'password', { password: NEW_PASSWORD }, linked)).toMatchObject({
      status: 200,
      body: { changed: true },
    });
    expect((await post(server, 'sign-in', { name, password: PASSWORD })).status).toBe(401);
    await signIn(server, name, NEW_PASSWORD);
    await addPasskey(server, linked);
    expect(await passkeyRows(server, id)).toHaveLength(2);
  });

  it('lists passkeys with name, device and dates, sets a password on a passkey account, proves with a passkey, never removes the last credential', async () => {
    const server = await serve();
    const { key, cookie, id } = await passkeySignUp(server);
    const first = await listed(server, cookie);
    expect(first.password).toBe(false);
    expect(first.passkeys).toEqual([
      {
        id: key.id,
        name: 'Passkey 1',
        device: 'Chrome/Linux',
        createdAt: expect.any(Number),
        lastUsedAt: expect.any(Number),
        addedHere: false,
        addedElsewhere: false,
      },
    ]);
    expect(await post(server, 'passkey/remove', { passkey: key.id }, cookie)).toMatchObject({
      status: 409,
      body: { error: LAST_CREDENTIAL },
    });

    // The proof is stale: a passkey of the account proves it again; a stranger's passkey does not.
    await staleProofs(server, id);
    expect(await post(server, 'password', { password: NEW_PASSWORD }, cookie)).toMatchObject(needsProof);
    const stranger = await passkeySignUp(server);
    const strangers = stranger.key.authenticate(await options(server, 'reauth', cookie));
    expect(await post(server, 'passkey/reauth', { response: strangers }, cookie)).toMatchObject({
      status: 401,
      body: { error: 'passkey not accepted' },
    });
    // Another account's reauth challenge does not prove this one.
    const theirs = key.authenticate(await options(server, 'reauth', stranger.cookie));
    expect((await post(server, 'passkey/reauth', { response: theirs }, cookie)).status).toBe(401);
    const offered = await options(server, 'reauth', cookie);
    expect((offered as unknown as { allowCredentials: { id: string }[] }).allowCredentials).toEqual([
      expect.objectContaining({ id: key.id }),
    ]);
    const assertion = key.authenticate(offered);
    expect((await post(server, 'passkey/reauth', { response: assertion }, cookie)).status).toBe(200);
    expect(await post(server, 'passkey/reauth', { response: assertion }, cookie)).toMatchObject({ status: 401 });
    expect((await listed(server, cookie)).passkeys[0]!.lastUsedAt).toBeGreaterThanOrEqual(
      first.passkeys[0]!.lastUsedAt,
    );

    expect(await post(server, 'password', { password: 'short' }, cookie)).toMatchObject({
      status: 400,
      body: { error: 'password must be at least 10 characters' },
    });
    expect((await post(server, 'password', { password: NEW_PASSWORD }, cookie)).status).toBe(200);
    expect((await listed(server, cookie)).password).toBe(true);
    expect(await post(server, 'passkey/remove', { passkey: key.id }, cookie)).toMatchObject({
      status: 200,
      body: { removed: 1 },
    });
    expect((await listed(server, cookie)).passkeys).toEqual([]);
    const signIn = await post(server, 'passkey/sign-in', {
      response: key.authenticate(await options(server, 'sign-in')),
    });
    expect(signIn.status).toBe(401);
  });

  it('removes the passkeys that the signed-out sessions added, when asked, and never the last credential', async () => {
    const server = await serve();
    const other = await serve();
    const { name, cookie: owner, id } = await signUp(server);
    const own = await addPasskey(server, owner);
    const thief = await signIn(server, name);
    const planted = await addPasskey(server, thief);

    const seen = await listed(other, owner);
    expect(seen.passkeys.map((p) => [p.id, p.name, p.addedHere, p.addedElsewhere])).toEqual([
      [own.id, 'Passkey 1', true, false],
      [planted.id, 'Passkey 2', false, true],
    ]);
    // Without the flag only the sessions end.
    const keep = await post(other, 'devices/sign-out-others', {}, owner);
    expect(keep.body).toEqual({ signedOut: 1, passkeysRemoved: 0 });
    expect(await passkeyRows(server, id)).toHaveLength(2);

    const thief2 = await signIn(server, name);
    const planted2 = await addPasskey(server, thief2);
    const ended = await post(other, 'devices/sign-out-others', { removePasskeys: true }, owner);
    expect(ended.body).toEqual({ signedOut: 1, passkeysRemoved: 2 });
    expect((await passkeyRows(server, id)).map((r) => r.id)).toEqual([own.id]);
    for (const key of [planted, planted2])
      expect(
        (await post(server, 'passkey/sign-in', { response: key.authenticate(await options(server, 'sign-in')) }))
          .status,
      ).toBe(401);

    // One device's sign-out, with its passkeys.
    const thief3 = await signIn(server, name);
    const planted3 = await addPasskey(server, thief3);
    const devices = (await get(server, 'devices', owner)).devices as { id: string; current: boolean }[];
    const device = devices.find((d) => !d.current)!.id;
    expect((await post(server, 'devices/sign-out', { device, removePasskeys: true }, owner)).body).toEqual({
      signedOut: 1,
      passkeysRemoved: 1,
    });
    expect((await passkeyRows(server, id)).map((r) => r.id)).not.toContain(planted3.id);

    // A passkey account whose every passkey another session added keeps them, and its sessions (409).
    const solo = await passkeySignUp(server);
    const second = await post(server, 'passkey/sign-in', {
      response: solo.key.authenticate(await options(server, 'sign-in')),
    });
    const secondCookie = cookieOf(second);
    await addPasskey(server, secondCookie);
    expect((await post(server, 'passkey/remove', { passkey: solo.key.id }, secondCookie)).status).toBe(200);
    const refused = await post(server, 'devices/sign-out-others', { removePasskeys: true }, solo.cookie);
    expect(refused).toMatchObject({ status: 409, body: { error: LAST_CREDENTIAL } });
    expect((await get(server, 'me', secondCookie)).account).toMatchObject({ id: solo.id });
  });

  it('answers bad input with a 400 naming the field, unknown passkeys with a 404, strangers with a 401', async () => {
    const server = await serve();
    const { cookie } = await signUp(server);
    for (const removePasskeys of ['yes', 1, null])
      expect(await post(server, 'devices/sign-out-others', { removePasskeys }, cookie)).toMatchObject({
        status: 400,
        body: { error: 'removePasskeys must be true or false' },
      });
    for (const passkey of [42, '', 'x'.repeat(2000), null])
      expect(await post(server, 'passkey/remove', { passkey }, cookie)).toMatchObject({
        status: 400,
        body: { error: 'passkey must be the id of a passkey in your list' },
      });
    expect(await post(server, 'passkey/remove', { passkey: 'not-mine' }, cookie)).toMatchObject({
      status: 404,
      body: { error: 'passkey is not one of your passkeys' },
    });
    expect((await post(server, 'reauth', {}, cookie)).body).toEqual({ error: 'password is required' });
    expect((await post(server, 'password', { password: 7 }, cookie)).body).toEqual({
      error: 'password must be a string',
    });
    expect(await post(server, 'passkey/reauth-options', {}, cookie)).toMatchObject({ status: 409 });
    for (const route of ['reauth', 'password', 'passkey/remove', 'passkey/reauth-options'])
      expect(
        (
          await post(
            server,
            route,
            route === 'passkey/reauth-options'
              ? {}
              : route === 'passkey/remove'
                ? { passkey: 'x' }
                : { password: PASSWORD },
          )
        ).status,
        route,
      ).toBe(401);
    expect((await api(server.url, '/account/credentials')).status).toBe(401);
  });
});
