/**
 * The differential harness: one seed and one sequence of actions through the pure core and through
 * boardgame.io's reducer must give the same state at every step, the same active seats, and the same
 * game-over result. It proves the Game is a thin wrapper and that the core's RNG matches the framework's.
 */
import { describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { ActionBase, HarnessSpec } from '../../games/shared/contract';
import { gameOver } from '../../games/shared/game-adapter';
import { createRng } from '../../games/shared/rng';
import { randomStep } from './random-play';

export function runDifferential<S, A extends ActionBase, O>(
  spec: HarnessSpec<S, A, O>,
  game: Game,
  numPlayers: number,
  options: O,
  seed: string,
): number {
  const { core } = spec;
  const seeded = ProcessGameConfig({ ...game, seed });
  const reducer = CreateGameReducer({ game: seeded });
  let framework = InitializeGame({ game: seeded, numPlayers, setupData: options }) as State<S>;
  const rng = createRng(seed);
  const state = core.setup(numPlayers, options, rng);
  expect(framework.G).toEqual(state);
  const choices = createRng(`${seed}/choices`);
  let steps = 0;
  while (!core.isOver(state)) {
    if (steps++ > spec.maxActions) throw new Error('game did not end');
    for (const seat of core.activeSeats(state)) {
      expect(
        seeded.flow.isPlayerActive(framework.G, framework.ctx, String(seat)),
        `seat ${seat} active in the core`,
      ).toBe(true);
    }
    const { seat, action } = randomStep(core, state, choices);
    const playerID = String(seat);
    framework = reducer(framework, {
      type: 'MAKE_MOVE',
      payload: { type: action.type, args: [action], playerID },
    }) as State<S>;
    core.apply(state, seat, action, rng);
    expect(framework.G, `after step ${steps}: ${JSON.stringify(action)}`).toEqual(state);
  }
  expect(framework.ctx.gameover).toEqual(gameOver(core, state));
  return steps;
}

export function differentialSuite<S, A extends ActionBase, O>(
  spec: HarnessSpec<S, A, O>,
  game: Game,
  gamesPerConfiguration = 2,
): void {
  describe(`${spec.core.name}: core and boardgame.io agree`, () => {
    for (const config of spec.configurations) {
      it(`reaches the same state through the core and the reducer (${config.label})`, () => {
        for (let i = 0; i < gamesPerConfiguration; i++) {
          expect(
            runDifferential(spec, game, config.numPlayers, config.options, `diff-${config.label}#${i}`),
          ).toBeGreaterThan(0);
        }
      });
    }
  });
}
