/**
 * The server's longest event-loop stall in a measured window of `npm run bench:load`, and its cause.
 * `StallWatch` ticks every few milliseconds and keeps the longest gap between two ticks, as moments of
 * `process.hrtime` (the clock of V8's CPU profiles too). `stallCause` reads a CPU profile of the same window
 * and names what ran during that gap: each sample is charged to its deepest frame in the project's own code
 * (else its deepest frame), and the heaviest few are listed with their share of the gap. When the process
 * was mostly idle during the gap, it was waiting for a core (the machine was busy), not running a long task.
 * The process's CPU time over the gap says the same without a profile: a gap the process spent mostly off
 * the CPU was a wait for a core, not work (it counts the worker threads too, which use little).
 */

/** A stall: the gap between two ticks, in microseconds of `process.hrtime`, and the CPU time used in it. */
export interface Stall {
  startUs: number;
  endUs: number;
  cpuUs?: number;
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);
const cpuNowUs = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

export class StallWatch {
  private timer?: NodeJS.Timeout;
  private last = nowUs();
  private lastCpu = 0;
  private longest: Stall = { startUs: this.last, endUs: this.last };

  constructor(private readonly tickMs = 2) {}

  start(): void {
    this.reset();
    this.timer = setInterval(() => this.tick(nowUs(), cpuNowUs()), this.tickMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Starts a new window. */
  reset(): void {
    this.last = nowUs();
    this.lastCpu = cpuNowUs();
    this.longest = { startUs: this.last, endUs: this.last };
  }

  /** One tick at `at` (µs), the process having used `cpu` µs of CPU so far; exposed for tests. */
  tick(at: number, cpu = 0): void {
    if (at - this.last > this.longest.endUs - this.longest.startUs)
      this.longest = { startUs: this.last, endUs: at, cpuUs: cpu - this.lastCpu };
    this.last = at;
    this.lastCpu = cpu;
  }

  /** The longest gap of the window so far. */
  get stall(): Stall {
    return this.longest;
  }

  /** Its length in milliseconds, less the tick interval a gap always has. */
  get ms(): number {
    return Math.max(0, (this.longest.endUs - this.longest.startUs) / 1000 - this.tickMs);
  }

  /** The share of the longest gap the process spent on a CPU (all its threads), in percent. */
  get cpuPercent(): number {
    const wall = this.longest.endUs - this.longest.startUs;
    return wall > 0 ? Math.round((100 * (this.longest.cpuUs ?? 0)) / wall) : 0;
  }
}

/** The parts of a V8 CPU profile (`Profiler.stop`) read here. */
export interface CpuProfile {
  nodes: { id: number; parent?: number; children?: number[]; callFrame: { functionName: string; url: string } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

type Frame = CpuProfile['nodes'][number]['callFrame'];

/** A frame's name: its function and the file below `root` (or the file's last part). */
function nameOf(frame: Frame, root: string): string {
  const file = frame.url.replace(/^file:\/\//, '');
  const where = file.startsWith(root) ? file.slice(root.length).replace(/^\//, '') : file.split('/').pop();
  return `${frame.functionName || '(anonymous)'}${where ? ` (${where})` : ''}`;
}

const isProjectCode = (frame: Frame, root: string) => {
  const file = frame.url.replace(/^file:\/\//, '');
  return file.startsWith(root) && !file.includes('/node_modules/');
};

/**
 * What ran during `stall`, from a profile of its window: the heaviest frames (at most `top`) with their share
 * of the gap's samples, e.g. `flush (server/storage/group-commit.ts) 61%, (garbage collector) 12%`; or
 * `idle: waiting for a core` when most samples were idle. `root` is the checkout the server runs from.
 */
export function stallCause(profile: CpuProfile, stall: Stall, root: string, top = 3): string {
  const byID = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const charged = new Map<string, number>();
  let samples = 0;
  let idle = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < stall.startUs || at > stall.endUs) return;
    samples++;
    const leaf = byID.get(id);
    if (!leaf) return;
    if (leaf.callFrame.functionName === '(idle)') return void idle++;
    let charge = leaf.callFrame;
    for (let node: typeof leaf | undefined = leaf; node; node = byID.get(parentOf.get(node.id) ?? -1)) {
      if (isProjectCode(node.callFrame, root)) {
        charge = node.callFrame;
        break;
      }
    }
    const name = nameOf(charge, root);
    charged.set(name, (charged.get(name) ?? 0) + 1);
  });
  if (samples === 0) return 'no samples in the gap';
  if (idle * 2 > samples) return `idle ${Math.round((100 * idle) / samples)}%: waiting for a core`;
  return [...charged]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, count]) => `${name} ${Math.round((100 * count) / samples)}%`)
    .join(', ');
}
