/**
 * The bot levels on the players' rating scale (docs/ratings.md#bots), from the ladder: per game, every
 * game at the shipped budgets (scale 1) rated together with openskill (tools/ladder/ratings.ts), each level
 * placed by its skill's distance from easy's at the players' 25 display points per unit of skill, with easy
 * where the defaults put it (1000, a newcomer's rating). The server seeds `bot:<level>` from these
 * (`{ "<game>": { "<level>": { "rating": n } } }` in docs/bots-ladder.json, read by
 * server/ratings/bot-identities.ts) once every level has played MIN_SEATS seats; until then the defaults.
 */
import { BOT_LEVELS } from '../../games/shared/bot-levels';
import { DEFAULT_BOT_RATINGS } from '../../server/ratings/bot-identities';
import { SCALE_FACTOR } from '../../server/ratings/rating-scale';
import type { Standing } from './ratings';

export interface LevelRating {
  rating: number;
  mu: number;
  sigma: number;
  /** Seats it played in the games rated. */
  seats: number;
}

/** The seats every level must have played before a game's levels are given (until then the defaults hold). */
export const MIN_SEATS = 20;

/** A game's shipped levels on the players' scale, or none until each has played `minSeats` seats. */
export function levelRatings(standings: readonly Standing[], minSeats = MIN_SEATS): Record<string, LevelRating> {
  const easy = standings.find((s) => s.participant === 'easy');
  const measured = BOT_LEVELS.every(
    (level) => (standings.find((s) => s.participant === level)?.games ?? 0) >= minSeats,
  );
  if (!easy || !measured) return {};
  const out: Record<string, LevelRating> = {};
  for (const level of BOT_LEVELS) {
    const s = standings.find((x) => x.participant === level);
    if (!s) continue;
    const rating = Math.round(DEFAULT_BOT_RATINGS.easy! + SCALE_FACTOR * (s.mu - easy.mu));
    out[level] = { rating, mu: s.mu, sigma: s.sigma, seats: s.games };
  }
  return out;
}
