// The shared conformance, secrecy and differential harnesses on Carcassonne, plus proof the secrecy check bites.
import { describe, expect, it } from 'vitest';
import { carcassonneGame } from '../../games/carcassonne/game';
import { carcassonneCore } from '../../games/carcassonne/rules/core';
import { conformanceSuite } from '../harness/conformance';
import { differentialSuite } from '../harness/differential';
import { checkGameSecrecy, secrecySuite } from '../harness/secrecy';
import { carcassonneSpec } from './spec';

conformanceSuite(carcassonneSpec(), 1);
secrecySuite(carcassonneSpec(), carcassonneGame);
differentialSuite(carcassonneSpec(), carcassonneGame, 1);

describe('carcassonne: secrecy self-test', () => {
  it('catches a view that leaks the bag', async () => {
    const leaky = { ...carcassonneCore, view: (s: Parameters<typeof carcassonneCore.view>[0]) => ({ ...s }) };
    const spec = { ...carcassonneSpec(), core: leaky };
    const game = { ...carcassonneGame, playerView: ({ G }: { G: unknown }) => G };
    await expect(checkGameSecrecy(spec, game as never, 2, { farmers: true }, 'leak', false)).rejects.toThrow(/leaks secret/);
  });
});
