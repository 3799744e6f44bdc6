/**
 * The Star2.5 anchor: the expectimax player Heyden (2009, "Implementing a computer player for Carcassonne")
 * found best, reimplemented on our rules core as a published reference point for the bot ladder
 * (docs/bots.md#anchors). It is not offered to players.
 *
 * A move is a whole turn: a placement and what the meeple does. The search is the *-minimax tree of
 * Ballard (1983) one turn deep, as Heyden ran it: our move (max), the next tile (a chance node over the
 * tile types left in the bag, weighted by the public `remainingByType`; a type that fits nowhere is
 * redrawn, so it drops out), the next seat's move (min), then the evaluation. Star1 prunes a chance node
 * with the bounds of the evaluation; Star2.5 first probes every outcome with `probe` replies (5, Heyden's
 * best), whose minimum bounds that outcome from above, and cuts the move when even those bounds cannot
 * beat the best move so far. Replies that refuted a tile type before are probed first (killer moves).
 *
 * The evaluation is the projected score difference (the board scored as if the game ended now, which is
 * the "virtual score" Ameneyro, Galván and Kuri Morales (2020) gave Star2.5): our projected score minus
 * the best other seat's, clipped to ±`BOUND`. With more than two players the next seat plays against us
 * (paranoid), as in Heyden's two-player search.
 *
 * Fair by construction: it is handed a view (`view(state, seat)`), fills the hidden bag order from the
 * public counts only, and its choice depends on nothing else (no RNG outcome reaches the decision: every
 * sampled bag is rearranged before a draw is read).
 */
import type { Seat } from '../../shared/contract';
import { createRng, type Rng } from '../../shared/rng';
import { carcassonneSearch, searchDeterminize } from '../bot';
import { TILE_TYPES, type TileType } from '../data/tiles';
import { kindOfId } from '../data/tile-sets';
import { carcassonneCore } from '../rules/core';
import { canPlace } from '../rules/placement';
import { finalScoring } from '../rules/scoring';
import type { CarcassonneAction, CarcassonneState, PlaceTileAction } from '../rules/state';

/** The evaluation's bounds (points of projected lead), which Star1's cuts need. */
export const BOUND = 150;

export interface Star25Options {
  /** Replies probed per chance outcome before the full search (Heyden's probing factor). */
  probe: number;
  /** Leaf evaluations per decision before it settles for the best move so far (load-independent). */
  maxLeaves: number;
  /** Milliseconds per decision before it settles for the best move so far (Infinity: leaves only). */
  maxMillis: number;
  /** false: plain expectimax, every outcome and reply searched in full (the reference Star2.5 must agree with). */
  prune: boolean;
}

export const STAR25_DEFAULTS: Star25Options = { probe: 5, maxLeaves: 60_000, maxMillis: Infinity, prune: true };

type Meeple = Exclude<CarcassonneAction, PlaceTileAction>;
/** One seat's whole turn, as the search sees it. */
interface Turn {
  place: PlaceTileAction | null;
  meeple: Meeple;
}

/** The figure step's part of a turn's key: the figure and its place, or the step's kind (skip, the abbot's return). */
const figureKey = (step: Meeple) =>
  step.type === 'placeMeeple' ? `${step.figure ?? ''}@${step.location}` : step.type === 'skipMeeple' ? '' : step.type;

const turnKey = (turn: Turn) =>
  `${turn.place ? `${turn.place.x},${turn.place.y},${turn.place.rotation}` : '-'}:${figureKey(turn.meeple)}`;

class OutOfBudget extends Error {}

/** One decision's search: budgets, the sampler's RNG and the killer replies per tile type. */
class Star25Search {
  leaves = 0;
  /** Whether the last `decide` searched every move to the end (else the budget stopped it). */
  complete = false;
  /** Off while the root's moves are ordered, which always completes. */
  private budgeted = false;
  private readonly deadline: number;
  private readonly rng: Rng = createRng('star2.5');
  private readonly killers = new Map<TileType, Turn[]>();

