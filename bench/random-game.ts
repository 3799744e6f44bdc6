/**
 * Every state of a seeded random game through boardgame.io's reducer, in order, each with the deltalog of
 * the move that made it: the input of the benches that measure what the server does with each new state.
 */
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { Game, State } from 'boardgame.io';
import { createRng, pick } from '../games/shared/rng';

export function statesOfRandomGame(game: Game, numPlayers: number, seed: string): State[] {
  const processed = ProcessGameConfig(game);
  const reducer = CreateGameReducer({ game: processed }) as unknown as (s: State, a: unknown) => State;
  const rng = createRng(seed);
  let state = InitializeGame({ game, numPlayers }) as State;
  const out = [state];
  while (state.ctx.gameover === undefined) {
    const playerID = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers)[0]! : state.ctx.currentPlayer;
    const { move, args } = pick(
      rng,
      game.ai!.enumerate(state.G, state.ctx, playerID) as { move: string; args: unknown[] }[],
    );
    state = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } });
    out.push(state);
  }
  return out;
}
