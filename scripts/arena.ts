/**
 * `npm run arena -- --game highcard --players 2 --bots hard,mcts --games 200 --seed 1 [--record DIR]
 *  [--ms 200] [--iterations N] [--mcts-iterations 150] [--mcts-depth 25] [--mcts-ms N] [--options river,abbot]`
 *
 * Plays bots against each other on the pure rules core and prints, per bot kind, the win rate with a 95%
 * Wilson interval (ties share the win), the average score and the average decision time. Seats rotate
 * across games (game g gives seat s the kind `bots[(s + g) % bots.length]`), so every kind plays every
 * seat equally often when the game count is a multiple of the list length. Kinds: random, easy, medium,
 * hard (fair IS-MCTS on the seat's view) and mcts (boardgame.io's MCTSBot on the true state). `--ms` and
 * `--iterations` override the fair levels' budgets; `--ms` (or `--mcts-ms`) also gives MCTSBot a time
 * budget per move in place of its 150 iterations, so both sides get the same time. `--record DIR` writes each
 * `--options` sets the game's options (tools/arena/arena-options.ts; the defaults otherwise). `--record DIR` writes each
 * game as `DIR/game-<n>.json` in the game's record format (games/<game>/RECORDS.md), which `npm run replay` reads.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ARENA_GAMES } from '../tools/arena/arena-games';
import { arenaOptions } from '../tools/arena/arena-options';
import { isBotKind, makePlayer, BOT_KINDS, type BotKind } from '../tools/arena/arena-players';
import { ArenaTally } from '../tools/arena/arena-report';
import { progressBar } from '../tools/arena/arena-stats';
import { playMatch } from '../tools/arena/match';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'highcard' },
    players: { type: 'string', default: '2' },
    bots: { type: 'string', default: 'medium,random' },
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    record: { type: 'string' },
    ms: { type: 'string' },
    iterations: { type: 'string' },
    'mcts-iterations': { type: 'string' },
    'mcts-ms': { type: 'string' },
    'mcts-depth': { type: 'string', default: '25' },
    options: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(`arena: ${message}`);
  process.exit(2);
}

const entry =
  ARENA_GAMES[values.game] ?? fail(`unknown game "${values.game}" (known: ${Object.keys(ARENA_GAMES).join(', ')})`);
const numPlayers = Number(values.players);
if (!(numPlayers >= entry.core.minPlayers && numPlayers <= entry.core.maxPlayers))
  fail(`--players must be ${entry.core.minPlayers}..${entry.core.maxPlayers}`);
const kinds = values.bots
  .split(',')
  .map((kind) => (isBotKind(kind) ? kind : fail(`unknown bot "${kind}" (known: ${BOT_KINDS.join(', ')})`)));
const games = Number(values.games);
const search = {
  ...(values.ms === undefined ? {} : { maxMillis: Number(values.ms) }),
  ...(values.iterations === undefined ? {} : { maxIterations: Number(values.iterations) }),
};
// MCTSBot: 150 iterations (the hotseat's) unless a time budget is given (`--mcts-ms`, else `--ms`): then it
// searches until that time is up, so both sides get the same time per move.
const mctsMillis = values['mcts-ms'] ?? values.ms;
const mcts = {
  iterations: Number(values['mcts-iterations'] ?? (mctsMillis === undefined ? 150 : 1_000_000)),
  playoutDepth: Number(values['mcts-depth']),
  ...(mctsMillis === undefined ? {} : { maxMillis: Number(mctsMillis) }),
};
const chosen = arenaOptions(entry.core, numPlayers, values.options);
if ('error' in chosen) fail(chosen.error);
const options = chosen.options;
if (values.record !== undefined && !entry.record) fail(`--record: ${values.game} has no record format`);
if (values.record) mkdirSync(values.record, { recursive: true });

const seatKinds = (g: number): BotKind[] =>
  Array.from({ length: numPlayers }, (_, s) => kinds[(s + g) % kinds.length] as BotKind);
const tally = new ArenaTally();
const progress = progressBar(games);
const start = performance.now();
for (let g = 0; g < games; g++) {
  const matchSeed = `${values.seed}/${g}`;
  const seats = seatKinds(g);
  const players = seats.map((kind, seat) =>
    makePlayer(kind, { ...entry, numPlayers, options, matchSeed, seat, search, mcts }),
  );
  const record = await playMatch(entry.core, options, matchSeed, players);
  tally.add(seats, record);
  if (values.record && entry.record) {
    const file = entry.record({ numPlayers, options, seed: record.seed, actions: record.actions });
    writeFileSync(join(values.record, `game-${g}.json`), JSON.stringify(file));
  }
  progress(g + 1);
}
console.log(
  `${values.game}, ${numPlayers} players, options ${JSON.stringify(options)}, ${games} games, seed ${values.seed}, ${((performance.now() - start) / 1000).toFixed(1)} s`,
);
for (const line of tally.lines()) console.log(line);
