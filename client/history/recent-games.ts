/**
 * This browser's recent games, in localStorage: a short list (newest first) of finished games with the
 * names, the final scores and where the record is. Online games point at the server's record URL; hotseat
 * games keep their record here too (public information, plus the one human seat's own secrets). When the
 * storage is full, the oldest records go first.
 */
export interface RecentGame {
  /** `hotseat-…` or the online match id. */
  id: string;
  game: string;
  source: 'hotseat' | 'online';
  finishedAt: number;
  names: string[];
  scores: number[];
}

const LIST_KEY = 'recentGames';
const recordKey = (id: string) => `record:${id}`;
export const MAX_RECENT = 12;

function read(storage: Storage): RecentGame[] {
  try {
    const list = JSON.parse(storage.getItem(LIST_KEY) ?? '[]') as unknown;
    return Array.isArray(list)
      ? (list as RecentGame[]).filter((g) => typeof g?.id === 'string' && typeof g.game === 'string')
      : [];
  } catch {
    return [];
  }
}

export function recentGames(storage: Storage = localStorage): RecentGame[] {
  return read(storage);
}

/** Where a recent game's replay is. */
export function replayPath(game: RecentGame): string {
  return game.source === 'hotseat'
    ? `/replay/local/${encodeURIComponent(game.id)}`
    : `/replay/${encodeURIComponent(game.game)}/${encodeURIComponent(game.id)}`;
}

/** Remembers a finished game (once per id), with its record for a hotseat game. */
export function rememberGame(game: RecentGame, record?: unknown, storage: Storage = localStorage): void {
  const list = [game, ...read(storage).filter((g) => g.id !== game.id)];
  const kept = list.slice(0, MAX_RECENT);
  for (const dropped of list.slice(MAX_RECENT)) storage.removeItem(recordKey(dropped.id));
  for (;;) {
    try {
      if (record !== undefined) storage.setItem(recordKey(game.id), JSON.stringify(record));
      storage.setItem(LIST_KEY, JSON.stringify(kept));
      return;
    } catch {
      // Full: give up the oldest hotseat record (never the one being saved) and try again.
      const oldest = [...kept].reverse().find((g) => g.id !== game.id && storage.getItem(recordKey(g.id)) !== null);
      if (!oldest) return;
      storage.removeItem(recordKey(oldest.id));
      kept.splice(kept.indexOf(oldest), 1);
    }
  }
}

export function isRemembered(id: string, storage: Storage = localStorage): boolean {
  return read(storage).some((g) => g.id === id);
}

/** A hotseat game's record, or undefined. */
export function storedRecord(id: string, storage: Storage = localStorage): unknown {
  try {
    return JSON.parse(storage.getItem(recordKey(id)) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}
