// The deal and the character draft on the move (client/citadels/draft-flights.ts, issue 56): what flies is
// told from two consecutive views only; the public counts of the draft's pile and face-down discards equal the
// true ones at every step for every player count; a character flies face up only when discarded face up, so
// no seat's view of another seat's pick or of a face-down card reaches the page.
import { describe, expect, it } from 'vitest';
import {
  citadelsCore,
  DOWN,
  isPile,
  UP,
  type CitadelsAction,
  type CitadelsState,
  type Seat,
} from '../../../games/citadels/index';
import { createRng, pick } from '../../../games/shared/rng';
import { draftCounts } from '../../../client/citadels/draft-counts';
import {
  dealFlights,
  draftMoveFlights,
  draftTableFlights,
  freshDeal,
  setAsideFlights,
} from '../../../client/citadels/draft-flights';
import { flightsBetween, type Flight } from '../../../client/citadels/flights';
import { newState, play } from './render';

/** Every step of a seeded random game up to round 3: the state before, the seat, its action and the state after. */
function* steps(numPlayers: number, seed: string) {
  const rng = createRng(seed);
  const s = newState(numPlayers, {}, seed);
  while (s.round < 3 && !citadelsCore.isOver(s)) {
    const seat = citadelsCore.activeSeats(s)[0] as Seat;
    const action: CitadelsAction = pick(rng, citadelsCore.legalActions(s, seat));
    const before = structuredClone(s);
    play(s, seat, action, rng);
    yield { before, seat, action, after: structuredClone(s) };
  }
}

const trueCounts = (s: CitadelsState) => ({
  pile: s.cast.filter((c) => isPile(s.who[c])).length,
  down: s.cast.filter((c) => s.who[c] === DOWN).length,
});

const view = (s: CitadelsState, me: Seat | null) => citadelsCore.view(s, me);

describe('the draft’s public counts', () => {
  it('equal the true pile and face-down discards at every step, for 2 to 8 players, from a spectator’s view', () => {
    for (let n = 2; n <= 8; n++) {
      let checked = 0;
      for (const { after } of steps(n, `counts-${n}`)) {
        if (after.phase !== 'selection') continue;
        expect(draftCounts(view(after, null)), `${n} players, step ${after.draft.at}`).toEqual(trueCounts(after));
        checked++;
      }
      expect(checked).toBeGreaterThan(n);
    }
  });
});

describe('the deal', () => {
  it('deals four cards to each hand and two coins to each purse, face down, then sets the characters aside', () => {
    const s = newState(5, {}, 'deal');
    const G = view(s, 0);
    expect(freshDeal(G)).toBe(true);
    const flights = dealFlights(G);
    const cards = flights.filter((f) => f.what === 'card');
    expect(cards).toHaveLength(20);
    expect(cards.every((f) => f.from === 'deck' && f.card === undefined)).toBe(true);
    expect([0, 1, 2, 3, 4].map((seat) => cards.filter((f) => f.to === `hand-${seat}`).length)).toEqual([4, 4, 4, 4, 4]);
    const coins = flights.filter((f) => f.what === 'coin');
    expect(coins).toHaveLength(10);
    expect(coins.every((f) => f.from === 'bank')).toBe(true);
    // 5 players, 8 characters: one face up, one face down.
    const faceUp = s.cast.filter((c) => s.who[c] === UP);
    expect(faceUp).toHaveLength(1);
    expect(flights.filter((f) => f.what === 'character')).toEqual([
      { what: 'character', from: 'draft', to: 'draft-up', character: faceUp[0] },
      { what: 'character', from: 'draft', to: 'draft-down' },
    ]);
  });

  it('is no deal once someone has chosen', () => {
    const s = newState(4, {}, 'deal');
    play(s, 0, citadelsCore.legalActions(s, 0)[0]!);
    expect(freshDeal(view(s, 0))).toBe(false);
  });
});

