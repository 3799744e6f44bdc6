/**
 * Renaming and deleting an account (server/accounts/profile-routes.ts, docs/security.md#account-names) on
 * SQLite always and on PostgreSQL when TEST_DATABASE_URL is a postgres:// URL: a new name by the sign-up
 * rules, the old one reserved for its owner NAME_HOLD_DAYS and then free; deleting with the name typed
 * again: every row of the account gone, its seats' names neutral in finished and unfinished matches alike
 * (other seats untouched), the name reserved; bad input a 400 naming the field, nothing changed. Only the
 * last former name is held, one rename a week (LIMIT_RENAMES_PER_WEEK); names that look like a taken one
 * (other scripts, digits for letters) are taken, and hidden or blank characters are refused, at a table too.
 */
import { randomUUID } from 'node:crypto';
import { NEUTRAL_NAME } from '../../server/accounts/profile-routes';
import { api, createMatch, markFinished, startTestServer, type TestServer, cookieOf } from './helpers';
import { highCardGame } from '../fixtures/high-card-game';
import { HIGH_ACCOUNT_LIMITS, storageBackends, TEST_PASSWORD } from './account-backends';

const backends = storageBackends('account-profile');

const HIGH = HIGH_ACCOUNT_LIMITS;
const PASSWORD = TEST_PASSWORD;
const game = highCardGame();
let counter = 0;
const uniqueName = () => `R${randomUUID().slice(0, 8)}${counter++}`;

