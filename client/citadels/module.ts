/**
 * Machiavelli's (Citadels') client module (client/catalogue.ts): its board, options, moves in words and
 * round charts, its card gallery; hands hide behind a privacy screen in hotseat, and its board reads the log (the game log panel).
 */
import './words';
import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { citadelsModule } from '../../games/citadels/module';
import { catalogueEntry } from '../catalogue';
import type { GameOptions } from '../options/types';
import { CitadelsBoard } from './Board';
import { CitadelsCharts } from './Charts';
import { CardGallery } from './CardGallery';
import { citadelsOptions } from './CitadelsOptions';
import { describeCitadelsMove } from './describe-move';
import { citadelsHowToPlay } from './how-to-play';
import { citadelsGuided } from './guided';
import { citadelsHintAdvice } from './hint-advice';
import { citadelsHintReason } from './hint-reason';

export default catalogueEntry(citadelsModule, {
  board: CitadelsBoard as ComponentType<BoardProps>,
  options: citadelsOptions as GameOptions,
  privacyScreen: true,
  describeMove: describeCitadelsMove,
  hintReason: citadelsHintReason,
  hintAdvice: citadelsHintAdvice,
  Charts: CitadelsCharts,
  Gallery: CardGallery,
  replayLog: true,
  howToPlay: citadelsHowToPlay,
  guided: citadelsGuided,
});
