/**
 * `GET /health`: the hosted games, and whether storage works: a small write must commit within two
 * seconds (else 503). The answer is kept for one second, so a flood of health checks costs at most one
 * write a second.
 */
import type { Game } from 'boardgame.io';
import type { Guard, Route } from '../http/route';
import type { MatchStore } from '../storage/match-store';

export interface StorageHealth {
  ok: boolean;
  error?: string;
}

const PROBE_TIMEOUT_MS = 2_000;
const CACHE_MS = 1_000;

export function storageHealth(db: MatchStore): () => Promise<StorageHealth> {
  let last: { at: number; answer: Promise<StorageHealth> } | undefined;
  const probe = async (): Promise<StorageHealth> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('a storage write took longer than 2 s')), PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.probeWrite(), timeout]);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    const now = Date.now();
    if (!last || now - last.at > CACHE_MS) last = { at: now, answer: probe() };
    return last.answer;
  };
}

/** `reads`: the read budget (a trusted proxy's own health checks do not spend it, guards/read-limit.ts). */
export function healthRoutes(db: MatchStore, games: readonly Game[], reads: Guard): Route[] {
  const health = storageHealth(db);
  const run: Route['run'] = async ({ ctx }) => {
    const storage = await health();
    ctx.status = storage.ok ? 200 : 503;
    return {
      status: storage.ok ? 'ok' : 'storage failing',
      games: games.map((g) => g.name),
      ...(storage.ok ? {} : { error: storage.error }),
    };
  };
  return [{ method: 'GET', path: '/health', guards: [reads], run }];
}
