/**
 * The post-game analysis (games/history/analysis.ts): a whole 2-player Carcassonne game, every move judged
 * at 200 ms (`MS`), in this one thread, as `npm run analyze -- carcassonne FILE --ms 200` does. The game is
 * played by the easy fair bot (so meeples and farmers are placed as in real games). The target is under
 * 60 s; prints the total, the moves, and the iterations per move. Prints; asserts nothing.
 */
import { carcassonneBotCore } from '../games/carcassonne/bot';
import { exportRecord } from '../games/carcassonne/record';
import type { CarcassonneState } from '../games/carcassonne/rules/state';
import { chooseAction } from '../games/shared/bot-player';
import { createRng } from '../games/shared/rng';
import { analyseAll } from '../games/history/analysis';
import { openRecord } from '../games/history/history';

const MS = Number(process.env.MS ?? 200);
const core = carcassonneBotCore;

function playedGame(seed: string): CarcassonneState {
  const rng = createRng(seed);
  const state = core.setup(2, { farmers: true }, rng);
  for (let n = 0; !core.isOver(state); n++) {
    const seat = core.activeSeats(state)[0] as number;
    const { action } = chooseAction(core, core.view(state, seat), seat, 'easy', `${seed}/${n}`, {
      maxIterations: 100,
      maxMillis: Infinity,
    });
    core.apply(state, seat, action, rng);
  }
  return state;
}

const { positions } = openRecord(exportRecord(playedGame('analysis-bench')));
const start = performance.now();
const results = analyseAll(core, positions, { ms: MS }, 'bench');
const seconds = (performance.now() - start) / 1000;
const iterations = results.reduce((sum, r) => sum + r.iterations, 0) / results.length;
console.log(
  `Carcassonne, 2 players: ${results.length} moves analysed at ${MS} ms each in ${seconds.toFixed(1)} s (target < 60 s), ${iterations.toFixed(0)} iterations per move on average, ${results.filter((r) => r.mistake).length} marked as mistakes`,
);
