/**
 * Seeded random play over a rules core: the driver the conformance harness, the secrecy harness and
 * the benchmarks share. `chooser` picks which active seat moves and which legal action it takes.
 */
import type { ActionBase, RulesCore, Seat } from '../../games/shared/contract';
import { createRng, pick, type Rng } from '../../games/shared/rng';

export interface Step<A> {
  seat: Seat;
  action: A;
}

/** Picks a random active seat and a random legal action for it. */
export function randomStep<S, A extends ActionBase, O>(core: RulesCore<S, A, O>, state: S, rng: Rng): Step<A> {
  const seat = pick(rng, core.activeSeats(state));
  const actions = core.legalActions(state, seat);
  if (actions.length === 0) throw new Error(`active seat ${seat} has no legal action`);
  return { seat, action: pick(rng, actions) };
}

/** JSON deep copy: states are plain JSON by contract. */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Plays one seeded random game through the core; `onStep` sees the state before each action. */
export function playRandomGame<S, A extends ActionBase, O>(
  core: RulesCore<S, A, O>,
  numPlayers: number,
  options: O,
  seed: string,
  maxActions: number,
  onStep?: (state: S, step: Step<A>, index: number) => void,
): { state: S; steps: Step<A>[] } {
  const gameRng = createRng(seed);
  const choiceRng = createRng(`${seed}/choices`);
  const state = core.setup(numPlayers, options, gameRng);
  const steps: Step<A>[] = [];
  while (!core.isOver(state)) {
    if (steps.length >= maxActions) throw new Error(`game did not end within ${maxActions} actions (seed ${seed})`);
    const step = randomStep(core, state, choiceRng);
    onStep?.(state, step, steps.length);
    core.apply(state, step.seat, step.action, gameRng);
    steps.push(step);
  }
  return { state, steps };
}
