/**
 * Recomputing ratings from the stored results (server/ratings/recompute.ts, `npm run ratings:recompute`) gives
 * the very numbers the live updates gave: after matches of several sizes with shared players, ties, leavers
 * and a bot level in two seats, the ratings are damaged and rebuilt, by the function and by the script; results
 * stored before one identity was one competitor are rated by that rule (rate-match.ts oneSeatEach); the season
 * standings are rebuilt too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStorage } from '../../server/storage';
import { RatingStore } from '../../server/ratings/rating-store';
import { readLadder, seedFrom } from '../../server/ratings/bot-identities';
import { recomputeRatings } from '../../server/ratings/recompute';
import { createRng, randomInt } from '../../games/shared/rng';
import { runScript, SCRIPT_TEST_TIMEOUT } from '../support/run-script';

const dir = mkdtempSync(join(tmpdir(), 'ratings-recompute-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// As the server and the script seed the bots: from the committed bot ladder (docs/ratings.md#bots).
const seed = seedFrom(readLadder());

async function snapshot(storage: SqliteStorage) {
  const ratings = await storage.sql.all('SELECT * FROM ratings ORDER BY game_name, identity');
  const results = await storage.sql.all('SELECT * FROM rated_results ORDER BY match_id, seat');
  const standings = await storage.sql.all('SELECT * FROM season_standings ORDER BY game_name, season, identity');
  return { ratings, results, standings };
}

async function playSeason(storage: SqliteStorage) {
  const store = new RatingStore(storage.sql, seed);
  const rng = createRng('recompute');
  const people = ['account:ann', 'account:bob', 'account:cy', 'account:di', 'account:ed'];
  for (let n = 0; n < 40; n++) {
    const size = 2 + randomInt(rng, 4);
    const chosen = people.filter((_, i) => (n + i) % 5 < size - 1);
    const identities = [...chosen, n % 3 === 0 ? 'bot:hard' : 'bot:easy'];
    if (n % 5 === 0) identities.push('bot:hard');
    await store.rate({
      matchID: `m${n}`,
      gameName: n % 2 ? 'citadels' : 'carcassonne',
      finishedAt: 1_700_000_000_000 + Math.floor(n / 4),
      result: { winners: [String(randomInt(rng, identities.length))], scores: identities.map(() => randomInt(rng, 3)) },
      seats: identities.map((identity, i) => ({ seat: String(i), identity, left: n % 7 === 0 && i === 0 })),
    });
  }
}

describe('recomputing ratings', () => {
  it('gives the same numbers as the live updates', async () => {
    const storage = new SqliteStorage(join(dir, 'function.sqlite'));
    await storage.connect();
    await playSeason(storage);
    const live = await snapshot(storage);
    expect(live.ratings.length).toBeGreaterThan(5);
    await storage.sql.run('UPDATE ratings SET mu = 0, sigma = 1, games = 99');
    await storage.sql.run('UPDATE rated_results SET mu_after = 0');
    await storage.sql.run('UPDATE season_standings SET games = 0, rating = 0');
    expect(await recomputeRatings(storage.sql, seed)).toEqual({ matches: 40, identities: live.ratings.length });
    expect(await snapshot(storage)).toEqual(live);
    await storage.close();
  });

  it('does so as `npm run ratings:recompute` on the server database', { timeout: SCRIPT_TEST_TIMEOUT }, async () => {
    const dataDir = join(dir, 'script');
    const storage = new SqliteStorage(join(dataDir, 'matches.sqlite'));
    await storage.connect();
    await playSeason(storage);
    const live = await snapshot(storage);
    await storage.sql.run('UPDATE ratings SET mu = 0');
    await storage.close();
    const output = runScript(['scripts/ratings-recompute.ts'], { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(output).toContain('recomputed 40 rated match(es)');
    const reopened = new SqliteStorage(join(dataDir, 'matches.sqlite'));
    await reopened.connect();
    expect(await snapshot(reopened)).toEqual(live);
    await reopened.close();
  });

  it('rates results stored before one identity was one competitor by that rule, dropping the extra seats', async () => {
    // A match stored the old way: an account and three seats of the random bot, each a result of its own.
    const storage = new SqliteStorage(join(dir, 'old-rows.sqlite'));
    await storage.connect();
    await storage.sql.run("INSERT INTO rated_matches (match_id, game_name, finished_at) VALUES ('old', 'g', 1)");
    for (const [seat, identity, rank] of [
      ['0', 'account:ann', 1],
      ['1', 'bot:random', 2],
      ['2', 'bot:random', 3],
      ['3', 'bot:random', 3],
    ] as const)
      await storage.sql.run(
        `INSERT INTO rated_results (match_id, game_name, seat, identity, rank, left_match, mu_before, sigma_before,
           mu_after, sigma_after, finished_at) VALUES ('old', 'g', ?, ?, ?, 0, 0, 0, 0, 0, 1)`,
        [seat, identity, rank],
      );
    expect(await recomputeRatings(storage.sql, seed)).toEqual({ matches: 1, identities: 2 });
    // The random bot's extra seats are no competitors: their results go.
    expect(await storage.sql.all('SELECT seat FROM rated_results ORDER BY seat')).toEqual([
      { seat: '0' },
      { seat: '1' },
    ]);
    // The same numbers as that match rated live today: one win against one random bot.
    const live = new SqliteStorage(join(dir, 'old-rows-live.sqlite'));
    await live.connect();
    await new RatingStore(live.sql, seed).rate({
      matchID: 'old',
      gameName: 'g',
      finishedAt: 1,
      result: { winners: ['0'], scores: [9, 2, 1, 1] },
      seats: ['account:ann', 'bot:random', 'bot:random', 'bot:random'].map((identity, i) => ({
        seat: String(i),
        identity,
        left: false,
      })),
    });
    expect(await snapshot(storage)).toEqual(await snapshot(live));
    await storage.close();
    await live.close();
  });
});
