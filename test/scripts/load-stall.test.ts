/**
 * The load bench's stall report (bench/load/stall.ts): the longest gap between ticks, and what a CPU profile
 * says ran during it.
 */
import { stallCause, StallWatch, type CpuProfile } from '../../bench/load/stall';

const ROOT = '/repo';
const frame = (functionName: string, url = '') => ({ functionName, url });

/** A profile with a root, a project function under a library call, and idle; samples 1 ms apart from t=0. */
function profile(samples: number[]): CpuProfile {
  return {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 5, 6] },
      { id: 2, callFrame: frame('flush', 'file:///repo/server/storage/group-commit.ts'), children: [3] },
      { id: 3, callFrame: frame('run', 'file:///repo/node_modules/better-sqlite3/lib/methods.js'), children: [4] },
      { id: 4, callFrame: frame('stringify') },
      { id: 5, callFrame: frame('(garbage collector)') },
      { id: 6, callFrame: frame('(idle)') },
    ],
    startTime: 0,
    samples,
    timeDeltas: samples.map(() => 1000),
  };
}

it('charges each sample in the gap to its deepest frame of the project', () => {
  // Samples at 1..10 ms: 6 under flush (in a library below it), 2 in GC, 2 idle; the gap is 1-10 ms.
  const cause = stallCause(profile([4, 4, 3, 4, 5, 2, 4, 5, 6, 6]), { startUs: 1000, endUs: 10_000 }, ROOT);
  expect(cause).toBe('flush (server/storage/group-commit.ts) 60%, (garbage collector) 20%');
});

it('reads only the samples inside the gap', () => {
  const cause = stallCause(profile([5, 5, 5, 4, 4, 6]), { startUs: 4000, endUs: 5000 }, ROOT);
  expect(cause).toBe('flush (server/storage/group-commit.ts) 100%');
});

it('says the process waited for a core when the gap was mostly idle', () => {
  expect(stallCause(profile([6, 6, 6, 4]), { startUs: 0, endUs: 10_000 }, ROOT)).toBe('idle 75%: waiting for a core');
  expect(stallCause(profile([6]), { startUs: 5000, endUs: 6000 }, ROOT)).toBe('no samples in the gap');
});

it('keeps the longest gap between ticks, less the tick interval', () => {
  const watch = new StallWatch(2);
  watch.reset();
  const start = watch.stall.startUs;
  watch.tick(start + 2_000, 1_000);
  watch.tick(start + 40_000, 10_500);
  watch.tick(start + 42_000, 12_000);
  expect(watch.stall).toEqual({ startUs: start + 2_000, endUs: start + 40_000, cpuUs: 9_500 });
  expect(watch.ms).toBe(36);
  expect(watch.cpuPercent).toBe(25);
  watch.reset();
  expect(watch.ms).toBe(0);
});
