/**
 * The loop that every process of a cluster runs on a timer, whose holder of a lease acts (quick play's
 * pairer, the tournaments' runner): one tick at a time (a tick still running skips the next), a failed tick
 * logged and the next one tried, and no hold on the process's exit. `leaseHolder` names this process in a
 * lease row: its pid, for operators to read, and a random id.
 */
import { randomUUID } from 'node:crypto';

export const leaseHolder = (): string => `${process.pid}:${randomUUID()}`;

export class TickLoop {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly tick: () => Promise<unknown>,
    /** The log line's prefix of a failed tick, e.g. `[quick play] pairing`. */
    private readonly label: string,
  ) {}

  start(everyMs: number): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.tick()
        .catch((error: Error) => console.error(`${this.label}:`, error.message))
        .finally(() => (this.running = undefined));
    }, everyMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a tick still running. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
