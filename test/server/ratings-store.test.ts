/**
 * The rating store (server/ratings/rating-store.ts) on SQLite always and on PostgreSQL when
 * TEST_DATABASE_URL is a postgres:// URL: one match is rated exactly once when several callers race it,
 * on one storage and on two storages sharing the database (two processes); two matches sharing a player,
 * rated at once, lose neither update; the stored before/after equal openskill's own; a bot level in several
 * seats is rated once, from its best seat, and never against itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { rate, rating } from 'openskill';
import { PostgresStorage, SqliteStorage, type Storage } from '../../server/storage';
import { RatingStore, type FinishedMatch } from '../../server/ratings/rating-store';
import { seedFrom } from '../../server/ratings/bot-identities';
import { displayRating } from '../../server/ratings/rating-scale';

const pgUrl = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find((u) => u?.startsWith('postgres'));
const dir = mkdtempSync(join(tmpdir(), 'ratings-store-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const backends: { name: string; open(): Storage }[] = [
  { name: 'SQLite', open: () => new SqliteStorage(join(dir, 'ratings.sqlite')) },
  ...(pgUrl ? [{ name: 'PostgreSQL', open: () => new PostgresStorage(pgUrl) }] : []),
];

const seed = seedFrom({});

describe.each(backends)('$name rating store', (backend) => {
  const open: Storage[] = [];
  afterEach(async () => {
    for (const storage of open.splice(0)) await storage.close();
  });
  async function connect(): Promise<RatingStore> {
    const storage = backend.open();
    await storage.connect();
    open.push(storage);
    return new RatingStore(storage.sql, seed);
  }
  const unique = () => randomUUID().slice(0, 8);
  const match = (game: string, ids: string[], winners: string[], scores: number[]): FinishedMatch => ({
    matchID: `m-${unique()}`,
    gameName: game,
    finishedAt: Date.now(),
    result: { winners, scores },
    seats: ids.map((identity, i) => ({ seat: String(i), identity, left: false })),
  });

  it('rates a match exactly once when ten callers on two processes race it', async () => {
    const [a, b] = [await connect(), await connect()];
    const game = `g-${unique()}`;
    const ids = [`account:${unique()}`, `account:${unique()}`, `account:${unique()}`];
    const finished = match(game, ids, ['2'], [10, 5, 20]);
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).rate(finished)));
    expect(outcomes.filter((o) => o !== undefined)).toHaveLength(1);
    const expected = rate([[rating()], [rating()], [rating()]], { rank: [2, 3, 1] });
    for (const [i, identity] of ids.entries()) {
      const stored = await a.ratingOf(identity, game);
      expect(stored.games).toBe(1);
      expect(stored.mu).toBe(expected[i]![0]!.mu);
      expect(stored.sigma).toBe(expected[i]![0]!.sigma);
    }
    const results = await b.resultsOf(finished.matchID);
    expect(results.map((r) => [r.seat, r.rank, r.after.mu])).toEqual(
      ids.map((_, i) => [String(i), [2, 3, 1][i], expected[i]![0]!.mu]),
    );
  });

  it('loses no update when matches sharing a player are rated at once', async () => {
    const [a, b] = [await connect(), await connect()];
    const game = `g-${unique()}`;
    const shared = `account:${unique()}`;
    const matches = Array.from({ length: 6 }, (_, i) =>
      match(game, [shared, `account:${unique()}`], [String(i % 2)], [i % 2 ? 1 : 2, i % 2 ? 2 : 1]),
    );
    await Promise.all(matches.map((m, i) => (i % 2 ? a : b).rate(m)));
    const stored = await a.ratingOf(shared, game);
    expect(stored.games).toBe(6);
    // Replaying the stored order by hand gives the same skill: every update built on the one before.
    const history = await a.historyOf(shared, game, 100);
    expect(history).toHaveLength(6);
    let skill = seed(shared, game);
    for (const result of history) {
      expect(result.before).toEqual(skill);
      skill = result.after;
    }
    expect({ mu: stored.mu, sigma: stored.sigma }).toEqual(skill);
  });

  it('rates a bot level in several seats once, from its best seat, and never against itself', async () => {
    const store = await connect();
    const game = `g-${unique()}`;
    const player = `account:${unique()}`;
    // The player beats three random seats: one win against one opponent, not three.
    const finished = match(game, ['bot:random', player, 'bot:random', 'bot:random'], ['1'], [3, 9, 2, 1]);
    const changes = await store.rate(finished);
    const [me, bot] = rate([[rating()], [rating(seed('bot:random', game))]], { rank: [1, 2] });
    expect(changes?.map((c) => [c.seat, c.identity, c.rank])).toEqual([
      ['0', 'bot:random', 2],
      ['1', player, 1],
    ]);
    const mine = await store.ratingOf(player, game);
    expect({ mu: mine.mu, sigma: mine.sigma, games: mine.games }).toEqual({ ...me![0]!, games: 1 });
    // The bot lost: it goes down (its best seat "beating" its own copies would have lifted it).
    const random = await store.ratingOf('bot:random', game);
    expect({ mu: random.mu, sigma: random.sigma, games: random.games }).toEqual({ ...bot![0]!, games: 1 });
    expect(random.mu).toBeLessThan(seed('bot:random', game).mu);
    // One stored result per competitor.
    expect((await store.resultsOf(finished.matchID)).map((r) => r.seat)).toEqual(['0', '1']);
  });

  it('gives twenty wins over seven random seats the rating of twenty wins over one', async () => {
    const store = await connect();
    const game = `g-${unique()}`;
    const player = `account:${unique()}`;
    for (let n = 0; n < 20; n++)
      await store.rate(match(game, [player, ...Array<string>(7).fill('bot:random')], ['0'], [9, 1, 1, 1, 1, 1, 1, 1]));
    let alone = rating();
    let bot = seed('bot:random', game);
    for (let n = 0; n < 20; n++) {
      const [me, them] = rate([[alone], [bot]], { rank: [1, 2] });
      alone = me![0]!;
      bot = them![0]!;
    }
    const mine = await store.ratingOf(player, game);
    expect({ mu: mine.mu, sigma: mine.sigma }).toEqual({ mu: alone.mu, sigma: alone.sigma });
    // Below the medium bot's 1200 (seven opponents a game reached about 1723).
    expect(displayRating(mine)).toBeLessThan(1300);
  });
});