  constructor(
    private readonly seat: Seat,
    readonly options: Star25Options,
  ) {
    this.deadline = performance.now() + options.maxMillis;
  }

  /** A copy of a full or viewed state with a bag of real ids in some order (always rearranged before use). */
  private copy(state: CarcassonneState): CarcassonneState {
    return searchDeterminize(state, this.seat, this.rng);
  }

  /** Our value of a state: the projected lead over the best other seat, clipped. */
  leaf(state: CarcassonneState): number {
    if (
      this.budgeted &&
      (++this.leaves > this.options.maxLeaves || (this.leaves % 256 === 0 && performance.now() > this.deadline))
    )
      throw new OutOfBudget();
    if (state.step !== 'over') finalScoring(state, false);
    const own = state.scores[this.seat] ?? 0;
    const best = Math.max(...state.scores.filter((_, s) => s !== this.seat));
    return Math.max(-BOUND, Math.min(BOUND, own - best));
  }

  /** The whole turns of the seat to move: each distinct placement with each meeple choice (or the meeple step alone). */
  turns(state: CarcassonneState): { turn: Turn; placed: CarcassonneState }[] {
    return [...this.replies(state, [])];
  }

  /**
   * The same turns, made one at a time (a probe needs only a few): first the legal ones of `first` (the
   * killers), then the others in the rules' order.
   */
  *replies(state: CarcassonneState, first: readonly Turn[]): Generator<{ turn: Turn; placed: CarcassonneState }> {
    const seat = state.turn;
    if (state.step === 'meeple') {
      for (const meeple of carcassonneCore.legalActions(state, seat))
        yield { turn: { place: null, meeple: meeple as Meeple }, placed: state };
      return;
    }
    const tried = new Set<string>();
    for (const turn of first) {
      if (turn.place === null || carcassonneCore.refusal(state, seat, turn.place) !== undefined) continue;
      const placed = this.copy(state);
      carcassonneCore.apply(placed, seat, turn.place, this.rng);
      if (carcassonneCore.refusal(placed, seat, turn.meeple) !== undefined) continue;
      tried.add(turnKey(turn));
      yield { turn, placed };
    }
    const legal = carcassonneCore.legalActions(state, seat);
    for (const place of carcassonneSearch.prune!(state, seat, legal) as PlaceTileAction[]) {
      const placed = this.copy(state);
      carcassonneCore.apply(placed, seat, place, this.rng);
      for (const meeple of carcassonneCore.legalActions(placed, seat)) {
        const turn = { place, meeple: meeple as Meeple };
        if (!tried.has(turnKey(turn))) yield { turn, placed };
      }
    }
  }

  /** The state after the meeple step of `placed`, with `next` as the next tile drawn (undefined: whatever the bag gives). */
  finish(placed: CarcassonneState, meeple: Meeple, next?: TileType): CarcassonneState {
    const state = this.copy(placed);
    if (next !== undefined) {
      const at = state.bag.findIndex((id) => kindOfId(id) === next);
      [state.bag[at], state.bag[state.bag.length - 1]] = [state.bag[state.bag.length - 1]!, state.bag[at]!];
    }
    carcassonneCore.apply(state, state.turn, meeple, this.rng);
    return state;
  }

  /** The tile types that may come next, with their chances (public counts; unplaceable types are redrawn). */
  outcomes(placed: CarcassonneState): { tile: TileType; p: number }[] {
    const counts = TILE_TYPES.filter((t) => placed.remainingByType[t] > 0 && canPlace(placed, t)).map((tile) => ({
      tile,
      n: placed.remainingByType[tile],
    }));
    const total = counts.reduce((sum, c) => sum + c.n, 0);
    return counts.map(({ tile, n }) => ({ tile, p: n / total })).sort((a, b) => b.p - a.p);
  }

