/**
 * The lobby under load and abuse (docs/security.md): per-client rate limits, the open-match cap, the
 * paginated public list, deep JSON and deceptive names, bot caps, and metadata changes that stay atomic
 * when requests race, also between two server processes on one database (two servers in this process on
 * one SQLite file, and on one PostgreSQL database when TEST_DATABASE_URL is set).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game, Server } from 'boardgame.io';
import { highCardGame } from '../fixtures/high-card-game';
import { PostgresStorage, SqliteStorage } from '../../server/storage';
import type { MatchStore } from '../../server/storage/match-store';
import { resumeBots } from '../../server/lobby/bot-seats';
import type { Limits } from '../../server/guards/limits';
import { startServer, type RunningServer } from '../../server/app';
import { api, createMatch, joinSeats, markFinished, SeatClient, TEST_LIMITS, until } from './helpers';

const GAME: Game = { ...highCardGame(), name: `hc${Math.random().toString(36).slice(2, 8)}` } as Game;
const NAME = String(GAME.name);
const running: RunningServer[] = [];
const neverDecide = () => new Promise<never>(() => {});

async function serve(db: MatchStore, limits: Partial<Limits> = {}): Promise<RunningServer> {
  const server = await startServer({
    games: [GAME],
    port: 0,
    host: '127.0.0.1',
    clientDir: '/nonexistent',
    db,
    limits: { ...TEST_LIMITS, ...limits },
    decideBot: neverDecide,
  });
  running.push(server);
  return server;
}
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop();
});

const metadataOf = async (url: string, matchID: string) =>
  (await api(url, `/games/${NAME}/${matchID}`)).body as unknown as Server.MatchData & {
    players: Server.PlayerMetadata[];
  };

describe('rate limits and caps (rows 3 and 7)', () => {
  it('answers 429 with Retry-After past the per-client create and write limits', async () => {
    const server = await serve(new SqliteStorage(':memory:'), { createsPerMinute: 3, lobbyWritesPerMinute: 2 });
    const statuses = [];
    for (let n = 0; n < 4; n++) statuses.push(await api(server.url, `/games/${NAME}/create`, { numPlayers: 2 }));
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(Number(statuses[3]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(statuses[3]!.body.error).toMatch(/too many requests/);
    const matchID = statuses[0]!.body.matchID as string;
    const joins = [];
    for (let n = 0; n < 3; n++)
      joins.push((await api(server.url, `/games/${NAME}/${matchID}/join`, { playerName: `P${n}` })).status);
    expect(joins).toEqual([200, 200, 429]);
  });

  it('refuses new matches past the open-match cap with 503', async () => {
    const server = await serve(new SqliteStorage(':memory:'), { maxOpenMatches: 2 });
    await createMatch(server.url, GAME);
    await createMatch(server.url, GAME);
    const third = await api(server.url, `/games/${NAME}/create`, { numPlayers: 2 });
    expect(third.status).toBe(503);
    expect(third.body.error).toMatch(/open matches/);
  });

  it('caps bot seats server-wide (503) and per client (429)', async () => {
    const server = await serve(new SqliteStorage(':memory:'), { maxBotSeats: 1 });
    const followers: SeatClient[] = [];
    const addBot = async (numPlayers: number, follow = false) => {
      const matchID = await createMatch(server.url, GAME, numPlayers);
      const [host] = await joinSeats(server.url, GAME, matchID, 1);
      if (follow) {
        // The host follows the match, so its bot keeps running (bots pause while only bots follow a match).
        const follower = new SeatClient(server.url, GAME, matchID, '0', host);
        followers.push(follower);
        await follower.sync();
      }
      return api(server.url, `/games/${NAME}/${matchID}/bots`, {
        playerID: '0',
        credentials: host,
        seat: '1',
        level: 'random',
      });
    };
    // The first bot fills its match, which starts, and the bot runs: the server's one bot seat is taken.
    expect((await addBot(2, true)).status).toBe(200);
    await until(() => server.stats().runningBots === 1, 'the bot to run');
    expect((await addBot(3)).status).toBe(503);
    for (const follower of followers) follower.close();
    const perClient = await serve(new SqliteStorage(':memory:'), { botSeatsPerClientPerHour: 1 });
    const matchID = await createMatch(perClient.url, GAME, 3);
    const [credentials] = await joinSeats(perClient.url, GAME, matchID, 1);
    const ask = (seat: string) =>
      api(perClient.url, `/games/${NAME}/${matchID}/bots`, { playerID: '0', credentials, seat, level: 'random' });
    expect((await ask('1')).status).toBe(200);
    expect((await ask('2')).status).toBe(429);
  });

  it('serves the public list in pages, newest first', async () => {
    const server = await serve(new SqliteStorage(':memory:'));
    const ids = [];
    for (let n = 0; n < 5; n++)
      ids.push((await api(server.url, `/games/${NAME}/create`, { numPlayers: 2, unlisted: false })).body.matchID);
    const page = async (query: string) =>
      ((await api(server.url, `/games/${NAME}?${query}`)).body.matches as { matchID: string }[]).map((m) => m.matchID);
    expect(await page('limit=2')).toEqual([ids[4], ids[3]]);
    expect(await page('limit=2&offset=2')).toEqual([ids[2], ids[1]]);
    expect(await page('limit=2&offset=4')).toEqual([ids[0]]);
    const first = (await api(server.url, `/games/${NAME}?limit=2`)).body as { next: string };
    const second = await api(server.url, `/games/${NAME}?limit=2&after=${first.next}`);
    expect((second.body.matches as { matchID: string }[]).map((m) => m.matchID)).toEqual([ids[2], ids[1]]);
    const third = await api(server.url, `/games/${NAME}?limit=2&after=${(second.body as { next: string }).next}`);
    expect((third.body.matches as { matchID: string }[]).map((m) => m.matchID)).toEqual([ids[0]]);
    expect(third.body.next).toBeNull();
    expect((await api(server.url, `/games/${NAME}?after=nonsense`)).status).toBe(400);
    expect((await api(server.url, `/games/${NAME}?limit=1000`)).status).toBe(400);
    expect((await api(server.url, `/games/${NAME}?offset=-1`)).status).toBe(400);
  });
});

describe('lobby input (row 13)', () => {
  it('answers 400 to deeply nested JSON', async () => {
    const server = await serve(new SqliteStorage(':memory:'));
    const deep = `{"numPlayers":2,"setupData":${'['.repeat(3000)}${']'.repeat(3000)}}`;
    const response = await api(server.url, `/games/${NAME}/create`, deep);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/nest/);
  });

  it.each([
    ['a right-to-left override', 'Ann\u202Egnp.exe'],
    ['a zero-width space', 'An\u200Bn'],
    ['a zero-width joiner', 'An\u200Dn'],
    ['a soft hyphen', 'An\u00ADn'],
    ['a leading combining mark', '\u0301Ann'],
    ['a pile of combining marks', 'A\u0300\u0301\u0302\u0303nn'],
    ['33 characters', 'x'.repeat(33)],
    ['a lone surrogate', 'An\uD800n'],
  ])('refuses a player name with %s', async (_what, name) => {
    const server = await serve(new SqliteStorage(':memory:'));
    const matchID = await createMatch(server.url, GAME);
    const response = await api(server.url, `/games/${NAME}/${matchID}/join`, { playerName: name });
    expect(response.status).toBe(400);
  });

  it('stores names in NFC and accepts letters with accents and other scripts', async () => {
    const server = await serve(new SqliteStorage(':memory:'));
    const matchID = await createMatch(server.url, GAME, 3);
    for (const name of ['Zoe\u0308', 'Nguyễn', 'हिन्दी'])
      expect((await api(server.url, `/games/${NAME}/${matchID}/join`, { playerName: name })).status).toBe(200);
    const names = (await metadataOf(server.url, matchID)).players.map((p) => p.name);
    expect(names).toEqual(['Zoë', 'Nguyễn', 'हिन्दी']);
    expect(names[0]).toHaveLength(3);
  });
});

const pgUrl = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find((u) => u?.startsWith('postgres'));
const backends: { name: string; open(): MatchStore }[] = [
  {
    name: 'SQLite',
    open: (() => {
      const file = join(mkdtempSync(join(tmpdir(), 'atomic-')), 'matches.sqlite');
      return () => new SqliteStorage(file);
    })(),
  },
  ...(pgUrl ? [{ name: 'PostgreSQL', open: () => new PostgresStorage(pgUrl) }] : []),
];

describe.each(backends)('atomic metadata, two servers on one $name database (row 4)', (backend) => {
  it('gives a contested seat to exactly one of many concurrent joins', async () => {
    const [a, b] = [await serve(backend.open()), await serve(backend.open())];
    for (let round = 0; round < 5; round++) {
      const matchID = await createMatch(a.url, GAME);
      const joins = await Promise.all(
        Array.from({ length: 8 }, (_, n) =>
          api(n % 2 ? b.url : a.url, `/games/${NAME}/${matchID}/join`, { playerID: '0', playerName: `P${n}` }),
        ),
      );
      expect(joins.map((j) => j.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      const winner = joins.find((j) => j.status === 200)!;
      const seat = (await metadataOf(a.url, matchID)).players[0];
      expect(seat?.name).toBe(`P${joins.indexOf(winner)}`);
    }
  });

  it('keeps every bot seat when bots are added one right after another, as the lobby page does', async () => {
    const [a, b] = [await serve(backend.open()), await serve(backend.open())];
    for (let round = 0; round < 5; round++) {
      const matchID = await createMatch(a.url, GAME, 4);
      const [credentials] = await joinSeats(a.url, GAME, matchID, 1);
      const adds = await Promise.all(
        ['1', '2', '3'].map((seat, n) =>
          api(n % 2 ? b.url : a.url, `/games/${NAME}/${matchID}/bots`, {
            playerID: '0',
            credentials,
            seat,
            level: 'random',
          }),
        ),
      );
      expect(adds.map((r) => r.status)).toEqual([200, 200, 200]);
      expect((await metadataOf(a.url, matchID)).players.map((p) => p.name)).toEqual([
        'P0',
        'Bot 2 (random)',
        'Bot 3 (random)',
        'Bot 4 (random)',
      ]);
    }
  });

  it('sends every concurrent play-again to the same next match', async () => {
    const [a, b] = [await serve(backend.open()), await serve(backend.open())];
    for (let round = 0; round < 5; round++) {
      const matchID = await createMatch(a.url, GAME);
      const credentials = await joinSeats(a.url, GAME, matchID, 2);
      const db = backend.open();
      await db.connect();
      await markFinished(db, matchID);
      await db.close();
      const again = await Promise.all(
        [0, 1, 0, 1].map((seat, n) =>
          api(n % 2 ? b.url : a.url, `/games/${NAME}/${matchID}/playAgain`, {
            playerID: String(seat),
            credentials: credentials[seat],
          }),
        ),
      );
      expect(again.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(again.map((r) => r.body.nextMatchID)).size).toBe(1);
      expect((await api(a.url, `/games/${NAME}/${again[0]!.body.nextMatchID as string}`)).status).toBe(200);
    }
  });
});

describe('bots after a restart (row 7)', () => {
  it('resumes only the bots of recent matches that a person plays in', async () => {
    const db = new SqliteStorage(':memory:');
    const server = await serve(db);
    const botMatch = async (humans: number, bots: number) => {
      const matchID = await createMatch(server.url, GAME, 1 + bots);
      const credentials = await joinSeats(server.url, GAME, matchID, 1);
      for (let seat = 1; seat <= bots; seat++) {
        expect(
          (
            await api(server.url, `/games/${NAME}/${matchID}/bots`, {
              playerID: '0',
              credentials: credentials[0],
              seat: String(seat),
              level: 'random',
            })
          ).status,
        ).toBe(200);
      }
      if (humans === 0)
        await api(server.url, `/games/${NAME}/${matchID}/leave`, { playerID: '0', credentials: credentials[0] });
      return matchID;
    };
    await botMatch(1, 1);
    await botMatch(0, 2);
    const stale = await botMatch(1, 1);
    await db.updateMetadata(stale, (m) => ({ ...m, updatedAt: Date.now() - 48 * 3_600_000 }));
    const started: string[] = [];
    expect(await resumeBots(db, [NAME], (_game, matchID) => void started.push(matchID))).toBe(1);
    expect(started).toHaveLength(1);
    expect(started[0]).not.toBe(stale);
  });
});
