// A Swiss with tables of three to eight (docs/tournaments.md#swiss-tables): placement points with ties
// split, table sizes, two rounds of eight players at tables of four checked by hand, and properties over
// random tournaments: every active player seated exactly once a round, tables within their sizes.
import { describe, expect, it } from 'vitest';
import { placementPoints, seatTableRound, tableSizes } from '../../../server/tournaments/table-swiss';
import type { TournamentGame } from '../../../server/tournaments/standings';
import { createRng } from '../../../games/shared/rng';

describe('placement points', () => {
  it('give 5-3-2-1 and BGA’s 6-4-2-0 by place, ties sharing the places they hold', () => {
    expect(placementPoints([60, 95, 40, 72], '5-3-2-1')).toEqual([2, 5, 1, 3]);
    expect(placementPoints([80, 80, 40, 72], '5-3-2-1')).toEqual([4, 4, 1, 2]);
    expect(placementPoints([80, 80, 80, 10], '5-3-2-1')).toEqual([3.333333, 3.333333, 3.333333, 1]);
    expect(placementPoints([50, 50, 50, 50], '6-4-2-0')).toEqual([3, 3, 3, 3]);
    expect(placementPoints([30, 20, 10], '6-4-2-0')).toEqual([6, 4, 2]);
    // A fifth place and beyond earn nothing.
    expect(placementPoints([5, 4, 3, 2, 1], '5-3-2-1')).toEqual([5, 3, 2, 1, 0]);
  });
});

describe('table sizes', () => {
  it('use as few tables as possible, sizes differing by one at most, larger first', () => {
    expect(tableSizes(8, 4, 3)).toEqual([4, 4]);
    expect(tableSizes(10, 4, 3)).toEqual([4, 3, 3]);
    expect(tableSizes(9, 4, 3)).toEqual([3, 3, 3]);
    expect(tableSizes(13, 5, 3)).toEqual([5, 4, 4]);
    expect(() => tableSizes(5, 4, 3)).toThrow('5 players do not divide into tables of 3 to 4');
  });
});

const EIGHT = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];

describe('two rounds of eight at tables of four, by hand', () => {
  it('seats round 1 by seed, then the score groups together with the leaders on table 1', () => {
    expect(seatTableRound(EIGHT, [], 4, 3)).toEqual([
      ['p1', 'p2', 'p3', 'p4'],
      ['p5', 'p6', 'p7', 'p8'],
    ]);
    const round1: TournamentGame[] = [
      { round: 1, seats: ['p1', 'p2', 'p3', 'p4'], points: [5, 3, 2, 1] },
      { round: 1, seats: ['p5', 'p6', 'p7', 'p8'], points: [5, 3, 2, 1] },
    ];
    // Standings: p1, p5 on 5; p2, p6 on 3; p3, p7 on 2; p4, p8 on 1 (tie-breaks equal, then seed). Each
    // table of round 1 met in full, so table 1 takes the top four in order: the two 5s and the two 3s.
    // Seats: who has not sat first yet (all but p1 and p5) first, down the standings.
    expect(seatTableRound(EIGHT, round1, 4, 3)).toEqual([
      ['p2', 'p6', 'p1', 'p5'],
      ['p3', 'p7', 'p4', 'p8'],
    ]);
  });

  it('passes over a player who already sat with the table for the next one in order who did not', () => {
    const round1: TournamentGame[] = [
      { round: 1, seats: ['p1', 'p2', 'p3'], points: [5, 3, 2] },
      { round: 1, seats: ['p4', 'p5', 'p6'], points: [5, 3, 2] },
    ];
    // Standings p1, p4, p2, p5, p3, p6: table 1 takes p1 and p4 (who never met); p2 and p3 met p1, p5 and
    // p6 met p4, so nobody fresh is left and the next in order, p2, completes it. p2 has not sat first yet.
    expect(seatTableRound(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'], round1, 3, 3)).toEqual([
      ['p2', 'p1', 'p4'],
      ['p5', 'p3', 'p6'],
    ]);
  });
});

describe('random table tournaments', () => {
  it('seat every active player exactly once a round at tables within their sizes', () => {
    const rng = createRng('table-swiss');
    for (const [n, size, least] of [
      [6, 3, 3],
      [12, 4, 3],
      [23, 5, 3],
      [40, 4, 3],
      [57, 8, 5],
      [200, 4, 3],
    ] as const) {
      let active = Array.from({ length: n }, (_, i) => `t${i + 1}`);
      const games: TournamentGame[] = [];
      for (let round = 1; round <= 5; round++) {
        const tables = seatTableRound(active, games, size, least);
        expect(tables.flat().sort(), `n=${n}`).toEqual([...active].sort());
        for (const table of tables) {
          expect(table.length).toBeGreaterThanOrEqual(least);
          expect(table.length).toBeLessThanOrEqual(size);
          const scores = table.map(() => Math.floor(rng.next() * 100));
          games.push({ round, seats: table, points: placementPoints(scores, '5-3-2-1') });
        }
        if (active.length > size * 2 && rng.next() < 0.3) active = active.slice(1);
      }
    }
  });
});
