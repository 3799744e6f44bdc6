/**
 * `npm run bench -- tournaments`: how long pairing takes (issue 52; docs/tournaments.md#swiss-speed). A
 * two-player Swiss round of 64, 128, 256 and 512 players after four played rounds, paired by score group
 * (server/tournaments/swiss-pairing.ts), and a round of 512 at tables of four (table-swiss.ts), each one
 * synchronous call. Then the 512-player round side by side, the old way (one blossom matching over every
 * pair, swiss-whole-round.ts, on the event loop) and the new (by score group, in the pairing thread,
 * swiss-pairing-thread.ts): the time to pair and the longest event-loop stall meanwhile (perf_hooks
 * monitorEventLoopDelay at 1 ms; the bar is 50 ms). Run it under `nice -n 5`. Prints; asserts nothing.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { clashes, entrants } from '../server/tournaments/swiss-entrants';
import { pairSwissRound, type SwissRound } from '../server/tournaments/swiss-pairing';
import { SwissPairingThread } from '../server/tournaments/swiss-pairing-thread';
import { pairWholeRound } from '../server/tournaments/swiss-whole-round';
import { placementPoints, seatTableRound } from '../server/tournaments/table-swiss';
import type { TournamentGame } from '../server/tournaments/standings';
import { createRng } from '../games/shared/rng';

const PLAYED_ROUNDS = 4;
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
/** The old way takes about 20 s for 512; BENCH_OLD=0 leaves it out. */
const WITH_OLD = process.env.BENCH_OLD !== '0';

/** The games of `rounds` Swiss rounds among `n` players, results drawn from a seeded generator. */
function playedSwiss(players: string[], rounds: number): TournamentGame[] {
  const rng = createRng(`bench-swiss-${players.length}`);
  const games: TournamentGame[] = [];
  for (let round = 1; round <= rounds; round++) {
    const { pairs, bye } = pairSwissRound(players, games);
    for (const seats of pairs) games.push({ round, seats, points: rng.next() < 0.5 ? [1, 0] : [0, 1] });
    if (bye) games.push({ round, seats: [bye], points: [1] });
  }
  return games;
}

interface Timing {
  median: number;
  max: number;
  /** The median CPU time of the process (every thread), which load on the machine stretches less than the wall. */
  cpu: number;
  stall: number;
}

async function timed(run: () => unknown, repeats = REPEATS): Promise<Timing> {
  const ms: number[] = [];
  const cpu: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await sleep(20); // the monitor's first tick only sets its clock: a stall before it would go unseen
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await run();
    ms.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
    await sleep(20); // lets the monitor see the loop turn after a synchronous run
  }
  delay.disable();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { median: median(ms), max: Math.max(...ms), cpu: median(cpu), stall: delay.max / 1e6 };
}

/** How a round keeps the rules: score difference in half points summed over the tables, and first-move clashes. */
function quality(active: string[], games: TournamentGame[], round: SwissRound): string {
  const byId = new Map(entrants(active, games).map((e) => [e.id, e]));
  let gap = 0;
  let clash = 0;
  for (const [a, b] of round.pairs) {
    gap += Math.abs(byId.get(a)!.score - byId.get(b)!.score) * 2;
    if (clashes(byId.get(a)!, byId.get(b)!)) clash++;
  }
  return `score difference ${gap} half points, ${clash} first-move clashes`;
}

const players = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const row = (what: string, n: number, t: Timing) =>
  console.log(
    `| ${what} | ${n} | ${t.median.toFixed(0)} | ${t.max.toFixed(0)} | ${t.cpu.toFixed(0)} | ${t.stall.toFixed(0)} |`,
  );

console.log(`round ${PLAYED_ROUNDS + 1} after ${PLAYED_ROUNDS} played, ${REPEATS} runs each (ms)`);
console.log('| pairing | players | median ms | slowest ms | median CPU ms | longest stall ms |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const n of [64, 128, 256, 512]) {
  const games = playedSwiss(players(n), PLAYED_ROUNDS);
  row('two-player Swiss by score group, on the event loop', n, await timed(() => pairSwissRound(players(n), games)));
}
{
  const rng = createRng('bench-tables');
  const games: TournamentGame[] = [];
  for (let round = 1; round <= PLAYED_ROUNDS; round++) {
    for (const seats of seatTableRound(players(512), games, 4, 3)) {
      const points = placementPoints(
        seats.map(() => Math.floor(rng.next() * 100)),
        '5-3-2-1',
      );
      games.push({ round, seats, points });
    }
  }
  row('Swiss at tables of four, on the event loop', 512, await timed(() => seatTableRound(players(512), games, 4, 3)));
}
{
  const games = playedSwiss(players(512), PLAYED_ROUNDS);
  const thread = new SwissPairingThread();
  await thread.pair(players(2), []); // starts the thread (and its loader) before the clock runs
  let old: SwissRound | undefined;
  // The noise floor: the longest stall of an idle event loop over a like time, on this machine as loaded now.
  row('512, nothing paired: the idle event loop', 512, await timed(() => sleep(200)));
  row('512, new: by score group in the pairing thread', 512, await timed(() => thread.pair(players(512), games)));
  await thread.stop();
  const pairOld = () => (old = pairWholeRound(players(512), games));
  if (WITH_OLD) row('512, old: every pair at once, on the event loop', 512, await timed(pairOld, 1));
  console.log(`new: ${quality(players(512), games, pairSwissRound(players(512), games))}`);
  if (old) console.log(`old: ${quality(players(512), games, old)}`);
}
