// The shared secrecy harness on Carcassonne, first half of the covering set (the other half is in
// harness-secrecy-odd.test.ts), plus proof the secrecy check bites.
import { describe, expect, it } from 'vitest';
import { carcassonneGame } from '../../games/carcassonne/game';
import { carcassonneCore } from '../../games/carcassonne/rules/core';
import { checkGameSecrecy, secrecySuite } from '../harness/secrecy';
import { carcassonneSpec, secrecySpec } from './spec';

secrecySuite(secrecySpec(0), carcassonneGame, 1, 300_000);

describe('carcassonne: secrecy self-test', () => {
  it('catches a view that leaks the bag', async () => {
    const leaky = { ...carcassonneCore, view: (s: Parameters<typeof carcassonneCore.view>[0]) => ({ ...s }) };
    const spec = { ...carcassonneSpec(), core: leaky };
    const game = { ...carcassonneGame, playerView: ({ G }: { G: unknown }) => G };
    await expect(checkGameSecrecy(spec, game as never, 2, { farmers: true }, 'leak', false)).rejects.toThrow(
      /leaks secret/,
    );
  });
});
