/**
 * The bots a hotseat seat can be. boardgame.io's Local() constructs bot classes itself, so options are
 * set in subclasses. MCTSBot's defaults (1000 iterations x 50 steps) take tens of seconds a move; these
 * settings keep a move to about a second.
 */
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import { FAIR_BOTS } from '../bots/fair-bot';

type BotOptions = ConstructorParameters<typeof MCTSBot>[0];

export class QuickMCTSBot extends MCTSBot {
  constructor(options: BotOptions) {
    super({ ...options, iterations: 150, playoutDepth: 25 });
    this.setOpt('async', true);
  }
}

/** Our fair bots (see docs/bots.md) first, then boardgame.io's own for comparison. */
export const BOT_KINDS = {
  easy: FAIR_BOTS.easy,
  medium: FAIR_BOTS.medium,
  hard: FAIR_BOTS.hard,
  random: RandomBot,
  mcts: QuickMCTSBot,
} as const;

export type SeatKind = 'human' | keyof typeof BOT_KINDS;
