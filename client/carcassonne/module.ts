/** Carcassonne for the client: its board and options. */
import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../../games/carcassonne/game';
import { catalogueEntry } from '../catalogue';
import { CarcassonneBoard } from './Board';
import { carcassonneOptions } from './CarcassonneOptions';
import type { GameOptions } from '../options/types';

export default catalogueEntry(carcassonneGame as Game, {
  board: CarcassonneBoard as ComponentType<BoardProps>,
  options: carcassonneOptions as GameOptions,
});
