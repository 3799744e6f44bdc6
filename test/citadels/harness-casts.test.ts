// The shared harnesses over the presets the main configurations do not use (Ambitious Aristocrats,
// Tenacious Delegates, the first-game set) and over seeded random valid casts with 14 random unique
// districts, for every player count 2-8 (issue: presets and custom casts).
import { describe, expect, it } from 'vitest';
import {
  CHARACTERS,
  PRESETS,
  UNIQUE_DISTRICTS,
  rankOf,
  type CharacterId,
  type UniqueDistrictId,
} from '../../games/citadels/data';
import { citadelsCore } from '../../games/citadels/core';
import { defaultOptions } from '../../games/citadels/options';
import type { CitadelsOptions } from '../../games/citadels/rules/types';
import { createRng, pick, shuffle, type Rng } from '../../games/shared/rng';
import { conformanceSuite } from '../harness/conformance';
import { differentialSuite } from '../harness/differential';
import { secrecySuite } from '../harness/secrecy';
import { citadelsGame } from '../../games/citadels/game';
import { citadelsSpec } from './spec';

/**
 * A random cast valid under docs/rules/citadels.md#cast-rules: one character per rank, rank 9 when required
 * or by chance where allowed.
 */
function randomCast(numPlayers: number, rng: Rng): CharacterId[] {
  const ids = Object.keys(CHARACTERS) as CharacterId[];
  const cast: CharacterId[] = [];
  for (let rank = 1; rank <= 8; rank++) {
    cast.push(
      pick(
        rng,
        ids.filter((c) => rankOf(c) === rank && !(c === 'emperor' && numPlayers === 2)),
      ),
    );
  }
  const nines = ids.filter((c) => rankOf(c) === 9 && !(c === 'queen' && numPlayers < 5));
  const required = numPlayers === 3 || numPlayers === 8;
  if (required || (numPlayers > 2 && rng.next() < 0.5)) cast.push(pick(rng, nines));
  return cast;
}

function randomOptions(numPlayers: number, seed: string): CitadelsOptions {
  const rng = createRng(seed);
  const uniques = shuffle(rng, Object.keys(UNIQUE_DISTRICTS) as UniqueDistrictId[]).slice(0, 14);
  return { ...defaultOptions(numPlayers), cast: randomCast(numPlayers, rng), uniques, freeOrder: rng.next() < 0.3 };
}

const preset = (numPlayers: number, id: keyof typeof PRESETS, nine: CharacterId | null): CitadelsOptions => ({
  ...defaultOptions(numPlayers),
  cast: [...(PRESETS[id].cast as readonly CharacterId[]), ...(nine ? [nine] : [])],
  uniques: [...(PRESETS[id].uniques as readonly UniqueDistrictId[])],
});

const configurations = [
  { numPlayers: 5, options: preset(5, 'ambitious-aristocrats', 'queen'), label: '5 players, Ambitious Aristocrats' },
  { numPlayers: 4, options: preset(4, 'tenacious-delegates', null), label: '4 players, Tenacious Delegates' },
  { numPlayers: 3, options: preset(3, 'first-game', 'tax-collector'), label: '3 players, first game' },
  ...[2, 3, 4, 5, 6, 7, 8].map((n) => ({
    numPlayers: n,
    options: randomOptions(n, `cast-${n}`),
    label: `${n} players, random cast`,
  })),
];

describe('citadels: random casts are valid', () => {
  it('accepts every generated cast and unique set', () => {
    for (const { numPlayers, options, label } of configurations)
      expect(citadelsCore.validateOptions(numPlayers, options), label).toBeUndefined();
  });
});

const spec = { ...citadelsSpec(), configurations };
conformanceSuite(spec, 1);
differentialSuite(spec, citadelsGame, 1);
secrecySuite(spec, citadelsGame, 1);
