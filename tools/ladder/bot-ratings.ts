/**
 * The bot levels on the players' rating scale (docs/ratings.md#bots), from the ladder: per game, every
 * game at the shipped budgets (scale 1) fitted at once by a Plackett-Luce model (tools/ladder/plackett-luce.ts;
 * an online rating depends on the order it meets the games, and rating a participant in several seats by
 * its best-placed one inflates it), each level placed by its strength's distance from easy's, with easy
 * where the defaults put it (1000, a newcomer's rating). A difference of strength d becomes the difference
 * of openskill skill that makes openskill, rating two bot levels (σ BOT_SIGMA) against each other, predict
 * the same odds e^d: d × sqrt(2 (σ² + β²)), shown at the players' 25 display points per unit of skill. The
 * server seeds `bot:<level>` from these (`{ "<game>": { "<level>": { "rating": n } } }` in
 * docs/bots-ladder.json, read by server/ratings/bot-identities.ts) once every level has played MIN_SEATS
 * seats, until then from its defaults; boardgame.io's random bot too, once it has played as many.
 */
import { BOT_LEVELS, SEAT_BOT_LEVELS } from '../../games/shared/bot-levels';
import { BOT_SIGMA, DEFAULT_BOT_RATINGS } from '../../server/ratings/bot-identities';
import { DEFAULT_SIGMA, SCALE_FACTOR } from '../../server/ratings/rating-scale';
import { fitPlackettLuce } from './plackett-luce';
import { places, Z95 } from './ratings';
import type { LadderResult } from './results-file';

export interface LevelRating {
  rating: number;
  /** The 95% interval of the rating (easy's own uncertainty included, easy itself fixed at 1000). */
  low: number;
  high: number;
  /** Seats it played in the games fitted. */
  seats: number;
}

/** The seats every level must have played before a game's levels are given (until then the defaults hold). */
export const MIN_SEATS = 20;

/** openskill's β (its default, as the server rates with): the spread of one game's performance. */
const BETA = DEFAULT_SIGMA / 2;
/** Display points per unit of Plackett-Luce strength between two bot levels. */
export const POINTS_PER_STRENGTH = SCALE_FACTOR * Math.sqrt(2 * (BOT_SIGMA ** 2 + BETA ** 2));

/** A game's shipped levels on the players' scale from its games at scale 1, or none until each has played `minSeats` seats. */
export function levelRatings(
  results: readonly Pick<LadderResult, 'seats' | 'scores' | 'winners'>[],
  minSeats = MIN_SEATS,
): Record<string, LevelRating> {
  const seats = (p: string) => results.reduce((n, r) => n + r.seats.filter((s) => s === p).length, 0);
  if (!BOT_LEVELS.every((level) => seats(level) >= minSeats)) return {};
  const fit = fitPlackettLuce(results.map((r) => ({ seats: r.seats, places: places(r) })));
  const easy = fit.strength.get('easy')!;
  const at = (d: number) => Math.round(DEFAULT_BOT_RATINGS.easy! + POINTS_PER_STRENGTH * d);
  const out: Record<string, LevelRating> = {};
  // boardgame.io's random bot is a seat's level too: placed as well once it has the seats (the bottom rung).
  for (const level of SEAT_BOT_LEVELS) {
    const played = seats(level);
    if (played < minSeats) continue;
    const d = fit.strength.get(level)! - easy;
    const margin = level === 'easy' ? 0 : Z95 * fit.differenceSe(level, 'easy');
    out[level] = { rating: at(d), low: at(d - margin), high: at(d + margin), seats: played };
  }
  return out;
}
