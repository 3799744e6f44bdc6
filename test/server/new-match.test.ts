// A new match from the game's config processed once (server/lobby/new-match.ts): the same initial state and
// metadata as boardgame.io's createMatch on the raw config, and the config processed only on the first call.
import type { Game } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { carcassonneGame } from '../../games/carcassonne/game';
import { citadelsGame } from '../../games/citadels/game';
import { newMatch, processedGame } from '../../server/lobby/new-match';

describe('newMatch', () => {
  for (const game of [carcassonneGame, citadelsGame] as Game[]) {
    it(`makes the same ${game.name} match as createMatch on the raw config (same seed)`, () => {
      const opts = { game: { ...game, seed: 'same-seed' }, numPlayers: 3, setupData: undefined, unlisted: true };
      const made = newMatch(opts);
      const stock = createMatch({ ...opts, game: { ...game, seed: 'same-seed' } });
      if ('setupDataError' in made || 'setupDataError' in stock) throw new Error('setup refused');
      expect(made.initialState).toEqual(stock.initialState);
      expect({ ...made.metadata, createdAt: 0, updatedAt: 0 }).toEqual({
        ...stock.metadata,
        createdAt: 0,
        updatedAt: 0,
      });
    });
  }

  it('processes a game once: the same processed config for every match', () => {
    const game = { ...carcassonneGame } as Game;
    const first = processedGame(game);
    expect(first).not.toBe(game);
    expect('flow' in first).toBe(true);
    expect(processedGame(game)).toBe(first);
  });

  it('passes the setup data check through: refused options answer the error', () => {
    const made = newMatch({ game: carcassonneGame as Game, numPlayers: 2, setupData: { nonsense: 1 }, unlisted: true });
    expect('setupDataError' in made).toBe(true);
  });
});
