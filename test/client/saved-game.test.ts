// @vitest-environment jsdom
// Saved hotseat games: what "Continue" finds, what an unreadable save gives, and what "New game" removes.
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearHotseat,
  hotseatInProgress,
  loadHotseat,
  saveHotseat,
  storageKeyFor,
  storedActiveSeats,
} from '../../client/hotseat/saved-game';

afterEach(() => localStorage.clear());

const saved = { matchID: 'hotseat-1', seats: ['human' as const, 'easy' as const], options: { x: 1 } };

/** What Local({ persist: true }) writes for one match: Map entries as JSON. */
function storeMatch(matchID: string, gameover?: unknown): void {
  const prefix = storageKeyFor(matchID);
  localStorage.setItem(`${prefix}_state`, JSON.stringify([[matchID, { G: {}, ctx: { gameover } }]]));
  for (const part of ['initial', 'metadata', 'log'])
    localStorage.setItem(`${prefix}_${part}`, JSON.stringify([[matchID, {}]]));
}

describe('saved hotseat games', () => {
  it('finds a saved game in progress, not one that is over or never started', () => {
    expect(loadHotseat('citadels')).toBeUndefined();
    saveHotseat('citadels', saved);
    expect(loadHotseat('citadels')).toBeUndefined();
    storeMatch('hotseat-1');
    expect(loadHotseat('citadels')).toEqual({ saved });
    expect(hotseatInProgress('citadels')).toBe(true);
    expect(hotseatInProgress('carcassonne')).toBe(false);
    storeMatch('hotseat-1', { winners: ['0'] });
    expect(hotseatInProgress('citadels')).toBe(false);
  });

  it('reports an unreadable save without deleting it', () => {
    localStorage.setItem('hotseat:citadels', '{not json');
    expect(loadHotseat('citadels')).toEqual({ unreadable: true });
    expect(localStorage.getItem('hotseat:citadels')).toBe('{not json');
    localStorage.setItem('hotseat:citadels', JSON.stringify({ ...saved, seats: ['wizard'] }));
    expect(loadHotseat('citadels')).toEqual({ unreadable: true });
    localStorage.setItem('hotseat:citadels', JSON.stringify(saved));
    storeMatch('hotseat-1');
    localStorage.setItem(`${storageKeyFor('hotseat-1')}_log`, '[[');
    expect(loadHotseat('citadels')).toEqual({ unreadable: true });
  });

  it('a new game removes the old record and exactly the old match', () => {
    saveHotseat('citadels', saved);
    storeMatch('hotseat-1');
    storeMatch('hotseat-other');
    clearHotseat('citadels');
    expect(localStorage.getItem('hotseat:citadels')).toBeNull();
    expect(Object.keys(localStorage).sort()).toEqual([
      'bgio-hotseat-other_initial',
      'bgio-hotseat-other_log',
      'bgio-hotseat-other_metadata',
      'bgio-hotseat-other_state',
    ]);
    saveHotseat('citadels', { ...saved, matchID: 'hotseat-2' });
    expect(JSON.parse(localStorage.getItem('hotseat:citadels')!)).toEqual({ ...saved, matchID: 'hotseat-2' });
  });

  it('reads the seats to act from the stored match, so the first render shows the right seat', () => {
    const store = (ctx: object) =>
      localStorage.setItem(`${storageKeyFor('hotseat-1')}_state`, JSON.stringify([['hotseat-1', { G: {}, ctx }]]));
    expect(storedActiveSeats('hotseat-1')).toBeUndefined();
    store({ currentPlayer: '1', activePlayers: null });
    expect(storedActiveSeats('hotseat-1')).toEqual(['1']);
    store({ currentPlayer: '0', activePlayers: { '2': 'discard', '3': 'discard' } });
    expect(storedActiveSeats('hotseat-1')).toEqual(['2', '3']);
    store({ currentPlayer: '1', gameover: { winners: ['0'] } });
    expect(storedActiveSeats('hotseat-1')).toEqual([]);
    localStorage.setItem(`${storageKeyFor('hotseat-1')}_state`, '[[');
    expect(storedActiveSeats('hotseat-1')).toBeUndefined();
  });
});
