// @vitest-environment jsdom
// Motion on the Machiavelli board (client/shared/motion.tsx, issue 56): what changed since the board was
// first shown animates, what was there does not: gold up or down, the crown on a new holder, a character
// revealed when called, a district built.
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
