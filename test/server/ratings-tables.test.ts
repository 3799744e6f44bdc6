/**
 * Rated tables through the server (server/ratings/, docs/ratings.md) on SQLite always and on PostgreSQL when
 * TEST_DATABASE_URL is a postgres:// URL: the creator makes the table rated only while every seated person
 * holds their seat with an account, one seat each; guests and second seats are refused with the reason; a
 * rated match between two accounts and a bot is rated once, with the move that ends it, with openskill's
 * numbers, shows on the match's changes and the leaderboards, its rematch stays rated, and bad input gets a
 * 4xx naming the field.
 */
import { randomUUID } from 'node:crypto';
import type { State } from 'boardgame.io';
import { rate, rating } from 'openskill';
import {
  api,
  createMatch,
  SeatClient,
  startTestServer,
  until,
  type HttpResult,
  type TestServer,
  cookieOf,
} from './helpers';
import { highCardGame } from '../fixtures/high-card-game';
import { seedFrom } from '../../server/ratings/bot-identities';
import { gameRanks } from '../../server/ratings/rate-match';
import { displayRating } from '../../server/ratings/rating-scale';
import { HIGH_ACCOUNT_LIMITS, storageBackends } from './account-backends';

const backends = storageBackends('ratings-tables');

const HIGH = HIGH_ACCOUNT_LIMITS;
const game = highCardGame();
const GAME = game.name!;

