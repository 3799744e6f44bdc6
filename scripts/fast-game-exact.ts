/**
 * The long exactness check of the server's fast Game (docs/performance.md#fast-game): thousands of seeded
 * random whole games, every configuration of both games, through boardgame.io's stock reducer and the fast
 * one side by side (test/harness/fast-game-parity.ts; test/server/fast-game.test.ts plays a few of them).
 * Run it in production mode, where boardgame.io's Immer is the build the server runs:
 * `NODE_ENV=production npx tsx scripts/fast-game-exact.ts [carcassonne games a configuration] [machiavelli games]`
 * (default 40 and 100: 1,280 + 900 games). Prints the counts; exits 1 at the first difference.
 */
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../games/carcassonne/game';
import { citadelsGame } from '../games/citadels/game';
import type { ActionBase, HarnessSpec } from '../games/shared/contract';
import { carcassonneSpec } from '../test/carcassonne/spec';
import { citadelsSpec } from '../test/citadels/spec';
import { playSideBySide } from '../test/harness/fast-game-parity';

const carcassonneGames = Number(process.argv[2] ?? 40);
const citadelsGames = Number(process.argv[3] ?? 100);

// The rules cores log every refused move; these games refuse some on purpose.
console.warn = () => undefined;
// boardgame.io logs the unknown moves these games try.
console.error = () => undefined;

function check<S, A extends ActionBase, O>(spec: HarnessSpec<S, A, O>, game: Game, games: number) {
  const totals = { games: 0, steps: 0, refusals: 0 };
  for (const config of spec.configurations) {
    for (let i = 0; i < games; i++) {
      const seed = `exact-${config.label}-${i}`;
      const result = playSideBySide(spec.core, game, config.numPlayers, config.options, seed, spec.maxActions);
      if (result.mismatch !== undefined) {
        console.log(`${spec.core.name}, ${config.label}, seed ${seed}: ${result.mismatch}`);
        process.exit(1);
      }
      totals.games++;
      totals.steps += result.steps;
      totals.refusals += result.refusals;
    }
    console.log(`${spec.core.name}, ${config.label}: ${games} games agree`);
  }
  return totals;
}

const started = performance.now();
const results = [
  { name: 'carcassonne', ...check(carcassonneSpec(), carcassonneGame as Game, carcassonneGames) },
  { name: 'machiavelli', ...check(citadelsSpec(), citadelsGame as Game, citadelsGames) },
];
for (const r of results)
  console.log(`${r.name}: ${r.games} games, ${r.steps} moves, ${r.refusals} odd moves refused, every state equal`);
console.log(`NODE_ENV=${process.env.NODE_ENV ?? ''}, ${((performance.now() - started) / 1000).toFixed(0)} s`);
