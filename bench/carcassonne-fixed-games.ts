/**
 * CPU microseconds per action of the rules core on fixed seeded random games (docs/performance.md#carcassonne-all-options):
 * 40 warm-up games of each kind, then 300 base games (2 players, farmers) and 150 with every option on
 * (6 players). Deterministic games, so two commits can be compared: bundle this file in each checkout and
 * run the bundles alternately in fresh processes, e.g.
 *   npx esbuild bench/carcassonne-fixed-games.ts --bundle --platform=node --format=esm --outfile=/tmp/new.mjs
 *   node /tmp/new.mjs base,all
 * (a checkout from before the expansions has `base` only).
 */
import { carcassonneCore as core } from '../games/carcassonne/rules/core';
import type { CarcassonneOptions } from '../games/carcassonne/rules/state';
import { createRng, pick } from '../games/shared/rng';

const KINDS: Record<string, { players: number; options: CarcassonneOptions; games: number }> = {
  base: { players: 2, options: { farmers: true }, games: 300 },
  all: {
    players: 6,
    options: { farmers: true, river: true, abbot: true, innsCathedrals: true, tradersBuilders: true },
    games: 150,
  },
};

/** One random game with this seed; returns its number of actions. */
function game(seed: string, players: number, options: CarcassonneOptions): number {
  const rng = createRng(seed);
  const choices = createRng(`${seed}/choices`);
  const state = core.setup(players, options, rng);
  let actions = 0;
  for (; !core.isOver(state); actions++)
    core.apply(state, state.turn, pick(choices, core.legalActions(state, state.turn)), rng);
  return actions;
}

const kinds = (process.argv[2] ?? 'base,all').split(',').map((kind) => {
  const found = KINDS[kind];
  if (found === undefined) throw new Error(`unknown kind ${kind}: base or all`);
  return { kind, ...found };
});
for (const { players, options } of kinds) for (let i = 0; i < 40; i++) game(`warm-${i}`, players, options);
const line: string[] = [];
for (const { kind, players, options, games } of kinds) {
  let actions = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < games; i++) actions += game(`fixed-${i}`, players, options);
  const used = process.cpuUsage(start);
  line.push(`${kind} ${((used.user + used.system) / actions).toFixed(2)} µs`);
}
console.log(line.join(', '));
