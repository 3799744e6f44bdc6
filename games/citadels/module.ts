/** Machiavelli (Citadels) as one `GameModule` (games/shared/game-module.ts): everything shared code may ask of it. */
import type { Game } from 'boardgame.io';
import type { GameModule } from '../shared/game-module';
import { citadelsBotCore } from './bot';
import { citadelsCore } from './core';
import { citadelsGame } from './game';
import { citadelsRecords } from './history';
import { citadelsMeta } from './meta';
import type { CitadelsAction, CitadelsOptions, CitadelsState } from './rules/types';

export const citadelsModule: GameModule<CitadelsState, CitadelsAction, CitadelsOptions> = {
  meta: citadelsMeta,
  core: citadelsCore,
  game: citadelsGame as Game,
  search: citadelsBotCore,
  record: citadelsRecords,
};
