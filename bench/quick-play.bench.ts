/**
 * `npm run bench -- quick-play`: 1,000 players in quick play's queues paired and their matches opened
 * (issue 52; docs/quick-play.md#pairing), on SQLite in a temporary folder, the table and sockets stubbed.
 * The players are spread over eight queues of Carcassonne (casual or rated, sudden death or two minutes a
 * move, and two, three, four or any players), their ratings drawn around 1200 and their joins over the last
 * minute, from a seeded generator. It prints the time of the pure matching alone (one synchronous call: the
 * longest it can hold the event loop), the time until every table that can be opened is opened (one tick
 * of the pairer), how many tables and players, and the longest event-loop stall measured meanwhile, beside
 * the longest stall of the idle event loop over as long a time (the machine's noise floor as loaded now).
 * And what the machine's load stretches less: the process's CPU time during the tick, and the garbage
 * collections meanwhile (how many, their total and the longest pause: the stalls a loaded machine stretches
 * most are these pauses, docs/quick-play.md#speed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../games/carcassonne/game';
import { createRng } from '../games/shared/rng';
import { hardenGame } from '../server/guards/harden-game';
import { SqliteStorage } from '../server/storage';
import { pairQueues, queueKey } from '../server/tournaments/quick-play-match';
import { playerCounts, QuickPlayPairer } from '../server/tournaments/quick-play-pairer';
import { QuickPlayStore, type NewEntry } from '../server/tournaments/quick-play-store';
import { stubbedTable } from '../tools/tournaments/stubbed-table';

const PLAYERS = 1000;
const game = hardenGame(carcassonneGame as Game);
const gameName = game.name as string;
const dir = mkdtempSync(join(tmpdir(), 'quick-play-bench-'));
const db = new SqliteStorage(join(dir, 'bench.sqlite'));
await db.connect();
const store = new QuickPlayStore(db.sql!);
const rng = createRng('bench-quick-play');
const now = Date.now();

const entries: NewEntry[] = Array.from({ length: PLAYERS }, (_, i) => {
  const rated = rng.next() < 0.5;
  const clock = rng.next() < 0.5 ? 'sudden-15' : 'move-120';
  // Twelve uniform draws summed: about normal, 1200 ± 200.
  const rating = Math.round(1200 + 200 * (Array.from({ length: 12 }, () => rng.next()).reduce((a, b) => a + b) - 6));
  return {
    id: `e${i}`,
    ticketHash: `t${i}`,
    gameName,
    queueKey: queueKey(gameName, rated, clock),
    players: [2, 2, 3, 4, 0][Math.floor(rng.next() * 5)]!,
    rated,
    clock,
    accountID: null,
    address: `10.0.${Math.floor(i / 4)}.${i % 4}`,
    playerName: `P${i}`,
    rating,
    botAfterMs: null,
    joinedAt: now - Math.floor(rng.next() * 60_000),
  };
});
for (const entry of entries) await store.join(entry);
// Every player's page asks for the status every few seconds: none has been away for long.
for (const entry of entries) await store.seen(entry.ticketHash, now - 1000);

const waiting = await store.waiting([gameName]);
const pureMs: number[] = [];
let tables: ReturnType<typeof pairQueues> = [];
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  tables = pairQueues({ waiting, counts: playerCounts(game), now, blocked: () => false });
  pureMs.push(performance.now() - start);
}
pureMs.sort((a, b) => a - b);

// The tests' stubbed sockets, driver and table; not its ratings or seat store, so the tick writes no account seat.
const { transport, drive, table } = stubbedTable(db).deps;
const pairer = new QuickPlayPairer({
  games: [game],
  db,
  store,
  transport,
  drive,
  table,
  botLevels: () => [{ level: 'medium', rating: 1200 }],
});
const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
await sleep(20); // the monitor's first tick only sets its clock: a stall before it would go unseen
const pauses: number[] = [];
const collections = new PerformanceObserver((list) => pauses.push(...list.getEntries().map((e) => e.duration)));
collections.observe({ entryTypes: ['gc'] });
const cpuStart = process.cpuUsage();
const tickStart = performance.now();
const opened = await pairer.tick(now);
const tickMs = performance.now() - tickStart;
const cpu = process.cpuUsage(cpuStart);
pauses.push(...collections.takeRecords().map((e) => e.duration));
collections.disconnect();
await sleep(20); // lets the monitor see the loop turn after the tick's last step
loop.disable();
const idle = monitorEventLoopDelay({ resolution: 1 });
idle.enable();
await sleep(Math.max(200, tickMs));
idle.disable();
const seated = (
  await db.sql!.all<{ n: number }>('SELECT COUNT(*) AS n FROM quick_play_entries WHERE seat IS NOT NULL')
)[0]!.n;
await pairer.stop();
await db.close();
rmSync(dir, { recursive: true, force: true });

console.log(`${PLAYERS} players in 8 queues, joined over the last minute (ratings about 1200 ± 200)`);
console.log('| step | figure |');
console.log('|---|---:|');
console.log(
  `| matching alone (pairQueues, synchronous; 5 runs) | median ${pureMs[2]!.toFixed(1)} ms, slowest ${pureMs.at(-1)!.toFixed(1)} ms; ${tables.length} tables |`,
);
console.log(`| one tick: pair and open every match | ${tickMs.toFixed(0)} ms |`);
console.log(`| matches opened, players seated | ${opened}, ${seated} |`);
console.log(`| process CPU time during the tick | ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms |`);
console.log(
  `| garbage collections during the tick: count, total, longest | ${pauses.length}, ${pauses.reduce((a, b) => a + b, 0).toFixed(1)} ms, ${Math.max(0, ...pauses).toFixed(1)} ms |`,
);
console.log(`| longest event-loop stall during the tick | ${(loop.max / 1e6).toFixed(1)} ms |`);
console.log(`| longest stall of the idle event loop, as long (noise floor) | ${(idle.max / 1e6).toFixed(1)} ms |`);
