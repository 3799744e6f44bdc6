/**
 * Bots on the players' scale (docs/ratings.md#bots): each bot level of each game is one rating identity,
 * `bot:<level>`. It starts from the bot ladder's measured rating (its JSON file LADDER_FILE, written by
 * `npm run ladder`: `{ "<game>": { "<level>": <rating> | { "rating": <rating> } } }`) when the file has it,
 * else from DEFAULT_BOT_RATINGS, with σ BOT_SIGMA, and then moves with the rated games it plays.
 */
import { existsSync, readFileSync } from 'node:fs';
import { DEFAULT_MU, DEFAULT_SIGMA, muForDisplay, type Skill } from './rating-scale';

export const BOT_PREFIX = 'bot:';
export const ACCOUNT_PREFIX = 'account:';

/** Where a bot level starts when the ladder did not measure it (display numbers). */
export const DEFAULT_BOT_RATINGS: Record<string, number> = { random: 700, easy: 1000, medium: 1200, hard: 1400 };

/** A bot's starting σ: a bot plays the same every game, so its skill is known better than a newcomer's. */
export const BOT_SIGMA = 3;

export const LADDER_FILE = 'docs/bots-ladder.json';

export type Ladder = Record<string, Record<string, number>>;

export const botIdentity = (level: string) => `${BOT_PREFIX}${level}`;
export const accountIdentity = (accountID: string) => `${ACCOUNT_PREFIX}${accountID}`;

/** The ladder's ratings by game and level, from its JSON; entries that are not numbers are left out. */
export function parseLadder(json: unknown): Ladder {
  const ladder: Ladder = {};
  if (typeof json !== 'object' || json === null) return ladder;
  for (const [game, levels] of Object.entries(json as Record<string, unknown>)) {
    if (typeof levels !== 'object' || levels === null) continue;
    for (const [level, entry] of Object.entries(levels as Record<string, unknown>)) {
      const rating = typeof entry === 'number' ? entry : (entry as { rating?: unknown } | null)?.rating;
      if (typeof rating === 'number' && Number.isFinite(rating)) (ladder[game] ??= {})[level] = rating;
    }
  }
  return ladder;
}

/** The ladder file's ratings, or none when it is absent or unreadable. */
export function readLadder(file = LADDER_FILE): Ladder {
  if (!existsSync(file)) return {};
  try {
    return parseLadder(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    console.warn(`[ratings] ${file} is not valid JSON (${(error as Error).message}): bots start at the defaults`);
    return {};
  }
}

/** Where an identity starts: a bot from the ladder (or the defaults), an account at openskill's default. */
export function seedFrom(ladder: Ladder) {
  return (identity: string, gameName: string): Skill => {
    if (!identity.startsWith(BOT_PREFIX)) return { mu: DEFAULT_MU, sigma: DEFAULT_SIGMA };
    const level = identity.slice(BOT_PREFIX.length);
    const display = ladder[gameName]?.[level] ?? DEFAULT_BOT_RATINGS[level] ?? DEFAULT_BOT_RATINGS.medium!;
    return { mu: muForDisplay(display, BOT_SIGMA), sigma: BOT_SIGMA };
  };
}
