// The ladder's sequential run (tools/ladder/): the Wilson numbers, the stopping rule and its error at the
// goal line, the planner's order, and the runner resuming from the results file and stopping at its deadline.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wilson } from '../../tools/arena/arena-stats';
import { createRng } from '../../games/shared/rng';
import { nextGame } from '../../tools/ladder/planner';
import type { GameOutcome } from '../../tools/ladder/play';
import { readResults, type LadderResult } from '../../tools/ladder/results-file';
import { resultOf, runLadder } from '../../tools/ladder/runner';
import { pairedSet, type GameSpec, type Ladder } from '../../tools/ladder/schedule';
import { gameShare, SEQUENTIAL_Z, side, targetName, targetStatus, type Target } from '../../tools/ladder/stopping';
import type { GameRunner } from '../../tools/ladder/worker-pool';

const TWO: Ladder = { id: 'two', game: 'g', numPlayers: 2 };
const FOUR: Ladder = { id: 'four', game: 'g', numPlayers: 4 };
const vsAnchor: Target = {
  id: 'hard-star25',
  ladder: TWO,
  table: ['hard', 'star25'],
  focal: 'hard',
  goal: 0.75,
  weight: 3,
};
const levels: Target = {
  id: 'medium-easy',
  ladder: FOUR,
  table: ['easy', 'rules', 'medium', 'rules'],
  focal: 'medium',
  rival: 'easy',
  goal: 0.5,
  weight: 1,
};

/** The outcome of a scheduled game in which `winner` (a participant) won with 10 points to everyone's 5. */
function outcomeOf(spec: GameSpec, winner: string, ms = 1000): GameOutcome {
  const scores = spec.seats.map((p) => (p === winner ? 10 : 5));
  const winners = spec.seats.flatMap((p, s) => (p === winner ? [s] : []));
  const n = spec.seats.length;
  return { scores, winners, decisionMs: spec.seats.map(() => ms / n), decisions: spec.seats.map(() => 1), ms };
}

const played = (spec: GameSpec, winner: string, ms = 1000): LadderResult =>
  resultOf(spec, outcomeOf(spec, winner, ms), 1.5);

/** `sets` paired sets of a target, each game won by `winner(set, rotation)`. */
const sets = (target: Target, count: number, winner: (set: number, rotation: number) => string, from = 0) =>
  Array.from({ length: count }, (_, i) =>
    pairedSet(target.ladder, target.table, from + i, 'seed', 1).map((g) => played(g, winner(from + i, g.rotation))),
  ).flat();

describe('Wilson interval', () => {
  it('gives the score interval to the last digit, at 95% and at the stopping z', () => {
    const at95 = wilson(15, 20);
    expect(at95.low).toBeCloseTo(0.5312949900419365, 12);
    expect(at95.high).toBeCloseTo(0.888139947210597, 12);
    const wide = wilson(15, 20, SEQUENTIAL_Z);
    expect(wide.low).toBeCloseTo(0.42401118471428373, 12);
    expect(wide.high).toBeCloseTo(0.9243905224540814, 12);
    // Ties count a half: 7.5 wins in 10.
    expect(wilson(7.5, 10).low).toBeCloseTo(0.44217614862729365, 12);
  });
});

