/**
 * Bulk work on the event loop in bounded slices (docs/performance.md#stalls): a task over many items handles
 * `size` of them, then yields one turn of the event loop (setImmediate), so the packets and timers waiting
 * meanwhile run before the next slice. No slice holds every match up for longer than its own few items.
 */

/** Resolves on the next turn of the event loop, after the I/O and timers already waiting. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Calls `each` on every item in order, at most `size` of them in one turn of the event loop. */
export async function inSlices<T>(
  items: Iterable<T>,
  size: number,
  each: (item: T) => void | Promise<void>,
): Promise<void> {
  let done = 0;
  for (const item of items) {
    if (done > 0 && done % size === 0) await nextTurn();
    await each(item);
    done++;
  }
}

/** Runs `work` on consecutive chunks of at most `size` items, one chunk a turn, each awaited before the next. */
export async function inChunks<T>(items: T[], size: number, work: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await nextTurn();
    await work(items.slice(i, i + size));
  }
}
