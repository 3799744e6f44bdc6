// The remaining-tile odds (client/carcassonne/draw-odds.ts, docs/rules/carcassonne.md#purist), on hand-built
// positions: the next draw is the kind's share of the bag (river tiles first, the lake last of them), and a
// seat's chance of drawing the kind again is hypergeometric over its own later draws.
import { describe, expect, it } from 'vitest';
import type { CarcassonneState } from '../../../games/carcassonne';
import { drawOdds, formatChance } from '../../../client/carcassonne/draw-odds';

/** Only what the odds read: the bag's contents by kind, whose turn it is and the number of seats. */
function position(remainingByType: Record<string, number>, turn: number, seats: number): CarcassonneState {
  return { remainingByType, turn, scores: new Array<number>(seats).fill(0) } as unknown as CarcassonneState;
}

const byKind = (odds: ReturnType<typeof drawOdds>) => Object.fromEntries(odds.map((o) => [o.kind, o]));

describe('draw odds', () => {
  it('gives each land kind its share of the bag, and a seat with 2 of the 4 draws left 5/6 for a kind with 2 tiles', () => {
    // Two seats, seat 0 in play: the 4 tiles left go to seats 1, 0, 1, 0.
    const odds = byKind(drawOdds(position({ A: 2, B: 1, U: 1, C: 0 }, 0, 2), 0));
    expect(Object.keys(odds)).toEqual(['A', 'B', 'C', 'U']);
    expect(odds.A).toMatchObject({ left: 2, next: 2 / 4 });
    expect(odds.B).toMatchObject({ left: 1, next: 1 / 4 });
    expect(odds.C).toMatchObject({ left: 0, next: 0, mine: 0 });
    // 1 − C(2, 2) / C(4, 2) = 1 − 1/6; 1 − C(3, 2) / C(4, 2) = 1 − 3/6.
    expect(odds.A!.mine).toBeCloseTo(5 / 6, 12);
    expect(odds.B!.mine).toBeCloseTo(1 / 2, 12);
    expect(odds.U!.mine).toBeCloseTo(1 / 2, 12);
  });

  it('counts only the seat’s own draws: with 3 tiles left at 2 seats, the seat in play draws 1 of them', () => {
    // Seat 1 in play: the 3 tiles left go to seats 0, 1, 0.
    const state = position({ A: 1, B: 2 }, 1, 2);
    expect(byKind(drawOdds(state, 1)).A!.mine).toBeCloseTo(1 / 3, 12);
    expect(byKind(drawOdds(state, 0)).A!.mine).toBeCloseTo(2 / 3, 12);
  });

  it('draws the river first: middle tiles, then the lake, and no land tile until they are gone', () => {
    // Three seats, seat 2 in play: draws go to seats 0 (R2 or R3), 1 (the other), 2 (the lake), then land 0, 1, 2, 0.
    const state = position({ R2: 1, R3: 1, R12: 1, A: 3, B: 1 }, 2, 3);
    const seat0 = byKind(drawOdds(state, 0));
    expect([seat0.R2!.next, seat0.R3!.next, seat0.R12!.next, seat0.A!.next, seat0.B!.next]).toEqual([
      0.5, 0.5, 0, 0, 0,
    ]);
    expect(seat0.R2!.mine).toBeCloseTo(1 / 2, 12);
    expect(seat0.R12!.mine).toBe(0);
    // Seat 0 draws 2 of the 4 land tiles: an A for sure (only one is not an A), a B with 1 − C(3, 2) / C(4, 2).
    expect(seat0.A!.mine).toBeCloseTo(1, 12);
    expect(seat0.B!.mine).toBeCloseTo(1 / 2, 12);
    expect(byKind(drawOdds(state, 2)).R12!.mine).toBe(1);
  });

  it('gives the lake the next draw once the middle tiles are gone', () => {
    const odds = byKind(drawOdds(position({ R2: 0, R12: 1, A: 5 }, 0, 2), null));
    expect([odds.R2!.next, odds.R12!.next, odds.A!.next]).toEqual([0, 1, 0]);
  });

  it('gives no seat’s chance to a spectator', () => {
    expect(drawOdds(position({ A: 1 }, 0, 2), null).map((o) => o.mine)).toEqual([null]);
  });
});

describe('a chance in words', () => {
  it('is a whole percentage in the language’s style, never 0% or 100% unless certain', () => {
    expect([0, 0.004, 0.5, 0.994, 0.996, 1].map((p) => formatChance(p, 'en'))).toEqual([
      '0%',
      '<1%',
      '50%',
      '99%',
      '>99%',
      '100%',
    ]);
    expect(formatChance(0.996, 'fr')).toBe('>99\u00a0%');
    expect(formatChance(0.25, 'de')).toBe('25\u00a0%');
    expect(formatChance(0.25, 'nl')).toBe('25%');
  });
});
