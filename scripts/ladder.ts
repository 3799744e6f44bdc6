/**
 * `npm run ladder -- [--sets 2] [--ladders carcassonne-2p,carcassonne-4p,citadels-4p,citadels-5p]
 *  [--scale 0.1] [--seed ladder] [--results bench/ladder/results.jsonl] [--report-only]
 *  [--json docs/bots-ladder.json] [--svg docs/bots-ladder.svg]`
 *
 * The bot ladder (docs/bots.md#ladder), a benchmark: plays `--sets` paired sets of every table of the
 * chosen ladders (tools/ladder/schedule.ts), appending each game to the results file as it ends and
 * skipping games already there (so a run can be stopped and started again), then rates every
 * participant with openskill and writes the table, the JSON and the SVG chart. `--scale` multiplies the
 * fair levels' iteration budgets; `--report-only` plays nothing. Run it alone, under `nice`.
 */
import { cpus, loadavg } from 'node:os';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ARENA_GAMES } from '../tools/arena/arena-games';
import { playMatch } from '../tools/arena/match';
import { iterationsOf, isParticipant, ladderPlayer, type AnchorDecide } from '../tools/ladder/participants';
import { completeSets, headToHead, standings } from '../tools/ladder/ratings';
import { chartSvg, headToHeadTable, standingsTable, type LadderSummary } from '../tools/ladder/report';
import { appendResult, readResults } from '../tools/ladder/results-file';
import { schedule, type Ladder } from '../tools/ladder/schedule';
import { star25Action } from '../games/carcassonne/anchor/star25';
import { ruleBotAction } from '../games/citadels/anchor/rule-bot';

/** The ladders: neighbouring levels, each level against its game's anchor, hard against 2x, 2x against 4x. */
const LADDERS: Ladder[] = [
  {
    id: 'carcassonne-2p',
    game: 'carcassonne',
    numPlayers: 2,
    tables: [
      ['random', 'mcts'],
      ['mcts', 'easy'],
      ['easy', 'medium'],
      ['medium', 'hard'],
      ['hard', 'star25'],
      ['medium', 'star25'],
      ['hard', 'hard2x'],
      ['hard2x', 'hard4x'],
    ],
  },
  {
    id: 'carcassonne-4p',
    game: 'carcassonne',
    numPlayers: 4,
    tables: [
      ['easy', 'medium', 'hard', 'star25'],
      ['mcts', 'hard', 'hard2x', 'star25'],
    ],
  },
  {
    id: 'citadels-4p',
    game: 'citadels',
    numPlayers: 4,
    tables: [
      ['easy', 'medium', 'hard', 'rules'],
      ['random', 'mcts', 'hard2x', 'rules'],
    ],
  },
  {
    id: 'citadels-5p',
    game: 'citadels',
    numPlayers: 5,
    tables: [
      ['random', 'easy', 'medium', 'hard', 'rules'],
      ['mcts', 'medium', 'hard', 'hard2x', 'rules'],
    ],
  },
];

/** Each game's anchors (docs/bots.md#anchors). */
const ANCHORS = {
  carcassonne: { star25: star25Action },
  citadels: { rules: ruleBotAction },
} as Record<string, Partial<Record<string, AnchorDecide>>>;

const { values } = parseArgs({
  options: {
    sets: { type: 'string', default: '2' },
    ladders: { type: 'string', default: LADDERS.map((l) => l.id).join(',') },
    scale: { type: 'string', default: '0.1' },
    seed: { type: 'string', default: 'ladder' },
    results: { type: 'string', default: 'bench/ladder/results.jsonl' },
    'report-only': { type: 'boolean', default: false },
    json: { type: 'string', default: 'docs/bots-ladder.json' },
    svg: { type: 'string', default: 'docs/bots-ladder.svg' },
  },
});

function fail(message: string): never {
  console.error(`ladder: ${message}`);
  process.exit(2);
}

const sets = Number(values.sets);
if (!Number.isInteger(sets) || sets < 0) fail('--sets must be a whole number');
const scale = Number(values.scale);
if (!(scale > 0)) fail('--scale must be a positive number');
const chosen = values.ladders
  .split(',')
  .map(
    (id) =>
      LADDERS.find((l) => l.id === id) ??
      fail(`unknown ladder "${id}" (known: ${LADDERS.map((l) => l.id).join(', ')})`),
  );
for (const ladder of chosen)
  for (const table of ladder.tables) {
    for (const p of table) if (!isParticipant(p)) fail(`unknown participant "${p}" in ${ladder.id}`);
    if (new Set(table).size !== ladder.numPlayers)
      fail(`${ladder.id}: a table needs ${ladder.numPlayers} distinct participants`);
  }

const done = new Set(readResults(values.results).map((r) => r.key));
const games = values['report-only'] ? [] : schedule(chosen, sets, values.seed, scale).filter((g) => !done.has(g.key));
console.error(`ladder: ${done.size} games already in ${values.results}, ${games.length} to play (scale ${scale})`);
const started = performance.now();
for (const [i, game] of games.entries()) {
  const entry = ARENA_GAMES[game.ladder.game] ?? fail(`unknown game ${game.ladder.game}`);
  const { numPlayers } = game.ladder;
  const options = entry.core.defaultOptions(numPlayers);
  const players = game.seats.map((p, seat) =>
    ladderPlayer(p, { ...entry, numPlayers, options, matchSeed: game.seed, seat }, scale, ANCHORS[game.ladder.game]),
  );
  const t0 = performance.now();
  const record = await playMatch(entry.core, options, game.seed, players);
  appendResult(values.results, {
    key: game.key,
    ladder: game.ladder.id,
    table: game.ladder.tables[game.table]!,
    set: game.set,
    rotation: game.rotation,
    seed: game.seed,
    scale,
    seats: game.seats,
    scores: record.scores,
    winners: record.winners,
    decisionMs: record.decisionMs.map(Math.round),
    decisions: record.decisions,
  });
  const seconds = (performance.now() - t0) / 1000;
  const eta = (((performance.now() - started) / (i + 1)) * (games.length - i - 1)) / 60_000;
  const line = game.seats.map((p, s) => `${p} ${record.scores[s]}`).join(', ');
  console.error(
    `[${i + 1}/${games.length}] ${game.ladder.id} set ${game.set} rotation ${game.rotation}: ${line} (${seconds.toFixed(0)} s, about ${eta.toFixed(0)} min left)`,
  );
}

const all = readResults(values.results).filter((r) => r.scale === scale);
const summaries: LadderSummary[] = LADDERS.flatMap((ladder) => {
  const results = all.filter((r) => r.ladder === ladder.id);
  if (results.length === 0) return [];
  return [
    {
      id: ladder.id,
      numPlayers: ladder.numPlayers,
      games: results.length,
      pairedSets: completeSets(results, ladder.numPlayers, ladder.tables),
      standings: standings(results),
      headToHead: headToHead(results),
    },
  ];
});
for (const summary of summaries) {
  console.log(
    [
      ...standingsTable(summary, (p) => (isParticipant(p) ? iterationsOf(p, scale) : undefined)),
      '',
      ...headToHeadTable(summary),
      '',
    ].join('\n'),
  );
}
const machine = { cores: cpus().length, loadAverage: loadavg().map((x) => Number(x.toFixed(2))) };
writeFileSync(
  values.json,
  `${JSON.stringify({ generated: new Date().toISOString(), scale, machine, ladders: summaries }, null, 2)}\n`,
);
writeFileSync(values.svg, chartSvg(summaries));
console.error(`ladder: wrote ${values.json} and ${values.svg}; load average ${machine.loadAverage.join(', ')}`);