describe.each(backends)('$name rated tables', (backend) => {
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
  async function signUp(server: TestServer) {
    const name = `R${randomUUID().slice(0, 8)}`;
    const result = await api(server.url, '/account/sign-up', { name, password: 'correct horse battery' });
    expect(result.status).toBe(201);
    return { name, cookie: cookieOf(result), id: (result.body.account as { id: string }).id };
  }
  const join = (server: TestServer, matchID: string, playerID: string, cookie = '') =>
    api(
      server.url,
      `/games/${game.name}/${matchID}/join`,
      { playerID, playerName: `P${playerID}` },
      cookie ? { cookie } : {},
    );
  const makeRated = (server: TestServer, matchID: string, credentials: string, cookie: string, playerID = '0') =>
    api(server.url, '/ratings/rated', { gameName: game.name, matchID, playerID, credentials }, { cookie });

  /** A rated three-seat table: Ann (seat 0, the creator) and Bob (seat 1) with accounts, a random bot in seat 2. */
  async function ratedTable(server: TestServer) {
    const ann = await signUp(server);
    const bob = await signUp(server);
    const matchID = await createMatch(server.url, game, 3);
    const annSeat = await join(server, matchID, '0', ann.cookie);
    const annCredentials = annSeat.body.playerCredentials as string;
    expect(await makeRated(server, matchID, annCredentials, ann.cookie)).toMatchObject({
      status: 200,
      body: { rated: true },
    });
    return { ann, bob, matchID, annCredentials };
  }

  /** Plays seats 0 and 1 (the bot plays seat 2) to the end; answers the final state. */
  async function playToEnd(server: TestServer, matchID: string, credentials: string[]): Promise<State> {
    const seats = credentials.map((c, i) => {
      const client = new SeatClient(server.url, game, matchID, String(i), c);
      sockets.push(client);
      return client;
    });
    for (const seat of seats) await seat.sync();
    for (;;) {
      const state = await until(() => seats[0]!.state, 'a state');
      if (state.ctx.gameover !== undefined) return state;
      const mover = seats.find((s) => s.playerID === state.ctx.currentPlayer);
      if (mover && mover.state?._stateID === state._stateID) await mover.play();
      else await seats[0]!.reach(state._stateID + 1);
    }
  }

  /** The match's rating changes: stored with its last move, so there as soon as a seat sees the end. */
  async function ratedChanges(server: TestServer, matchID: string): Promise<HttpResult> {
    const answer = await api(server.url, `/ratings/${game.name}/matches/${matchID}`);
    expect(answer.body.rated).toBe(true);
    return answer;
  }

  it('rates a match between two accounts and a bot once, with openskill numbers, and lists it', async () => {
    const server = await serve();
    const { ann, bob, matchID, annCredentials } = await ratedTable(server);
    const bobSeat = await join(server, matchID, '1', bob.cookie);
    expect(bobSeat.status).toBe(200);
    const bot = await api(server.url, `/games/${game.name}/${matchID}/bots`, {
      playerID: '0',
      credentials: annCredentials,
      seat: '2',
      level: 'random',
    });
    expect(bot.status).toBe(200);
    // The random bot's skill so far (a database kept from other runs may have rated it already).
    const held = await server.db.sql!.all<{ mu: number; sigma: number }>(
      'SELECT mu, sigma FROM ratings WHERE identity = ? AND game_name = ?',
      ['bot:random', GAME],
    );
    const botSeed = held[0]
      ? { mu: Number(held[0].mu), sigma: Number(held[0].sigma) }
      : seedFrom({})('bot:random', GAME);
    const final = await playToEnd(server, matchID, [annCredentials, bobSeat.body.playerCredentials as string]);
    const gameover = final.ctx.gameover as { winners: string[]; scores: number[] };

    const resolved = await ratedChanges(server, matchID);
    const ranks = gameRanks(gameover, ['0', '1', '2']);
    const expected = rate([[rating()], [rating()], [rating(botSeed)]], {
      rank: ['0', '1', '2'].map((s) => ranks.get(s)!),
    });
    const seats = resolved.body.seats as { seat: string; after: number; before: number; who: unknown }[];
    expect(seats.map((s) => s.after)).toEqual(expected.map(([r]) => displayRating(r!)));
    expect(seats.map((s) => s.before)).toEqual([1000, 1000, displayRating(botSeed)]);
    expect(seats.map((s) => s.who)).toEqual([
      { kind: 'account', name: ann.name },
      { kind: 'account', name: bob.name },
      { kind: 'bot', level: 'random' },
    ]);

    // Exactly once: however often the end is reported again.
    const rows = await server.db.sql!.all<{ n: number | string }>(
      'SELECT count(*) AS n FROM rated_results WHERE match_id = ?',
      [matchID],
    );
    expect(Number(rows[0]!.n)).toBe(3);

    const board = await api(server.url, `/ratings/${game.name}/leaderboard?min=1`);
    expect(board.status).toBe(200);
    const names = (board.body.entries as { who: { name?: string } }[]).map((e) => e.who.name);
    expect(names).toEqual(expect.arrayContaining([ann.name, bob.name]));
    // An account's name comes with its id, which draws its avatar.
    const annWho = { kind: 'account', name: ann.name, id: ann.id };
    expect(board.body.entries).toContainEqual(expect.objectContaining({ who: annWho }));
    const season = await api(server.url, `/ratings/${game.name}/leaderboard?season=current&min=1`);
    expect((season.body.entries as unknown[]).length).toBeGreaterThanOrEqual(2);
    expect(season.body.entries).toContainEqual(expect.objectContaining({ who: annWho }));
    const bots = await api(server.url, `/ratings/${game.name}/leaderboard?kind=bots&min=1`);
    expect(bots.body.entries).toContainEqual(
      expect.objectContaining({
        who: { kind: 'bot', level: 'random' },
        rating: expected[2]![0] && displayRating(expected[2]![0]),
      }),
    );
    const mine = await api(server.url, `/ratings/${game.name}/me`, undefined, { cookie: ann.cookie });
    expect(mine.body).toMatchObject({ games: 1, provisional: true, rating: displayRating(expected[0]![0]!) });
    expect((mine.body.chart as unknown[]).length).toBe(1);
    // The same on Ann's public profile, for anyone.
    const profile = await api(server.url, `/ratings/${game.name}/players/${ann.id}`);
    expect(profile).toMatchObject({ status: 200, body: mine.body });

    // The rematch stays rated.
    const again = await api(server.url, `/games/${game.name}/${matchID}/playAgain`, {
      playerID: '0',
      credentials: annCredentials,
    });
    expect(again.status).toBe(200);
    const next = await api(server.url, `/games/${game.name}/${again.body.nextMatchID as string}`);
    expect((next.body.table as { rated?: boolean }).rated).toBe(true);
  });

  it('ranks a player who leaves last, below every seat that stayed', async () => {
    const server = await serve();
    const { bob, matchID, annCredentials } = await ratedTable(server);
    const table = await api(server.url, `/games/${game.name}/${matchID}/table`, {
      playerID: '0',
      credentials: annCredentials,
      clock: { mode: 'move', moveSeconds: 300 },
      takeoverLevel: 'random',
    });
    expect(table.status).toBe(200);
    const bobCredentials = (await join(server, matchID, '1', bob.cookie)).body.playerCredentials as string;
    await api(server.url, `/games/${game.name}/${matchID}/bots`, {
      playerID: '0',
      credentials: annCredentials,
      seat: '2',
      level: 'random',
    });
    const left = await api(server.url, `/games/${game.name}/${matchID}/leave`, {
      playerID: '1',
      credentials: bobCredentials,
    });
    expect(left.status).toBe(200);
    await playToEnd(server, matchID, [annCredentials]);
    const seats = (await ratedChanges(server, matchID)).body.seats as { seat: string; rank: number; left: boolean }[];
    expect(seats.find((s) => s.seat === '1')).toMatchObject({ rank: 3, left: true });
    expect(seats.filter((s) => s.seat !== '1').every((s) => s.rank < 3 && !s.left)).toBe(true);
  });

  it('gives a table made rated without a clock the default clock, which cannot be taken off', async () => {
    const server = await serve();
    const { bob, matchID, annCredentials } = await ratedTable(server);
    const tableOfMatch = async () =>
      (await api(server.url, `/games/${game.name}/${matchID}`)).body.table as { clock: unknown };
    expect((await tableOfMatch()).clock).toEqual({ mode: 'move', moveSeconds: 120 });
    const options = (clock: unknown) => ({
      playerID: '0',
      credentials: annCredentials,
      clock,
      takeoverLevel: 'random',
    });
    const off = await api(server.url, `/games/${game.name}/${matchID}/table`, options({ mode: 'off' }));
    expect(off).toMatchObject({
      status: 409,
      body: { error: expect.stringMatching(/rated table needs a turn clock/) },
    });
    expect((await tableOfMatch()).clock).toEqual({ mode: 'move', moveSeconds: 120 });
    // Another clock is fine before the start: a silent seat then gets its one-move stand-in.
    const short = await api(
      server.url,
      `/games/${game.name}/${matchID}/table`,
      options({ mode: 'move', moveSeconds: 2 }),
    );
    expect(short.status).toBe(200);
    const bobCredentials = (await join(server, matchID, '1', bob.cookie)).body.playerCredentials as string;
    await api(server.url, `/games/${game.name}/${matchID}/bots`, {
      playerID: '0',
      credentials: annCredentials,
      seat: '2',
      level: 'random',
    });
    const seats = [annCredentials, bobCredentials].map(
      (c, i) => new SeatClient(server.url, game, matchID, String(i), c),
    );
    sockets.push(...seats);
    for (const seat of seats) await seat.sync();
    // Nobody moves: the stand-ins play for the seats whose clock ran out.
    await until(() => (seats[0]!.state?._stateID ?? 0) >= 2 && true, 'stand-ins to move', 10_000);
  });

  it("keeps a rated table's options once its game has started (409)", async () => {
    const server = await serve();
    const { bob, matchID, annCredentials } = await ratedTable(server);
    await join(server, matchID, '1', bob.cookie);
    await api(server.url, `/games/${game.name}/${matchID}/bots`, {
      playerID: '0',
      credentials: annCredentials,
      seat: '2',
      level: 'random',
    });
    const optionsOf = async () => {
      const { clock, graceSeconds, takeoverLevel } = (await api(server.url, `/games/${game.name}/${matchID}`)).body
        .table as Record<string, unknown>;
      return { clock, graceSeconds, takeoverLevel };
    };
    const before = await optionsOf();
    expect(before.clock).toEqual({ mode: 'move', moveSeconds: 120 });
    for (const change of [
      { clock: { mode: 'move', moveSeconds: 2 }, takeoverLevel: 'random' },
      { clock: { mode: 'move', moveSeconds: 120 } },
    ]) {
      const answer = await api(server.url, `/games/${game.name}/${matchID}/table`, {
        playerID: '0',
        credentials: annCredentials,
        ...change,
      });
      expect(answer).toMatchObject({
        status: 409,
        body: { error: 'the game has started: a rated table keeps the options it started with' },
      });
    }
    expect(await optionsOf()).toEqual(before);
  });

  it('gives one account one seat when it joins two seats at once, and its place back when it leaves', async () => {
    const server = await serve();
    const { ann, bob, matchID } = await ratedTable(server);
    // Two joins by one account at once: the database's key on the account's place lets one through.
    const answers = await Promise.all(['1', '2'].map((seat) => join(server, matchID, seat, bob.cookie)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.error).toMatch(/rated and your account already holds (seat \d|a seat of it or is taking one)/);
    const bobSeat = answers[0]!.status === 200 ? '1' : '2';
    const otherSeat = bobSeat === '1' ? '2' : '1';
    const players = (await api(server.url, `/games/${game.name}/${matchID}`)).body.players as { name?: string }[];
    // Each seat bears its account's name, not the "P0", "P1" the joins asked for.
    expect(players.map((p) => p.name ?? null)).toEqual([
      ann.name,
      bobSeat === '1' ? bob.name : null,
      bobSeat === '2' ? bob.name : null,
    ]);

    // A join that fails gives its place back; so does leaving before the start.
    const carol = await signUp(server);
    expect((await join(server, matchID, bobSeat, carol.cookie)).status).toBe(409);
    const credentials = answers.find((a) => a.status === 200)!.body.playerCredentials as string;
    const left = await api(server.url, `/games/${game.name}/${matchID}/leave`, { playerID: bobSeat, credentials });
    expect(left.status).toBe(200);
    expect((await join(server, matchID, bobSeat, carol.cookie)).status).toBe(200);
    expect((await join(server, matchID, otherSeat, bob.cookie)).status).toBe(200);
    const holders = await server.db.sql!.all<{ seat: string; identity: string }>(
      'SELECT seat, identity FROM rated_seats WHERE match_id = ? AND seat <> ?',
      [matchID, '0'],
    );
    expect(new Map(holders.map((h) => [h.seat, h.identity]))).toEqual(
      new Map([
        [bobSeat, `account:${carol.id}`],
        [otherSeat, `account:${bob.id}`],
      ]),
    );
  });

  it('refuses guests, second seats, late and foreign requests with the reason', async () => {
    const server = await serve();
    const { ann, bob, matchID, annCredentials } = await ratedTable(server);
    const guest = await join(server, matchID, '1');
    expect(guest.status).toBe(403);
    expect(guest.body.error).toMatch(/rated: sign in/);
    const twice = await join(server, matchID, '1', ann.cookie);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatch(/already holds seat 1/);
    // Only the creator, signed in, with the seat's credentials.
    expect((await makeRated(server, matchID, annCredentials, '')).status).toBe(401);
    expect((await makeRated(server, matchID, 'wrong', ann.cookie)).status).toBe(403);
    const bobSeat = await join(server, matchID, '1', bob.cookie);
    const bobRated = await makeRated(server, matchID, bobSeat.body.playerCredentials as string, bob.cookie, '1');
    expect(bobRated).toMatchObject({ status: 403, body: { error: expect.stringMatching(/created the match/) } });

    // A guest at the table already: it cannot become rated.
    const casual = await createMatch(server.url, game, 3);
    const annCasual = await join(server, casual, '0', ann.cookie);
    await join(server, casual, '1');
    const refused = await makeRated(server, casual, annCasual.body.playerCredentials as string, ann.cookie);
    expect(refused).toMatchObject({ status: 409, body: { error: expect.stringMatching(/seat 2 is held by a guest/) } });

    const bad = await api(server.url, '/ratings/rated', {
      gameName: 'chess',
      matchID,
      playerID: '0',
      credentials: 'x',
    });
    expect(bad).toMatchObject({ status: 400, body: { error: expect.stringMatching(/gameName/) } });
    const extra = await api(server.url, '/ratings/rated', { gameName: game.name, matchID, playerID: '0', x: 1 });
    expect(extra).toMatchObject({ status: 400, body: { error: expect.stringMatching(/unknown field "x"/) } });
    const min = await api(server.url, `/ratings/${game.name}/leaderboard?min=-1`);
    expect(min).toMatchObject({ status: 400, body: { error: expect.stringMatching(/min/) } });
    const season = await api(server.url, `/ratings/${game.name}/leaderboard?season=spring`);
    expect(season).toMatchObject({ status: 400, body: { error: expect.stringMatching(/season/) } });
    expect((await api(server.url, '/ratings/chess/leaderboard')).status).toBe(404);
    expect((await api(server.url, `/ratings/${game.name}/me`)).status).toBe(401);
    const notAnID = await api(server.url, `/ratings/${game.name}/players/ann`);
    expect(notAnID).toMatchObject({ status: 400, body: { error: expect.stringMatching(/account id/) } });
    const nobody = await api(server.url, `/ratings/${game.name}/players/${randomUUID()}`);
    expect(nobody).toMatchObject({ status: 404, body: { error: 'no such player' } });
    const malformed = await api(server.url, `/ratings/${game.name}/matches/%E0`);
    expect(malformed).toMatchObject({ status: 400, body: { error: expect.stringMatching(/match id/) } });
    expect((await api(server.url, '/ratings/%E0/leaderboard')).status).toBe(400);
  });
});
