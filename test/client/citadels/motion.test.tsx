// @vitest-environment jsdom
// Motion on the Machiavelli board (client/shared/motion.tsx, issue 56): what changed since the board was
// first shown animates, what was there does not: gold up or down, the crown on a new holder, a character
// revealed when called, a district built or drawn into the hand; a district leaving a city fades out, with
// a shake first when it is gone from every city (destroyed); another seat's cards and coins fly between
// hands, deck, cities, purses and the bank, the viewer's own move shows at once.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { LogEntry } from 'boardgame.io';
import { citadelsCore, HIDDEN, UP, type CitadelsAction, type CitadelsState } from '../../../games/citadels/index';
import { newState, play, playRandomly, renderBoard } from './render';

afterEach(cleanup);

const snapshot = (s: CitadelsState) => ({
  gold: [...s.gold],
  crown: s.crown,
  who: { ...s.who },
  cities: s.cities.map((c) => [...c]),
});

const motion = (container: HTMLElement) => ({
  gold: [...container.querySelectorAll<HTMLElement>('.cit-player')].map(
    (p) => p.querySelector<HTMLElement>('.cit-gold')!.dataset.change,
  ),
  crownMoved: container.querySelectorAll('.cit-crown-moved').length,
  revealed: container.querySelectorAll('.cit-held.cit-revealed').length,
  arrived: [...container.querySelectorAll<HTMLElement>('.cit-city .cit-arrived')].map((c) => c.dataset.card),
});

describe('motion on the Machiavelli board', () => {
  it('animates nothing when first shown', () => {
    const s = playRandomly(newState(4, {}, 'motion'), (s) => s.cities.some((c) => c.length > 1), 'm');
    expect(motion(renderBoard(s, null).container)).toEqual({
      gold: [undefined, undefined, undefined, undefined],
      crownMoved: 0,
      revealed: 0,
      arrived: [],
    });
  });

  it('animates each change since then: gold by its direction, the crown, the characters revealed, the districts built', () => {
    const s = newState(4, {}, 'motion');
    const r = renderBoard(s, null);
    const before = snapshot(s);
    // A round and more on, mid-call: gold moved, districts built, characters called; the crown may have moved.
    const revealedNow = (s: CitadelsState) =>
      Object.values(citadelsCore.view(s, null).who).filter((seat) => typeof seat === 'number' && seat >= 0).length;
    playRandomly(s, (s) => s.round >= 2 && s.cities.some((c) => c.length > 0) && revealedNow(s) >= 2, 'm');
    r.rerender(null);
    const seen = motion(r.container);
    expect(seen.gold).toEqual(
      s.gold.map((g, seat) => (g === before.gold[seat] ? undefined : g > before.gold[seat]! ? 'up' : 'down')),
    );
    expect(seen.gold.some((d) => d !== undefined)).toBe(true);
    expect(seen.crownMoved).toBe(s.crown === before.crown ? 0 : 1);
    const built = s.cities.flatMap((city, seat) => city.filter((c) => !before.cities[seat]!.includes(c)).map(String));
    expect(built.length).toBeGreaterThan(0);
    expect(seen.arrived.sort()).toEqual(built.sort());
    const shown = r.container.querySelectorAll('.cit-held').length;
    expect(shown).toBeGreaterThanOrEqual(2);
    expect(seen.revealed).toBe(shown);
  });
});

