/**
 * Tournaments through the server's routes (server/tournaments/tournament-routes.ts; docs/tournaments.md#routes)
 * on SQLite always and on PostgreSQL when TEST_DATABASE_URL is a postgres:// URL: an account makes a
 * tournament, players register up to the cap, the list and the page show it; at its start the server's own
 * loop seats round 1, each player finds their table (GET /tournaments/next) and gets its seat's credentials
 * as any seat of their account; an invitation's token admits; a withdrawal; the creator's caps; every
 * malformed or refused request is a 4xx with a message.
 */
import { randomUUID } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../../../games/carcassonne/game';
import { api, cookieOf, startTestServer, type TestServer } from '../helpers';
import { HIGH_ACCOUNT_LIMITS, storageBackends, TEST_PASSWORD } from '../account-backends';

/** A game name of this file's own: other files' servers on the same database run other tournaments. */
const game = { ...carcassonneGame, name: `trt${randomUUID().slice(0, 6)}` } as Game;
const name = game.name!;
const backends = storageBackends('tournament-routes');

describe.each(backends)('$name tournament routes', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer([game], {
      db: backend.open() as never,
      accountLimits: HIGH_ACCOUNT_LIMITS,
      tournamentTickMs: 50,
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const call = (path: string, body?: unknown, cookie?: string) => api(server.url, path, body, cookie ? { cookie } : {});
  async function signUp() {
    const playerName = `T${randomUUID().slice(0, 8)}`;
    const result = await api(server.url, '/account/sign-up', { name: playerName, password: TEST_PASSWORD });
    expect(result.status).toBe(201);
    return { cookie: cookieOf(result), name: playerName };
  }
  const creation = (extra: Record<string, unknown> = {}) => ({
    name: 'Autumn Swiss',
    game: name,
    tableSize: 2,
    format: 'swiss',
    rounds: 2,
    rated: false,
    clock: 'move-120',
    startsAt: Date.now() + 3_600_000,
    checkInMinutes: 0,
    cap: 4,
    ...extra,
  });
  async function create(cookie: string, extra: Record<string, unknown> = {}) {
    const result = await call('/tournaments', creation(extra), cookie);
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return result.body as { id: string; invite?: string };
  }
  /**
   * The tournament's page once `ready` holds of it. The server's loop ticks every 50 ms, but on a loaded
   * machine a round's matches can take seconds to make: asked every 25 ms for up to 30 s (the tests that wait
   * have two minutes).
   */
  async function pageWhen(id: string, ready: (body: Record<string, unknown>) => boolean, what: string) {
    const deadline = Date.now() + 30_000;
    let last: Record<string, unknown> = {};
    while (Date.now() < deadline) {
      last = (await call(`/tournaments/${id}`)).body;
      if (ready(last)) return last;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${what}: not within 30 s; the page said ${JSON.stringify(last)}`);
  }
  /** The tournament's page once its round 1 is seated. */
  const seated = (id: string) =>
    pageWhen(
      id,
      (body) => {
        const rounds = body.rounds as { tables: { matchID: string | null }[] }[];
        return rounds[0]?.tables.length === 2 && rounds[0].tables.every((t) => t.matchID !== null);
      },
      'round 1 seated',
    );
  const startNow = (id: string) =>
    server.db.sql!.run('UPDATE tournaments SET starts_at = ? WHERE id = ?', [Date.now() - 1, id]);

  it('makes a tournament, registers players to its cap, starts it and seats each player at their table', async () => {
    const people = [await signUp(), await signUp(), await signUp(), await signUp(), await signUp()];
    const [ann, bob, cat, dan, eve] = people as [(typeof people)[0], ...typeof people];
    const { id, invite } = await create(ann!.cookie);
    expect(invite).toBeUndefined();
    const listed = (await call('/tournaments')).body as Record<string, { id: string }[]>;
    expect(listed.upcoming!.find((t) => t.id === id)).toMatchObject({
      name: 'Autumn Swiss',
      game: name,
      tableSize: 2,
      format: 'swiss',
      rounds: 2,
      round: 0,
      rated: false,
      players: 0,
      cap: 4,
      byInvitation: false,
      state: 'upcoming',
    });
    for (const p of [ann, bob, cat, dan])
      expect(await call(`/tournaments/${id}/register`, {}, p!.cookie)).toMatchObject({
        status: 201,
        body: { state: 'registered' },
      });
    expect(await call(`/tournaments/${id}/register`, {}, eve!.cookie)).toMatchObject({
      status: 409,
      body: { error: 'the tournament is full' },
    });
    expect(await call(`/tournaments/${id}/register`, {}, bob!.cookie)).toMatchObject({
      status: 409,
      body: { error: 'you are registered already' },
    });
    expect(await call(`/tournaments/${id}/check-in`, {}, bob!.cookie)).toMatchObject({
      status: 409,
      body: { error: 'this tournament has no check-in: registered players play' },
    });
    const page = await call(`/tournaments/${id}`, undefined, ann!.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      tournament: { id, creator: ann!.name, placement: null, checkInMinutes: 0, setupData: null, players: 4 },
      standings: [],
      rounds: [],
      you: { registered: true, state: 'registered' },
    });
    expect((page.body.players as { name: string }[]).map((p) => p.name).sort()).toEqual(
      [ann, bob, cat, dan].map((p) => p!.name).sort(),
    );
    // No `you` for a guest.
    expect((await call(`/tournaments/${id}`)).body.you).toBeUndefined();

    await startNow(id);
    const running = await seated(id);
    expect(running).toMatchObject({ tournament: { state: 'running', round: 1 } });
    expect(await call(`/tournaments/${id}/register`, {}, eve!.cookie)).toMatchObject({
      status: 409,
      body: { error: 'registration is closed: the tournament has started' },
    });
    for (const p of [ann, bob, cat, dan]) {
      const { body } = await call('/tournaments/next', undefined, p!.cookie);
      const next = body.next as { tournament: string; name: string; round: number; matchID: string; playerID: string };
      expect(next).toMatchObject({ tournament: id, name: 'Autumn Swiss', game: name, round: 1 });
      const { metadata } = await server.db.fetch(next.matchID, { metadata: true });
      expect(metadata!.players[Number(next.playerID)]!.name).toBe(p!.name);
      // The seat is the account's: its credentials come as any seat's of the account.
      const seat = await call('/account/seat', { matchID: next.matchID }, p!.cookie);
      expect(seat.body.seat).toMatchObject({ matchID: next.matchID, playerID: next.playerID });
      expect(metadata!.players[Number(next.playerID)]!.credentials).toBe(
        (seat.body.seat as { credentials: string }).credentials,
      );
      expect((await call(`/tournaments/${id}`, undefined, p!.cookie)).body.you).toMatchObject({
        registered: true,
        state: 'checked-in',
        nextTable: { matchID: next.matchID, playerID: next.playerID },
      });
    }
    expect((await call('/tournaments/next', undefined, eve!.cookie)).body).toEqual({ next: null });
    expect(await call(`/tournaments/${id}/withdraw`, {}, dan!.cookie)).toMatchObject({
      status: 200,
      body: { state: 'withdrawn' },
    });
    expect(await call(`/tournaments/${id}/withdraw`, {}, dan!.cookie)).toMatchObject({
      status: 409,
      body: { error: 'you are not playing in this tournament' },
    });
    const listedNow = (await call('/tournaments')).body as Record<string, { id: string }[]>;
    expect(listedNow.running!.find((t) => t.id === id)).toMatchObject({ state: 'running', round: 1, players: 3 });
  }, 120_000);

  it('runs a single elimination through the routes to its champion, the bracket on the page', async () => {
    const [ann, bob, cat] = [await signUp(), await signUp(), await signUp()];
    const { id } = await create(ann.cookie, { format: 'single-elimination', rounds: undefined, bestOf: 1 });
    for (const p of [ann, bob, cat]) expect((await call(`/tournaments/${id}/register`, {}, p.cookie)).status).toBe(201);
    expect((await call(`/tournaments/${id}`)).body).toMatchObject({
      tournament: { format: 'single-elimination', bestOf: 1, groups: null, rounds: 0 },
      bracket: null,
    });
    await startNow(id);
    const page = (ready: (body: Record<string, unknown>) => boolean) => pageWhen(id, ready, 'the single elimination');
    type Table = { matchID: string | null; seats: { player: string; name: string }[]; finished: boolean };
    const openTable = (body: Record<string, unknown>) =>
      (body.rounds as { tables: Table[] }[]).flatMap((r) => r.tables).find((t) => !t.finished && t.matchID !== null);
    // Equal ratings seed by registration: Ann has the bye, Bob meets Cat.
    const first = await page((body) => openTable(body) !== undefined);
    expect(first).toMatchObject({ tournament: { state: 'running', round: 1, rounds: 2 }, standings: [] });
    const named = (p: { name: string }) => ({ name: p.name });
    expect((first.bracket as { knockout: unknown }).knockout).toMatchObject([
      [
        { players: [named(ann), null], bye: true, winner: expect.any(String) },
        { players: [named(bob), named(cat)], bye: false, wins: [0, 0] },
      ],
      [{ players: [named(ann), null], bye: false, wins: [0, 0] }],
    ]);
    const winBy = async (table: Table, winner: string) =>
      server.db.updateMetadata(table.matchID!, (m) => ({
        ...m,
        gameover: { winners: [String(table.seats.findIndex((s) => s.name === winner))], scores: [0, 0] },
      }));
    await winBy(openTable(first)!, cat.name);
    const final = await page((body) => openTable(body)?.seats[0]?.name === ann.name);
    expect(openTable(final)!.seats.map((s) => s.name)).toEqual([ann.name, cat.name]);
    await winBy(openTable(final)!, cat.name);
    const over = await page((body) => (body.tournament as { state: string }).state === 'finished');
    expect((over.bracket as { ranking: unknown }).ranking).toMatchObject([
      { name: cat.name, rank: 1 },
      { name: ann.name, rank: 2 },
      { name: bob.name, rank: 3 },
    ]);
  }, 120_000);

  it('admits by the invitation’s token only, and holds a creator to their open tournaments', async () => {
    const [host, guest] = [await signUp(), await signUp()];
    const { id, invite } = await create(host.cookie, { byInvitation: true, clock: 'turn-based' });
    expect(invite).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await call(`/tournaments/${id}`)).body.tournament).toMatchObject({ byInvitation: true });
    expect(await call(`/tournaments/${id}/register`, {}, guest.cookie)).toMatchObject({
      status: 403,
      body: { error: 'this tournament is by invitation: open the link you were sent' },
    });
    const wrong = invite!.startsWith('A') ? `B${invite!.slice(1)}` : `A${invite!.slice(1)}`;
    expect((await call(`/tournaments/${id}/register`, { invite: wrong }, guest.cookie)).status).toBe(403);
    expect((await call(`/tournaments/${id}/register`, { invite }, guest.cookie)).status).toBe(201);
    await create(host.cookie);
    expect(await call('/tournaments', creation(), host.cookie)).toMatchObject({
      status: 409,
      body: { error: 'an account runs at most 2 tournaments at once: wait until one ends' },
    });
  });

  it('answers every malformed or refused request with a 4xx and a message', async () => {
    const { cookie } = await signUp();
    expect(await call('/tournaments', creation())).toMatchObject({
      status: 401,
      body: { error: 'sign in first: tournaments are made by accounts' },
    });
    const refusals: [Record<string, unknown>, string][] = [
      [{ name: 'ab' }, 'name must be 3 to 60 characters'],
      [{ game: 'chess' }, `game must be one of ${name}`],
      [{ format: 'knockout' }, 'format must be one of swiss, swiss-tables, single-elimination, groups-then-knockout'],
      [{ tableSize: 3 }, 'tableSize must be 2'],
      [{ format: 'swiss-tables', tableSize: 2 }, 'tableSize must be 3 to 6'],
      [{ rounds: 0 }, 'rounds must be a whole number from 1 to 15'],
      [{ placement: '5-3-2-1' }, 'placement is for tables of three or more: a game of two scores 1, ½ and 0'],
      [{ format: 'swiss-tables', tableSize: 4, placement: '3-2-1' }, 'placement must be one of 5-3-2-1, 6-4-2-0'],
      [{ rated: 'yes' }, 'rated must be true or false'],
      [{ clock: 'blitz' }, 'clock must be one of sudden-15, move-60, move-120, turn-based'],
      [{ startsAt: Date.now() }, 'startsAt must be a time (ms since 1970) from a minute to 30 days ahead'],
      [{ checkInMinutes: 61 }, 'checkInMinutes must be a whole number from 0 to 60'],
      [{ cap: 1 }, 'cap must be a whole number from 2 to 512'],
      [{ bestOf: 3 }, 'bestOf is for the elimination formats only'],
      [{ groups: 2 }, 'groups is for groups then knockout only'],
      [
        { format: 'single-elimination' },
        'rounds is for the Swiss formats: an elimination plays until it has a champion',
      ],
      [{ format: 'single-elimination', tableSize: 3, rounds: undefined }, 'tableSize must be 2'],
      [{ format: 'single-elimination', rounds: undefined }, 'bestOf must be 1, 3 or 5'],
      [{ format: 'single-elimination', rounds: undefined, bestOf: 2 }, 'bestOf must be 1, 3 or 5'],
      [
        { format: 'single-elimination', rounds: undefined, bestOf: 3, qualifiers: 2 },
        'qualifiers is for groups then knockout only',
      ],
      [
        { format: 'groups-then-knockout', rounds: undefined, bestOf: 3, groups: 3, cap: 4 },
        'groups must be a whole number from 1 to 2 (two players a group at least)',
      ],
      [
        { format: 'groups-then-knockout', rounds: undefined, bestOf: 3, groups: 2, qualifiers: 5, cap: 8 },
        'qualifiers must be a whole number from 1 to 4 (the players of a group)',
      ],
      [
        { format: 'groups-then-knockout', rounds: undefined, bestOf: 3, groups: 1, qualifiers: 1, cap: 8 },
        'qualifiers must be a whole number from 2 to 8 (the players of a group)',
      ],
      [
        { format: 'groups-then-knockout', rounds: undefined, bestOf: 3, groups: 2, qualifiers: 2, groupBestOf: 4 },
        'groupBestOf must be 1, 3 or 5',
      ],
    ];
    for (const [extra, error] of refusals)
      expect(await call('/tournaments', creation(extra), cookie)).toMatchObject({ status: 400, body: { error } });
    expect((await call('/tournaments', creation({ setupData: { nonsense: true } }), cookie)).status).toBe(400);
    expect(await call('/tournaments/nope')).toMatchObject({ status: 404, body: { error: 'no such tournament' } });
    expect(await call('/tournaments/nope/register', {}, cookie)).toMatchObject({
      status: 404,
      body: { error: 'no such tournament' },
    });
    expect(await call('/tournaments/next')).toMatchObject({
      status: 401,
      body: { error: 'sign in first: your next table is your account’s' },
    });
    const { id } = await create(cookie, { checkInMinutes: 10 });
    expect(await call(`/tournaments/${id}/register`, {})).toMatchObject({
      status: 401,
      body: { error: 'sign in first: tournaments are for accounts' },
    });
    expect(await call(`/tournaments/${id}/register`, { invite: 'short' }, cookie)).toMatchObject({
      status: 400,
      body: { error: 'invite must be the invitation link’s token' },
    });
    expect(await call(`/tournaments/${id}/check-in`, {}, cookie)).toMatchObject({
      status: 409,
      body: { error: 'check-in opens 10 minutes before the start' },
    });
    expect(await call(`/tournaments/${id}/withdraw`, {}, cookie)).toMatchObject({
      status: 409,
      body: { error: 'you are not playing in this tournament' },
    });
  });
});
