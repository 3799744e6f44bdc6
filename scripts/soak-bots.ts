/**
 * Bot soak: many bot seats searching at once through a real server, to measure the fair scheduler and the
 * retry after a storage outage. SOAK_TABLES tables (default 50) of SOAK_SEATS bots (default 2) of
 * SOAK_LEVEL (default hard) play SOAK_GAME (default citadels) back to back for SOAK_SECONDS (default 60).
 * SOAK_OUTAGE_SECONDS (default 0) makes the storage fail, reads and writes, for that long from a third of
 * the run. Citadels and Carcassonne seats mostly take turns, so about one search per table is in flight at
 * a time: the defaults keep about fifty searching at once. The bots run in the server's process as they do
 * in production, with the server's search threads (BOT_THREADS).
 *
 * Prints each seat's decision time (p50, p99, max and how many exceeded twice the level's budget), the mean
 * iterations a search ran (sharing the threads costs strength, not time), the main thread's event-loop
 * delay, RSS and heap before and after, and, with an outage, whether every table stored a move after it.
 *
 *   npx tsx scripts/soak-bots.ts
 *   SOAK_SECONDS=120 SOAK_OUTAGE_SECONDS=30 npx tsx scripts/soak-bots.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { GAMES } from '../games/index';
import { LEVELS, isBotLevel } from '../games/shared/bot-player';
import { startServer } from '../server/app';
import { fairDecision, SearchWorker, searchThreads } from '../server/bots/bot-decide';
import { BotRunner } from '../server/bots/bot-runner';
import type { Decide } from '../server/bots/bot-seat';
import { FlakyStorage } from '../test/server/bot-flaky-storage';

const env = process.env;
const TABLES = Number(env.SOAK_TABLES ?? 50);
const SEATS = Number(env.SOAK_SEATS ?? 2);
const LEVEL = env.SOAK_LEVEL ?? 'hard';
const GAME = env.SOAK_GAME ?? 'citadels';
const SECONDS = Number(env.SOAK_SECONDS ?? 60);
const OUTAGE_SECONDS = Number(env.SOAK_OUTAGE_SECONDS ?? 0);
if (!isBotLevel(LEVEL)) throw new Error(`SOAK_LEVEL must be one of ${Object.keys(LEVELS).join(', ')}`);
const game = GAMES.find((g) => g.name === GAME);
if (!game) throw new Error(`SOAK_GAME must be one of ${GAMES.map((g) => g.name).join(', ')}`);
const budget = LEVELS[LEVEL].maxMillis;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (value: number) => `${Math.round(value)}`.padStart(6);
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

async function post(url: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(parsed)}`);
  return parsed;
}

const dir = mkdtempSync(join(tmpdir(), 'soak-bots-'));
const db = new FlakyStorage(join(dir, 'matches.sqlite'), 'reads and writes');
// Every table's bots connect from this one address: the per-client limits are lifted for the soak.
const LIFTED = {
  createsPerMinute: 1e9,
  lobbyWritesPerMinute: 1e9,
  readsPerMinute: 1e9,
  socketsPerClient: 1e9,
  socketConnectsPerMinute: 1e9,
  connectionsPerClient: 1e9,
};
const server = await startServer({
  games: GAMES,
  port: 0,
  host: '127.0.0.1',
  clientDir: '/nonexistent',
  db,
  limits: LIFTED,
});
const worker = new SearchWorker();
const RESOLUTION_MS = 10;
const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
const before = process.memoryUsage();
const times = new Map<string, number[]>();
/** Per table: when it last stored a state (seen by polling the storage). */
const lastStored = new Map<number, { matchID: string; stateID: number; at: number }>();
const runners: BotRunner[] = [];
const end = Date.now() + SECONDS * 1000;
let gamesFinished = 0;
let outageEnded = Infinity;