describe('stopping rule', () => {
  it('decides on the side of the goal the stopping interval lies, else none', () => {
    expect(side(36, 40, 0.75)).toBeUndefined(); // [68.3%, 97.4%] at z 2.95: not yet
    expect(side(36, 40, 0.6)).toBe('above');
    expect(side(10, 10, 0.5)).toBe('above'); // ten of ten: low 53.5%
    expect(side(8, 8, 0.5)).toBeUndefined();
    expect(side(0, 10, 0.5)).toBe('below');
    expect(side(0, 0, 0.5)).toBeUndefined();
  });

  it('names a target by its focal participant and its rival, or the others at the table', () => {
    expect(targetName(levels)).toBe('four medium vs easy');
    expect(targetName({ ...vsAnchor, ladder: FOUR, table: ['hard', 'rules', 'rules', 'star25'] })).toBe(
      'four hard vs rules x2, star25',
    );
  });

  it('counts a win share with ties split, and who finished ahead with a tie as a half', () => {
    expect(gameShare(vsAnchor, { seats: ['star25', 'hard'], scores: [40, 52], winners: [1] })).toBe(1);
    expect(gameShare(vsAnchor, { seats: ['hard', 'star25'], scores: [40, 40], winners: [0, 1] })).toBe(0.5);
    const table = { seats: ['rules', 'medium', 'rules', 'easy'], winners: [0] };
    expect(gameShare(levels, { ...table, scores: [30, 20, 12, 25] })).toBe(0);
    expect(gameShare(levels, { ...table, scores: [30, 25, 12, 25] })).toBe(0.5);
    expect(gameShare(levels, { ...table, scores: [30, 26, 12, 25] })).toBe(1);
  });

  it('stops at the first complete set whose interval clears the goal, not counting the games after it', () => {
    // Medium wins every game: ten games (five sets of two) first put the interval above one half.
    const twoPlayer: Target = { ...levels, ladder: TWO, table: ['easy', 'medium'] };
    const results = sets(twoPlayer, 7, () => 'medium');
    const status = targetStatus(twoPlayer, results);
    expect(status).toMatchObject({ sets: 5, games: 10, share: 1, verdict: 'above', uncounted: 4 });
    expect(status.seqLow).toBeCloseTo(0.5346878759524127, 12);
  });

  it('counts only complete sets in order, stops at a missing one, and ends undecided at the cap', () => {
    const alternate = (set: number, rotation: number) => (rotation === 0 ? 'hard' : 'star25');
    const results = [...sets(vsAnchor, 2, alternate), ...sets(vsAnchor, 1, alternate, 3)];
    expect(targetStatus(vsAnchor, results)).toMatchObject({
      sets: 2,
      games: 4,
      share: 0.5,
      verdict: 'open',
      uncounted: 2,
    });
    expect(targetStatus(vsAnchor, results.slice(0, -3))).toMatchObject({ sets: 1, verdict: 'open' });
    expect(targetStatus(vsAnchor, results, 2)).toMatchObject({ sets: 2, verdict: 'cap' });
  });

  it('holds a wrong verdict near 5% over 200 looks when the true share is on the line (1.96 would give ~40%)', () => {
    const rng = createRng('sequential');
    const falseVerdicts = (z: number, goal: number, perSet: number, trials: number) => {
      let wrong = 0;
      for (let t = 0; t < trials; t++) {
        let wins = 0;
        for (let set = 1; set <= 200; set++) {
          for (let g = 0; g < perSet; g++) if (rng.next() < goal) wins++;
          if (side(wins, set * perSet, goal, z)) {
            wrong++;
            break;
          }
        }
      }
      return wrong / trials;
    };
    expect(falseVerdicts(SEQUENTIAL_Z, 0.75, 2, 1000)).toBeLessThan(0.07);
    expect(falseVerdicts(SEQUENTIAL_Z, 0.5, 4, 1000)).toBeLessThan(0.07);
    expect(falseVerdicts(1.96, 0.5, 2, 500)).toBeGreaterThan(0.3);
  });
});

describe('planner', () => {
  const plan = { seed: 'seed', scale: 1 };

  it('starts every target in order, then gives the open one with the least time for its weight the next game', () => {
    const targets = [levels, vsAnchor];
    expect(nextGame(targets, [], new Set(), plan)?.key).toBe('four|easy,rules,medium,rules|set 0|rotation 0|scale 1');
    // Three games of the four-player target at 1 s, none of the other: the other's turn.
    const some = pairedSet(FOUR, levels.table, 0, 'seed', 1)
      .slice(0, 3)
      .map((g) => played(g, 'medium'));
    expect(nextGame(targets, some, new Set(), plan)?.key).toBe('two|hard,star25|set 0|rotation 0|scale 1');
    // The anchor's 4 s over its weight 3 is less than the other's 3 s and 1 s in flight: the anchor again.
    const anchor = sets(vsAnchor, 2, () => 'hard');
    const busy = new Set(['four|easy,rules,medium,rules|set 0|rotation 3|scale 1']);
    expect(nextGame(targets, [...some, ...anchor], busy, plan)?.key).toBe('two|hard,star25|set 2|rotation 0|scale 1');
  });

  it('fills the earliest gap first, skips games in flight, and has nothing for decided targets', () => {
    const results = sets(vsAnchor, 3, () => 'star25').filter(
      (r) => r.key !== 'two|hard,star25|set 1|rotation 1|scale 1',
    );
    expect(nextGame([vsAnchor], results, new Set(), plan)?.key).toBe('two|hard,star25|set 1|rotation 1|scale 1');
    const busy = new Set(['two|hard,star25|set 1|rotation 1|scale 1']);
    expect(nextGame([vsAnchor], results, busy, plan)?.key).toBe('two|hard,star25|set 3|rotation 0|scale 1');
    expect(
      nextGame(
        [vsAnchor],
        sets(vsAnchor, 5, () => 'star25'),
        new Set(),
        plan,
      ),
    ).toBeUndefined();
    expect(nextGame([vsAnchor], [], new Set(), { ...plan, cap: 1 })?.set).toBe(0);
  });
});

