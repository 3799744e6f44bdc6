/**
 * Season standings (server/ratings/season-standings.ts, docs/ratings.md#leaderboards) on SQLite always and on
 * PostgreSQL when TEST_DATABASE_URL is a postgres:// URL: matches rated over two seasons keep, in the rating
 * transaction, each identity's rating after its last game of each season and its games there, exactly what
 * a scan of the season's results gives, ranked by rating with the minimum of games, players and bots apart;
 * and the season leaderboard route answers from them, so it reads no result row.
 */
import { randomUUID } from 'node:crypto';
import { RatingStore, type FinishedMatch } from '../../server/ratings/rating-store';
import { seedFrom } from '../../server/ratings/bot-identities';
import { displayRating } from '../../server/ratings/rating-scale';
import { seasonNamed } from '../../server/ratings/seasons';
import { api, startTestServer } from './helpers';
import { highCardGame } from '../fixtures/high-card-game';
import { storageBackends } from './account-backends';

const backends = storageBackends('ratings-seasons');
const seed = seedFrom({});
const Q3 = Date.UTC(2026, 7, 1);
const Q4 = Date.UTC(2026, 10, 1);

/** The leaderboard as the route computed it before: every result of the season, the last one per identity. */
async function scanned(store: RatingStore, game: string, name: string, prefix: string, min: number) {
  const season = seasonNamed(name)!;
  const last = new Map<string, { mu: number; sigma: number; games: number }>();
  for (const result of await store.resultsBetween(game, season.from, season.to)) {
    if (!result.identity.startsWith(prefix)) continue;
    last.set(result.identity, { ...result.after, games: (last.get(result.identity)?.games ?? 0) + 1 });
  }
  return [...last.entries()]
    .filter(([, r]) => r.games >= min)
    .map(([identity, r]) => ({ identity, mu: r.mu, sigma: r.sigma, rating: displayRating(r), games: r.games }))
    .sort((x, y) => y.rating - x.rating || (x.identity < y.identity ? -1 : 1));
}

describe.each(backends)('$name season standings', (backend) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('keeps each season’s standings with every rated match, as a scan of its results gives them', async () => {
    const storage = backend.open();
    await storage.connect();
    cleanups.push(() => storage.close());
    const store = new RatingStore(storage.sql, seed);
    const game = `g-${randomUUID().slice(0, 8)}`;
    const people = ['ann', 'bob', 'cy', 'di'].map((p) => `account:${p}-${randomUUID().slice(0, 4)}`);
    for (let n = 0; n < 24; n++) {
      const identities = [people[n % 4]!, people[(n + 1) % 4]!, n % 3 ? 'bot:easy' : 'bot:hard'];
      if (n % 4 === 0) identities.push(n % 3 ? 'bot:easy' : 'bot:hard');
      const match: FinishedMatch = {
        matchID: `m-${randomUUID()}`,
        gameName: game,
        finishedAt: (n < 10 ? Q3 : Q4) + n * 1000,
        result: { winners: [String(n % identities.length)], scores: identities.map((_, i) => (i * n) % 5) },
        seats: identities.map((identity, i) => ({ seat: String(i), identity, left: false })),
      };
      await store.rate(match);
    }
    for (const season of ['2026-Q3', '2026-Q4'])
      for (const [kind, prefix] of [
        ['account', 'account:'],
        ['bot', 'bot:'],
      ] as const)
        for (const min of [0, 3, 6]) {
          const expected = await scanned(store, game, season, prefix, min);
          expect(await store.seasonTop(game, season, kind, min, 100)).toEqual(expected);
        }
    // A bot level in two seats of a match played one game there.
    const q3Bots = await store.seasonTop(game, '2026-Q3', 'bot', 0, 100);
    expect(q3Bots.reduce((n, b) => n + b.games, 0)).toBe(10);
  });

  it('answers the season leaderboard from the standings, not from the results', async () => {
    const game = highCardGame();
    const server = await startTestServer([game], { db: backend.open() as never });
    cleanups.push(() => server.stop());
    const store = new RatingStore(server.db.sql!, seed);
    const now = Date.now();
    const a = `account:${randomUUID()}`;
    const b = `account:${randomUUID()}`;
    await server.db.sql!.run(
      'INSERT INTO accounts (id, name, name_key, password_hash, created_at) VALUES (?, ?, ?, ?, ?)',
      [a.slice('account:'.length), 'Winner', `winner-${randomUUID()}`, null, now],
    );
    await store.rate({
      matchID: `m-${randomUUID()}`,
      gameName: game.name!,
      finishedAt: now,
      result: { winners: ['0'], scores: [2, 1] },
      seats: [a, b].map((identity, i) => ({ seat: String(i), identity, left: false })),
    });
    const board = async () =>
      (await api(server.url, `/ratings/${game.name}/leaderboard?season=current&min=1`)).body.entries as {
        who: { name: string };
        games: number;
      }[];
    expect((await board()).find((e) => e.who.name === 'Winner')).toMatchObject({ games: 1 });
    // Results kept elsewhere (or expired from a copy) change nothing: the route reads the standings only.
    await server.db.sql!.run('DELETE FROM rated_results WHERE identity = ?', [a]);
    expect((await board()).find((e) => e.who.name === 'Winner')).toMatchObject({ games: 1 });
  });
});