describe('districts leaving a city, cards joining a hand', () => {
  const leaving = (container: HTMLElement) =>
    [...container.querySelectorAll<HTMLElement>('.cit-city .cit-leaving')].map((el) => ({
      card: el.dataset.leaving,
      destroyed: el.classList.contains('cit-destroyed'),
      hidden: el.getAttribute('aria-hidden'),
      inert: el.hasAttribute('inert'),
    }));

  it('shakes and fades a destroyed district, fades one moved to another city, which arrives there', () => {
    const s = playRandomly(newState(4, {}, 'motion'), (s) => s.cities.filter((c) => c.length >= 2).length >= 1, 'm');
    const r = renderBoard(s, null);
    expect(leaving(r.container)).toEqual([]);
    const from = s.cities.findIndex((c) => c.length >= 2);
    const to = (from + 1) % s.cities.length;
    const [destroyed, moved] = s.cities[from]!.slice(-2) as [string, string];
    // The Warlord destroys one (to the discard); a seizure moves the other to the next seat's city.
    s.cities[from] = s.cities[from]!.filter((c) => c !== destroyed && c !== moved);
    s.cities[to]!.push(moved);
    r.rerender(null);
    expect(leaving(r.container).sort((a, b) => String(a.card).localeCompare(String(b.card)))).toEqual(
      [
        { card: destroyed, destroyed: true, hidden: 'true', inert: true },
        { card: moved, destroyed: false, hidden: 'true', inert: true },
      ].sort((a, b) => a.card.localeCompare(b.card)),
    );
    const arrivedThere = [
      ...r.container.querySelectorAll<HTMLElement>(`.cit-city[data-seat="${to}"] .cit-arrived`),
    ].map((c) => c.dataset.card);
    expect(arrivedThere).toEqual([moved]);
  });

  it('slides in a card drawn into the hand, not the cards already held', () => {
    const s = newState(4, {}, 'motion');
    const r = renderBoard(s, 0);
    const held = r.container.querySelectorAll('.cit-hand .cit-district').length;
    expect(held).toBeGreaterThan(0);
    expect(r.container.querySelectorAll('.cit-hand .cit-arrived')).toHaveLength(0);
    const drawn = s.deck.pop()!;
    s.hands[0]!.push(drawn);
    r.rerender(0);
    const arrived = [...r.container.querySelectorAll<HTMLElement>('.cit-hand .cit-arrived')].map((c) => c.dataset.card);
    expect(arrived).toEqual([drawn]);
  });
});

