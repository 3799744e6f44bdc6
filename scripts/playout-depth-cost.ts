/**
 * `npx tsx scripts/playout-depth-cost.ts 24,48,400`: what the fair bot's Carcassonne search costs with
 * playouts of these lengths (docs/bots.md#what-made-hard-stronger): hard's preset at 1,000 iterations,
 * at turns 2, 12, 24 and 48 of three seeded 2-player games, CPU milliseconds in all. Run one length per
 * process, alternately, to compare them: in one process the first length also pays for the JIT's warm-up.
 */
import { carcassonneBotCore } from '../games/carcassonne/bot';
import { carcassonneCore as core } from '../games/carcassonne/rules/core';
import type { CarcassonneState } from '../games/carcassonne/rules/state';
import { LEVELS } from '../games/shared/bot-player';
import { ismcts } from '../games/shared/ismcts';
import { createRng, pick } from '../games/shared/rng';

/** A seeded random game at the tile step of turn `turns`. */
function position(seed: string, turns: number): CarcassonneState {
  const rng = createRng(seed);
  const choices = createRng(`${seed}/choices`);
  const state = core.setup(2, core.defaultOptions(2), rng);
  while (state.turns < turns || state.step !== 'place')
    core.apply(state, state.turn, pick(choices, core.legalActions(state, state.turn)), rng);
  return state;
}

const depths = (process.argv[2] ?? '24').split(',').map(Number);
const cpuMs = new Map<number, number>();
for (const turns of [2, 12, 24, 48]) {
  for (let game = 0; game < 3; game++) {
    const state = position(`depth-cost-${game}`, turns);
    const view = core.view(state, state.turn);
    for (const playoutDepth of depths) {
      const searched = { ...carcassonneBotCore, search: { ...carcassonneBotCore.search, playoutDepth } };
      const start = process.cpuUsage();
      ismcts(searched, view, state.turn, { ...LEVELS.hard, maxIterations: 1000, maxMillis: Infinity }, 'cost');
      const used = process.cpuUsage(start);
      cpuMs.set(playoutDepth, (cpuMs.get(playoutDepth) ?? 0) + (used.user + used.system) / 1000);
    }
  }
}
for (const [depth, ms] of cpuMs) console.log(`depth ${depth}: ${Math.round(ms)} ms`);
