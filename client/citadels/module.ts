/** Machiavelli (Citadels) for the client: its board and options; hands hide behind a privacy screen in hotseat. */
import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import type { Game } from 'boardgame.io';
import { citadelsGame } from '../../games/citadels/game';
import { catalogueEntry } from '../catalogue';
import { CitadelsBoard } from './Board';
import { citadelsOptions } from './CitadelsOptions';
import type { GameOptions } from '../options/types';

export default catalogueEntry(citadelsGame as Game, {
  board: CitadelsBoard as ComponentType<BoardProps>,
  options: citadelsOptions as GameOptions,
  privacyScreen: true,
});
