/**
 * What the client knows of a game: its client module, one `CatalogueEntry` per game in
 * `client/<game>/module.ts`, built here from the game's `GameModule` (games/shared/game-module.ts) and
 * the game's own parts: its board (a generic one unless the game has its own), its match options, how a
 * move reads in words (and a picture of it), its own charts, whether its hotseat board hides hands behind a privacy screen,
 * and pages of its own. Shared pages ask the entry and never name a game
 * (docs/design/architecture.md#game-modules). Each entry is loaded only when that game is played
 * (client/game-list.ts).
 */
import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import type { Game } from 'boardgame.io';
import type { ActionBase } from '../games/shared/contract';
import type { AnyGameModule, GameModule, History } from '../games/shared/game-module';
import type { Language, MessageKey } from './i18n/dictionary';
import { genericBoardFor } from './shared/GenericBoard';
import type { GameOptions } from './options/types';
import type { GuidedGame } from './shared/guided';

/** The translation function of `useT()`. */
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * A move in words, for the replay and the analysis notes. `before`: the state before the move, as the
 * record's viewer saw it (absent when unknown); `names`: the players' names by seat.
 */
export type DescribeMove = (
  action: ActionBase,
  t: Translate,
  language: Language,
  before?: unknown,
  names?: readonly string[],
) => string;

/**
 * Why a hint's move is good, in one line (client/learn/hint-reason.ts): `view` is the seat's own view, never
 * more; undefined when the move has no reason of its own.
 */
export type HintReason = (
  view: unknown,
  seat: number,
  action: ActionBase,
  t: Translate,
  language: Language,
  names: readonly string[],
) => string | undefined;

/** What a game's picture of a move is given: the move, and the state before it as the record's viewer saw it. */
export interface MovePictureProps {
  action: ActionBase;
  before: unknown;
}

/** What a game's own charts are given: the opened record, the players' names and the frame shown. */
export interface ChartsProps {
  history: History;
  names: string[];
  /** The frame the replay shows (the last when absent). */
  frame?: number;
}

export interface CatalogueEntry {
  name: string;
  /** The rules side of the game. */
  module: AnyGameModule;
  game: Game;
  minPlayers: number;
  maxPlayers: number;
  title: MessageKey;
  description: MessageKey;
  board: ComponentType<BoardProps>;
  /** The match options form and validation; absent for games without options. */
  options?: GameOptions;
  /** Whether its board covers a seat's secrets with a privacy screen in hotseat until that seat reveals it. */
  privacyScreen: boolean;
  describeMove: DescribeMove;
  /** Why a hint's move is good, in one line; absent: the hint line says a generic one. */
  hintReason?: HintReason;
  /** A hint's move as imperative advice ("take the Merchant"), from the seat's view; absent: its move in words. */
  hintAdvice?: HintReason;
  /** A small picture beside a move in words (Carcassonne's tile), where it helps; absent: words alone. */
  MovePicture?: ComponentType<MovePictureProps>;
  /**
   * The turn a move belongs to, in a game whose turn is several moves (Carcassonne's tile, then its meeple),
   * given the state before it: the analysis numbers its notes by turn; absent: a move is a turn.
   */
  turnOf?: (action: ActionBase, before: unknown) => number;
  /** Charts of its own, shown after the score chart under a replay and on the final screen. */
  Charts?: ComponentType<ChartsProps>;
  /** Whether its board reads the moves so far from boardgame.io's `log`, which a replay rebuilds from the frames. */
  replayLog: boolean;
  /** A page of its own at `/gallery/<game>` (Carcassonne's tile gallery). */
  Gallery?: ComponentType;
  /** How to play it, shown at `/how-to-play/<game>` and beside its board; absent: none. */
  howToPlay?: HowToPlay;
  /** Whether its board shows learning aids that a purist table hides (client/shared/aids.ts). */
  learningAids: boolean;
  /** Its guided first game (client/shared/guided.ts), offered at `/guided/<game>`; absent: none. */
  guided?: GuidedGame;
}

/**
 * How to play the game, in the app: one text per language, the very files `docs/rules/` keeps (imported raw,
 * so the docs and the app read the same text), and the pictures its `<!-- picture: NAME -->` lines stand
 * for, drawn by the game's own components (client/learn/markdown.ts).
 */
export interface HowToPlay {
  text: Record<Language, string>;
  pictures: Record<string, ComponentType>;
}

/** The game's parts that the client adds to its `GameModule`; each is optional. */
export type ClientParts = Partial<
  Pick<
    CatalogueEntry,
    | 'board'
    | 'options'
    | 'privacyScreen'
    | 'describeMove'
    | 'hintReason'
    | 'hintAdvice'
    | 'MovePicture'
    | 'turnOf'
    | 'Charts'
    | 'replayLog'
    | 'Gallery'
    | 'howToPlay'
    | 'learningAids'
    | 'guided'
  >
>;

/** A move in words for a game without words of its own: its type, then its arguments as data. */
export const describeAnyMove: DescribeMove = (action) => {
  const { type, ...args } = action;
  return Object.keys(args).length > 0 ? `${type} ${JSON.stringify(args)}` : type;
};

export function catalogueEntry<S, A extends ActionBase, O>(
  module: GameModule<S, A, O>,
  own: ClientParts = {},
): CatalogueEntry {
  const { name, minPlayers, maxPlayers } = module.meta;
  return {
    name,
    module: module as unknown as AnyGameModule,
    game: module.game,
    minPlayers,
    maxPlayers,
    title: `game.${name}.title` as MessageKey,
    description: `game.${name}.description` as MessageKey,
    board: own.board ?? genericBoardFor(module.game),
    options: own.options,
    privacyScreen: own.privacyScreen ?? false,
    describeMove: own.describeMove ?? describeAnyMove,
    hintReason: own.hintReason,
    hintAdvice: own.hintAdvice,
    MovePicture: own.MovePicture,
    turnOf: own.turnOf,
    Charts: own.Charts,
    replayLog: own.replayLog ?? false,
    Gallery: own.Gallery,
    howToPlay: own.howToPlay,
    learningAids: own.learningAids ?? false,
    guided: own.guided,
  };
}

/** The same Game, set up with these options (boardgame.io's Local() master takes no setupData). */
export function withOptions(game: Game, options: unknown): Game {
  const setup = game.setup;
  return options === undefined || !setup ? game : { ...game, setup: (context, _setupData) => setup(context, options) };
}
