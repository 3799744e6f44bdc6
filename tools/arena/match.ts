/**
 * Plays one seeded game on the pure rules core between players of any kind: the arena's and the bot
 * tests' driver. The true state stays here; each player decides from what it is handed (the fair bots
 * take `core.view` of it, boardgame.io's MCTSBot keeps its own framework mirror of the true state) and
 * is told every action taken, so mirrors stay in lockstep. The game's RNG is seeded from `seed` exactly
 * as boardgame.io's is from `game.seed`, so a mirror built with that seed draws the same cards.
 */
import type { ActionBase, RulesCore, Seat } from '../../games/shared/contract';
import { createRng } from '../../games/shared/rng';

export interface Player<S, A> {
  /** The action for `seat`, given the true state (fair players must only look at its view). */
  decide(state: S, seat: Seat): A | Promise<A>;
  /** Told every action, in order, after it is applied. */
  observe?(seat: Seat, action: A): void;
}

export interface MatchRecord<A> {
  seed: string;
  actions: { seat: Seat; action: A }[];
  scores: number[];
  winners: Seat[];
  /** Milliseconds spent deciding, and decisions taken, per seat. */
  decisionMs: number[];
  decisions: number[];
}

export async function playMatch<S, A extends ActionBase, O>(
  core: RulesCore<S, A, O>,
  options: O,
  seed: string,
  players: Player<S, A>[],
  maxActions = 10_000,
): Promise<MatchRecord<A>> {
  const rng = createRng(seed);
  const state = core.setup(players.length, options, rng);
  const record: MatchRecord<A> = {
    seed,
    actions: [],
    scores: [],
    winners: [],
    decisionMs: players.map(() => 0),
    decisions: players.map(() => 0),
  };
  while (!core.isOver(state)) {
    if (record.actions.length >= maxActions) throw new Error(`game ${seed} did not end within ${maxActions} actions`);
    const seat = core.activeSeats(state)[0] as Seat;
    const start = performance.now();
    const action = await (players[seat] as Player<S, A>).decide(state, seat);
    record.decisionMs[seat] = (record.decisionMs[seat] ?? 0) + performance.now() - start;
    record.decisions[seat] = (record.decisions[seat] ?? 0) + 1;
    const refusal = core.refusal(state, seat, action);
    if (refusal !== undefined)
      throw new Error(`seat ${seat} chose an illegal action ${JSON.stringify(action)}: ${refusal}`);
    core.apply(state, seat, action, rng);
    record.actions.push({ seat, action });
    for (const player of players) player.observe?.(seat, action);
  }
  return { ...record, scores: core.scores(state), winners: core.winners(state) };
}
