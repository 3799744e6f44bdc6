// The ladder's Plackett-Luce fit (tools/ladder/plackett-luce.ts), which places the bot levels on the players' scale.
import { describe, expect, it } from 'vitest';
import { fitPlackettLuce, type RankedGame } from '../../tools/ladder/plackett-luce';

const twoPlayer = (winner: string, loser: string): RankedGame => ({ seats: [winner, loser], places: [1, 2] });

/** The log-likelihood of the games under these strengths, written out from the model's definition. */
function logLikelihood(games: readonly RankedGame[], strength: Map<string, number>): number {
  let sum = 0;
  for (const game of games) {
    const seats = game.seats.map((p, seat) => ({ theta: strength.get(p)!, place: game.places[seat]! }));
    for (const place of new Set(game.places)) {
      const remaining = seats.filter((s) => s.place >= place);
      if (remaining.length === 1) continue;
      const picked = seats.filter((s) => s.place === place);
      const total = remaining.reduce((a, s) => a + Math.exp(s.theta), 0);
      for (const s of picked) sum += s.theta - Math.log(total);
    }
  }
  return sum;
}

describe('Plackett-Luce fit of the ladder', () => {
  it('gives two players the log of their win odds: 3 wins in 4 is ln 3 apart, with the standard error 1/sqrt(n p q)', () => {
    const games = [...Array(3).fill(twoPlayer('a', 'b')), twoPlayer('b', 'a')];
    const fit = fitPlackettLuce(games, Infinity);
    expect(fit.strength.get('a')! - fit.strength.get('b')!).toBeCloseTo(Math.log(3), 9);
    expect(fit.strength.get('a')! + fit.strength.get('b')!).toBeCloseTo(0, 9);
    expect(fit.differenceSe('a', 'b')).toBeCloseTo(1 / Math.sqrt(4 * 0.75 * 0.25), 6);
  });

  it('reaches the maximum of the likelihood of multi-player games, with ties and a participant in several seats', () => {
    const games: RankedGame[] = [
      { seats: ['hard', 'rules', 'medium', 'rules'], places: [1, 2, 3, 4] },
      { seats: ['rules', 'hard', 'rules', 'medium'], places: [2, 1, 4, 3] },
      { seats: ['medium', 'rules', 'hard', 'rules'], places: [1, 1, 3, 4] },
      { seats: ['rules', 'medium', 'rules', 'hard'], places: [1, 4, 2, 3] },
      { seats: ['hard', 'medium'], places: [2, 1] },
    ];
    const fit = fitPlackettLuce(games, Infinity);
    const best = logLikelihood(games, fit.strength);
    for (const name of fit.strength.keys())
      for (const step of [-1e-3, 1e-3]) {
        const moved = new Map(fit.strength);
        moved.set(name, moved.get(name)! + step);
        expect(logLikelihood(games, moved)).toBeLessThan(best);
      }
  });

  it('does not depend on the order of the games, unlike an online rating', () => {
    const games = [
      twoPlayer('hard', 'medium'),
      twoPlayer('medium', 'easy'),
      twoPlayer('medium', 'hard'),
      twoPlayer('hard', 'easy'),
      twoPlayer('easy', 'hard'),
    ];
    const forward = fitPlackettLuce(games);
    const backward = fitPlackettLuce([...games].reverse());
    for (const [name, theta] of forward.strength) expect(backward.strength.get(name)).toBeCloseTo(theta, 10);
  });

  it('stays finite through its prior when one participant always won', () => {
    const games = Array.from({ length: 5 }, () => twoPlayer('medium', 'easy'));
    const fit = fitPlackettLuce(games);
    const d = fit.strength.get('medium')! - fit.strength.get('easy')!;
    expect(Number.isFinite(d)).toBe(true);
    // The prior (sd 2 on each strength, strengths ±d/2) balances the likelihood's slope 5 / (1 + e^d).
    expect(5 / (1 + Math.exp(d))).toBeCloseTo(d / 2 / 4, 8);
  });
});
