/**
 * The boardgame.io Game `carcassonne`: a thin wrapper over `carcassonneCore`. One phase; a turn is
 * `placeTile` then `placeMeeple`, `skipMeeple` or (with the abbot) `returnAbbot`
 * (docs/rules/carcassonne.md#abbot-return). The meeple step ends the turn and draws the next seat's tile
 * from the secret bag (and the river stack), so every meeple-step move runs on the server only (client:false). `placeTile` runs
 * on the server only too: the board keeps the tile and meeple pending and sends both moves at "End turn",
 * the meeple move only once the server has answered the tile, so it carries the state id the server
 * expects. Play order stays by seat; `playerView` masks the bag order; undo is disabled.
 */
import type { Game } from 'boardgame.io';
import { coreGameBase, coreMove, coreTurn } from '../shared/game-adapter';
import { carcassonneCore } from './rules/core';
import type { CarcassonneOptions, CarcassonneState } from './rules/state';

export const carcassonneGame: Game<CarcassonneState, Record<string, unknown>, CarcassonneOptions> = {
  ...coreGameBase(carcassonneCore),
  turn: coreTurn(carcassonneCore),
  moves: {
    placeTile: coreMove(carcassonneCore, 'placeTile', { serverOnly: true }),
    placeMeeple: coreMove(carcassonneCore, 'placeMeeple', { serverOnly: true }),
    skipMeeple: coreMove(carcassonneCore, 'skipMeeple', { serverOnly: true }),
    returnAbbot: coreMove(carcassonneCore, 'returnAbbot', { serverOnly: true }),
  },
};
