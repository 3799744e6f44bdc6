/**
 * Round-robin time slicing for the searches of one bot thread. Every pending search runs in turn for a
 * short slice, so a search submitted behind fifty others still gets its share and answers at its own
 * deadline instead of after theirs. A search whose deadline has passed is finished before any slice runs,
 * so it never waits a round it does not need. Between slices the thread yields to its event loop, where
 * new searches arrive.
 */

/** A search in slices, as the scheduler sees it. */
export interface SlicedTask {
  /** The moment (performance.now()) by which the search must answer. */
  deadline: number;
  /** Runs the search until `until` at most; true once its budget is spent. */
  step(until: number): boolean;
  /** Called once, when `step` returned true or the deadline has passed. */
  finish(): void;
}

/** Slice length when BOT_SLICE_MS is not set: long enough for several iterations, short against any budget. */
export const DEFAULT_SLICE_MS = 5;

export class RoundRobin {
  private queue: SlicedTask[] = [];
  private scheduled = false;

  constructor(private readonly sliceMs = DEFAULT_SLICE_MS) {}

  get pending(): number {
    return this.queue.length;
  }

  add(task: SlicedTask): void {
    this.queue.push(task);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.tick();
      this.schedule();
    });
  }

  /** Finishes every search past its deadline, then gives the next one in turn a slice. */
  private tick(): void {
    const now = performance.now();
    const late = this.queue.filter((task) => task.deadline <= now);
    if (late.length > 0) {
      this.queue = this.queue.filter((task) => task.deadline > now);
      for (const task of late) task.finish();
    }
    const task = this.queue.shift();
    if (!task) return;
    if (task.step(Math.min(now + this.sliceMs, task.deadline))) task.finish();
    else this.queue.push(task);
  }
}
