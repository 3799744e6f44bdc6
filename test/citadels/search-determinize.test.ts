// The bot core's `searchDeterminize` gives exactly the core's `determinize` sample for the same RNG.
import { describe, expect, it } from 'vitest';
import { citadelsBotCore } from '../../games/citadels/bot';
import { citadelsCore } from '../../games/citadels/core';
import { determinize, searchDeterminize } from '../../games/citadels/determinize';
import type { CitadelsState } from '../../games/citadels/rules/types';
import { createRng } from '../../games/shared/rng';
import { playRandomGame, randomStep } from '../harness/random-play';
import { CONFIGURATIONS } from './spec';

const { view } = citadelsCore;

describe('searchDeterminize', () => {
  it('is the bot core determinize', () => {
    expect(citadelsBotCore.determinize).toBe(searchDeterminize);
  });

  it('gives the same sample and uses the same random numbers as determinize, for every seat, all through random games', () => {
    let compared = 0;
    for (const config of CONFIGURATIONS) {
      for (const game of [0, 1]) {
        const seed = `search-det-${config.label}#${game}`;
        playRandomGame(citadelsCore, config.numPlayers, config.options, seed, 6000, (s: CitadelsState, _step, i) => {
          if (i % 3 !== 0) return;
          for (let seat = 0; seat < config.numPlayers; seat++) {
            const v = view(s, seat);
            const a = createRng(`${seed}/${i}/${seat}`);
            const b = createRng(`${seed}/${i}/${seat}`);
            expect(searchDeterminize(v, seat, a)).toEqual(determinize(v, seat, b));
            expect(a.next()).toBe(b.next());
            compared++;
          }
        });
      }
    }
    expect(compared).toBeGreaterThan(3000);
  });

  it('leaves the view untouched when the sample is played on', () => {
    for (const config of CONFIGURATIONS) {
      const seed = `search-det-play-${config.label}`;
      playRandomGame(citadelsCore, config.numPlayers, config.options, seed, 6000, (s: CitadelsState, step, i) => {
        if (i % 7 !== 0) return;
        const v = view(s, step.seat);
        const before = JSON.stringify(v);
        const rng = createRng(`${seed}/${i}`);
        const sample = searchDeterminize(v, step.seat, rng);
        for (let k = 0; k < 40 && !citadelsCore.isOver(sample); k++) {
          const next = randomStep(citadelsCore, sample, rng);
          citadelsCore.apply(sample, next.seat, next.action, rng);
        }
        expect(JSON.stringify(v)).toBe(before);
      });
    }
  });
});
