/**
 * Layer 1 (facts): what the rank 8 abilities pay: the Warlord's price to destroy, the
 * Diplomat's difference on an exchange, the Marshal's price to seize, each with the Great Wall's +1.
 */
import { districtOf, type CardId } from '../data';
import { builtCost, has } from './helpers';
import type { CitadelsState, Seat } from './types';

/**
 * The Warlord's price for a district: its cost minus 1, +1 with a Great Wall (not on itself).
 * `wall`: whether the seat's city has a Great Wall, when already known.
 */
export function destroyPrice(s: CitadelsState, seat: Seat, card: CardId, wall = has(s, seat, 'great-wall')): number {
  return builtCost(s, card) - 1 + (wall && districtOf(card).id !== 'great-wall' ? 1 : 0);
}

/** The cost difference when the taken district is dearer, +1 with a Great Wall on the taken side. */
export function exchangePrice(s: CitadelsState, seat: Seat, give: CardId, take: CardId): number {
  const wall = districtOf(take).id !== 'great-wall' && has(s, seat, 'great-wall') ? 1 : 0;
  return Math.max(0, builtCost(s, take) - builtCost(s, give)) + wall;
}

/** What the Marshal pays the owner: the district's cost, +1 with a Great Wall (as CT does). */
export function seizePrice(s: CitadelsState, seat: Seat, card: CardId): number {
  return builtCost(s, card) + (districtOf(card).id !== 'great-wall' && has(s, seat, 'great-wall') ? 1 : 0);
}
