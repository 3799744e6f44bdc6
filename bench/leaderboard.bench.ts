/**
 * `npm run bench -- leaderboard`: a season leaderboard with 100,000 rated results in the season (issue 50
 * item 8; SQLite in a temp dir: 50,000 two-seat matches among 2,000 accounts and the four bot levels). Before:
 * the route read every result of the season and kept the last per identity, on the event loop (the scan
 * is measured in-process, as the route ran it). After: the route reads one page of the season standings'
 * index (server/ratings/season-standings.ts), measured through a real server, with `/health` asked while
 * 20 leaderboard requests are in flight. Prints p50 and p95 in ms, side by side.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { startServer } from '../server/app';
import { SqliteStorage } from '../server/storage';
import { RatingStore } from '../server/ratings/rating-store';
import { seedFrom } from '../server/ratings/bot-identities';
import { displayRating } from '../server/ratings/rating-scale';
import { seasonOf } from '../server/ratings/seasons';
import { rebuildStandings } from '../server/ratings/season-standings';
import { highCardGame } from '../test/fixtures/high-card-game';

const RESULTS = Number(process.env.BENCH_RESULTS ?? 100_000);
const ACCOUNTS = 2_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const game = highCardGame();
const GAME = game.name!;

const dir = mkdtempSync(join(tmpdir(), 'bench-leaderboard-'));
const file = join(dir, 'matches.sqlite');
const season = seasonOf(Date.now());

// The schema, then 100,000 results written directly (a rated match each two results).
const schema = new SqliteStorage(file);
await schema.connect();
await schema.close();
const raw = new Database(file);
const insertMatch = raw.prepare('INSERT INTO rated_matches (match_id, game_name, finished_at) VALUES (?, ?, ?)');
const insertResult = raw.prepare(
  `INSERT INTO rated_results (match_id, seat, identity, game_name, rank, left_match, mu_before, sigma_before, mu_after,
     sigma_after, finished_at) VALUES (?, ?, ?, ?, ?, 0, 25, 8, ?, ?, ?)`,
);
const identity = (n: number) =>
  n % 50 === 0 ? `bot:${['random', 'easy', 'medium', 'hard'][n % 4]}` : `account:${n % ACCOUNTS}`;
raw.transaction(() => {
  for (let m = 0; m < RESULTS / 2; m++) {
    const at = season.from + m * 1000;
    insertMatch.run(`m${m}`, GAME, at);
    for (const seat of [0, 1]) {
      const n = (m * 7 + seat * 13) % (ACCOUNTS + 97);
      const mu = 20 + ((m * 31 + seat) % 100) / 10;
      insertResult.run(`m${m}`, String(seat), identity(n + seat), GAME, seat + 1, mu, 4 + (m % 30) / 10, at);
    }
  }
})();
raw.close();

const storage = new SqliteStorage(file);
await storage.connect();
await storage.sql.transaction((tx) => rebuildStandings(tx));

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
const fmt = (values: number[]) => `p50 ${quantile(values, 0.5).toFixed(1)}, p95 ${quantile(values, 0.95).toFixed(1)}`;

// Before: the season's results, read and folded per request (the route's code before issue 50).
const store = new RatingStore(storage.sql, seedFrom({}));
const scan: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const started = performance.now();
  const last = new Map<string, { mu: number; sigma: number; games: number }>();
  for (const result of await store.resultsBetween(GAME, season.from, season.to)) {
    if (!result.identity.startsWith('account:')) continue;
    last.set(result.identity, { ...result.after, games: (last.get(result.identity)?.games ?? 0) + 1 });
  }
  [...last.entries()]
    .filter(([, r]) => r.games >= 5)
    .sort(([a, x], [b, y]) => displayRating(y) - displayRating(x) || (a < b ? -1 : 1))
    .slice(0, 100);
  scan.push(performance.now() - started);
}
const standingsInProcess: number[] = [];
for (let i = 0; i < ROUNDS * 10; i++) {
  const started = performance.now();
  await store.seasonTop(GAME, season.name, 'account', 5, 100);
  standingsInProcess.push(performance.now() - started);
}
await storage.close();

// After, through a real server: the route, and /health while 20 leaderboard requests are in flight.
const server = await startServer({
  games: [game],
  port: 0,
  host: '127.0.0.1',
  clientDir: '/nonexistent',
  db: new SqliteStorage(file),
  limits: { readsPerMinute: 1e6 },
});
const timed = async (path: string) => {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return performance.now() - started;
};
const route: number[] = [];
const health: number[] = [];
const board = `/ratings/${GAME}/leaderboard?season=current`;
for (let i = 0; i < ROUNDS * 5; i++) route.push(await timed(board));
for (let i = 0; i < ROUNDS; i++) {
  const burst = Array.from({ length: 20 }, () => timed(board));
  health.push(await timed('/health'));
  await Promise.all(burst);
}
await server.stop();
rmSync(dir, { recursive: true, force: true });

console.log(`season of ${RESULTS.toLocaleString('en')} results, ${ACCOUNTS} accounts (ms per request)`);
console.log(`  before, the season's results scanned (in-process): ${fmt(scan)}`);
console.log(`  after, the standings' index (in-process):          ${fmt(standingsInProcess)}`);
console.log(`  after, GET ${board} through the server:  ${fmt(route)}`);
console.log(`  after, /health with 20 leaderboard requests in flight: ${fmt(health)}`);
