// The rating domain (server/ratings/rate-match.ts): changes equal openskill's own rate() for the same
// inputs (the default model, Weng-Lin Plackett-Luce), ties as ties, leavers last, and the display scale.
import { describe, expect, it } from 'vitest';
import { rate, rating } from 'openskill';
import { plackettLuce } from 'openskill/models';
import { finalRanks, gameRanks, rateMatch, type RatedSeat } from '../../server/ratings/rate-match';
import { displayRating, isProvisional, muForDisplay } from '../../server/ratings/rating-scale';

const seat = (n: number, mu: number, sigma: number, left = false): RatedSeat => ({
  seat: String(n),
  identity: `account:a${n}`,
  before: { mu, sigma },
  left,
});

describe('rating changes', () => {
  it('equal openskill Plackett-Luce rate() for a three-player result', () => {
    const seats = [seat(0, 25, 25 / 3), seat(1, 28, 5), seat(2, 20, 7)];
    const changes = rateMatch({ winners: ['1'], scores: [30, 41, 12] }, seats);
    const expected = rate(
      [[rating({ mu: 25, sigma: 25 / 3 })], [rating({ mu: 28, sigma: 5 })], [rating({ mu: 20, sigma: 7 })]],
      { rank: [2, 1, 3], model: plackettLuce },
    );
    expect(changes.map((c) => c.rank)).toEqual([2, 1, 3]);
    expect(changes.map((c) => c.after)).toEqual(expected.map(([r]) => ({ mu: r!.mu, sigma: r!.sigma })));
    // Pinned figures, so a change of the library's default model shows here too.
    expect(changes[1]!.after.mu).toBeCloseTo(29.0341, 3);
    expect(changes[0]!.after.mu).not.toBe(25);
  });

  it('rank equal scores as ties and give tied seats of equal skill equal results', () => {
    const seats = [seat(0, 25, 25 / 3), seat(1, 25, 25 / 3), seat(2, 25, 25 / 3)];
    const changes = rateMatch({ winners: ['0', '1'], scores: [50, 50, 20] }, seats);
    expect(changes.map((c) => c.rank)).toEqual([1, 1, 3]);
    expect(changes[0]!.after).toEqual(changes[1]!.after);
    const expected = rate([[rating()], [rating()], [rating()]], { rank: [1, 1, 3] });
    expect(changes.map((c) => c.after.mu)).toEqual(expected.map(([r]) => r!.mu));
  });

  it('rank non-winners by score below the winners', () => {
    const ranks = gameRanks({ winners: ['2'], scores: [10, 30, 5, 30] }, ['0', '1', '2', '3']);
    expect(Object.fromEntries(ranks)).toEqual({ '2': 1, '1': 2, '3': 2, '0': 4 });
  });

  it('rank a leaver last below every seat that stayed, even the game winner', () => {
    const seats = [seat(0, 25, 25 / 3, true), seat(1, 25, 25 / 3), seat(2, 25, 25 / 3)];
    // Seat 0's stand-in bot won the game; its player left and ranks last.
    const result = { winners: ['0'], scores: [60, 40, 20] };
    expect(Object.fromEntries(finalRanks(result, seats))).toEqual({ '0': 3, '1': 1, '2': 2 });
    const changes = rateMatch(result, seats);
    const expected = rate([[rating()], [rating()], [rating()]], { rank: [3, 1, 2] });
    expect(changes.map((c) => c.after.mu)).toEqual(expected.map(([r]) => r!.mu));
    expect(changes[0]!.after.mu).toBeLessThan(25);
  });

  it('tie several leavers for last place', () => {
    const seats = [seat(0, 25, 8, true), seat(1, 25, 8), seat(2, 25, 8, true)];
    expect(Object.fromEntries(finalRanks({ winners: ['2'], scores: [1, 2, 3] }, seats))).toEqual({
      '0': 2,
      '1': 1,
      '2': 2,
    });
  });

  it('change nothing with fewer than two rated seats', () => {
    const changes = rateMatch({ winners: ['0'], scores: [1] }, [seat(0, 25, 8)]);
    expect(changes[0]!.after).toEqual({ mu: 25, sigma: 8 });
  });
});

describe('the display scale', () => {
  it('show 1000 + 25 × (μ − 3σ), rounded', () => {
    expect(displayRating({ mu: 25, sigma: 25 / 3 })).toBe(1000);
    expect(displayRating({ mu: 25, sigma: 2 })).toBe(1475);
    expect(displayRating({ mu: 30.02, sigma: 3 })).toBe(1526);
  });

  it('mark fewer than ten games provisional', () => {
    expect(isProvisional(9)).toBe(true);
    expect(isProvisional(10)).toBe(false);
  });

  it('invert the scale for seeding', () => {
    expect(displayRating({ mu: muForDisplay(1620, 3), sigma: 3 })).toBe(1620);
  });
});
