/**
 * What the client knows of a game: its Game object, the translation keys of its title and description,
 * its board (a generic one unless the game has its own), its match options and whether its hotseat
 * board hides hands behind a privacy screen. Each game's entry lives in its own module under
 * client/games/ so that it is loaded only when that game is played (see game-list.ts).
 */
import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import type { Game } from 'boardgame.io';
import type { MessageKey } from './i18n/dictionary';
import { genericBoardFor } from './shared/GenericBoard';
import type { GameOptions } from './options/types';

export interface CatalogueEntry {
  name: string;
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
}

export function catalogueEntry(game: Game, own: { board?: ComponentType<BoardProps>; options?: GameOptions; privacyScreen?: boolean } = {}): CatalogueEntry {
  const name = game.name ?? 'unknown';
  return {
    name,
    game,
    minPlayers: game.minPlayers ?? 2,
    maxPlayers: game.maxPlayers ?? 2,
    title: `game.${name}.title` as MessageKey,
    description: `game.${name}.description` as MessageKey,
    board: own.board ?? genericBoardFor(game),
    options: own.options,
    privacyScreen: own.privacyScreen ?? false,
  };
}

/** The same Game, set up with these options (boardgame.io's Local() master takes no setupData). */
export function withOptions(game: Game, options: unknown): Game {
  const setup = game.setup;
  return options === undefined || !setup ? game : { ...game, setup: (context, _setupData) => setup(context, options) };
}
