/**
 * One task at a time per match, in arrival order. A match's queue exists only while it has work and is
 * dropped when it drains, so packets for matches that do not exist leave nothing behind.
 */
export class MatchQueue {
  private tails = new Map<string, Promise<void>>();

  run(matchID: string, task: () => Promise<void>): Promise<void> {
    const tail = (this.tails.get(matchID) ?? Promise.resolve()).then(task).catch((error: unknown) => {
      console.error(`[server] match ${matchID}: a task failed:`, error);
    });
    this.tails.set(matchID, tail);
    void tail.then(() => {
      if (this.tails.get(matchID) === tail) this.tails.delete(matchID);
    });
    return tail;
  }

  /** Matches with work queued or running. */
  get size(): number {
    return this.tails.size;
  }

  /** Resolves when every queued task has run. */
  async drain(): Promise<void> {
    while (this.tails.size > 0) await Promise.all(this.tails.values());
  }
}
