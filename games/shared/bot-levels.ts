/**
 * The names of the bot levels, with no search code, so that forms and request checks can list them: the fair
 * bot's levels (their budgets are in bot-player.ts), and the levels a bot seat of an online match may have,
 * which add boardgame.io's random bot.
 */

/** The fair bot's levels, weakest first. */
export const BOT_LEVELS = ['easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The levels a bot seat of an online match may have: boardgame.io's random bot, then the fair levels. */
export const SEAT_BOT_LEVELS = ['random', ...BOT_LEVELS] as const;
export type SeatBotLevel = (typeof SEAT_BOT_LEVELS)[number];
