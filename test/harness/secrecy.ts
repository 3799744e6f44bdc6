/**
 * The secrecy harness: plays seeded random games through boardgame.io's real Master and checks what
 * each seat and a spectator would receive, after boardgame.io's own transport filter, at every step:
 * `update`, `patch` (deltaState) and `sync` messages, with their log and `initialState`. Nothing in
 * them may contain a secret the game names for that viewer, nor the PRNG seed or state, and the state
 * a viewer gets must be exactly the core's view for that viewer.
 */
import { describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import type { ActionBase, HarnessSpec, Seat } from '../../games/shared/contract';
import { createRng } from '../../games/shared/rng';
import { expectEqual } from '../support/equal';
import { leakedSecrets } from '../support/leaks';
import { CapturedMatch, type Message } from './framework';
import { randomStep } from './random-play';

/** Throws when a filtered message holds something this viewer may not see. */
export function assertNoLeak<S, A extends ActionBase, O>(
  spec: HarnessSpec<S, A, O>,
  trueState: State<S>,
  viewer: Seat | null,
  message: Message,
): void {
  const text = JSON.stringify(message);
  for (const forbidden of ['"prngstate"', '"seed"']) {
    if (text.includes(forbidden)) throw new Error(`${message.type} to ${viewer} leaks the PRNG (${forbidden})`);
  }
  const [secret] = leakedSecrets(text, spec.secretsFor(trueState.G, viewer));
  if (secret !== undefined) throw new Error(`${message.type} to viewer ${viewer} leaks secret ${secret}`);
  if (message.type === 'update') {
    const sentState = message.args[1] as State<S>;
    expectEqual(sentState.G, spec.core.view(trueState.G, viewer));
  }
}

export async function checkGameSecrecy<S, A extends ActionBase, O>(
  spec: HarnessSpec<S, A, O>,
  game: Game,
  numPlayers: number,
  options: O,
  seed: string,
  deltaState: boolean,
): Promise<number> {
  const match = new CapturedMatch({ ...game, deltaState }, `secrecy-${seed}`, numPlayers, options);
  const viewers: (Seat | null)[] = [...Array.from({ length: numPlayers }, (_, seat) => seat), null];
  const playerID = (viewer: Seat | null) => (viewer === null ? null : String(viewer));
  const checkAll = (messages: Message[]) => {
    const state = match.state() as State<S>;
    for (const message of messages) {
      for (const viewer of viewers) assertNoLeak(spec, state, viewer, match.filter(playerID(viewer), message));
    }
  };
  const syncAll = async () => {
    for (const viewer of viewers) {
      await match.sync(playerID(viewer));
      const state = match.state() as State<S>;
      for (const message of match.drain()) assertNoLeak(spec, state, viewer, match.filter(playerID(viewer), message));
    }
  };
  await syncAll();
  const choices = createRng(`${seed}/choices`);
  let steps = 0;
  while (!match.state().ctx.gameover) {
    if (steps++ > spec.maxActions) throw new Error('game did not end');
    const { seat, action } = randomStep(spec.core, match.state().G as S, choices);
    await match.move(String(seat), action.type, [action]);
    checkAll(match.drain());
    if (steps % 7 === 0) await syncAll();
  }
  await syncAll();
  return steps;
}

export function secrecySuite<S, A extends ActionBase, O>(
  spec: HarnessSpec<S, A, O>,
  game: Game,
  gamesPerConfiguration = 1,
  /** Per test, in ms: a whole game of many seats through the Master takes a while on a busy machine. */
  timeout?: number,
): void {
  describe(`${spec.core.name}: secrecy over boardgame.io's transport filter`, () => {
    for (const config of spec.configurations) {
      for (const deltaState of [false, true]) {
        it(
          `sends no seat or spectator a secret (${config.label}, ${deltaState ? 'patch' : 'update'} messages)`,
          async () => {
            for (let i = 0; i < gamesPerConfiguration; i++) {
              const steps = await checkGameSecrecy(
                spec,
                game,
                config.numPlayers,
                config.options,
                `${config.label}#${i}`,
                deltaState,
              );
              expect(steps).toBeGreaterThan(0);
            }
          },
          timeout,
        );
      }
    }
  });
}
