/**
 * `npm run analyze -- <game> FILE.json [--ms N] [--iterations N] [--seed S]`: judges every move of a game
 * record by the fair bot, from the mover's own view (games/history/analysis.ts), and prints one JSON line per
 * move: the mover's win chance before and after it, the move the bot prefers, and `mistake` when the move
 * loses more than 10 percentage points.
 *
 * Budget per move: `--ms` milliseconds (default 200), or `--iterations`. With `--seed` the analysis is
 * deterministic: the budget is then counted in iterations (`--iterations`, default 1000), since wall time
 * differs from run to run; `--ms` cannot be combined with `--seed`.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { searchableGames, searchCoreOf } from '../games/search-cores';
import { analyseAll, type AnalysisBudget } from '../games/history/analysis';
import { openRecord, recordGame } from '../games/history/history';

function fail(message: string): never {
  console.error(`analyze: ${message}`);
  console.error('usage: npm run analyze -- <carcassonne|citadels> FILE.json [--ms N] [--iterations N] [--seed S]');
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { ms: { type: 'string' }, iterations: { type: 'string' }, seed: { type: 'string' } },
});
const [game, file] = positionals;
if (!game || !file) fail('a game and a record file are required');
const core = searchCoreOf(game) ?? fail(`unknown game "${game}" (known: ${searchableGames().join(', ')})`);
const positive = (name: string, text: string | undefined) => {
  if (text === undefined) return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : fail(`--${name} must be a positive number`);
};
if (values.seed !== undefined && values.ms !== undefined)
  fail('--ms is wall time, so it cannot be deterministic: use --iterations with --seed');
const iterations = positive('iterations', values.iterations) ?? (values.seed === undefined ? undefined : 1000);
const budget: AnalysisBudget = iterations === undefined ? { ms: positive('ms', values.ms) ?? 200 } : { iterations };

let record: unknown;
try {
  record = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  fail(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
}
try {
  if (recordGame(record) !== game) fail(`${file} is not a ${game} record`);
  const history = openRecord(record);
  analyseAll(core, history.positions, budget, values.seed ?? 'analysis', (result) =>
    console.log(JSON.stringify(result)),
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
