/**
 * What every part of the board receives: the seat's view of the state, who is looking (`null` for a
 * spectator), the players' display names, the seat's legal actions (from the rules core, the only
 * source of what may be offered) and the function that plays one.
 */
import type { CardId, CitadelsAction, CitadelsState, Seat } from '../../games/citadels/index';

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

/** Action types whose `index` names a card elsewhere than in the seat's hand: the drawn cards, the hand looked at. */
const INDEX_ELSEWHERE: Record<string, (G: CitadelsState) => readonly CardId[] | undefined> = {
  keepCard: (G) => G.turn?.drawn,
  takeCard: (G) => G.turn?.peek?.cards,
};

/** The card an action's `index` names: a drawn card, a card of the hand the Wizard looks at, or one of the seat's own. */
export function indexedCard(a: CitadelsAction, view: Pick<SeatView, 'G' | 'me'>): CardId | undefined {
  const index = (a as unknown as Record<string, unknown>).index;
  if (typeof index !== 'number') return undefined;
  const list = Object.hasOwn(INDEX_ELSEWHERE, a.type)
    ? INDEX_ELSEWHERE[a.type]?.(view.G)
    : view.me === null
      ? undefined
      : view.G.hands[view.me];
  return list?.[index];
}

/**
 * Whether an action is about one card of the seat's own hand and nothing else (by `index`, or by `card`
 * when that card is in the hand, as in `build`): such actions sit on the hand's cards. An action with more
 * to choose (the Necropolis's sacrifice, the Cardinal's lender) is chosen in the prompts, step by step.
 */
export function onHandCard(a: CitadelsAction, view: Pick<SeatView, 'G' | 'me'>): boolean {
  const f = a as unknown as Record<string, unknown>;
  const fields = Object.keys(f).filter((key) => key !== 'type');
  if (fields.length !== 1) return false;
  if (fields[0] === 'index') return typeof f.index === 'number' && !Object.hasOwn(INDEX_ELSEWHERE, a.type);
  const hand = view.me === null ? [] : (view.G.hands[view.me] ?? []);
  return fields[0] === 'card' && typeof f.card === 'string' && hand.includes(f.card);
}
