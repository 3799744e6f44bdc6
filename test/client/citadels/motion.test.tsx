// @vitest-environment jsdom
// Motion on the Machiavelli board (client/shared/motion.tsx, issue 56): what changed since the board was
// first shown animates, what was there does not: gold up or down, the crown on a new holder, a character
// revealed when called, a district built or drawn into the hand; a district leaving a city fades out, with
// a shake first when it is gone from every city (destroyed).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { citadelsCore, type CitadelsState } from '../../../games/citadels/index';
import { newState, playRandomly, renderBoard } from './render';

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