describe.each(backends)('$name renaming and deleting accounts', (backend) => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
  });
  async function serve(): Promise<TestServer> {
    const server = await startTestServer([game], { db: backend.open() as never, accountLimits: HIGH });
    servers.push(server);
    return server;
  }
  const post = (server: TestServer, route: string, body: unknown, cookie = '') =>
    api(server.url, `/account/${route}`, body, cookie ? { cookie } : {});
  async function signUp(server: TestServer, name = uniqueName()) {
    const result = await post(server, 'sign-up', { name, password: PASSWORD });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return { name, cookie: cookieOf(result), id: (result.body.account as { id: string }).id };
  }
  const signUpStatus = async (server: TestServer, name: string) =>
    (await post(server, 'sign-up', { name, password: PASSWORD })).status;

  it('renames, keeping the old name for its owner a while, then freeing it', async () => {
    const server = await serve();
    const { name, cookie, id } = await signUp(server);
    const next = uniqueName();
    expect(await post(server, 'rename', { name: next }, cookie)).toMatchObject({
      status: 200,
      body: { account: { id, name: next } },
    });
    expect((await api(server.url, '/account/me', undefined, { cookie })).body).toEqual({ account: { id, name: next } });
    // The old name is held: nobody else takes it, in any case, by sign-up or rename.
    expect(await signUpStatus(server, name.toUpperCase())).toBe(409);
    const other = await signUp(server);
    expect((await post(server, 'rename', { name }, other.cookie)).status).toBe(409);
    expect((await post(server, 'rename', { name: next }, other.cookie)).status).toBe(409);
    // Its owner may take it back.
    expect((await post(server, 'rename', { name }, cookie)).body).toEqual({ account: { id, name } });
    // Once a hold is over, the name is free.
    await server.db.sql?.run('UPDATE name_holds SET released_at = ?', [Date.now() - 1]);
    expect(await signUpStatus(server, next)).toBe(201);
  });

  it('holds only the last former name of an account, and allows one rename a week', async () => {
    const server = await serve();
    const { name: first, cookie, id } = await signUp(server);
    const names = [first, ...Array.from({ length: 30 }, uniqueName)];
    for (const name of names.slice(1)) expect((await post(server, 'rename', { name }, cookie)).status).toBe(200);
    const holds = await server.db.sql?.all<{ account_id: string }>(
      'SELECT account_id FROM name_holds WHERE account_id = ?',
      [id],
    );
    expect(holds).toHaveLength(1);
    // The name before last is held; every earlier one is free again.
    expect(await signUpStatus(server, names.at(-2)!)).toBe(409);
    expect(await signUpStatus(server, first)).toBe(201);
    expect(await signUpStatus(server, names[10]!)).toBe(201);

    const limited = await startTestServer([game], {
      db: backend.open() as never,
      accountLimits: { ...HIGH, renamesPerWeek: 1 },
    });
    servers.push(limited);
    const account = await signUp(limited);
    expect((await post(limited, 'rename', { name: uniqueName() }, account.cookie)).status).toBe(200);
    const refused = await post(limited, 'rename', { name: uniqueName() }, account.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^too many renames; try again in \d+ s$/);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(wait).toBeLessThanOrEqual(7 * 24 * 3600);
    await limited.db.sql?.run('UPDATE accounts SET renamed_at = ? WHERE id = ?', [
      Date.now() - 7 * 24 * 3600 * 1000 - 1,
      account.id,
    ]);
    expect((await post(limited, 'rename', { name: uniqueName() }, account.cookie)).status).toBe(200);
  });

  it('refuses names that look like a taken one (other scripts, digits for letters) and hidden or blank characters, also at a table', async () => {
    const server = await serve();
    const tail = randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6);
    const base = `Anne ${tail}`;
    await signUp(server, base);
    const other = await signUp(server);
    const lookAlikes = [
      `\u0410nne ${tail}`, // Cyrillic А
      `\u0391nne ${tail}`, // Greek Α
      `Ann\u0435 ${tail}`, // Cyrillic е
      `ANNE ${tail}`,
      `Anne ${tail}`.replace('e ', '\uFF45 '), // full-width e
    ];
    for (const name of lookAlikes) {
      expect(await signUpStatus(server, name), name).toBe(409);
      expect((await post(server, 'rename', { name }, other.cookie)).status, name).toBe(409);
      const options = await api(
        server.url,
        '/account/passkey/sign-up-options',
        { name },
        { origin: `http://localhost:${server.port}` },
      );
      expect(options.status, name).toBe(409);
    }
    // Digits for letters: "0" looks like "O", "1" like "l".
    await signUp(server, `Bo1d ${tail}`);
    expect(await signUpStatus(server, `Bold ${tail}`)).toBe(409);
    expect(await signUpStatus(server, `B0ld ${tail}`)).toBe(409);

    const hidden = [
      '\u{E0041}',
      '\u115F',
      '\u1160',
      '\u3164',
      '\uFFA0',
      '\u2800',
      '\u206A',
      '\u061C',
      '\u2064',
      '\u{1D173}',
    ];
    for (const mark of hidden) {
      const name = `Anne${mark}x ${tail}`;
      const expected = {
        status: 400,
        body: { error: 'name must not contain control, direction-changing or invisible characters' },
      };
      expect(await post(server, 'sign-up', { name, password: PASSWORD }), JSON.stringify(mark)).toMatchObject(expected);
      expect(await post(server, 'rename', { name }, other.cookie), JSON.stringify(mark)).toMatchObject(expected);
      const matchID = await createMatch(server.url, game);
      const joined = await api(server.url, `/games/${game.name}/${matchID}/join`, { playerID: '0', playerName: name });
      expect(joined, JSON.stringify(mark)).toMatchObject({
        status: 400,
        body: { error: 'playerName must not contain control, direction-changing or invisible characters' },
      });
    }
  });

  it('refuses bad names naming the field, and renames nobody without a session', async () => {
    const server = await serve();
    const { name, cookie } = await signUp(server);
    for (const bad of ['', 'x'.repeat(40), 42, null, '\u202Eevil'])
      expect((await post(server, 'rename', { name: bad }, cookie)).body.error, String(bad)).toMatch(/^name /);
    expect((await post(server, 'rename', { name: uniqueName(), extra: 1 }, cookie)).status).toBe(400);
    expect(await post(server, 'rename', { name: uniqueName() })).toMatchObject({ status: 401 });
    expect((await api(server.url, '/account/me', undefined, { cookie })).body).toMatchObject({ account: { name } });
  });

  it("shows a player's profile to anyone: finished matches per game, wins, the newest first; never an unfinished match, and a private one's link only to the player", async () => {
    const server = await serve();
    const { name, cookie, id } = await signUp(server);
    const finish = async (matchID: string, winners: string[]) =>
      server.db.updateMetadata(matchID, (m) => ({
        ...m,
        gameover: winners.length === 1 ? { winner: winners[0], winners, scores: {} } : { draw: true, winners },
        updatedAt: Date.now(),
      }));
    const ids: string[] = [];
    for (const winners of [['0'], ['1'], ['0', '1'], [], ['0']]) {
      // The last one is private (unlisted, the lobby's default); the others are in the public list.
      const created = await api(server.url, `/games/${game.name}/create`, {
        numPlayers: 2,
        unlisted: ids.length === 4,
      });
      const matchID = created.body.matchID as string;
      await api(server.url, `/games/${game.name}/${matchID}/join`, { playerID: '0', playerName: name }, { cookie });
      await api(server.url, `/games/${game.name}/${matchID}/join`, { playerID: '1', playerName: 'Bob' });
      if (winners.length > 0) await finish(matchID, winners);
      ids.push(matchID);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const shown = await api(server.url, `/account/profile/${id}`);
    expect(shown.status).toBe(200);
    const { profile } = shown.body as {
      profile: {
        name: string;
        games: unknown[];
        recent: { matchID: string; won: boolean; players: string[]; bots: number[] }[];
      };
    };
    expect(profile.name).toBe(name);
    expect(profile.games).toEqual([{ gameName: game.name, played: 4, wins: 3 }]);
    expect(profile.recent.map((m) => [m.matchID, m.won])).toEqual([
      [ids[2], true],
      [ids[1], false],
      [ids[0], true],
    ]);
    expect(profile.recent[0]?.players).toEqual([name, 'Bob']);
    expect(profile.recent[0]?.bots).toEqual([]);
    expect(JSON.stringify(shown.body)).not.toContain(ids[3]);
    expect(JSON.stringify(shown.body)).not.toContain(ids[4]);
    // The player sees their private match too; another account does not.
    const own = (await api(server.url, `/account/profile/${id}`, undefined, { cookie })).body as typeof shown.body;
    expect((own.profile as typeof profile).recent.map((m) => m.matchID)).toEqual([ids[4], ids[2], ids[1], ids[0]]);
    const other = await signUp(server);
    const theirs = await api(server.url, `/account/profile/${id}`, undefined, { cookie: other.cookie });
    expect(JSON.stringify(theirs.body)).not.toContain(ids[4]);
    expect(JSON.stringify(shown.body)).not.toMatch(/credentials/i);
    expect(await api(server.url, `/account/profile/${randomUUID()}`)).toMatchObject({
      status: 404,
      body: { error: 'no such player' },
    });
    expect(await api(server.url, '/account/profile/not-an-id')).toMatchObject({
      status: 404,
      body: { error: 'no such account route' },
    });
    expect((await api(server.url, `/account/profile/${id}`, {})).status).toBe(405);
  });

  it('deletes an account with its name typed again: its data goes, its seats keep a neutral name', async () => {
    const server = await serve();
    const { name, cookie, id } = await signUp(server);
    const finished = await createMatch(server.url, game);
    const playing = await createMatch(server.url, game);
    for (const matchID of [finished, playing]) {
      await api(server.url, `/games/${game.name}/${matchID}/join`, { playerID: '0', playerName: name }, { cookie });
      await api(server.url, `/games/${game.name}/${matchID}/join`, { playerID: '1', playerName: 'Bob' });
    }
    await markFinished(server.db, finished);
    await post(server, 'link-code', {}, cookie);

    expect(await post(server, 'delete', { name: 'someone else' }, cookie)).toMatchObject({
      status: 400,
      body: { error: 'name must be your display name, to confirm deleting your account' },
    });
    const deleted = await post(server, 'delete', { name: name.toLowerCase() }, cookie);
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });
    expect(deleted.headers.get('set-cookie')).toMatch(/^session=; Path=\/; Max-Age=0/);

    const sql = server.db.sql!;
    for (const table of [
      'accounts WHERE id',
      'sessions WHERE account_id',
      'account_seats WHERE account_id',
      'link_codes WHERE account_id',
      'passkeys WHERE account_id',
    ])
      expect(await sql.all(`SELECT 1 FROM ${table} = ?`, [id]), table).toEqual([]);
    for (const matchID of [finished, playing]) {
      const { metadata } = await server.db.fetch(matchID, { metadata: true });
      expect(metadata?.players[0]?.name, matchID).toBe(NEUTRAL_NAME);
      expect(metadata?.players[1]?.name, matchID).toBe('Bob');
      expect(JSON.stringify(metadata)).not.toContain(name);
    }
    expect((await api(server.url, '/account/me', undefined, { cookie })).body).toEqual({ account: null });
    expect((await post(server, 'sign-in', { name, password: PASSWORD })).status).toBe(401);
    expect(await signUpStatus(server, name)).toBe(409);
    expect(await post(server, 'delete', { name })).toMatchObject({ status: 401 });
  });
});
