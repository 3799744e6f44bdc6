/**
 * `npm run bench -- state-patch`: the CPU time of the patches a move sends (server/storage/state-patch.ts),
 * from each viewer's view of one state to its view of the next, over seeded random games through
 * boardgame.io's reducer. With BENCH_BEFORE=DIR (a checkout of an earlier commit) the same patches are also
 * made by that checkout's statePatch, the two taking turns, to measure a change side by side.
 */
import { ProcessGameConfig, getFilterPlayerView } from 'boardgame.io/internal';
import type { Game } from 'boardgame.io';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { carcassonneGame } from '../games/carcassonne/game';
import { citadelsGame } from '../games/citadels';
import { statePatch } from '../server/storage/state-patch';
import { statesOfRandomGame } from './random-game';

type Patcher = typeof statePatch;
const before = process.env.BENCH_BEFORE;
const patchers: [string, Patcher][] = [['this checkout', statePatch]];
if (before) {
  // The diff moved from server/transport/ to server/storage/: an export from before the move has the old path.
  const path = ['server/storage/state-patch.ts', 'server/transport/state-patch.ts']
    .map((file) => resolve(before, file))
    .find((file) => existsSync(file)) as string;
  const module = (await import(path)) as { statePatch: Patcher };
  patchers.push([before, module.statePatch]);
}

/** Every viewer's view of each state of a seeded random game, in order. */
function viewsOfGame(game: Game, numPlayers: number, seed: string): object[][] {
  const filter = getFilterPlayerView(ProcessGameConfig(game));
  const viewers = [...Array.from({ length: numPlayers }, (_, i) => String(i)), null];
  return statesOfRandomGame(game, numPlayers, seed).map((state) =>
    viewers.map((playerID) => filter(playerID, { type: 'update', args: ['m', state] } as never).args[1] as object),
  );
}

function cpuMicros(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

const cases: [string, Game, number][] = [
  ['4-player Carcassonne', carcassonneGame as Game, 4],
  ['5-player Machiavelli', citadelsGame as Game, 5],
];
for (const [name, game, numPlayers] of cases) {
  const games = Array.from({ length: 10 }, (_, i) => viewsOfGame(game, numPlayers, `patch-bench-${i}`));
  const patches = games.reduce((n, states) => n + (states.length - 1) * states[0]!.length, 0);
  const totals = new Map(patchers.map(([label]) => [label, 0]));
  for (let round = 0; round < 6; round++) {
    for (const [label, patch] of round % 2 === 0 ? patchers : [...patchers].reverse()) {
      const micros = cpuMicros(() => {
        for (const states of games)
          for (let i = 1; i < states.length; i++)
            for (let v = 0; v < states[i]!.length; v++) patch(states[i - 1]![v]!, states[i]![v]!);
      });
      totals.set(label, totals.get(label)! + micros);
    }
  }
  for (const [label, micros] of totals)
    console.log(`${name}, ${label}: ${(micros / 6 / patches).toFixed(2)} µs a patch (${patches} patches a round)`);
}
