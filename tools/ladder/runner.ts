/**
 * The ladder's run: keeps every worker busy with the planner's next game (tools/ladder/planner.ts) and
 * appends each finished game to the results file, the only writer of it, until every target is decided or
 * capped, the deadline passes or `stop` resolves. At the deadline the games in flight are abandoned (their
 * workers stopped) and nothing of them is written, so the file only ever holds whole games and the next
 * run picks up exactly where this one left off.
 */
import { loadavg } from 'node:os';
import { nextGame } from './planner';
import type { GameOutcome } from './play';
import { appendResult, readResults, type LadderResult } from './results-file';
import type { GameSpec } from './schedule';
import { resultsOf, targetName, targetStatus, type Target } from './stopping';
import type { GameRunner } from './worker-pool';

export interface RunOptions {
  targets: readonly Target[];
  seed: string;
  scale: number;
  cap?: number;
  file: string;
  runners: readonly GameRunner[];
  /** When to stop (a `now()` time; Infinity: never). */
  deadline?: number;
  now?: () => number;
  /** Resolves to stop early (e.g. on SIGINT): in-flight games are abandoned. */
  stop?: Promise<unknown>;
  log?: (line: string) => void;
  /** The machine's 1-minute load average, recorded with each game. */
  load?: () => number;
}

export interface RunSummary {
  played: number;
  abandoned: number;
  failed: string[];
}

/** A game's line in the results file. */
export function resultOf(spec: GameSpec, outcome: GameOutcome, load: number): LadderResult {
  const { key, ladder, table, set, rotation, seed, scale, seats } = spec;
  return { key, ladder, table, set, rotation, seed, scale, seats, ...outcome, load };
}

export async function runLadder(options: RunOptions): Promise<RunSummary> {
  const now = options.now ?? Date.now;
  const deadline = options.deadline ?? Infinity;
  const log = options.log ?? (() => {});
  const load = options.load ?? (() => Number(loadavg()[0]!.toFixed(2)));
  const results = readResults(options.file);
  const busy = new Set<string>();
  const failed = new Set<string>();
  const summary: RunSummary = { played: 0, abandoned: 0, failed: [] };

  let halt!: () => void;
  const halted = new Promise<'halt'>((resolve) => (halt = () => resolve('halt')));
  let stopped = false;
  void halted.then(() => (stopped = true));
  const timer = Number.isFinite(deadline) ? setTimeout(halt, Math.max(0, deadline - now())) : undefined;
  void options.stop?.then(halt);
  // Resolved (and replaced) whenever a game ends, so an idle worker looks again.
  let changed!: () => void;
  let change = new Promise<void>((resolve) => (changed = resolve));
  const signal = () => {
    const previous = changed;
    change = new Promise<void>((resolve) => (changed = resolve));
    previous();
  };

  const plan = { seed: options.seed, scale: options.scale, ...(options.cap ? { cap: options.cap } : {}) };
  const work = async (runner: GameRunner) => {
    while (!stopped && now() < deadline) {
      const spec = nextGame(options.targets, results, new Set([...busy, ...failed]), plan);
      if (!spec) {
        if (busy.size === 0) return;
        await Promise.race([change, halted]);
        continue;
      }
      busy.add(spec.key);
      const t0 = now();
      const ended = await Promise.race([
        runner.play(spec).then(
          (outcome) => ({ outcome }),
          (error: Error) => ({ error }),
        ),
        halted,
      ]);
      busy.delete(spec.key);
      if (ended === 'halt') {
        summary.abandoned++;
        log(`abandoned ${spec.key} after ${((now() - t0) / 1000).toFixed(0)} s (nothing written)`);
        return;
      }
      if ('error' in ended) {
        failed.add(spec.key);
        summary.failed.push(spec.key);
        log(`failed ${spec.key}: ${ended.error.message}`);
      } else {
        const result = resultOf(spec, ended.outcome, load());
        appendResult(options.file, result);
        results.push(result);
        summary.played++;
        log(progressLine(options.targets, results, result, plan));
      }
      signal();
    }
  };
  try {
    await Promise.all(options.runners.map(work));
  } finally {
    if (timer) clearTimeout(timer);
    halt();
    for (const runner of options.runners) runner.stop();
  }
  return summary;
}

/** One line per finished game: the game, its scores and its target's standing. */
function progressLine(
  targets: readonly Target[],
  results: readonly LadderResult[],
  result: LadderResult,
  plan: { scale: number; cap?: number },
): string {
  const scores = result.seats.map((p, s) => `${p} ${result.scores[s]}`).join(', ');
  const target = targets.find((t) => t.ladder.id === result.ladder && t.table.join(',') === result.table.join(','));
  const game = `${result.key}: ${scores} (${((result.ms ?? 0) / 1000).toFixed(0)} s)`;
  if (!target) return game;
  const s = targetStatus(target, resultsOf(target, plan.scale, results), plan.cap);
  const pct = (x: number) => (100 * x).toFixed(1);
  return `${game}; ${targetName(target)}: ${pct(s.share)}% [${pct(s.low)}, ${pct(s.high)}] over ${s.sets} sets, goal ${pct(target.goal)}%, ${s.verdict}`;
}
