// The bots' playout player decides an open turn without listing every legal action, yet picks exactly
// what it picks from the full list, drawing the same random numbers, and only legal actions.
import { describe, expect, it } from 'vitest';
import { choiceAmong, citadelsSearch } from '../../games/citadels/bot';
import { citadelsCore } from '../../games/citadels/core';
import type { CitadelsState } from '../../games/citadels/rules/types';
import { createRng } from '../../games/shared/rng';
import { playRandomGame } from '../harness/random-play';
import { CONFIGURATIONS } from './spec';

const policy = citadelsSearch.playoutPolicy as NonNullable<typeof citadelsSearch.playoutPolicy>;

describe('Citadels playout policy', () => {
  it('picks what it picks from the full legal list, with the same random numbers, all through random games', () => {
    let compared = 0;
    let listed = 0;
    for (const config of CONFIGURATIONS) {
      for (const game of [0, 1, 2]) {
        const seed = `playout-policy-${config.label}#${game}`;
        playRandomGame(citadelsCore, config.numPlayers, config.options, seed, 6000, (s: CitadelsState, step, i) => {
          const legal = citadelsCore.legalActions(s, step.seat);
          let calls = 0;
          const fast = createRng(`${seed}/${i}`);
          const full = createRng(`${seed}/${i}`);
          const chosen = policy(s, step.seat, () => (calls++, legal), fast);
          expect(chosen).toEqual(choiceAmong(s, step.seat, legal, full));
          expect(legal).toContainEqual(chosen);
          expect(fast.next()).toBe(full.next());
          compared++;
          listed += calls;
        });
      }
    }
    expect(compared).toBeGreaterThan(8000);
    // The open turn, most of the calling phase, is decided without the full list.
    expect(listed).toBeLessThan(compared / 2);
  });
});
