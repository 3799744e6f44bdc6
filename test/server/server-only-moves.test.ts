/**
 * Which moves a client never runs itself (server/transport/server-only-moves.ts): after those, the mover's
 * client still holds the state before the move, so the server sends it a patch like every other seat.
 */
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../../games/carcassonne/game';
import { citadelsGame } from '../../games/citadels';
import { ACTION_TYPES } from '../../games/citadels/rules/types';
import { serverOnlyMoves } from '../../server/transport/server-only-moves';

describe('serverOnlyMoves', () => {
  it('lists every Carcassonne move: each reads the secret bag', () => {
    expect([...serverOnlyMoves(carcassonneGame as Game)].sort()).toEqual([
      'placeMeeple',
      'placeTile',
      'returnAbbot',
      'skipMeeple',
    ]);
  });

  it("lists Machiavelli's server-only moves from its phases and stages, and none the client runs", () => {
    const game = citadelsGame as Game;
    const listed = serverOnlyMoves(game);
    const phaseMoves = game.phases!.calling!.moves as Record<string, { client?: boolean }>;
    const expected = Object.keys(ACTION_TYPES).filter((type) => phaseMoves[type]?.client === false);
    expect([...listed].sort()).toEqual(expected.sort());
    expect(listed.has('build')).toBe(true);
    expect(expected.length).toBeLessThan(Object.keys(ACTION_TYPES).length);
  });

  it('leaves out a move that the client runs anywhere: a plain function, or client-run in another phase', () => {
    const game: Game = {
      moves: { plain: () => undefined, hidden: { move: () => undefined, client: false } },
      phases: {
        a: { moves: { both: { move: () => undefined, client: false } } },
        b: {
          moves: { both: { move: () => undefined } },
          turn: { stages: { s: { moves: { staged: { move: () => undefined, client: false } } } } },
        },
      },
    };
    expect([...serverOnlyMoves(game)].sort()).toEqual(['hidden', 'staged']);
  });
});
