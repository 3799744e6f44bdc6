/**
 * The bot levels on the players' rating scale (docs/ratings.md#bots), from the ladder: per game, every
 * game at the shipped budgets (scale 1) rated together with openskill (tools/ladder/ratings.ts), each level
 * placed by its skill's distance from easy's at the players' 25 display points per unit of skill, with easy
 * where the defaults put it (1000, a newcomer's rating). The server seeds `bot:<level>` from these
 * (`{ "<game>": { "<level>": { "rating": n } } }` in docs/bots-ladder.json, read by
 * server/ratings/bot-identities.ts); a level the ladder has not measured keeps its default.
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

/** A game's shipped levels on the players' scale, or none when easy (the anchor) was not measured. */
export function levelRatings(standings: readonly Standing[]): Record<string, LevelRating> {
  const easy = standings.find((s) => s.participant === 'easy');
  if (!easy) return {};
  const out: Record<string, LevelRating> = {};
  for (const level of BOT_LEVELS) {
    const s = standings.find((x) => x.participant === level);
    if (!s) continue;
    const rating = Math.round(DEFAULT_BOT_RATINGS.easy! + SCALE_FACTOR * (s.mu - easy.mu));
    out[level] = { rating, mu: s.mu, sigma: s.sigma, seats: s.games };
  }
  return out;
}
