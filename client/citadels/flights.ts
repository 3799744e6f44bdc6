/**
 * What travels on the Machiavelli table between two states of one seat's view (docs/design/motion.md):
 * cards between the hands, the deck and the cities (drawn, put under the deck, given, taken, swapped by the
 * Magician, built, destroyed) and coins between the purses and the bank (gold taken, a build paid, the
 * Thief's theft, income), the crown from one seat to the next, and the characters of the draft
 * (client/citadels/draft-flights.ts). Pure: it reads only the two views, so a card's face is known only where
 * the view shows it, and a card going to another seat's hand is always drawn face down.
 */
import { HIDDEN, type CardId, type CitadelsAction, type CitadelsState, type Seat } from '../../games/citadels/index';
import { draftMoveFlights } from './draft-flights';
import type { Flight, Place } from './flight';

export type { Flight, Place } from './flight';

/** The most coins drawn travelling between two places in one move: more gold moves as many. */
export const COINS_SHOWN = 5;
/** The most cards drawn travelling between two places in one move. */
export const CARDS_SHOWN = 8;

/** The cards a seat holds: its hand and, in its turn, the cards it drew and is choosing from. */
function held(G: CitadelsState, seat: Seat): CardId[] {
  const drawn = G.turn?.seat === seat ? G.turn.drawn : [];
  return [...(G.hands[seat] ?? []), ...drawn];
}

/** The cards of `after` that are not in `before` (each id once; placeholders never). */
function added(before: readonly CardId[], after: readonly CardId[]): CardId[] {
  return after.filter((card) => card !== HIDDEN && !before.includes(card));
}

/** Pairs the places that lost with the places that gained, in order, `n` of a thing at a time. */
function pair(
  losers: [Place, number][],
  gainers: [Place, number][],
  flow: (from: Place, to: Place, n: number) => void,
) {
  for (const gain of gainers) {
    for (const loss of losers) {
      const n = Math.min(gain[1], loss[1]);
      if (n <= 0) continue;
      flow(loss[0], gain[0], n);
      gain[1] -= n;
      loss[1] -= n;
    }
  }
}

function coinFlights(before: CitadelsState, after: CitadelsState): Flight[] {
  const flights: Flight[] = [];
  const losers: [Place, number][] = [];
  const gainers: [Place, number][] = [];
  after.gold.forEach((gold, seat) => {
    const delta = gold - (before.gold[seat] ?? gold);
    if (delta < 0) losers.push([`purse-${seat}`, -delta]);
    if (delta > 0) gainers.push([`purse-${seat}`, delta]);
  });
  // Purse to purse first (the Thief's theft, a tax, a bribe); what is left comes from or goes to the bank.
  const flow = (from: Place, to: Place, n: number) => {
    for (let i = 0; i < Math.min(n, COINS_SHOWN); i++) flights.push({ what: 'coin', from, to });
  };
  pair(losers, gainers, flow);
  pair([['bank', Infinity]], gainers, flow);
  pair(losers, [['bank', Infinity]], flow);
  return flights;
}

/**
 * The cards that travelled. Cities are public, so a district built, moved or destroyed shows its face;
 * the rest is counted: what hands and the deck lost went to what hands and the deck gained, hand to hand
 * first (a card given or taken). The Magician's swap (`move`, the move just played) exchanges whole hands.
 */
function cardFlights(before: CitadelsState, after: CitadelsState, me: Seat | null, move?: CitadelsAction): Flight[] {
  const flights: Flight[] = [];
  const seats = after.hands.map((_, seat) => seat);
  const fromHand = seats.map(() => 0);
  let buried = 0;
  for (const seat of seats) {
    for (const card of added(before.cities[seat] ?? [], after.cities[seat] ?? [])) {
      const source = before.cities.findIndex((city) => city.includes(card));
      if (source < 0) fromHand[seat]! += 1;
      flights.push({ what: 'card', from: source < 0 ? `hand-${seat}` : `city-${source}`, to: `city-${seat}`, card });
    }
    for (const card of before.cities[seat] ?? []) {
      if (after.cities.some((city) => city.includes(card))) continue;
      buried += 1;
      flights.push({ what: 'card', from: `city-${seat}`, to: 'deck', card });
    }
  }
  // Cards put face down under the Museum leave their owner's hand for the city.
  const museum = after.museum.length - before.museum.length;
  const owner = before.turn?.seat;
  if (museum > 0 && owner !== undefined) {
    fromHand[owner]! += museum;
    for (let i = 0; i < Math.min(museum, CARDS_SHOWN); i++)
      flights.push({ what: 'card', from: `hand-${owner}`, to: `city-${owner}` });
  }
  if (museum < 0) buried -= museum;

  // What the viewer's own hand gained and lost, by face: the rest of the cards travel face down.
  const mineBefore = me === null ? [] : held(before, me);
  const mineAfter = me === null ? [] : held(after, me);
  const gainedFaces = added(mineBefore, mineAfter);
  const lostFaces = added(mineAfter, mineBefore).filter((card) => !after.cities.some((city) => city.includes(card)));
  const face = (from: Place, to: Place): CardId | undefined => {
    if (me !== null && to === `hand-${me}`) return gainedFaces.shift();
    if (me !== null && from === `hand-${me}` && to === 'deck') return lostFaces.shift();
    return undefined;
  };
  const flow = (from: Place, to: Place, n: number) => {
    for (let i = 0; i < Math.min(n, CARDS_SHOWN); i++) {
      const card = face(from, to);
      flights.push({ what: 'card', from, to, ...(card === undefined ? {} : { card }) });
    }
  };

  const actor = before.turn?.seat;
  if (move?.type === 'swapHands' && actor !== undefined) {
    flow(`hand-${actor}`, `hand-${move.seat}`, before.hands[actor]?.length ?? 0);
    flow(`hand-${move.seat}`, `hand-${actor}`, before.hands[move.seat]?.length ?? 0);
    return flights;
  }
  const losers: [Place, number][] = [];
  const gainers: [Place, number][] = [];
  for (const seat of seats) {
    const delta = held(after, seat).length - held(before, seat).length + fromHand[seat]!;
    if (delta < 0) losers.push([`hand-${seat}`, -delta]);
    if (delta > 0) gainers.push([`hand-${seat}`, delta]);
  }
  const deck = after.deck.length - before.deck.length - buried;
  pair(losers, gainers, flow);
  if (deck < 0) pair([['deck', -deck]], gainers, flow);
  if (deck > 0) pair(losers, [['deck', deck]], flow);
  return flights;
}

/** Everything that travelled from `before` to `after`, as `me` sees it; `move` is the move that led there, if known. */
export function flightsBetween(
  before: CitadelsState,
  after: CitadelsState,
  me: Seat | null,
  move?: CitadelsAction,
): Flight[] {
  const crown: Flight[] =
    before.crown === after.crown ? [] : [{ what: 'crown', from: `seat-${before.crown}`, to: `seat-${after.crown}` }];
  return [
    ...draftMoveFlights(before, after),
    ...cardFlights(before, after, me, move),
    ...coinFlights(before, after),
    ...crown,
  ];
}
