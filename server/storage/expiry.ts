/**
 * Match expiry and retention (docs/security.md#retention): once a minute, unfinished matches no person joined
 * within `emptyMatchMinutes`, unfinished matches nobody moved in within `abandonedMatchHours`, finished
 * matches `finishedMatchDays` after they finished (`unattendedMatchHours` when no person holds a seat of
 * them any more), and the oldest finished matches past `maxFinishedMatches` are wiped, and their bots stop.
 * Several processes may sweep at once; each match is wiped once.
 */
import type { Limits } from '../guards/limits';
import type { MatchStore } from './match-store';

export const SWEEP_INTERVAL_MS = 60_000;

export async function sweep(
  db: MatchStore,
  limits: Limits,
  onExpired: (matchID: string) => void,
  now = Date.now(),
): Promise<string[]> {
  const expired = await db.expire({
    emptyBefore: now - limits.emptyMatchMinutes * 60_000,
    abandonedBefore: now - limits.abandonedMatchHours * 3_600_000,
    finishedBefore: now - limits.finishedMatchDays * 86_400_000,
    unattendedFinishedBefore: now - limits.unattendedMatchHours * 3_600_000,
    maxFinished: Math.floor(limits.maxFinishedMatches),
  });
  for (const matchID of expired) onExpired(matchID);
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
