/**
 * The arena's bot kinds and how each becomes a `Player`: `random` (uniform over the legal actions),
 * `easy`/`medium`/`hard` (our fair IS-MCTS, deciding from `core.view` only) and `mcts` (boardgame.io's
 * MCTSBot on the true state, through the framework reducer).
 */
import type { Game } from 'boardgame.io';
import type { ActionBase, Seat } from '../../games/shared/contract';
import { BOT_LEVELS } from '../../games/shared/bot-levels';
import { chooseAction, isBotLevel } from '../../games/shared/bot-player';
import type { SearchCore, SearchOptions } from '../../games/shared/ismcts';
import { createRng, pick } from '../../games/shared/rng';
import { HOTSEAT_MCTS, mctsPlayer, type MctsSettings } from './framework-mirror';
import type { Player } from './match';

export const BOT_KINDS = ['random', ...BOT_LEVELS, 'mcts'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

export const isBotKind = (value: string): value is BotKind => (BOT_KINDS as readonly string[]).includes(value);

export interface PlayerContext<S, A extends ActionBase> {
  core: SearchCore<S, A>;
  game: Game;
  numPlayers: number;
  options: unknown;
  /** The match seed (the game's RNG); bots derive their own seeds from it and their seat. */
  matchSeed: string;
  seat: Seat;
  /** Overrides for the fair bots' search presets (e.g. `maxMillis`). */
  search?: Partial<SearchOptions>;
  mcts?: MctsSettings;
}

export function makePlayer<S, A extends ActionBase>(kind: BotKind, ctx: PlayerContext<S, A>): Player<S, A> {
  const seed = `${ctx.matchSeed}/seat${ctx.seat}`;
  if (kind === 'mcts')
    return mctsPlayer(ctx.game, ctx.numPlayers, ctx.options, ctx.matchSeed, ctx.mcts ?? HOTSEAT_MCTS);
  if (isBotLevel(kind)) {
    let decisions = 0;
    return {
      decide: (state, seat) =>
        chooseAction(ctx.core, ctx.core.view(state, seat), seat, kind, `${seed}/${decisions++}`, ctx.search).action,
    };
  }
  const rng = createRng(seed);
  return { decide: (state, seat) => pick(rng, ctx.core.legalActions(state, seat)) };
}
