// `scores` (one pass, used by the bots on every playout) gives exactly the itemised totals of
// `scoreBreakdown` (docs/rules/citadels.md#scoring: costs, beautified +1, five types +3, complete city +4/+2,
// Monument counting as two districts, unique bonuses, Haunted Quarter, Secret Vault), at every step of random
// games; and `winners` breaks ties as docs/rules/citadels.md#tie-break says.
import { describe, expect, it } from 'vitest';
import { citadelsCore } from '../../games/citadels/core';
import { scoreBreakdown, scores, winners } from '../../games/citadels/rules/scoring';
import type { CitadelsState } from '../../games/citadels/rules/types';
import { playRandomGame } from '../harness/random-play';
import { newGame, withCity } from './fixtures';
import { BUILD_UNIQUES, CONFIGURATIONS, MORE_UNIQUES } from './spec';

const itemised = (s: CitadelsState) => s.cities.map((_, seat) => scoreBreakdown(s, seat).total);

describe('scores and winners', () => {
  it('equal the itemised totals at every step and at the end of random games', () => {
    let compared = 0;
    for (const config of CONFIGURATIONS) {
      for (const game of [0, 1]) {
        const { state } = playRandomGame(
          citadelsCore,
          config.numPlayers,
          config.options,
          `score-totals-${config.label}#${game}`,
          6000,
          (s: CitadelsState) => {
            expect(scores(s)).toEqual(itemised(s));
            compared++;
          },
        );
        expect(scores(state)).toEqual(itemised(state));
        expect(Math.max(...scores(state))).toBeGreaterThan(0);
      }
    }
    expect(compared).toBeGreaterThan(4500);
  });

  it('count a beautified district +1, all five types +3, and a Monument as two districts toward completion (docs/rules/citadels.md#scoring)', () => {
    // Manor 3 (beautified: 4), Tavern 1, Watchtower 1, Temple 1, Monument 4: five cards, six districts.
    const s = withCity(newGame(4, { uniques: MORE_UNIQUES }), 1, [
      'manor#1',
      'tavern#1',
      'watchtower#1',
      'temple#1',
      'monument#1',
    ]);
    s.beautified = ['manor#1'];
    s.completeAt = 6;
    s.firstComplete = 0;
    expect(scores(s)[1]).toBe(11 + 3 + 2);
    s.firstComplete = 1;
    expect(scores(s)[1]).toBe(11 + 3 + 4);
    s.completeAt = 7;
    s.firstComplete = null;
    expect(scores(s)[1]).toBe(11 + 3);
    expect(scores(s)).toEqual(itemised(s));
  });

  it('let the Haunted Quarter count as the one type a city lacks for the five-types bonus (docs/rules/citadels.md#haunted-quarter)', () => {
    // Haunted Quarter 2, Keep 3 (unique), Manor 3 (noble), Temple 1 (religious), Tavern 1 (trade): only
    // military is missing, and the Haunted Quarter counts as military.
    const s = withCity(newGame(4, { uniques: BUILD_UNIQUES }), 1, [
      'haunted-quarter#1',
      'keep#1',
      'manor#1',
      'temple#1',
      'tavern#1',
    ]);
    expect(scores(s)[1]).toBe(10 + 3);
    // Without the Keep, unique is missing too: one Haunted Quarter cannot be both.
    withCity(s, 1, ['haunted-quarter#1', 'manor#1', 'temple#1', 'tavern#1']);
    expect(scores(s)[1]).toBe(7);
    expect(scores(s)).toEqual(itemised(s));
  });

  it('make the highest score win, ties going to the highest rank revealed in the last round, then shared (docs/rules/citadels.md#tie-break)', () => {
    const s = newGame(3);
    s.topRank = [5, 7, 7];
    expect(winners(s, [10, 12, 11])).toEqual([1]);
    expect(winners(s, [12, 12, 11])).toEqual([1]);
    expect(winners(s, [12, 11, 11])).toEqual([0]);
    expect(winners(s, [10, 12, 12])).toEqual([1, 2]);
  });
});
