// This browser's recent games (client/history/recent-games.ts): newest first, at most MAX_RECENT, and when
// the storage is full the oldest kept records make room for the new one.
import { describe, expect, it } from 'vitest';
import {
  MAX_RECENT,
  recentGames,
  rememberGame,
  replayPath,
  storedRecord,
  type RecentGame,
} from '../../../client/history/recent-games';

/** A Storage that refuses to hold more than `limit` characters in all. */
function smallStorage(limit: number): Storage {
  const items = new Map<string, string>();
  const size = () => [...items].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => {
      const old = items.get(k);
      items.set(k, v);
      if (size() > limit) {
        if (old === undefined) items.delete(k);
        else items.set(k, old);
        throw new DOMException('full', 'QuotaExceededError');
      }
    },
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}

const game = (id: string): RecentGame => ({
  id,
  game: 'carcassonne',
  source: 'hotseat',
  finishedAt: 0,
  names: ['Ann', 'Bob'],
  scores: [1, 2],
});

describe('recent games', () => {
  it('keeps the newest first, once per game, at most MAX_RECENT, with replay paths', () => {
    const storage = smallStorage(1e6);
    for (let i = 0; i < MAX_RECENT + 3; i++) rememberGame(game(`g${i}`), { n: i }, storage);
    rememberGame(game('g5'), { n: 5 }, storage);
    const ids = recentGames(storage).map((g) => g.id);
    expect(ids).toHaveLength(MAX_RECENT);
    expect(ids.slice(0, 2)).toEqual(['g5', `g${MAX_RECENT + 2}`]);
    expect(storedRecord('g0', storage)).toBeUndefined();
    expect(storedRecord('g5', storage)).toEqual({ n: 5 });
    expect(replayPath(game('hotseat-1'))).toBe('/replay/local/hotseat-1');
    expect(replayPath({ ...game('m 1'), source: 'online', game: 'citadels' })).toBe('/replay/citadels/m%201');
  });

  it('drops the oldest records when the storage is full, never the one being saved', () => {
    const storage = smallStorage(2_000);
    const big = { text: 'x'.repeat(600) };
    for (const id of ['a', 'b', 'c', 'd']) rememberGame(game(id), big, storage);
    expect(recentGames(storage).map((g) => g.id)).toEqual(['d', 'c']);
    expect(storedRecord('d', storage)).toEqual(big);
    expect(storedRecord('a', storage)).toBeUndefined();
  });

  it('reads a damaged list as empty', () => {
    const storage = smallStorage(1e6);
    storage.setItem('recentGames', '{not json');
    expect(recentGames(storage)).toEqual([]);
  });
});
