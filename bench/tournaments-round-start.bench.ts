/**
 * `npm run bench -- tournaments`: a 512-player two-player Swiss's rounds paired and started (issue 52;
 * docs/tournaments.md#swiss-speed): the runner's tick that pairs the round (in the pairing thread), writes
 * its 256 tables and makes, names and seats their 256 matches, on SQLite in a temporary folder, the table
 * and sockets stubbed as in test/server/tournaments/tournament-runner.test.ts. Rounds 1 (seeded by rating)
 * and 5 (after four played, every result drawn from a seeded generator) are timed, with the longest
 * event-loop stall during each tick beside the idle event loop's over as long a time (the machine's noise
 * floor as loaded now). Prints; asserts only that every table got its match.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../games/carcassonne/game';
import { createRng } from '../games/shared/rng';
import { AccountStore } from '../server/accounts/account-store';
import { hardenGame } from '../server/guards/harden-game';
import { SqliteStorage } from '../server/storage';
import { TournamentRunner } from '../server/tournaments/tournament-runner';
import { TournamentStore } from '../server/tournaments/tournament-store';
import { stubbedTable } from '../tools/tournaments/stubbed-table';

const PLAYERS = 512;
const TIMED_ROUNDS = new Set([1, 5]);
const game = hardenGame(carcassonneGame as Game);
const dir = mkdtempSync(join(tmpdir(), 'tournament-round-bench-'));
const db = new SqliteStorage(join(dir, 'bench.sqlite'));
await db.connect();
const store = new TournamentStore(db.sql!, { createdPerDay: 1e6, openPerCreator: 1e6, registrationsPerAccount: 1e6 });
const accounts = new AccountStore(db.sql!);
const rng = createRng('bench-tournament-round');
const base = Date.now() + 1e9;

const ids = Array.from({ length: PLAYERS }, (_, i) => `acc-${String(i).padStart(3, '0')}`);
const ratings = new Map(ids.map((id) => [id, Math.round(1000 + rng.next() * 1000)]));
for (const id of ids) await accounts.createAccount(id, `P${id.slice(4)}`, { key: id, look: id }, null, 1);
const runner = new TournamentRunner({
  ...stubbedTable(db).deps,
  games: [game],
  store,
  ratingOf: async (accountID) => ratings.get(accountID) ?? 1000,
  holder: 'bench',
});
const id = 't-bench';
const created = await store.create({
  id,
  name: 'Bench Swiss',
  gameName: game.name!,
  tableSize: 2,
  format: 'swiss',
  rounds: 5,
  placement: null,
  rated: true,
  clock: 'sudden-15',
  setupData: null,
  startsAt: base,
  checkInMinutes: 0,
  cap: PLAYERS,
  inviteHash: null,
  creatorID: ids[0]!,
  creatorName: 'P000',
  createdAt: base - 1e6,
});
if (created !== undefined) throw new Error(`creating the tournament: ${created}`);
for (const accountID of ids) {
  const refused = await store.register(id, { accountID, playerName: `N${accountID}`, rating: 1000 }, base - 1000);
  if (refused !== undefined) throw new Error(`registering: ${refused}`);
}

/** One tick at `now`, timed, with the longest event-loop stall during it and the idle loop's over as long. */
async function timedTick(now: number): Promise<{ ms: number; stall: number; idle: number }> {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  await sleep(20); // the monitor's first tick only sets its clock: a stall before it would go unseen
  const start = performance.now();
  await runner.tick(now);
  const ms = performance.now() - start;
  await sleep(20); // lets the monitor see the loop turn after the tick's last step
  loop.disable();
  const idle = monitorEventLoopDelay({ resolution: 1 });
  idle.enable();
  await sleep(Math.max(200, ms));
  idle.disable();
  return { ms, stall: loop.max / 1e6, idle: idle.max / 1e6 };
}

console.log(`${PLAYERS} players, two-player Swiss, SQLite; each round's tick pairs it and makes its matches`);
console.log('| round | tables | matches made | tick ms | longest stall ms | idle loop, as long (noise floor) ms |');
console.log('|---:|---:|---:|---:|---:|---:|');
for (let round = 1; round <= 5; round++) {
  const now = base + round * 1000;
  const timing = TIMED_ROUNDS.has(round) ? await timedTick(now) : (await runner.tick(now), undefined);
  const tables = await store.tables(id, round);
  const made = tables.filter((t) => t.matchID !== null).length;
  if (made !== tables.length) throw new Error(`round ${round}: ${made} of ${tables.length} tables have their match`);
  if (timing)
    console.log(
      `| ${round} | ${tables.length} | ${made} | ${timing.ms.toFixed(0)} | ${timing.stall.toFixed(1)} | ${timing.idle.toFixed(1)} |`,
    );
  // Every game ends, its winner drawn, as boardgame.io's end of game writes it.
  for (const table of tables) {
    if (table.matchID === null || table.seats.length < 2) continue;
    const winner = rng.next() < 0.5 ? '0' : '1';
    await db.updateMetadata(table.matchID, (m) => ({
      ...m,
      gameover: { winners: [winner], scores: winner === '0' ? [60, 40] : [40, 60] },
    }));
  }
}
await runner.stop();
await db.close();
rmSync(dir, { recursive: true, force: true });
