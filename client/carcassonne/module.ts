/** Carcassonne's client module: its board, options, moves in words, category chart and tile gallery (client/catalogue.ts). */
import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { carcassonneModule } from '../../games/carcassonne/module';
import { catalogueEntry } from '../catalogue';
import type { GameOptions } from '../options/types';
import { CarcassonneBoard } from './Board';
import { carcassonneOptions } from './CarcassonneOptions';
import { CarcassonneCharts } from './Charts';
import { describeCarcassonneMove } from './describe-move';
import { TileGallery } from './TileGallery';

export default catalogueEntry(carcassonneModule, {
  board: CarcassonneBoard as ComponentType<BoardProps>,
  options: carcassonneOptions as GameOptions,
  describeMove: describeCarcassonneMove,
  Charts: CarcassonneCharts,
  Gallery: TileGallery,
});