/** One table: a match of bots, then the next, until the soak ends. */
async function table(index: number): Promise<void> {
  const decide = fairDecision(worker);
  const timed =
    (seat: string): Decide =>
    async (...args) => {
      const started = performance.now();
      try {
        return await decide(...args);
      } finally {
        const key = `table ${String(index).padStart(2)} seat ${seat}`;
        const list = times.get(key) ?? [];
        list.push(performance.now() - started);
        times.set(key, list);
      }
    };
  while (Date.now() < end) {
    const { matchID } = (await post(server.url, `/games/${GAME}/create`, { numPlayers: SEATS })) as { matchID: string };
    const runner = new BotRunner({
      serverUrl: () => server.url,
      games: GAMES,
      decide: (g, state, playerID, level) => timed(playerID)(g, state, playerID, level),
    });
    runners.push(runner);
    for (let seat = 0; seat < SEATS; seat++) {
      const joined = await post(server.url, `/games/${GAME}/${matchID}/join`, {
        playerID: String(seat),
        playerName: `Bot ${seat}`,
      });
      runner.start({
        game: GAME,
        matchID,
        playerID: String(seat),
        credentials: joined.playerCredentials as string,
        level: LEVEL,
      });
    }
    while (runner.running > 0 && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      if (OUTAGE_SECONDS === 0) continue;
      const { state } = await db.fetch(matchID, { state: true }).catch(() => ({ state: undefined }));
      const last = lastStored.get(index);
      if (state && (last?.matchID !== matchID || last.stateID !== state._stateID))
        lastStored.set(index, { matchID, stateID: state._stateID, at: Date.now() });
    }
    if (runner.running === 0) gamesFinished++;
    runner.stopAll();
  }
}

console.log(
  `soak: ${TABLES} tables x ${SEATS} ${LEVEL} bots of ${GAME} for ${SECONDS} s, ${searchThreads()} search thread(s), budget ${budget} ms`,
);
loop.enable();
if (OUTAGE_SECONDS > 0) {
  setTimeout(
    () => {
      console.log(`storage outage for ${OUTAGE_SECONDS} s`);
      db.outage(OUTAGE_SECONDS * 1000);
      outageEnded = Date.now() + OUTAGE_SECONDS * 1000;
    },
    (SECONDS * 1000) / 3,
  ).unref();
}
const inFlight: number[] = [];
const sampler = setInterval(() => inFlight.push(worker.inFlight), 250);
await Promise.all(Array.from({ length: TABLES }, (_, i) => table(i)));
clearInterval(sampler);
loop.disable();
for (const runner of runners) runner.stopAll();
// Let the server handle the bots' disconnects before it closes its storage.
await new Promise((resolve) => setTimeout(resolve, 1000));
const after = process.memoryUsage();

console.log('\nseat                 turns   p50 ms   p99 ms   max ms  over 2x budget');
const all: number[] = [];
for (const [key, list] of [...times].sort(([a], [b]) => a.localeCompare(b))) {
  const sorted = [...list].sort((a, b) => a - b);
  all.push(...sorted);
  const over = sorted.filter((t) => t > 2 * budget).length;
  console.log(
    `${key.padEnd(20)} ${String(sorted.length).padStart(5)}   ${ms(quantile(sorted, 0.5))}   ${ms(quantile(sorted, 0.99))}   ${ms(sorted.at(-1) ?? NaN)}  ${over}`,
  );
}
all.sort((a, b) => a - b);
const overAll = all.filter((t) => t > 2 * budget).length;
console.log(
  `all seats            ${String(all.length).padStart(5)}   ${ms(quantile(all, 0.5))}   ${ms(quantile(all, 0.99))}   ${ms(all.at(-1) ?? NaN)}  ${overAll}`,
);
/** The histogram counts the sampling interval in every reading: the delay is what exceeds it. */
const delay = (nanos: number) => Math.max(0, nanos / 1e6 - RESOLUTION_MS).toFixed(1);
console.log(
  `\nmain thread event-loop delay: p50 ${delay(loop.percentile(50))} ms, p99 ${delay(loop.percentile(99))} ms, max ${delay(loop.max)} ms`,
);
console.log(
  `iterations per search: mean ${Math.round(worker.totals.iterations / worker.totals.searches)} (level cap ${LEVELS[LEVEL].maxIterations})`,
);
console.log(
  `searches in flight: mean ${(inFlight.reduce((a, b) => a + b, 0) / inFlight.length).toFixed(1)}, max ${Math.max(...inFlight)}`,
);
console.log(`games finished: ${gamesFinished}`);
console.log(`RSS ${mb(before.rss)} -> ${mb(after.rss)}, heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)}`);
if (OUTAGE_SECONDS > 0) {
  const stalled = Array.from({ length: TABLES }, (_, i) => i).filter(
    (i) => (lastStored.get(i)?.at ?? 0) <= outageEnded,
  );
  console.log(
    `storage failures: ${db.failures}; tables with no stored move after the outage: ${stalled.length ? stalled.join(', ') : 'none'}`,
  );
}
await worker.stop();
await server.stop();
rmSync(dir, { recursive: true, force: true });
