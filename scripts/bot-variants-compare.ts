/**
 * `npx tsx scripts/bot-variants-compare.ts VARIANT.jsonl BASELINE.jsonl` (or `ladder` as the baseline)
 *
 * Compares two runs of `npm run bot-variants -- --out FILE` (docs/bots.md#what-made-hard-stronger) on the
 * games both played (the same set and seat, so the same deal): each side's wins (ties split) and mean
 * margin, and the paired difference of margins, variant minus baseline, with its 95% interval
 * (1.96 standard errors of the mean difference). `ladder` takes the baseline from hard's games against
 * Star2.5 at scale 0.1 in bench/ladder/results.jsonl, which the harness's unchanged `hard` plays move for
 * move.
 */
import { readFileSync } from 'node:fs';

interface Game {
  set: number;
  seat: number;
  win: number;
  lead: number;
}

const lines = (file: string) => readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);

function harnessGames(file: string): Game[] {
  return lines(file).map((line) => JSON.parse(line) as Game);
}

/** Hard's scale-0.1 games against Star2.5 in the ladder's results file, as the harness records them. */
function ladderGames(): Game[] {
  const out: Game[] = [];
  for (const line of lines('bench/ladder/results.jsonl')) {
    const row = JSON.parse(line) as {
      ladder: string;
      scale: number;
      seats: string[];
      set: number;
      scores: number[];
      winners: number[];
    };
    const seat = row.seats.indexOf('hard');
    if (row.ladder !== 'carcassonne-2p' || row.scale !== 0.1 || seat < 0 || !row.seats.includes('star25')) continue;
    const win = row.winners.includes(seat) ? 1 / row.winners.length : 0;
    out.push({ set: row.set, seat, win, lead: (row.scores[seat] as number) - (row.scores[1 - seat] as number) });
  }
  return out;
}

const [variantFile, baselineFile] = process.argv.slice(2);
if (variantFile === undefined || baselineFile === undefined)
  throw new Error('usage: bot-variants-compare VARIANT.jsonl BASELINE.jsonl|ladder');
const key = (game: Game) => `${game.set}/${game.seat}`;
const baseline = new Map(
  (baselineFile === 'ladder' ? ladderGames() : harnessGames(baselineFile)).map((g) => [key(g), g]),
);
const pairs = harnessGames(variantFile).flatMap((game) => {
  const other = baseline.get(key(game));
  return other ? [[game, other] as const] : [];
});
const n = pairs.length;
if (n === 0) throw new Error('no game in common');
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const diffs = pairs.map(([a, b]) => a.lead - b.lead);
const mean = sum(diffs) / n;
const sd = Math.sqrt(sum(diffs.map((d) => (d - mean) ** 2)) / Math.max(1, n - 1));
const sets = pairs.map(([a]) => a.set);
console.log(
  `${n} games (sets ${Math.min(...sets)}-${Math.max(...sets)}): variant ${sum(pairs.map(([a]) => a.win))} wins, ` +
    `mean margin ${(sum(pairs.map(([a]) => a.lead)) / n).toFixed(1)}; baseline ${sum(pairs.map(([, b]) => b.win))} wins, ` +
    `mean margin ${(sum(pairs.map(([, b]) => b.lead)) / n).toFixed(1)}; paired difference ${mean >= 0 ? '+' : ''}` +
    `${mean.toFixed(1)} ± ${((1.96 * sd) / Math.sqrt(n)).toFixed(1)} points a game`,
);
