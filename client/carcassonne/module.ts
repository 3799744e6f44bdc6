/** Carcassonne's client module: its board, options, moves in words with a picture of the tile laid, category chart and tile gallery (client/catalogue.ts). */
import './words';
import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { carcassonneModule } from '../../games/carcassonne/module';
import { catalogueEntry } from '../catalogue';
import type { GameOptions } from '../options/types';
import { CarcassonneBoard } from './Board';
import { carcassonneOptions } from './CarcassonneOptions';
import { CarcassonneCharts } from './Charts';
import { describeCarcassonneMove } from './describe-move';
import { CarcassonneMovePicture, carcassonneTurnOf } from './MovePicture';
import { TileGallery } from './TileGallery';
import { carcassonneHowToPlay } from './how-to-play';
import { carcassonneGuided } from './guided';
import { carcassonneHintAdvice } from './hint-advice';
import { carcassonneHintReason } from './hint-reason';

export default catalogueEntry(carcassonneModule, {
  board: CarcassonneBoard as ComponentType<BoardProps>,
  options: carcassonneOptions as GameOptions,
  describeMove: describeCarcassonneMove,
  hintReason: carcassonneHintReason,
  hintAdvice: carcassonneHintAdvice,
  MovePicture: CarcassonneMovePicture,
  turnOf: carcassonneTurnOf,
  Charts: CarcassonneCharts,
  Gallery: TileGallery,
  howToPlay: carcassonneHowToPlay,
  learningAids: true,
  guided: carcassonneGuided,
});
