/**
 * What every part of the board receives: the seat's view of the state, who is looking (`null` for a
 * spectator), the players' display names, the seat's legal actions (from the rules core, the only
 * source of what may be offered) and the function that plays one.
 */
import type { CitadelsAction, CitadelsState, Seat } from '../../games/citadels/index';

export interface SeatView {
  G: CitadelsState;
  me: Seat | null;
  /** Display names per seat; the viewer's own seat is "You". */
  names: string[];
  /** Display names per seat, the viewer's included. */
  base: string[];
  legal: CitadelsAction[];
  act(action: CitadelsAction): void;
}

/** The legal actions of the given types. */
export function ofTypes(legal: readonly CitadelsAction[], ...types: string[]): CitadelsAction[] {
  return legal.filter((a) => types.includes(a.type));
}

/**
 * Whether an action is about one card of the seat's own hand (by `index`, except the drawn card kept,
 * or by `card` when that card is in the hand, as in `build`): such actions sit on the hand's cards.
 */
export function onHandCard(a: CitadelsAction, view: Pick<SeatView, 'G' | 'me'>): boolean {
  const f = a as unknown as Record<string, unknown>;
  if (typeof f.index === 'number') return a.type !== 'keepCard';
  const hand = view.me === null ? [] : (view.G.hands[view.me] ?? []);
  return typeof f.card === 'string' && f.seat === undefined && hand.includes(f.card);
}
