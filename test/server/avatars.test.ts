/**
 * Avatars (server/accounts/avatar-routes.ts, avatar-store.ts, migration 19; docs/security.md#avatars) on
 * SQLite always and on PostgreSQL when TEST_DATABASE_URL is a postgres:// URL: an account picks a style and
 * a colour, anyone reads the picks of up to a hundred accounts in one request, picking the defaults again
 * deletes the row, bad input gets a 4xx naming the field, and deleting the account deletes its pick. The
 * names the server takes are the ones the client draws (client/shared/avatar-styles.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../../games/carcassonne/game';
import { AVATAR_COLOURS, AVATAR_STYLES } from '../../server/accounts/avatar-choices';
import { AvatarStore } from '../../server/accounts/avatar-store';
import * as client from '../../client/shared/avatar-styles';
import { api, cookieOf, startTestServer, type TestServer } from './helpers';
import { HIGH_ACCOUNT_LIMITS, storageBackends, TEST_PASSWORD } from './account-backends';

const game = carcassonneGame as Game;
const backends = storageBackends('avatars');
let counter = 0;

interface Player {
  id: string;
  name: string;
  cookie: string;
}

it('offers the styles and colours the client draws, the defaults first', () => {
  expect([...AVATAR_STYLES]).toEqual(Object.keys(client.AVATAR_STYLES));
  expect([...AVATAR_COLOURS]).toEqual(Object.keys(client.AVATAR_COLOURS));
  expect([AVATAR_STYLES[0], AVATAR_COLOURS[0]]).toEqual(['thumbs', 'auto']);
});

describe.each(backends)('$name avatars', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer([game], { db: backend.open() as never, accountLimits: HIGH_ACCOUNT_LIMITS });
  });
  afterAll(async () => server?.stop());

  const call = (route: string, body: unknown, who?: Player) =>
    api(server.url, `/account/${route}`, body, who ? { cookie: who.cookie } : {});
  async function signUp(): Promise<Player> {
    const name = `Av${randomUUID().slice(0, 6)}${counter++}`;
    const result = await call('sign-up', { name, password: TEST_PASSWORD });
    expect(result.status).toBe(201);
    return { id: (result.body.account as { id: string }).id, name, cookie: cookieOf(result) };
  }
  const picks = async (ids: string[]) => (await call('avatars', { accounts: ids })).body;

  it('keeps the style and colour an account picks, for anyone to read, and forgets them at the defaults', async () => {
    const [ann, bob] = [await signUp(), await signUp()];
    expect(await picks([ann.id, bob.id])).toEqual({ avatars: [] });
    expect(await call('avatar', { style: 'shapes', colour: 'mint' }, ann)).toMatchObject({
      status: 200,
      body: { avatar: { style: 'shapes', colour: 'mint' } },
    });
    expect(await picks([ann.id, bob.id, ann.id])).toEqual({
      avatars: [{ id: ann.id, style: 'shapes', colour: 'mint' }],
    });
    await call('avatar', { style: 'identicon', colour: 'auto' }, ann);
    expect(await new AvatarStore(server.db.sql!).choicesOf([ann.id])).toEqual(
      new Map([[ann.id, { style: 'identicon', colour: 'auto' }]]),
    );
    await call('avatar', { style: 'thumbs', colour: 'auto' }, ann);
    expect(await picks([ann.id])).toEqual({ avatars: [] });
    expect(await server.db.sql!.all('SELECT 1 AS one FROM account_avatars WHERE account_id = ?', [ann.id])).toEqual([]);
  });

  it('refuses bad input with a 4xx naming the field, and a guest’s pick with a 401', async () => {
    const ann = await signUp();
    expect(await call('avatar', { style: 'pixel', colour: 'mint' }, ann)).toMatchObject({
      status: 400,
      body: { error: 'style must be one of thumbs, shapes, identicon' },
    });
    expect(await call('avatar', { style: 'shapes', colour: '#ff0000' }, ann)).toMatchObject({
      status: 400,
      body: { error: 'colour must be one of auto, sky, mint, sun, rose, lilac, sand' },
    });
    expect((await call('avatar', { style: 'shapes', colour: 'mint', extra: 1 }, ann)).status).toBe(400);
    expect((await call('avatar', { style: 'shapes', colour: 'mint' })).status).toBe(401);
    const list = 'accounts must be a list of at most 100 account ids';
    expect(await call('avatars', { accounts: 'all' })).toMatchObject({ status: 400, body: { error: list } });
    expect(await call('avatars', { accounts: ['x'] })).toMatchObject({ status: 400, body: { error: list } });
    const many = Array.from({ length: 101 }, () => randomUUID());
    expect(await call('avatars', { accounts: many })).toMatchObject({ status: 400, body: { error: list } });
    expect((await call('avatars', { accounts: many.slice(1) })).body).toEqual({ avatars: [] });
  });

  it('deletes the pick with the account', async () => {
    const ann = await signUp();
    await call('avatar', { style: 'shapes', colour: 'sun' }, ann);
    expect((await call('delete', { name: ann.name }, ann)).status).toBe(200);
    expect(await server.db.sql!.all('SELECT 1 AS one FROM account_avatars WHERE account_id = ?', [ann.id])).toEqual([]);
  });
});
