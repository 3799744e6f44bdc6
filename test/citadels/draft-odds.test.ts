// The setting-aside rule, measured: face-up cards first, a rank 4 card turned face up is shuffled back,
// then the face-down card. Over 20,000 seeded rounds per player count and cast size, the rank 4 card is
// the face-down card as often as the rule says (within 2 percentage points), and the bots' sampler
// (determinize) puts it there as often from the view of a seat that has not seen the pile yet.
import { describe, expect, it } from 'vitest';
import { searchDeterminize } from '../../games/citadels/determinize';
import { FIRST_GAME, rankOf, type CharacterId } from '../../games/citadels/data';
import { faceUpCount, startRound } from '../../games/citadels/rules/round';
import { defaultOptions } from '../../games/citadels/options';
import { setup } from '../../games/citadels/rules/setup';
import { DOWN, type CitadelsState } from '../../games/citadels/rules/types';
import { view } from '../../games/citadels/view';
import { createRng } from '../../games/shared/rng';

const ROUNDS = 20_000;
const TOLERANCE = 0.02;

/**
 * The probability that the rank 4 card ends face down, worked out exactly by following the rule card by
 * card: `left` cards in the shuffled pile, `up` face-up cards still to turn, whether rank 4 is still in
 * the pile or was turned up and set aside to be shuffled back before the face-down card is taken.
 */
function exactChance(left: number, up: number, four: 'in' | 'aside'): number {
  if (up === 0) return four === 'in' ? 1 / left : 1 / (left + 1);
  if (four === 'aside') return exactChance(left - 1, up - 1, 'aside');
  return (1 / left) * exactChance(left - 1, up, 'aside') + ((left - 1) / left) * exactChance(left - 1, up - 1, 'in');
}

/** Every player count with each cast size it may use: 8 characters (ranks 1-8) and 9 (with a rank 9). */
const CASES: { players: number; cast: CharacterId[] }[] = [];
for (let players = 2; players <= 8; players++) {
  if (players !== 3 && players !== 8) CASES.push({ players, cast: [...FIRST_GAME.cast] });
  if (players !== 2) CASES.push({ players, cast: [...FIRST_GAME.cast, 'tax-collector'] });
}

const gameOf = (players: number, cast: CharacterId[]) =>
  setup(players, { ...defaultOptions(players), cast, firstCrown: 0 }, createRng(`odds-${players}-${cast.length}`));
const rankFour = (s: CitadelsState) => s.cast.find((c) => rankOf(c) === 4) as CharacterId;

describe('the rank 4 card face down (the setting-aside rule)', () => {
  it('has the exact probability 1 in (cards not shown) by the rule: 1 in 6 with 4 players and 8 characters', () => {
    expect(exactChance(8, faceUpCount(4, 8), 'in')).toBeCloseTo(1 / 6, 12);
    for (const { players, cast } of CASES) {
      expect(exactChance(cast.length, faceUpCount(players, cast.length), 'in')).toBeCloseTo(
        1 / (cast.length - faceUpCount(players, cast.length)),
        12,
      );
    }
  });

  it.each(CASES)(
    'comes up face down as often as the rule says over 20,000 rounds: $players players, $cast.length characters',
    ({ players, cast }) => {
      const s = gameOf(players, cast);
      const four = rankFour(s);
      const rng = createRng(`rounds-${players}-${cast.length}`);
      let down = 0;
      for (let i = 0; i < ROUNDS; i++) {
        startRound(s, rng);
        if (s.who[four] === DOWN) down++;
      }
      const expected = exactChance(cast.length, faceUpCount(players, cast.length), 'in');
      expect(Math.abs(down / ROUNDS - expected), `measured ${down / ROUNDS}, expected ${expected}`).toBeLessThan(
        TOLERANCE,
      );
    },
  );

  it.each(CASES)(
    'is put face down as often by the bots sampler, for a seat yet to see the pile: $players players, $cast.length characters',
    ({ players, cast }) => {
      const s = gameOf(players, cast);
      const four = rankFour(s);
      const seat = 1;
      expect(s.draft.notes[seat]).toEqual([]);
      const v = view(s, seat);
      const rng = createRng(`sampler-${players}-${cast.length}`);
      let down = 0;
      for (let i = 0; i < ROUNDS; i++) if (searchDeterminize(v, seat, rng).who[four] === DOWN) down++;
      const expected = exactChance(cast.length, faceUpCount(players, cast.length), 'in');
      expect(Math.abs(down / ROUNDS - expected), `sampled ${down / ROUNDS}, expected ${expected}`).toBeLessThan(
        TOLERANCE,
      );
    },
  );
});