  /** The next seat's best reply for us to fear (min), searched in (low, high); stops early at `low`. */
  min(state: CarcassonneState, tile: TileType, low: number, high: number, limit = Infinity): number {
    if (state.step === 'over') return this.leaf(state);
    const killers = this.killers.get(tile) ?? [];
    let value = high;
    let best: Turn | undefined;
    let tried = 0;
    for (const { turn, placed } of this.replies(state, killers)) {
      if (tried++ >= limit) break;
      const v = this.leaf(this.finish(placed, turn.meeple));
      if (v < value) [value, best] = [v, turn];
      if (value <= low) break;
    }
    if (best && limit === Infinity)
      this.killers.set(
        tile,
        [best, ...killers.filter((k) => turnKey(k) !== turnKey(best))].slice(0, this.options.probe),
      );
    return value;
  }

  /** Star2.5 at the chance node after our turn: probe, then Star1 over the outcomes. */
  chance(placed: CarcassonneState, meeple: Meeple, alpha: number, beta: number): number {
    const outcomes = this.outcomes(placed);
    if (outcomes.length === 0) return this.leaf(this.finish(placed, meeple));
    const states = outcomes.map(({ tile }) => this.finish(placed, meeple, tile));
    if (!this.options.prune)
      return outcomes.reduce((sum, { tile, p }, i) => sum + p * this.min(states[i]!, tile, -BOUND - 1, BOUND + 1), 0);
    // Probing: each outcome's value is at most its best probed reply.
    const upper = outcomes.map(({ tile }, i) => this.min(states[i]!, tile, -BOUND, BOUND, this.options.probe));
    const probed = outcomes.reduce((sum, { p }, i) => sum + p * upper[i]!, 0);
    if (probed <= alpha) return probed;
    let done = 0;
    let restUpper = probed;
    let restProb = 1;
    for (let i = 0; i < outcomes.length; i++) {
      const { tile, p } = outcomes[i]!;
      restUpper -= p * upper[i]!;
      restProb -= p;
      const low = (alpha - done - restUpper) / p;
      const high = (beta - done + BOUND * restProb) / p;
      const v = this.min(states[i]!, tile, Math.max(-BOUND, low), Math.min(upper[i]!, high));
      done += p * v;
      if (done + restUpper <= alpha) return done + restUpper;
      if (done - BOUND * restProb >= beta) return done - BOUND * restProb;
    }
    return done;
  }

  /** Our best whole turn from `view`, searched best-looking first; the best so far if the budget runs out. */
  decide(view: CarcassonneState): Turn {
    const candidates = this.turns(view).map((c) => ({ ...c, guess: this.leaf(this.finish(c.placed, c.turn.meeple)) }));
    candidates.sort((a, b) => b.guess - a.guess);
    let best = candidates[0]!.turn;
    let alpha = -BOUND - 1;
    this.budgeted = true;
    try {
      for (const { turn, placed } of candidates) {
        const v = this.chance(placed, turn.meeple, alpha, BOUND + 1);
        if (v > alpha) [alpha, best] = [v, turn];
      }
      this.complete = true;
    } catch (error) {
      if (!(error instanceof OutOfBudget)) throw error;
    }
    return best;
  }
}

export interface Star25Decision {
  action: CarcassonneAction;
  /** Evaluations made within the budget, and whether the search finished before the budget ran out. */
  leaves: number;
  complete: boolean;
}

/** The Star2.5 anchor's decision for `seat`, from that seat's view only, with what the search took. */
export function star25Decision(
  view: CarcassonneState,
  seat: Seat,
  options: Partial<Star25Options> = {},
): Star25Decision {
  const legal = carcassonneCore.legalActions(view, seat);
  if (legal.length <= 1) return { action: legal[0]!, leaves: 0, complete: true };
  const search = new Star25Search(seat, { ...STAR25_DEFAULTS, ...options });
  const turn = search.decide(view);
  return {
    action: turn.place ?? turn.meeple,
    leaves: Math.min(search.leaves, search.options.maxLeaves),
    complete: search.complete,
  };
}

/** The Star2.5 anchor's action for `seat`, decided from that seat's view only. */
export function star25Action(
  view: CarcassonneState,
  seat: Seat,
  options: Partial<Star25Options> = {},
): CarcassonneAction {
  return star25Decision(view, seat, options).action;
}
