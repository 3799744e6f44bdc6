/**
 * What one seat or a spectator may see (docs/rules/carcassonne.md#open-information): everything except the order of
 * the bag. The bag keeps
 * its length but every id becomes `HIDDEN`; `remainingByType` (public) says what is left. Same shape as
 * the state, so the core's legal actions work on a view unchanged.
 */
import type { Seat } from '../shared/contract';
import { HIDDEN, type CarcassonneState } from './rules/state';

export function view(state: CarcassonneState, _viewer: Seat | null): CarcassonneState {
  return { ...state, bag: state.bag.map(() => HIDDEN) };
}
