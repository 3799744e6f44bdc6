/**
 * The conformance harness: seeded random games through a rules core, for every configuration a game
 * declares, checking the contract at every step:
 * - exactly the active seats have legal actions, and the game ends within its bound;
 * - every legal action is accepted by `refusal` and applies cleanly (on a copy), keeping invariants;
 * - junk, unknown actions and actions by seats not to act are refused with a reason;
 * - a seat's legal actions are the same from its own view as from the full state;
 * - `determinize` builds a full state that keeps the invariants and looks the same to that seat;
 * - states stay plain JSON, and a seed replays to the same final state.
 */
import { describe, expect, it } from 'vitest';
import type { ActionBase, HarnessSpec, Seat } from '../../games/shared/contract';
import { createRng, shuffle } from '../../games/shared/rng';
import { expectEqual } from '../support/equal';
import { clone, playRandomGame } from './random-play';

const JUNK: unknown[] = [
  null,
  undefined,
  42,
  'play',
  {},
  { type: 'noSuchMove' },
  { type: '__proto__' },
  { type: 'constructor' },
];

/** Checks one position; throws with a precise message on the first violation. */
export function checkPosition<S, A extends ActionBase, O>(
  spec: HarnessSpec<S, A, O>,
  state: S,
  seed: string,
  sampleSize = 12,
): void {
  const { core } = spec;
  const numSeats = core.scores(state).length;
  const active = core.activeSeats(state);
  const violations = spec.invariants(state);
  if (violations.length > 0) throw new Error(`invariants broken: ${violations.join('; ')}`);
  expectEqual(JSON.parse(JSON.stringify(state)), state);
  if (core.isOver(state)) {
    expect(active).toEqual([]);
    return;
  }
  expect(active.length).toBeGreaterThan(0);
  const rng = createRng(`${seed}/check`);
  for (let seat: Seat = 0; seat < numSeats; seat++) {
    const actions = core.legalActions(state, seat);
    expect(actions.length > 0, `seat ${seat} active=${active.includes(seat)} but has ${actions.length} actions`).toBe(
      active.includes(seat),
    );
    for (const junk of JUNK)
      expect(core.refusal(state, seat, junk), `junk ${JSON.stringify(junk)} accepted`).toBeTypeOf('string');
    if (actions.length === 0) {
      const other = active[0] as Seat;
      for (const action of core.legalActions(state, other).slice(0, 3)) {
        expect(core.refusal(state, seat, action), `seat ${seat} may not act`).toBeTypeOf('string');
      }
      continue;
    }
    expect(core.legalActions(core.view(state, seat), seat)).toEqual(actions);
    for (const action of shuffle(rng, actions).slice(0, sampleSize)) {
      expect(core.refusal(state, seat, action), `legal ${JSON.stringify(action)} refused`).toBeUndefined();
      const copy = clone(state);
      core.apply(copy, seat, action, rng);
      const after = spec.invariants(copy);
      if (after.length > 0) throw new Error(`after ${JSON.stringify(action)}: ${after.join('; ')}`);
    }
    const sample = core.determinize(core.view(state, seat), seat, rng);
    expect(spec.invariants(sample), 'determinized state breaks invariants').toEqual([]);
    expectEqual(core.view(sample, seat), core.view(state, seat));
    expect(core.legalActions(sample, seat)).toEqual(actions);
  }
}

export function conformanceSuite<S, A extends ActionBase, O>(
  spec: HarnessSpec<S, A, O>,
  gamesPerConfiguration = 3,
): void {
  describe(`${spec.core.name}: conformance`, () => {
    for (const config of spec.configurations) {
      it(`plays seeded random games to the end with every step legal (${config.label})`, () => {
        for (let game = 0; game < gamesPerConfiguration; game++) {
          const seed = `${config.label}#${game}`;
          const { state } = playRandomGame(spec.core, config.numPlayers, config.options, seed, spec.maxActions, (s) =>
            checkPosition(spec, s, seed),
          );
          checkPosition(spec, state, seed);
          const winners = spec.core.winners(state);
          expect(winners.length).toBeGreaterThan(0);
          for (const w of winners) expect(w).toBeLessThan(config.numPlayers);
          const replay = playRandomGame(spec.core, config.numPlayers, config.options, seed, spec.maxActions);
          expectEqual(replay.state, state);
        }
      });
    }
  });
}
