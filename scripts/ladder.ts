/**
 * `npm run ladder -- [--workers N] [--minutes N] [--scale 1] [--targets carcassonne-2p/hard-star25,...]
 *  [--cap 200] [--seed ladder] [--results bench/ladder/results.jsonl] [--report-only] [--replay KEY]
 *  [--doc docs/bots.md] [--json docs/bots-ladder.json] [--svg docs/bots-ladder.svg]`
 *
 * The bot ladder (docs/bots.md#ladder), a benchmark: plays paired sets of its targets (scripts/ladder-plan.ts)
 * in `--workers` processes (default: one per core) until each is decided or capped (tools/ladder/stopping.ts),
 * or until `--minutes` have passed, appending each finished game to the results file and skipping the games
 * already there, so runs add up; then writes the report: the block of docs/bots.md, the JSON (the levels on
 * the players' scale among it) and the SVG chart. `--scale` multiplies the fair levels' iteration budgets
 * (1: as shipped); `--report-only` plays nothing; `--replay KEY` plays one game of the file again and checks
 * it comes out the same. Run it under `nice`.
 */
import { cpus, loadavg } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isParticipant, type Participant } from '../tools/ladder/participants';
import { playLadderGame } from '../tools/ladder/play';
import { chartSvg, replaceBlock } from '../tools/ladder/report';
import { readResults } from '../tools/ladder/results-file';
import { runLadder } from '../tools/ladder/runner';
import { gameKey, parseKey, rotate, setSeed, type GameSpec } from '../tools/ladder/schedule';
import { SET_CAP } from '../tools/ladder/stopping';
import { ladderReport } from '../tools/ladder/summary';
import { forkRunner } from '../tools/ladder/worker-pool';
import { ANCHORS, LADDERS, TARGETS, targetId } from './ladder-plan';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: String(cpus().length) },
    minutes: { type: 'string' },
    scale: { type: 'string', default: '1' },
    targets: { type: 'string', default: TARGETS.map(targetId).join(',') },
    cap: { type: 'string', default: String(SET_CAP) },
    seed: { type: 'string', default: 'ladder' },
    results: { type: 'string', default: 'bench/ladder/results.jsonl' },
    'report-only': { type: 'boolean', default: false },
    replay: { type: 'string' },
    doc: { type: 'string', default: 'docs/bots.md' },
    json: { type: 'string', default: 'docs/bots-ladder.json' },
    svg: { type: 'string', default: 'docs/bots-ladder.svg' },
  },
});

function fail(message: string): never {
  console.error(`ladder: ${message}`);
  process.exit(2);
}

const whole = (name: string, text: string, min: number) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) fail(`--${name} must be a whole number of at least ${min}`);
  return n;
};
const workers = whole('workers', values.workers, 1);
const cap = whole('cap', values.cap, 1);
const scale = Number(values.scale);
if (!(scale > 0)) fail('--scale must be a positive number');
const minutes = values.minutes === undefined ? Infinity : Number(values.minutes);
if (!(minutes > 0)) fail('--minutes must be a positive number');
const targets = values.targets
  .split(',')
  .map(
    (id) =>
      TARGETS.find((t) => targetId(t) === id) ??
      fail(`unknown target "${id}" (known: ${TARGETS.map(targetId).join(', ')})`),
  );

if (values.replay !== undefined) process.exit(await replay(values.replay));

if (!values['report-only']) {
  const before = readResults(values.results).length;
  console.error(
    `ladder: ${before} games in ${values.results}; ${workers} worker(s), scale ${scale}, ${Number.isFinite(minutes) ? `${minutes} min` : 'no time limit'}`,
  );
  let interrupt!: () => void;
  const interrupted = new Promise<void>((resolve) => (interrupt = resolve));
  process.once('SIGINT', () => interrupt());
  process.once('SIGTERM', () => interrupt());
  const entry = fileURLToPath(new URL('./ladder-worker.ts', import.meta.url));
  const summary = await runLadder({
    targets,
    seed: values.seed,
    scale,
    cap,
    file: values.results,
    runners: Array.from({ length: workers }, () => forkRunner(entry)),
    deadline: Date.now() + minutes * 60_000,
    stop: interrupted,
    log: (line) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${line}`),
  });
  console.error(
    `ladder: played ${summary.played}, abandoned ${summary.abandoned}, failed ${summary.failed.length}${summary.failed.length ? ` (${summary.failed.join('; ')})` : ''}`,
  );
}

const report = ladderReport(TARGETS, readResults(values.results), cap);
console.log(report.markdown.join('\n'));
const machine = { cores: cpus().length, loadAverage: loadavg().map((x) => Number(x.toFixed(2))) };
const json = {
  ...report.ratings,
  ladder: {
    generated: new Date().toISOString(),
    machine,
    load: report.load,
    targets: report.rows.map(({ target, name, scale: s, status, msPerGame }) => ({
      target: targetId(target),
      name,
      scale: s,
      goal: target.goal,
      measure: target.rival ? `ahead of ${target.rival}` : 'wins',
      ...status,
      msPerGame,
    })),
    standings: report.summaries,
  },
};
writeFileSync(values.json, `${JSON.stringify(json, null, 2)}\n`);
writeFileSync(values.svg, chartSvg(report.rows));
writeFileSync(values.doc, replaceBlock(readFileSync(values.doc, 'utf8'), 'ladder-report', report.markdown));
console.error(`ladder: wrote ${values.doc}, ${values.json} and ${values.svg}`);

/** Plays the game of `key` again in this process and compares it with the file's line: 0 when equal. */
async function replay(key: string): Promise<number> {
  const parts = parseKey(key) ?? fail(`"${key}" is not a ladder key (ladder|table|set N|rotation N|scale X)`);
  const ladder = LADDERS.find((l) => l.id === parts.ladder) ?? fail(`unknown ladder ${parts.ladder}`);
  const table = parts.table.map((p) => (isParticipant(p) ? p : fail(`unknown participant ${p}`))) as Participant[];
  const stored = readResults(values.results).find((r) => r.key === key);
  const spec: GameSpec = {
    key: gameKey(ladder.id, table, parts.set, parts.rotation, parts.scale),
    ladder: ladder.id,
    game: ladder.game,
    numPlayers: ladder.numPlayers,
    table,
    set: parts.set,
    rotation: parts.rotation,
    seats: rotate(table, parts.rotation),
    seed: stored?.seed ?? setSeed(values.seed, ladder.id, parts.set),
    scale: parts.scale,
  };
  const outcome = await playLadderGame(spec, ANCHORS);
  const line = (o: { scores: number[]; winners: number[]; decisions: number[] }) =>
    `scores ${o.scores.join(', ')}; winners ${o.winners.join(', ')}; decisions ${o.decisions.join(', ')}`;
  console.log(`${key} (seed ${spec.seed}, seats ${spec.seats.join(', ')}): ${line(outcome)}`);
  if (!stored) {
    console.log('not in the results file: nothing to compare');
    return 0;
  }
  const same = line(stored) === line(outcome);
  console.log(same ? 'the same as the results file' : `DIFFERENT from the results file: ${line(stored)}`);
  return same ? 0 : 1;
}
