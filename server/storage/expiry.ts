/**
 * Match expiry and retention (docs/security.md#retention): once a minute, unfinished matches no person joined
 * within `emptyMatchMinutes`, unfinished matches nobody moved in within `abandonedMatchHours`, finished
 * matches `finishedMatchDays` after they finished (`unattendedMatchHours` when no person holds a seat of
 * them any more), and the oldest finished matches past `maxFinishedMatches` are wiped, and their bots stop.
 * Several processes may sweep at once; each match is wiped once.
 * A sweep wipes `SWEEP_BATCH` matches of each kind per transaction and yields a turn of the event loop
 * between batches (docs/performance.md#stalls): a backlog of thousands of matches, each with its log, never
 * holds the event loop in one piece (with SQLite, a wipe runs on it).
 */
import type { Limits } from '../guards/limits';
import type { MatchStore } from './match-store';
import { nextTurn } from '../queue/slices';

export const SWEEP_INTERVAL_MS = 60_000;
/** Matches of each kind wiped in one storage call. */
export const SWEEP_BATCH = 20;
/** Batches in one sweep at most; what is left waits for the next sweep. */
const MAX_BATCHES = 500;

export async function sweep(
  db: MatchStore,
  limits: Limits,
  onExpired: (matchID: string) => void,
  now = Date.now(),
  batch = SWEEP_BATCH,
): Promise<string[]> {
  const cutoffs = {
    emptyBefore: now - limits.emptyMatchMinutes * 60_000,
    abandonedBefore: now - limits.abandonedMatchHours * 3_600_000,
    finishedBefore: now - limits.finishedMatchDays * 86_400_000,
    unattendedFinishedBefore: now - limits.unattendedMatchHours * 3_600_000,
    maxFinished: Math.floor(limits.maxFinishedMatches),
    batch,
  };
  const expired: string[] = [];
  for (let round = 0; round < MAX_BATCHES; round++) {
    const wiped = await db.expire(cutoffs);
    for (const matchID of wiped) onExpired(matchID);
    expired.push(...wiped);
    // Fewer than a batch: no kind was cut short, nothing is left.
    if (wiped.length < batch) break;
    await nextTurn();
  }
  if (expired.length > 0) console.log(`[server] expired ${expired.length} match(es)`);
  return expired;
}

export function startExpiry(db: MatchStore, limits: Limits, onExpired: (matchID: string) => void): { stop(): void } {
  const run = () =>
    void sweep(db, limits, onExpired).catch((error: unknown) =>
      console.error('[server] expiry sweep failed:', (error as Error).message),
    );
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  run();
  return { stop: () => clearInterval(timer) };
}
