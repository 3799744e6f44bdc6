// What travels on the Machiavelli table between two views (client/citadels/flights.ts, issue 56): coins
// between purses and the bank, cards between hands, the deck and the cities, each card's face only where
// the viewer may see it (never on its way to another seat's hand).
import { describe, expect, it } from 'vitest';
import { citadelsCore, HIDDEN, type CardId, type CitadelsState, type Seat } from '../../../games/citadels/index';
import { flightsBetween } from '../../../client/citadels/flights';
import { newState, playRandomly } from './render';

/** A game in its calling phase, seat 1's turn, every hand holding cards. */
function calling(): CitadelsState {
  const s = playRandomly(newState(4, {}, 'flights'), (s) => s.turn !== null, 'f');
  s.turn!.seat = 1;
  s.turn!.drawn = [];
  return s;
}

/** The views of seat `me` before and after `change` is made to a copy of the state. */
function views(s: CitadelsState, me: Seat | null, change: (after: CitadelsState) => void) {
  const after = structuredClone(s);
  change(after);
  return [citadelsCore.view(s, me), citadelsCore.view(after, me)] as const;
}

describe('coins on the move', () => {
  it('takes gold from the bank, pays a build to it, and moves a theft from purse to purse', () => {
    const s = calling();
    s.gold = [4, 3, 0, 9];
    const [before, after] = views(s, 0, (a) => {
      a.gold = [0, 5, 2, 9];
    });
    expect(flightsBetween(before, after, 0)).toEqual([
      { what: 'coin', from: 'purse-0', to: 'purse-1' },
      { what: 'coin', from: 'purse-0', to: 'purse-1' },
      { what: 'coin', from: 'purse-0', to: 'purse-2' },
      { what: 'coin', from: 'purse-0', to: 'purse-2' },
    ]);
    const [b2, a2] = views(s, 0, (a) => {
      a.gold = [4, 5, 0, 6];
    });
    expect(flightsBetween(b2, a2, 0)).toEqual([
      { what: 'coin', from: 'purse-3', to: 'purse-1' },
      { what: 'coin', from: 'purse-3', to: 'purse-1' },
      { what: 'coin', from: 'purse-3', to: 'bank' },
    ]);
  });

  it('draws at most five coins between two places', () => {
    const s = calling();
    s.gold = [0, 0, 0, 0];
    const [before, after] = views(s, null, (a) => {
      a.gold = [9, 0, 0, 0];
    });
    expect(flightsBetween(before, after, null)).toEqual(
      Array.from({ length: 5 }, () => ({ what: 'coin', from: 'bank', to: 'purse-0' })),
    );
  });
});

describe('cards on the move', () => {
  it('draws another seat’s cards from the deck face down, and puts the one not kept back under it face down', () => {
    const s = calling();
    const [before, drawn] = views(s, 0, (a) => {
      a.turn!.drawn = a.deck.splice(0, 2);
    });
    expect(flightsBetween(before, drawn, 0)).toEqual([
      { what: 'card', from: 'deck', to: 'hand-1' },
      { what: 'card', from: 'deck', to: 'hand-1' },
    ]);
    const s2 = structuredClone(s);
    s2.turn!.drawn = s2.deck.splice(0, 2);
    const [b2, kept] = views(s2, 0, (a) => {
      const [keep, back] = a.turn!.drawn as [CardId, CardId];
      a.hands[1]!.push(keep);
      a.deck.push(back);
      a.turn!.drawn = [];
    });
    expect(flightsBetween(b2, kept, 0)).toEqual([{ what: 'card', from: 'hand-1', to: 'deck' }]);
  });

  it('shows the viewer its own cards’ faces: the drawn ones, and the one put back', () => {
    const s = calling();
    const top = s.deck.slice(0, 2) as [CardId, CardId];
    const [before, drawn] = views(s, 1, (a) => {
      a.turn!.drawn = a.deck.splice(0, 2);
    });
    expect(flightsBetween(before, drawn, 1)).toEqual([
      { what: 'card', from: 'deck', to: 'hand-1', card: top[0] },
      { what: 'card', from: 'deck', to: 'hand-1', card: top[1] },
    ]);
    const s2 = structuredClone(s);
    s2.turn!.drawn = s2.deck.splice(0, 2);
    const [b2, kept] = views(s2, 1, (a) => {
      a.hands[1]!.push(top[0]);
      a.deck.push(top[1]);
      a.turn!.drawn = [];
    });
    expect(flightsBetween(b2, kept, 1)).toEqual([{ what: 'card', from: 'hand-1', to: 'deck', card: top[1] }]);
  });

  it('builds a district from the hand into the city, face up, paid to the bank', () => {
    const s = calling();
    const card = s.hands[1]![0]!;
    s.gold[1] = 6;
    const [before, after] = views(s, 2, (a) => {
      a.hands[1]!.shift();
      a.cities[1]!.push(card);
      a.gold[1] = 3;
    });
    expect(flightsBetween(before, after, 2)).toEqual([
      { what: 'card', from: 'hand-1', to: 'city-1', card },
      { what: 'coin', from: 'purse-1', to: 'bank' },
      { what: 'coin', from: 'purse-1', to: 'bank' },
      { what: 'coin', from: 'purse-1', to: 'bank' },
    ]);
  });

  it('sends a destroyed district from its city under the deck, face up, and a seized one city to city', () => {
    const s = calling();
    const [razed, seized] = [s.hands[2]!.shift()!, s.hands[2]!.shift()!];
    s.cities[2] = [razed, seized];
    const [before, after] = views(s, 0, (a) => {
      a.cities[2] = [];
      a.deck.push(razed);
      a.cities[1]!.push(seized);
    });
    expect(flightsBetween(before, after, 0)).toEqual([
      { what: 'card', from: 'city-2', to: 'city-1', card: seized },
      { what: 'card', from: 'city-2', to: 'deck', card: razed },
    ]);
  });

  it('swaps whole hands for the Magician, the viewer’s cards face down on their way to the other seat', () => {
    const s = calling();
    s.hands[1] = s.hands[1]!.slice(0, 2);
    const mine = [...s.hands[0]!];
    const theirs = [...s.hands[1]!];
    const [before, after] = views(s, 0, (a) => {
      [a.hands[0], a.hands[1]] = [a.hands[1]!, a.hands[0]!];
    });
    const flights = flightsBetween(before, after, 0, { type: 'swapHands', seat: 0 });
    expect(flights).toEqual([
      ...theirs.map((card) => ({ what: 'card', from: 'hand-1', to: 'hand-0', card })),
      ...mine.map(() => ({ what: 'card', from: 'hand-0', to: 'hand-1' })),
    ]);
    // Without knowing the move, counting alone would move only the difference.
    expect(flightsBetween(before, after, 0).length).toBe(Math.abs(mine.length - theirs.length));
  });

  it('never names a card another seat holds: a card given to another seat travels face down', () => {
    const s = calling();
    const [before, after] = views(s, 1, (a) => {
      a.hands[3]!.push(a.hands[1]!.shift()!);
    });
    const flights = flightsBetween(before, after, 1);
    expect(flights).toEqual([{ what: 'card', from: 'hand-1', to: 'hand-3' }]);
    expect(before.hands[3]!.every((c) => c === HIDDEN)).toBe(true);
  });
});