describe('cards and coins travelling', () => {
  const flying = (container: HTMLElement) =>
    [...container.querySelectorAll<HTMLElement>('.cit-flights .cit-flight')].map((el) => ({
      what: el.dataset.what,
      from: el.dataset.from,
      to: el.dataset.to,
      face: el.querySelector<HTMLElement>('.cit-flight-card')?.dataset.face,
    }));
  const moveBy = (seat: number, action: CitadelsAction): LogEntry =>
    ({
      action: { type: 'MAKE_MOVE', payload: { type: action.type, args: [action], playerID: String(seat) } },
    }) as unknown as LogEntry;

  it('flies another seat’s drawn cards face down from the deck, hidden from assistive technology', () => {
    const s = playRandomly(newState(4, {}, 'motion'), (s) => s.turn !== null && s.turn.seat !== 0, 'm');
    const log: LogEntry[] = [];
    const r = renderBoard(s, 0, { log });
    expect(flying(r.container)).toEqual([]);
    const seat = s.turn!.seat;
    s.turn!.drawn = s.deck.splice(0, 2);
    log.push(moveBy(seat, { type: 'drawCards' }));
    r.rerender(0);
    expect(flying(r.container)).toEqual([
      { what: 'card', from: 'deck', to: `hand-${seat}`, face: 'down' },
      { what: 'card', from: 'deck', to: `hand-${seat}`, face: 'down' },
    ]);
    const layer = r.container.querySelector('.cit-flights')!;
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.hasAttribute('inert')).toBe(true);
    expect(layer.querySelectorAll('[data-card]')).toHaveLength(0);
  });

  it('deals a game first shown before anyone moved: face-down cards and coins to every seat, the characters set aside', () => {
    const s = newState(4, {}, 'motion');
    const r = renderBoard(s, 0);
    const seen = flying(r.container);
    expect(seen.filter((f) => f.what === 'card')).toHaveLength(16);
    expect(seen.filter((f) => f.what === 'card').every((f) => f.from === 'deck' && f.face === 'down')).toBe(true);
    expect(seen.filter((f) => f.what === 'coin')).toHaveLength(8);
    // 4 players, 8 characters: two face up (their faces shown), one face down.
    const faceUp = s.cast.filter((c) => s.who[c] === UP);
    const characters = seen.filter((f) => f.what === 'character');
    expect(characters.map((f) => [f.to, f.face])).toEqual([
      ['draft-up', 'up'],
      ['draft-up', 'up'],
      ['draft-down', 'down'],
    ]);
    // Secrecy: no district's identity, and no character's but the face-up ones, in the layer.
    const layer = r.container.querySelector('.cit-flights')!;
    expect(layer.querySelectorAll('[data-card]')).toHaveLength(0);
    expect([...layer.querySelectorAll<HTMLElement>('[data-art]')].map((el) => el.dataset.art).sort()).toEqual(
      [...faceUp].sort(),
    );
    for (const card of s.hands.flat()) expect(layer.innerHTML).not.toContain(card);
    // Every place it flies to is on the board, the face-down pile with its count.
    for (const place of new Set(seen.flatMap((f) => [f.from, f.to])))
      expect(r.container.querySelector(`[data-place="${place}"]`), place).not.toBeNull();
    expect(r.container.querySelector('[data-place="draft-down"]')!.textContent).toBe('Face down: 1');
  });

  it('flies another seat’s pick face down from the draft to its seat, naming no character', () => {
    const s = newState(4, {}, 'motion');
    const first = citadelsCore.legalActions(s, 0)[0]!;
    play(s, 0, first);
    const log: LogEntry[] = [moveBy(0, first)];
    const r = renderBoard(s, 2, { log });
    expect(flying(r.container)).toEqual([]);
    const action = citadelsCore.legalActions(s, 1)[0]!;
    play(s, 1, action);
    log.push(moveBy(1, { type: 'pickCharacter', character: HIDDEN } as unknown as CitadelsAction));
    r.rerender(2);
    expect(flying(r.container)).toEqual([{ what: 'character', from: 'draft', to: 'seat-1', face: 'down' }]);
    const layer = r.container.querySelector('.cit-flights')!;
    expect(layer.querySelectorAll('[data-art]')).toHaveLength(0);
    expect(layer.textContent).toBe('');
  });

  it('flies nothing on a jump of several moves: a saved game restored, a replay sought far', () => {
    const s = playRandomly(newState(4, {}, 'motion'), (s) => s.turn !== null && s.turn.seat !== 0, 'm');
    const log: LogEntry[] = [];
    const r = renderBoard(s, 0, { log });
    const seat = s.turn!.seat;
    s.turn!.drawn = s.deck.splice(0, 2);
    s.gold[seat]! += 1;
    log.push(moveBy(seat, { type: 'takeGold' }), moveBy(seat, { type: 'drawCards' }));
    r.rerender(0);
    expect(flying(r.container)).toEqual([]);
  });

  it('shows the viewer’s own move at once: nothing flies', () => {
    const s = playRandomly(newState(4, {}, 'motion'), (s) => s.turn !== null, 'm');
    const seat = s.turn!.seat;
    const log: LogEntry[] = [];
    const r = renderBoard(s, seat, { log });
    s.gold[seat]! += 2;
    log.push(moveBy(seat, { type: 'takeGold' }));
    r.rerender(seat);
    expect(flying(r.container)).toEqual([]);
    // The same move seen from another seat flies two coins from the bank.
    const other = (seat + 1) % 4;
    const otherLog: LogEntry[] = [];
    const r2 = renderBoard(s, other, { log: otherLog });
    s.gold[seat]! += 2;
    otherLog.push(moveBy(seat, { type: 'takeGold' }));
    r2.rerender(other);
    expect(flying(r2.container)).toEqual([
      { what: 'coin', from: 'bank', to: `purse-${seat}`, face: undefined },
      { what: 'coin', from: 'bank', to: `purse-${seat}`, face: undefined },
    ]);
  });
});
