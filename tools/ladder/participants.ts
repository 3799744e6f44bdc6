/**
 * The ladder's participants and how each becomes an arena `Player` (tools/arena/match.ts): boardgame.io's
 * random and MCTS bots and our three levels through the arena's `makePlayer`, hard at twice and four
 * times its budget, and the two anchors (one game's each, handed in by the script), each deciding from
 * `core.view` of its seat. The fair levels search by iterations only (`maxMillis: Infinity`),
 * their shipped iteration budgets times `scale`, so a result does not depend on the machine's load and a
 * game replays exactly (docs/bots.md#ladder); so do the anchors. Only MCTSBot has a time budget.
 */
import type { ActionBase } from '../../games/shared/contract';
import type { BotLevel } from '../../games/shared/bot-levels';
import { LEVELS } from '../../games/shared/bot-player';
import { softmaxShares, type SearchCore } from '../../games/shared/ismcts';
import { makePlayer, type PlayerContext } from '../arena/arena-players';
import type { Player } from '../arena/match';

export const PARTICIPANTS = [
  'random',
  'mcts',
  'easy',
  'medium',
  'hard',
  'hard2x',
  'hard4x',
  'hard-sd',
  'hard-fs',
  'hard-fs-end',
  'star25',
  'rules',
] as const;
export type Participant = (typeof PARTICIPANTS)[number];

export const isParticipant = (value: string): value is Participant =>
  (PARTICIPANTS as readonly string[]).includes(value);

/**
 * boardgame.io's MCTSBot with the hotseat's playout depth and 300 ms a move (its 150 iterations through the
 * framework reducer took 6 s a move on the loaded machine); the one participant bounded by time.
 */
export const LADDER_MCTS = { iterations: 1_000_000, playoutDepth: 25, maxMillis: 300 };

/** An anchor's decision from its seat's view (the script hands in each game's anchors). */
export type AnchorDecide = (view: never, seat: number) => ActionBase;

/** Points per e-fold of the `hard-fs` experiment's final reward: Carcassonne's cut-off softmax (games/carcassonne/bot.ts). */
const FINAL_SOFTMAX = 12.5;

/**
 * The fair levels as the ladder runs them: the level's preset, its iteration budget as a multiple of the
 * level's, and for an experiment a changed preset or search hint: `hard-sd` is hard rewarded by the score
 * margin alone at the end of a playout (`marginWeight` 1, where the shipped 0.1 makes it 90% win or loss), as
 * the published winners against Star2.5 are (docs/bots.md#ladder-experiments); `hard-fs` is hard whose
 * finished playouts are judged by the softmax of their scores (the `finalRewards` hint), as its cut ones are
 * in Carcassonne (docs/bots.md#what-made-hard-stronger); `hard-fs-end` is `hard-fs` whose playouts run to
 * the end of the game (the game's `playoutDepth` hint unbounded; Carcassonne's cuts them at 24 actions).
 */
const FAIR = {
  easy: { level: 'easy', times: 1 },
  medium: { level: 'medium', times: 1 },
  hard: { level: 'hard', times: 1 },
  hard2x: { level: 'hard', times: 2 },
  hard4x: { level: 'hard', times: 4 },
  'hard-sd': { level: 'hard', times: 1, marginWeight: 1 },
  'hard-fs': { level: 'hard', times: 1, finalSoftmax: FINAL_SOFTMAX },
  'hard-fs-end': { level: 'hard', times: 1, finalSoftmax: FINAL_SOFTMAX, playoutDepth: Infinity },
} as const satisfies Record<
  string,
  { level: BotLevel; times: number; marginWeight?: number; finalSoftmax?: number; playoutDepth?: number }
>;

/** The core a fair participant searches: the game's, with the experiment's `finalRewards` and `playoutDepth` hints if it has them. */
function fairCore<S, A extends ActionBase>(
  core: SearchCore<S, A>,
  fair: (typeof FAIR)[keyof typeof FAIR],
): SearchCore<S, A> {
  if (!('finalSoftmax' in fair)) return core;
  const finalRewards = (state: S) => softmaxShares(core.scores(state), fair.finalSoftmax);
  const depth = 'playoutDepth' in fair ? { playoutDepth: fair.playoutDepth } : {};
  return { ...core, search: { ...core.search, finalRewards, ...depth } };
}

/** The iterations per decision a fair participant searches at this scale (undefined for the others). */
export function iterationsOf(participant: Participant, scale: number): number | undefined {
  if (!(participant in FAIR)) return undefined;
  const { level, times } = FAIR[participant as keyof typeof FAIR];
  return Math.max(1, Math.round(LEVELS[level].maxIterations * times * scale));
}

export function ladderPlayer<S, A extends ActionBase>(
  participant: Participant,
  ctx: PlayerContext<S, A>,
  scale: number,
  anchors: Partial<Record<Participant, AnchorDecide>> = {},
): Player<S, A> {
  switch (participant) {
    case 'star25':
    case 'rules': {
      const anchor = anchors[participant] as ((view: S, seat: number) => A) | undefined;
      if (!anchor) throw new Error(`${participant} is no anchor of ${ctx.core.name}`);
      return { decide: (state, seat) => anchor(ctx.core.view(state, seat), seat) };
    }
    case 'random':
      return makePlayer(participant, ctx);
    case 'mcts':
      return makePlayer(participant, { ...ctx, mcts: LADDER_MCTS });
    default: {
      const fair = FAIR[participant];
      const margin = 'marginWeight' in fair ? { marginWeight: fair.marginWeight } : {};
      const search = { maxIterations: iterationsOf(participant, scale)!, maxMillis: Infinity, ...margin };
      return makePlayer(fair.level, { ...ctx, core: fairCore(ctx.core, fair), search });
    }
  }
}
