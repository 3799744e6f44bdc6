/**
 * What the client knows of each game in GAMES: its Game object, the translation keys of its title
 * and description, and its board (a generic one until a game registers its own).
 */
import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import type { Game } from 'boardgame.io';
import { GAMES } from '../games/index';
import type { MessageKey } from './i18n/dictionary';
import { genericBoardFor } from './shared/GenericBoard';
import type { GameOptions } from './options/types';
import { carcassonneOptions } from './options/CarcassonneOptions';
import { citadelsOptions } from './options/CitadelsOptions';
import { CarcassonneBoard } from './carcassonne/Board';
import { CitadelsBoard } from './citadels/Board';

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

/** Games whose hotseat boards hide each seat's hand behind a privacy screen. */
const PRIVACY_SCREEN = new Set(['citadels']);

/** Match options of the games that have any. */
const OPTIONS: Record<string, GameOptions> = {
  carcassonne: carcassonneOptions as GameOptions,
  citadels: citadelsOptions as GameOptions,
};

/** Boards of the games that have their own; the rest use GenericBoard. */
const BOARDS: Record<string, ComponentType<BoardProps>> = {
  carcassonne: CarcassonneBoard as ComponentType<BoardProps>,
  citadels: CitadelsBoard,
};

export function catalogueEntry(game: Game): CatalogueEntry {
  const name = game.name ?? 'unknown';
  return {
    name,
    game,
    minPlayers: game.minPlayers ?? 2,
    maxPlayers: game.maxPlayers ?? 2,
    title: `game.${name}.title` as MessageKey,
    description: `game.${name}.description` as MessageKey,
    board: BOARDS[name] ?? genericBoardFor(game),
    options: OPTIONS[name],
    privacyScreen: PRIVACY_SCREEN.has(name),
  };
}

export const CATALOGUE: CatalogueEntry[] = GAMES.map(catalogueEntry);

export function findGame(name: string): CatalogueEntry | undefined {
  return CATALOGUE.find((entry) => entry.name === name);
}

/** The same Game, set up with these options (boardgame.io's Local() master takes no setupData). */
export function withOptions(game: Game, options: unknown): Game {
  const setup = game.setup;
  return options === undefined || !setup ? game : { ...game, setup: (context, _setupData) => setup(context, options) };
}
