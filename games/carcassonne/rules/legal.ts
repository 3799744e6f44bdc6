/**
 * The one source of legal moves: `legalActions` lists them, `refusal` explains why anything else is
 * refused. A turn is `placeTile` (docs/rules/carcassonne.md#placing-a-tile,
 * docs/rules/carcassonne.md#river-placement) then `placeMeeple` (a meeple, or the abbot), `returnAbbot`
 * (docs/rules/carcassonne.md#abbot-return) or `skipMeeple` (docs/rules/carcassonne.md#meeple-step). Every rotation of a
 * fitting placement is listed, even where a symmetric tile makes two rotations alike (see ROTATION_PERIOD).
 */
import type { Seat } from '../../shared/contract';
import { hasEarlyReturn, mayReturnEarly, returnRefusal } from './early-return';
import { figurePlacements, meepleRefusal } from './meeples';
import { placementRefusal, placements } from './placement';
import type { CarcassonneAction, CarcassonneState } from './state';

export function legalActions(state: CarcassonneState, seat: Seat): CarcassonneAction[] {
  if (state.step === 'over' || seat !== state.turn) return [];
  if (state.step === 'place') return state.current === null ? [] : placements(state, state.current);
  const actions: CarcassonneAction[] = figurePlacements(state, seat);
  if (hasEarlyReturn(state) && mayReturnEarly(state, seat)) actions.push({ type: 'returnAbbot' });
  actions.push({ type: 'skipMeeple' });
  return actions;
}

const isRotation = (r: unknown): r is 0 | 1 | 2 | 3 => r === 0 || r === 1 || r === 2 || r === 3;

export function refusal(state: CarcassonneState, seat: Seat, action: unknown): string | undefined {
  if (typeof action !== 'object' || action === null) return 'an action must be an object';
  const a = action as Record<string, unknown>;
  const type = Object.hasOwn(a, 'type') ? a.type : undefined;
  if (type !== 'placeTile' && type !== 'placeMeeple' && type !== 'skipMeeple' && type !== 'returnAbbot')
    return `unknown action ${JSON.stringify(type)}`;
  if (state.step === 'over') return 'the game is over';
  if (seat !== state.turn) return 'it is not your turn';
  if (type === 'placeTile') {
    if (state.step !== 'place' || state.current === null) return 'place or skip a meeple first';
    if (!Number.isInteger(a.x) || !Number.isInteger(a.y)) return 'x and y must be integers';
    if (!isRotation(a.rotation)) return 'rotation must be 0, 1, 2 or 3';
    return placementRefusal(state, a.x as number, a.y as number, state.current, a.rotation);
  }
  if (state.step !== 'meeple') return 'place the tile first';
  if (type === 'skipMeeple') return undefined;
  if (type === 'returnAbbot') return returnRefusal(state, seat);
  return meepleRefusal(state, seat, a.location, a.figure);
}
