/**
 * One task at a time per match, in arrival order. A match's queue exists only while it has work and is
 * dropped when it drains, so packets for matches that do not exist leave nothing behind. What clients may
 * queue is bounded (docs/security.md#memory): `accepts` says no while the process holds `maxTasks` waiting
 * tasks, or one match holds `MAX_TASKS_PER_MATCH`; the engine refuses such a packet instead of queueing it.
 */
export const MAX_TASKS_PER_MATCH = 200;

export class MatchQueue {
  private tails = new Map<string, { tail: Promise<void>; pending: number }>();
  private pending = 0;

  constructor(private readonly maxTasks = 20_000) {}

  run(matchID: string, task: () => Promise<void>): Promise<void> {
    const entry = this.tails.get(matchID) ?? { tail: Promise.resolve(), pending: 0 };
    entry.pending++;
    this.pending++;
    const tail = entry.tail
      .then(task)
      .catch((error: unknown) => {
        console.error(`[server] match ${matchID}: a task failed:`, error);
      })
      .finally(() => {
        entry.pending--;
        this.pending--;
      });
    entry.tail = tail;
    this.tails.set(matchID, entry);
    void tail.then(() => {
      if (this.tails.get(matchID) === entry && entry.tail === tail) this.tails.delete(matchID);
    });
    return tail;
  }

  /** Whether a client's packet for this match may be queued now. */
  accepts(matchID: string): boolean {
    return this.pending < this.maxTasks && (this.tails.get(matchID)?.pending ?? 0) < MAX_TASKS_PER_MATCH;
  }

  /** Matches with work queued or running. */
  get size(): number {
    return this.tails.size;
  }

  /** Tasks queued or running, over all matches. */
  get tasks(): number {
    return this.pending;
  }

  /** Resolves when every queued task has run. */
  async drain(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()].map((entry) => entry.tail));
  }
}
