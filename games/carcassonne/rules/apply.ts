/**
 * Applying a legal action (mutates the state). Turn order within a turn (docs/rules/carcassonne.md#turn): place the
 * tile, then place a figure, take the abbot back (docs/rules/carcassonne.md#abbot-return) or skip, then score
 * what the tile completed (and, with Traders & Builders, take its cities' goods), then the next seat draws:
 * the same seat again when its builder earned a second part (docs/rules/carcassonne.md#double-turn), drawn
 * only now, after the first part's scoring. When the bag is empty a pending second part is void.
 */
import type { Seat } from '../../shared/contract';
import type { Rng } from '../../shared/rng';
import { checkDoubleTurn, nextPart } from './double-turn';
import { returnEarly } from './early-return';
import { addTile } from './features';
import { putMeeple } from './meeples';
import { extendFrontier } from './placement';
import { scoreCompleted } from './scoring';
import { drawFor } from './setup';
import type { CarcassonneAction, CarcassonneState, TurnEntry } from './state';
import { ORIENTED, posKey } from '../geometry';

export function apply(state: CarcassonneState, seat: Seat, action: CarcassonneAction, _rng: Rng): void {
  if (action.type === 'placeTile') {
    const type = state.current!;
    const demand = extendFrontier(state, action.x, action.y, ORIENTED[type][action.rotation]!.edges);
    const tile = addTile(state, action.x, action.y, type, action.rotation, demand);
    const second = state.doubleTurn === 'second';
    checkDoubleTurn(state, seat, tile);
    state.current = null;
    state.placed = posKey(action.x, action.y);
    state.step = 'meeple';
    state.turns++;
    const entry: TurnEntry = {
      seat,
      tile: type,
      x: action.x,
      y: action.y,
      rotation: action.rotation,
      meeple: null,
      discarded: state.justDiscarded,
    };
    if (second) entry.second = true;
    state.history[state.turns] = entry;
    state.justDiscarded = [];
    return;
  }
  const placed = state.history[state.turns]!;
  if (action.type === 'placeMeeple') {
    placed.meeple = putMeeple(state, seat, action.location, placed.x, placed.y, action.figure);
    if (action.figure !== undefined) placed.figure = action.figure;
  } else if (action.type === 'returnAbbot') {
    const back = returnEarly(state, seat);
    placed.returned = { x: back.x, y: back.y, location: back.location };
  }
  scoreCompleted(state, placed.x, placed.y);
  drawFor(state, nextPart(state, seat));
  if (state.step === 'over') delete state.doubleTurn;
}
