/**
 * What travels at the start of a game and in the character draft (docs/design/motion.md#flights): the deal
 * (four districts from the deck to each hand, two coins from the bank to each purse), the characters set
 * aside when a round starts (the face-up ones show their face, the face-down one does not), each pick and
 * face-down discard of the draft, the automatic face-down discards and the Theater's swap. Pure, on two
 * states of one seat's view; a character on its way to a seat or face down never shows its face, whoever
 * looks, so no view of another seat's pick reaches the page.
 */
import { UP, type CitadelsState } from '../../games/citadels/index';
import { draftCounts } from './draft-counts';
import type { Flight, Place } from './flight';

/** The districts and the gold each seat is dealt at setup (games/citadels/rules/setup.ts). */
const DEALT_CARDS = 4;
const DEALT_GOLD = 2;

const down = (from: Place, to: Place, n: number): Flight[] =>
  Array.from({ length: Math.max(0, n) }, () => ({ what: 'character', from, to }));

/** The characters set aside as a round starts: the face-up ones, then one face down. */
export function setAsideFlights(G: CitadelsState): Flight[] {
  const faceUp = G.cast.filter((c) => G.who[c] === UP);
  return [
    ...faceUp.map((character): Flight => ({ what: 'character', from: 'draft', to: 'draft-up', character })),
    ...down('draft', 'draft-down', draftCounts(G).down),
  ];
}

/** Whether the state is a game just dealt: round 1, nobody has chosen yet, nothing built. */
export function freshDeal(G: CitadelsState): boolean {
  return G.round === 1 && G.phase === 'selection' && G.draft.at === 0 && G.cities.every((city) => city.length === 0);
}

/** The deal of a new game, card by card round the table, then the coins and the characters set aside. Face down. */
export function dealFlights(G: CitadelsState): Flight[] {
  const seats = G.hands.map((_, seat) => seat);
  const cards = Array.from({ length: DEALT_CARDS }).flatMap(() =>
    seats.map((seat): Flight => ({ what: 'card', from: 'deck', to: `hand-${seat}` })),
  );
  const coins = Array.from({ length: DEALT_GOLD }).flatMap(() =>
    seats.map((seat): Flight => ({ what: 'coin', from: 'bank', to: `purse-${seat}` })),
  );
  return [...cards, ...coins, ...setAsideFlights(G)];
}

/**
 * The draft steps played between the two states (the mover's part): a pick flies face down from the pile to
 * the seat, a discard to the face-down pile; the Theater's swap sends one character each way, face down, seen
 * by its two seats only.
 */
export function draftMoveFlights(before: CitadelsState, after: CitadelsState): Flight[] {
  // The swap is in the views of its two seats only (the log hides it): only they see it fly.
  const swap = before.theater === null ? after.theater : null;
  if (swap)
    return [
      ...down(`seat-${swap.owner}`, `seat-${swap.seat}`, 1),
      ...down(`seat-${swap.seat}`, `seat-${swap.owner}`, 1),
    ];
  if (after.round !== before.round || before.phase !== 'selection') return [];
  return before.draft.script
    .slice(before.draft.at, after.draft.at)
    .flatMap((step) => down('draft', step.kind === 'pick' ? `seat-${step.seat}` : 'draft-down', 1));
}

/**
 * What the table does by itself between the two states, whoever moved: a new round's characters set aside,
 * and in the draft the automatic face-down discards (to the face-down pile) or the face-down card joining
 * the last pile (back from it).
 */
export function draftTableFlights(before: CitadelsState, after: CitadelsState): Flight[] {
  if (after.round !== before.round) return after.phase === 'selection' ? setAsideFlights(after) : [];
  if (before.phase !== 'selection') return [];
  const discarded = before.draft.script
    .slice(before.draft.at, after.draft.at)
    .filter((step) => step.kind === 'discard').length;
  const extra = draftCounts(after).down - draftCounts(before).down - discarded;
  return extra > 0 ? down('draft', 'draft-down', extra) : down('draft-down', 'draft', -extra);
}
