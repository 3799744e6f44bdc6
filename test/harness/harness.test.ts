// Proves the shared harnesses on the high-card fixture: they pass on a correct game and catch a leak.
import { describe, expect, it } from 'vitest';
import { highCard, highCardSpec, leakyHighCard } from '../fixtures/high-card';
import { highCardGame } from '../fixtures/high-card-game';
import { conformanceSuite } from './conformance';
import { differentialSuite } from './differential';
import { checkGameSecrecy, secrecySuite } from './secrecy';
import { createRng, randomInt, shuffle } from '../../games/shared/rng';

conformanceSuite(highCardSpec());
secrecySuite(highCardSpec(), highCardGame());
differentialSuite(highCardSpec(), highCardGame());

describe('harness self-tests', () => {
  it('catches a view that leaks the deck', async () => {
    const spec = highCardSpec(leakyHighCard);
    await expect(
      checkGameSecrecy(spec, highCardGame(leakyHighCard), 2, { cardsPerSeat: 5 }, 'leak', false),
    ).rejects.toThrow(/leaks secret "c\d+"/);
  });

  it('catches a game whose legal action breaks an invariant', () => {
    const broken = { ...highCard, apply: (s: Parameters<typeof highCard.apply>[0]) => void s.deck.push('c1') };
    const spec = {
      ...highCardSpec(broken as typeof highCard),
      configurations: [{ numPlayers: 2, options: { cardsPerSeat: 5 }, label: 'broken' }],
    };
    expect(() => conformanceSuiteOnce(spec)).toThrow(/card/);
  });
});

describe('seeded RNG', () => {
  it('matches boardgame.io random.Number for the same seed', async () => {
    const { CreateGameReducer, InitializeGame, ProcessGameConfig } = await import('boardgame.io/internal');
    const game = ProcessGameConfig({
      seed: 'abc',
      setup: ({ random }) => ({ n: [random.Number(), random.Number(), random.Number()] }),
    });
    void CreateGameReducer;
    const state = InitializeGame({ game, numPlayers: 2 });
    const rng = createRng('abc');
    expect(state.G.n).toEqual([rng.next(), rng.next(), rng.next()]);
  });

  it('shuffles into a permutation and draws integers in range', () => {
    const rng = createRng(7);
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = shuffle(rng, items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    for (let i = 0; i < 1000; i++) expect(randomInt(rng, 6)).toBeLessThan(6);
  });
});

import { checkPosition } from './conformance';
import { playRandomGame } from './random-play';
function conformanceSuiteOnce(spec: ReturnType<typeof highCardSpec>) {
  const config = spec.configurations[0]!;
  playRandomGame(spec.core, config.numPlayers, config.options, 'x', spec.maxActions, (s) =>
    checkPosition(spec, s, 'x'),
  );
}
