/**
 * The fair bots as boardgame.io `Bot`s, so they plug into `Local({ bots })` and any runner that calls
 * `bot.play(state, playerID)`. `play` reads exactly one thing of the state it is handed: the bot seat's
 * view, `core.view(state.G, seat)` (plus the public `_stateID` for its seed). So it stays fair when Local
 * hands it the master's full state. The search runs where `defaultRunner` says (a Web Worker in the
 * browser, in-thread in Node). `Local` constructs bots itself as `new Bot({ game, enumerate, seed })`,
 * so each level is a subclass. The search cores and the runner load with a bot's first move, not with the
 * page that seats it (docs/performance.md#lighthouse-hint-cores).
 */
import type { Game, PlayerID, State } from 'boardgame.io';
import { Bot } from 'boardgame.io/ai';
import type { BotLevel } from '../../games/shared/bot-levels';
import type { SearchOptions } from '../../games/shared/ismcts';
import { seatOf } from '../../games/shared/game-adapter';
import type { SearchRunner } from './search-runner';

export type BotConfig = ConstructorParameters<typeof Bot>[0] & { game: Game };

export interface FairBotSettings {
  level: BotLevel;
  /** Preset overrides, e.g. `{ maxIterations: 100, maxMillis: Infinity }` for a deterministic test. */
  overrides?: Partial<SearchOptions>;
  /** Where the search runs (default: `defaultRunner()`). */
  runner?: SearchRunner;
}

type BotPlay = Awaited<ReturnType<Bot['play']>>;

export class FairBot extends Bot {
  private readonly gameName: string;
  private readonly baseSeed: string;

  constructor(
    config: BotConfig,
    private readonly settings: FairBotSettings = { level: 'medium' },
  ) {
    super(config);
    if (!config.game.name) throw new Error('a fair bot needs a named game');
    this.gameName = config.game.name;
    this.baseSeed = String(config.seed ?? Math.random().toString(36).slice(2));
  }

  async play(state: State, playerID: PlayerID): Promise<BotPlay> {
    const seat = seatOf(playerID);
    if (seat === undefined) throw new Error(`a bot cannot play for "${playerID}"`);
    const [{ botCore }, { defaultRunner }] = await Promise.all([import('./cores'), import('./search-runner')]);
    const view = botCore(this.gameName).view(state.G, seat);
    const runner = this.settings.runner ?? defaultRunner();
    const { level, overrides } = this.settings;
    const seed = `${this.baseSeed}/${playerID}/${state._stateID}`;
    const { action, stats } = await runner({ game: this.gameName, view, seat, level, seed, overrides });
    return { action: { type: 'MAKE_MOVE', payload: { type: action.type, args: [action], playerID } }, metadata: stats };
  }
}

/** A `FairBot` class with fixed settings, constructible the way `Local` does it. */
export function fairBotClass(settings: FairBotSettings): typeof FairBot {
  return class extends FairBot {
    constructor(config: BotConfig) {
      super(config, settings);
    }
  };
}

export const EasyBot = fairBotClass({ level: 'easy' });
export const MediumBot = fairBotClass({ level: 'medium' });
export const HardBot = fairBotClass({ level: 'hard' });

/** The fair bot class per level, for seat pickers (`client/hotseat/bots.ts`). */
export const FAIR_BOTS: Record<BotLevel, typeof FairBot> = { easy: EasyBot, medium: MediumBot, hard: HardBot };
