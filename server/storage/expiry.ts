/**
 * Match expiry: once a minute, unfinished matches nobody joined within `emptyMatchMinutes`, and unfinished
 * matches nobody moved in within `abandonedMatchHours`, are wiped (finished matches are kept, for their
 * records), and their bots stop. Several processes may sweep at once; each match is wiped once.
 */
import type { Limits } from '../guards/limits';
import type { MatchStore } from './match-store';

export const SWEEP_INTERVAL_MS = 60_000;

export async function sweep(db: MatchStore, limits: Limits, onExpired: (matchID: string) => void, now = Date.now()): Promise<string[]> {
  const expired = await db.expire({
    emptyBefore: now - limits.emptyMatchMinutes * 60_000,
    abandonedBefore: now - limits.abandonedMatchHours * 3_600_000,
  });
  for (const matchID of expired) onExpired(matchID);
  if (expired.length > 0) console.log(`[server] expired ${expired.length} match(es)`);
  return expired;
}

export function startExpiry(db: MatchStore, limits: Limits, onExpired: (matchID: string) => void): { stop(): void } {
  const run = () => void sweep(db, limits, onExpired).catch((error: unknown) => console.error('[server] expiry sweep failed:', (error as Error).message));
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  run();
  return { stop: () => clearInterval(timer) };
}
