/** Carcassonne as one `GameModule` (games/shared/game-module.ts): everything shared code may ask of it. */
import type { Game } from 'boardgame.io';
import type { GameModule } from '../shared/game-module';
import { carcassonneBotCore } from './bot';
import { carcassonneGame } from './game';
import { carcassonneRecords } from './history';
import { carcassonneMeta } from './meta';
import { carcassonneCore } from './rules/core';
import type { CarcassonneAction, CarcassonneOptions, CarcassonneState } from './rules/state';

export const carcassonneModule: GameModule<CarcassonneState, CarcassonneAction, CarcassonneOptions> = {
  meta: carcassonneMeta,
  core: carcassonneCore,
  game: carcassonneGame as Game,
  search: carcassonneBotCore,
  record: carcassonneRecords,
};