describe('the draft on the move', () => {
  it('flies another seat’s pick face down from the pile to that seat', () => {
    const s = newState(4, {}, 'pick');
    const before = view(s, 2);
    const action = citadelsCore.legalActions(s, 0)[0]!;
    play(s, 0, action);
    expect(flightsBetween(before, view(s, 2), 2, action)).toEqual([{ what: 'character', from: 'draft', to: 'seat-0' }]);
  });

  it('flies the 2-player face-down discard to the face-down pile, and the last card nobody chose after it', () => {
    const flown: Flight[][] = [];
    for (const { before, after } of steps(2, 'two')) {
      if (before.round !== 1 || before.phase !== 'selection') continue;
      flown.push([
        ...draftMoveFlights(view(before, 0), view(after, 0)),
        ...draftTableFlights(view(before, 0), view(after, 0)),
      ]);
    }
    const to = (f: Flight) => f.to;
    // Crown on seat 0: 0 picks, 1 picks, 1 discards, 0 picks, 0 discards, 1 picks (and the last card goes face down).
    expect(flown.map((fs) => fs.map(to))).toEqual([
      ['seat-0'],
      ['seat-1'],
      ['draft-down'],
      ['seat-0'],
      ['draft-down'],
      ['seat-1', 'draft-down'],
    ]);
  });

  it('sets the characters aside when a round starts, whoever moved last, and the 3-player random discard', () => {
    let rounds = 0;
    let randomDiscards = 0;
    for (const { before, after, action } of steps(3, 'three')) {
      const [b, a] = [view(before, 0), view(after, 0)];
      const table = draftTableFlights(b, a);
      if (after.round !== before.round) {
        expect(table).toEqual(setAsideFlights(a));
        // 3 players: nothing face up, one face down.
        expect(table).toEqual([{ what: 'character', from: 'draft', to: 'draft-down' }]);
        rounds++;
      } else if (before.phase === 'selection' && before.draft.at < 3 && after.draft.at >= 3) {
        expect(table).toContainEqual({ what: 'character', from: 'draft', to: 'draft-down' });
        randomDiscards++;
      } else if (action.type !== 'pickCharacter') {
        expect(table).toEqual([]);
      }
    }
    expect(rounds).toBe(2);
    expect(randomDiscards).toBe(2);
  });

  it('brings the face-down card back to the last pile with 7 players and 8 characters', () => {
    const back: Flight[] = [];
    for (const { before, after } of steps(7, 'seven')) back.push(...draftTableFlights(view(before, 3), view(after, 3)));
    expect(back).toContainEqual({ what: 'character', from: 'draft-down', to: 'draft' });
  });

  it('flies the Theater’s swap face down between its two seats, and only they see it', () => {
    const s = newState(4, {}, 'theater');
    for (const seat of [0, 1, 2, 3]) play(s, seat, citadelsCore.legalActions(s, seat)[0]!);
    const before = structuredClone(s);
    const gave = s.cast.find((c) => s.who[c] === 0)!;
    const took = s.cast.find((c) => s.who[c] === 2)!;
    s.who[gave] = 2;
    s.who[took] = 0;
    s.theater = { owner: 0, seat: 2, gave, took };
    expect(draftMoveFlights(view(before, 2), view(s, 2))).toEqual([
      { what: 'character', from: 'seat-0', to: 'seat-2' },
      { what: 'character', from: 'seat-2', to: 'seat-0' },
    ]);
    expect(draftMoveFlights(view(before, 1), view(s, 1))).toEqual([]);
    expect(draftMoveFlights(view(before, null), view(s, null))).toEqual([]);
  });

  it('flies the crown from its holder to the new one', () => {
    let moved = 0;
    const games = ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => steps(4, `crown-${seed}`));
    for (const { before, after, action } of games.flatMap((game) => [...game])) {
      if (before.crown === after.crown) continue;
      expect(flightsBetween(view(before, null), view(after, null), null, action)).toContainEqual({
        what: 'crown',
        from: `seat-${before.crown}`,
        to: `seat-${after.crown}`,
      });
      moved++;
    }
    expect(moved).toBeGreaterThan(0);
  });
});

describe('secrecy of the draft’s flights', () => {
  it('never names a character that is not face up, from any seat, in any step', () => {
    for (let n = 2; n <= 8; n++) {
      for (const { before, after, action } of steps(n, `secret-${n}`)) {
        for (const me of [null, ...after.hands.map((_, seat) => seat)]) {
          const [b, a] = [view(before, me), view(after, me)];
          const flights = [...flightsBetween(b, a, me, action), ...draftTableFlights(b, a)];
          for (const f of flights.filter((f) => f.character !== undefined))
            expect(after.who[f.character!], `${n} players, seat ${me}`).toBe(UP);
        }
      }
    }
  });
});
