// The shared conformance, secrecy and differential harnesses on Carcassonne, plus proof the secrecy check bites.
import { describe, expect, it } from 'vitest';
import { carcassonneGame } from '../../games/carcassonne/game';
import { carcassonneCore } from '../../games/carcassonne/rules/core';
import { conformanceSuite } from '../harness/conformance';
import { differentialSuite } from '../harness/differential';
import { checkGameSecrecy, secrecySuite } from '../harness/secrecy';
import { carcassonneSpec, configurationLabel, COVERING } from './spec';

conformanceSuite(carcassonneSpec(), 1);
// Secrecy goes through boardgame.io's Master for every viewer, so it runs the covering set alone (every
// pair of option values and player counts once), without this run's random configurations.
const spec = carcassonneSpec();
const SECRECY_LABELS = COVERING.map((c) => configurationLabel(c.numPlayers, c.options));
secrecySuite(
  { ...spec, configurations: spec.configurations.filter((c) => SECRECY_LABELS.includes(c.label)) },
  carcassonneGame,
  1,
  300_000,
);
differentialSuite(carcassonneSpec(), carcassonneGame, 1);

describe('carcassonne: boardgame.io Game', () => {
  it('sets up without setupData, with farmers on', async () => {
    const { InitializeGame, ProcessGameConfig } = await import('boardgame.io/internal');
    const state = InitializeGame({ game: ProcessGameConfig(carcassonneGame as never), numPlayers: 4 });
    expect(state.G.options).toEqual({ farmers: true });
    expect(state.G.scores).toEqual([0, 0, 0, 0]);
  });

  it('validates setupData with a readable message', () => {
    expect(carcassonneGame.validateSetupData?.({ farmers: 'no' } as never, 2)).toBe(
      'option "farmers": must be true or false',
    );
    expect(carcassonneGame.validateSetupData?.({ farmers: false }, 3)).toBeUndefined();
  });
});

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
