/**
 * Compaction of finished matches (docs/replays.md#finished-matches): a match finished more than
 * `COMPACT_AFTER_MS` ago has its stored state, log and initial state replaced by its archive (match-archive.ts),
 * a few KB that rebuild them exactly on every read. Every server process runs it once a minute and at start
 * (which compacts the matches finished before the storage kept archives), a match at a time with a turn of
 * the event loop between matches. In a cluster two processes may pick the same match: the write is
 * conditional (the match is still at the state the archive was made of, and not compacted yet), so one
 * writes and the other's work is dropped; each process takes its batch in its own random order.
 */
import type { StorageAPI } from 'boardgame.io';
import type { Compactable, MatchStore } from './match-store';
import { nextTurn } from '../queue/slices';

/** A finished match stays whole this long, while its players look at the end, download it, play again. */
export const COMPACT_AFTER_MS = 5 * 60_000;
export const COMPACT_INTERVAL_MS = 60_000;
/** Matches a process reads candidates of at once. */
const BATCH = 50;

/** Compacts one finished match: true when this call wrote its archive (or marked it kept whole). */
export async function compactMatch(store: Compactable, matchID: string): Promise<boolean> {
  const all: StorageAPI.FetchOpts = { state: true, log: true, initialState: true, metadata: true };
  const { state, log, initialState, metadata } = await store.fetch(matchID, all);
  if (!state || !log || !initialState || !metadata) return false;
  const archive = store.archive.pack(String(metadata.gameName), { state, log, initialState }, metadata.setupData);
  if (!archive) console.warn(`[storage] match ${matchID} is kept whole: its record does not rebuild it exactly`);
  return store.storeArchive(matchID, state._stateID, archive);
}

/**
 * Compacts the matches finished before `finishedBefore`, `batch` at a time, until none is left or `stopped()`;
 * answers how many.
 */
export async function compactFinished(
  store: Compactable,
  finishedBefore: number,
  batch = BATCH,
  stopped = () => false,
): Promise<number> {
  let compacted = 0;
  while (!stopped()) {
    const ids = await store.unarchived(finishedBefore, batch);
    if (ids.length === 0) return compacted;
    let wrote = 0;
    for (const matchID of shuffled(ids)) {
      if (stopped()) break;
      if (await compactMatch(store, matchID)) wrote++;
      await nextTurn();
    }
    compacted += wrote;
    // Another process took them all: it goes on with the rest, this one waits for its next round.
    if (wrote === 0) return compacted;
  }
  return compacted;
}

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Runs compaction now and every `COMPACT_INTERVAL_MS`, one round at a time. */
export function startCompaction(db: MatchStore, afterMs = COMPACT_AFTER_MS): { stop(): Promise<void> } {
  const store = db.compactable;
  if (!store) return { stop: async () => {} };
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running = running
      .then(() => compactFinished(store, Date.now() - afterMs, BATCH, () => stopped))
      .then(
        (n) => n > 0 && console.log(`[storage] compacted ${n} finished match(es) to their records`),
        (error: unknown) => console.error('[storage] compaction failed:', (error as Error).message),
      );
  };
  const timer = setInterval(run, COMPACT_INTERVAL_MS);
  timer.unref();
  run();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
