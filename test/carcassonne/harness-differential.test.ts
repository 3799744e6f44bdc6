// The shared differential harness on Carcassonne (rules core against boardgame.io's reducer), and the
// boardgame.io Game's own setup checks.
import { describe, expect, it } from 'vitest';
import { carcassonneGame } from '../../games/carcassonne/game';
import { differentialSuite } from '../harness/differential';
import { carcassonneSpec } from './spec';

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
