/**
 * `npm run bench -- tournaments`: how long pairing takes (issue 52; docs/tournaments.md). A two-player Swiss
 * round of 64, 128, 256 and 512 players after four played rounds (server/tournaments/swiss-pairing.ts, one
 * blossom matching over every pair), and a round of 512 at tables of four (table-swiss.ts). Each is one
 * synchronous call, so its time is also how long it would hold the event loop: the figures say whether
 * pairing must run off it (a worker thread) when the tournaments' server side comes.
 */
import { performance } from 'node:perf_hooks';
import { pairSwissRound } from '../server/tournaments/swiss-pairing';
import { placementPoints, seatTableRound } from '../server/tournaments/table-swiss';
import type { TournamentGame } from '../server/tournaments/standings';
import { createRng } from '../games/shared/rng';

const PLAYED_ROUNDS = 4;
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);

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

function timed(run: () => void): { median: number; max: number } {
  const ms: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const start = performance.now();
    run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)]!, max: ms[ms.length - 1]! };
}

console.log(`round ${PLAYED_ROUNDS + 1} after ${PLAYED_ROUNDS} played, ${REPEATS} runs each (ms: median, slowest)`);
console.log('| pairing | players | median ms | slowest ms |');
console.log('|---|---:|---:|---:|');
for (const n of [64, 128, 256, 512]) {
  const players = Array.from({ length: n }, (_, i) => `p${i + 1}`);
  const games = playedSwiss(players, PLAYED_ROUNDS);
  const { median, max } = timed(() => pairSwissRound(players, games));
  console.log(`| two-player Swiss | ${n} | ${median.toFixed(0)} | ${max.toFixed(0)} |`);
}
{
  const players = Array.from({ length: 512 }, (_, i) => `p${i + 1}`);
  const rng = createRng('bench-tables');
  const games: TournamentGame[] = [];
  for (let round = 1; round <= PLAYED_ROUNDS; round++) {
    for (const seats of seatTableRound(players, games, 4, 3)) {
      games.push({
        round,
        seats,
        points: placementPoints(
          seats.map(() => Math.floor(rng.next() * 100)),
          '5-3-2-1',
        ),
      });
    }
  }
  const { median, max } = timed(() => seatTableRound(players, games, 4, 3));
  console.log(`| Swiss at tables of four | 512 | ${median.toFixed(0)} | ${max.toFixed(0)} |`);
}
