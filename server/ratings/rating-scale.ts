/**
 * The rating scale (docs/ratings.md#scale): every identity (an account, or a bot level) starts at openskill's
 * default skill (μ 25, σ 25/3). The number shown is a conservative estimate of the skill, μ − 3σ, on a
 * familiar scale: 1000 + 25 × (μ − 3σ), rounded. A new player shows 1000; an average player whose skill is
 * well known (σ about 2) shows about 1475. Under PROVISIONAL_GAMES rated games a rating is provisional.
 */
export const DEFAULT_MU = 25;
export const DEFAULT_SIGMA = 25 / 3;
export const SCALE_BASE = 1000;
export const SCALE_FACTOR = 25;
export const PROVISIONAL_GAMES = 10;

export interface Skill {
  mu: number;
  sigma: number;
}

export const displayRating = ({ mu, sigma }: Skill): number => Math.round(SCALE_BASE + SCALE_FACTOR * (mu - 3 * sigma));

export const isProvisional = (games: number): boolean => games < PROVISIONAL_GAMES;

/** The μ of a skill that shows `display` with this σ (seeding bots from the ladder's numbers). */
export const muForDisplay = (display: number, sigma: number): number =>
  (display - SCALE_BASE) / SCALE_FACTOR + 3 * sigma;
