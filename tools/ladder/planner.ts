/**
 * Which game the ladder plays next: among the targets still open (tools/ladder/stopping.ts), the one that
 * has had the least of the workers' time for its weight (the decision time of its games so far, with an
 * estimate for those in flight), and of it the first game of the earliest paired set not yet played or
 * being played. Cheap targets so get many sets and decide soon, dear ones keep their share, and a stopped
 * run resumes where it was: a game already in the results file is never played again.
 */
import type { LadderResult } from './results-file';
import { pairedSet, type GameSpec } from './schedule';
import { resultsOf, SET_CAP, targetStatus, type Target } from './stopping';

/** The milliseconds one game took: every seat's decision time. */
export const gameCost = (r: Pick<LadderResult, 'decisionMs'>) => r.decisionMs.reduce((a, b) => a + b, 0);

/** The next game to play, or undefined when every target is decided, capped or busy to its cap. */
export function nextGame(
  targets: readonly Target[],
  results: readonly LadderResult[],
  busy: ReadonlySet<string>,
  options: { seed: string; scale: number; cap?: number },
): GameSpec | undefined {
  const cap = options.cap ?? SET_CAP;
  const done = new Set(results.map((r) => r.key));
  const overall = results.length === 0 ? 1 : results.reduce((a, r) => a + gameCost(r), 0) / results.length;
  let best: { spec: GameSpec; load: number } | undefined;
  for (const target of targets) {
    const own = resultsOf(target, options.scale, results);
    if (targetStatus(target, own, cap).verdict !== 'open') continue;
    let spec: GameSpec | undefined;
    let inFlight = 0;
    for (let set = 0; set < cap; set++)
      for (const game of pairedSet(target.ladder, target.table, set, options.seed, options.scale)) {
        if (busy.has(game.key)) inFlight++;
        else if (!spec && !done.has(game.key)) spec = game;
      }
    if (!spec) continue;
    const spent = own.reduce((a, r) => a + gameCost(r), 0);
    const perGame = own.length === 0 ? overall : spent / own.length;
    const load = (spent + inFlight * perGame) / target.weight;
    if (!best || load < best.load) best = { spec, load };
  }
  return best?.spec;
}