describe('runner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const file = () => join(mkdtempSync(join(tmpdir(), 'ladder-run-')), 'results.jsonl');

  /** A runner whose games take `ms` of (fake) time and are won by medium; it records what it was asked. */
  function fakeRunner(ms: number, log: string[]): GameRunner & { stopped: boolean } {
    const runner = {
      stopped: false,
      play: (spec: GameSpec) =>
        new Promise<GameOutcome>((resolve) => {
          log.push(spec.key);
          setTimeout(() => resolve(outcomeOf(spec, 'medium', ms)), ms);
        }),
      stop: () => {
        runner.stopped = true;
      },
    };
    return runner;
  }

  const twoPlayer: Target = { ...levels, ladder: TWO, table: ['easy', 'medium'] };

  it('plays until the target is decided, skipping the games already in the file', async () => {
    const path = file();
    const before = sets(twoPlayer, 3, () => 'medium');
    writeFileSync(path, before.map((r) => `${JSON.stringify(r)}\n`).join(''));
    const asked: string[] = [];
    const runner = fakeRunner(1, asked);
    const summary = await runLadder({ targets: [twoPlayer], seed: 'seed', scale: 1, file: path, runners: [runner] });
    // Sets 0-2 were there; sets 3 and 4 decide it (ten of ten).
    expect(asked).toEqual(
      pairedSet(TWO, twoPlayer.table, 3, 'seed', 1)
        .concat(pairedSet(TWO, twoPlayer.table, 4, 'seed', 1))
        .map((g) => g.key),
    );
    expect(summary).toEqual({ played: 4, abandoned: 0, failed: [] });
    expect(readResults(path)).toHaveLength(10);
    expect(targetStatus(twoPlayer, readResults(path)).verdict).toBe('above');
    expect(runner.stopped).toBe(true);
  });

  it('stops at the deadline: the game in flight is abandoned and nothing of it is written', async () => {
    vi.useFakeTimers({ now: 0 });
    const path = file();
    const asked: string[] = [];
    const runners = [fakeRunner(40_000, asked), fakeRunner(40_000, asked)];
    const run = runLadder({ targets: [vsAnchor], seed: 'seed', scale: 1, file: path, runners, deadline: 60_000 });
    await vi.advanceTimersByTimeAsync(61_000);
    const summary = await run;
    // Two workers: two games end at 40 s, the next two start and are cut at 60 s.
    expect(summary).toEqual({ played: 2, abandoned: 2, failed: [] });
    expect(asked).toHaveLength(4);
    expect(readResults(path).map((r) => r.key)).toEqual(asked.slice(0, 2));
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(2);
    expect(runners.every((r) => r.stopped)).toBe(true);
  });

  it('records a failed game and goes on without playing it again', async () => {
    const path = file();
    let calls = 0;
    const runner: GameRunner = {
      play: (spec) => {
        calls++;
        if (spec.rotation === 0 && spec.set === 0) return Promise.reject(new Error('boom'));
        return Promise.resolve(outcomeOf(spec, 'medium', 1));
      },
      stop: () => {},
    };
    const summary = await runLadder({
      targets: [twoPlayer],
      seed: 'seed',
      scale: 1,
      file: path,
      runners: [runner],
      cap: 2,
    });
    expect(summary.failed).toEqual(['two|easy,medium|set 0|rotation 0|scale 1']);
    expect(summary.played).toBe(3);
    expect(calls).toBe(4);
  });
});
