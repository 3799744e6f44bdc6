/**
 * Information-set Monte Carlo tree search over any `RulesCore` (IS-MCTS, Cowling, Powley & Whitehouse 2012).
 *
 * The searcher is given one seat's view, never the true state. Every iteration samples a full state with
 * `determinize(view, seat, rng)` (or the game's `resample`, which makes the same from the last sample) and
 * walks a tree whose edges are keyed by (seat, action), so other seats' moves are in the tree too.
 * Single-observer by default: one tree, every move keyed in full. If the game says what each seat observes
 * of a move (`observation`, e.g. "picked a character" without which one), the search is multi-observer:
 * one tree per seat, the mover choosing in its own tree by its full action while every other seat's tree
 * follows the move by what that seat observed, so a seat's later decisions are not split by moves it could
 * not see. An action that is illegal in this sample is skipped; selection uses UCB1 with availability
 * counts (an edge's exploration term counts only the iterations in which it could be chosen), and below
 * the root optionally widens progressively (`widening`). The walk expands one new edge, plays out with a
 * fast policy (uniform, or the game's `playoutPolicy`) to the end or to `playoutDepth`, and backs up one
 * reward per seat in [0, 1]: the win share plus a small score-margin term, or the game's `evaluate` for
 * truncated playouts.
 *
 * Invariants: the search reads nothing but the view; all randomness comes from one seeded RNG, so a
 * search bounded by iterations only (`maxMillis: Infinity`) is deterministic for a given seed.
 */
import type { ActionBase, RulesCore, Seat } from './contract';
import { createRng, pick, randomInt, type Rng } from './rng';

/** Optional game knowledge that makes the search faster or stronger. */
export interface SearchHints<S, A> {
  /**
   * A deep copy cheaper than JSON (the default), applied to each sample. If `determinize` always returns
   * a fresh state sharing nothing with the view, the identity is enough.
   */
  clone?(state: S): S;
  /**
   * The next iteration's sample made from the last one, which the search no longer needs (default: a
   * fresh `clone(determinize(view, seat, rng))` every iteration), e.g. by undoing what the iteration changed
   * instead of copying the whole view again. Must give exactly what `clone(determinize(view, seat, rng))`
   * would, drawing the same from `rng`, and take nothing from `used` but what the search's own play wrote.
   */
  resample?(used: S, view: S, seat: Seat, rng: Rng): S;
  /**
   * The view in the form every sample is drawn from, made once per search (default: the view itself),
   * e.g. with large records as arrays that copy faster. Must carry exactly the view's information.
   */
  prepare?(view: S): S;
  /**
   * A stable key for an action (default: `actionKey` below). A small non-negative integer is the cheapest
   * (no string to build or hash); integer and string keys never collide.
   */
  actionKey?(action: A): Key;
  /**
   * Picks a legal action for `seat` during playouts (default: uniform over `legal()`). `legal` is lazy so a
   * policy may build its action without listing every legal one (e.g. sample one tile placement).
   */
  playoutPolicy?(state: S, seat: Seat, legal: () => A[], rng: Rng): A;
  /** Expected reward in [0, 1] for `seat` at a non-final state, used when a playout is truncated. */
  evaluate?(state: S, seat: Seat): number;
  /**
   * Expected rewards of every seat at once for a non-final state (preferred over `evaluate` when both are
   * given). The state is the playout's own sample and is discarded afterwards, so this may mutate it.
   */
  rewards?(state: S): number[];
  /**
   * Rewards of every seat at a finished game, in [0, 1] (default: the win share blended with the score
   * margin by `marginWeight`), e.g. the same function of the score margin as `rewards`, so a finished
   * playout and a cut one are judged alike.
   */
  finalRewards?(state: S): number[];
  /**
   * The legal actions worth searching, at the root and in the tree (default: all of them), e.g. one of
   * several placements that lead to the same state. Must return at least one action when `legal` is not
   * empty, and read only what the seat may see (it runs on the view at the root).
   */
  prune?(state: S, seat: Seat, legal: A[]): A[];
  /**
   * The searching seat's actions worth searching at the root, from the pruned list (default: all of them):
   * called once per search on the view, so it may afford an evaluation of each action (e.g. keep the few
   * that look best). Must keep at least one and read only the view.
   */
  rootPrune?(view: S, seat: Seat, actions: A[]): A[];
  /** Playout length for this game, overriding the level's. */
  playoutDepth?: number;
  /**
   * What `observer` learns when `actor` takes `action`, as a key: moves that look alike to the observer
   * must give equal keys; undefined when the observer sees the whole move (its action key). Supplying it
   * switches to multi-observer search (one tree per seat).
   */
  observation?(action: A, actor: Seat, observer: Seat): Key | undefined;
}

/** A rules core, optionally carrying search hints. */
export type SearchCore<S, A extends ActionBase> = RulesCore<S, A, unknown> & { readonly search?: SearchHints<S, A> };

export interface SearchOptions {
  /** Stop after this many iterations. */
  maxIterations: number;
  /** Stop after this many milliseconds (Infinity: iterations only, deterministic). */
  maxMillis: number;
  /** Actions per playout before the state is evaluated (Infinity: to the end). */
  playoutDepth: number;
  /** The UCB1 exploration constant. */
  exploration: number;
  /** Share of the reward that comes from the score margin rather than the win (0..1). */
  marginWeight: number;
  /** 0: play the most visited action; above 0: sample root actions by visits^(1/temperature). */
  temperature: number;
  /**
   * Progressive widening below the root (off when absent): a node visited n times expands a new edge only
   * while fewer than ceil(widening × √(n + 1)) of its edges available in this sample have been tried, so
   * deep nodes with many moves are searched among a few instead of only ever being expanded.
   */
  widening?: number;
}

export interface SearchStats {
  iterations: number;
  /** Actions applied while descending the tree. */
  treeSteps: number;
  /** Actions applied in playouts. */
  playoutSteps: number;
  ms: number;
}

/** What the search learned of one root action: visits and mean reward for the searching seat (NaN if unvisited). */
export interface RootStat<A> {
  action: A;
  visits: number;
  value: number;
}

export interface SearchResult<A> {
  action: A;
  stats: SearchStats;
  /** Every searched root action with its statistics, in the order they were listed. */
  root: RootStat<A>[];
}

/** Extra requests for a search that judges a position rather than plays (the post-game analysis). */
export interface RootRequest<A> {
  /** An action that must be searched at the root even if the game's `prune` would leave it out. */
  include?: A;
  /** Search even when only one action is legal (to learn the position's value). */
  searchAlone?: boolean;
}

interface Node {
  visits: number;
  available: number;
  /** Sum of the rewards of the seat that took the edge into this node. */
  total: number;
  seat: Seat;
  /** Made on the first child: most nodes are leaves. */
  children: Map<Key, Node> | undefined;
}

interface Search<S, A extends ActionBase> {
  core: SearchCore<S, A>;
  /** The view, as `prepare` made it. */
  view: S;
  seat: Seat;
  options: SearchOptions;
  rng: Rng;
  clone(state: S): S;
  /** The last iteration's sample, kept for the game's `resample` (undefined without one). */
  used: S | undefined;
  key(action: A): Key;
  /** The actions searched for a seat: the legal ones, pruned by the game's hint if it has one. */
  legal(state: S, seat: Seat): A[];
  /**
   * The searching seat's moves, listed once from the view: a seat's legal actions depend only on what it
   * sees (the conformance harness checks this for every game), so every sample gives the same list.
   */
  rootMoves: Moves<A>;
  /** The tree a seat decides in: 0 for everyone (single observer) or its own (multi-observer). */
  treeOf(seat: Seat): number;
  /** The edge key by which `tree` follows `actor`'s move, given the move's full key. */
  observed(action: A, actor: Seat, tree: number, key: Key): Key;
  stats: SearchStats;
  /** The playout's state and mover, and its legal actions: one closure for the whole search. */
  playing: { state: S | undefined; seat: Seat };
  playingLegal(): A[];
}

/** An action's key in the tree: a string, or a cheaper small non-negative integer. */
export type Key = string | number;

export const jsonClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A key for an action: its fields joined when they are all primitives (the usual case), else its JSON. */
export function actionKey(action: ActionBase): string {
  let key = '';
  for (const field in action) {
    const value = (action as unknown as Record<string, unknown>)[field];
    if (typeof value === 'object' && value !== null) return JSON.stringify(action);
    key += `${field}\u0001${String(value)}\u0002`;
  }
  return key;
}

const newNode = (seat: Seat): Node => ({ visits: 0, available: 0, total: 0, seat, children: undefined });

/** Integer edge keys hold the seat in their low bits (games have fewer than 16 seats). */
const SEAT_BITS = 16;

/** The key of the edge by which `seat` takes the move keyed `key`. */
function edgeKey(seat: Seat, key: Key): Key {
  return typeof key === 'number' ? key * SEAT_BITS + seat : `${seat}|${key}`;
}

function ucb(child: Node, exploration: number): number {
  if (child.visits === 0) return Infinity;
  return child.total / child.visits + exploration * Math.sqrt(Math.log(child.available) / child.visits);
}

/** A seat's searched actions with their keys and edge keys. */
interface Moves<A> {
  seat: Seat;
  actions: A[];
  keys: Key[];
  edges: Key[];
}

function movesOf<S, A extends ActionBase>(search: Search<S, A>, seat: Seat, actions: A[]): Moves<A> {
  const keys = new Array<Key>(actions.length);
  const edges = new Array<Key>(actions.length);
  for (let i = 0; i < actions.length; i++) {
    keys[i] = search.key(actions[i] as A);
    edges[i] = edgeKey(seat, keys[i] as Key);
  }
  return { seat, actions, keys, edges };
}

/**
 * Takes one tree step from `node`: expands an untried edge if there is one (chosen uniformly) and fewer
 * than `limit` edges have been tried, else follows the best UCB1 edge among the tried ones. Written as
 * plain loops: it runs for every action at every tree step.
 */
function step<S, A extends ActionBase>(
  search: Search<S, A>,
  node: Node,
  moves: Moves<A>,
  limit: number,
): { child: Node; action: A; key: Key; expanded: boolean } {
  const { actions, keys, edges } = moves;
  const children = new Array<Node | undefined>(actions.length);
  let untried = 0;
  for (let i = 0; i < actions.length; i++) {
    const child = node.children?.get(edges[i] as Key);
    children[i] = child;
    if (child) child.available++;
    else untried++;
  }
  if (untried > 0 && actions.length - untried < limit) {
    let index = randomInt(search.rng, untried);
    for (let i = 0; i < actions.length; i++) {
      if (children[i] !== undefined || index-- > 0) continue;
      const child = newNode(moves.seat);
      child.available = 1;
      (node.children ??= new Map()).set(edges[i] as Key, child);
      return { child, action: actions[i] as A, key: keys[i] as Key, expanded: true };
    }
  }
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < actions.length; i++) {
    const child = children[i];
    if (child === undefined) continue;
    const score = ucb(child, search.options.exploration);
    if (score > bestScore) [best, bestScore] = [i, score];
  }
  return { child: children[best] as Node, action: actions[best] as A, key: keys[best] as Key, expanded: false };
}

/** The seat that moves next in a sample (a random one when several may act; no random number otherwise). */
function mover<S, A extends ActionBase>(search: Search<S, A>, state: S): Seat {
  const seats = search.core.activeSeats(state);
  return seats.length === 1 ? (seats[0] as Seat) : pick(search.rng, seats);
}

/** Win chances by seat from (estimated) final scores: a softmax, so they sum to one like win shares. */
export function softmaxShares(scores: readonly number[], temperature: number): number[] {
  const best = Math.max(...scores);
  const weights = scores.map((score) => Math.exp((score - best) / temperature));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/** Rewards by seat in [0, 1]: the win share, blended with the score margin over the best other seat. */
export function outcomeRewards(scores: readonly number[], winners: readonly Seat[], marginWeight: number): number[] {
  const scale = Math.max(1, ...scores.map(Math.abs));
  return scores.map((score, seat) => {
    const win = winners.includes(seat) ? 1 / winners.length : 0;
    const bestOther = Math.max(...scores.filter((_, other) => other !== seat));
    const margin = Math.max(-1, Math.min(1, (score - bestOther) / scale));
    return (1 - marginWeight) * win + (marginWeight * (margin + 1)) / 2;
  });
}

function rewards<S, A extends ActionBase>(search: Search<S, A>, state: S): number[] {
  const { core, options } = search;
  if (core.isOver(state)) {
    const final = core.search?.finalRewards;
    return final ? final(state) : outcomeRewards(core.scores(state), core.winners(state), options.marginWeight);
  }
  const all = core.search?.rewards;
  if (all) return all(state);
  const evaluate = core.search?.evaluate;
  const scores = core.scores(state);
  if (evaluate) return scores.map((_, seat) => evaluate(state, seat));
  const best = Math.max(...scores);
  const leaders = scores.flatMap((score, seat) => (score === best ? [seat] : []));
  return outcomeRewards(scores, leaders, options.marginWeight);
}

function playout<S, A extends ActionBase>(search: Search<S, A>, state: S): number[] {
  const { core, rng } = search;
  const policy = core.search?.playoutPolicy;
  const depth = core.search?.playoutDepth ?? search.options.playoutDepth;
  const { playing } = search;
  playing.state = state;
  for (let i = 0; i < depth && !core.isOver(state); i++) {
    const seat = (playing.seat = mover(search, state));
    core.apply(
      state,
      seat,
      policy ? policy(state, seat, search.playingLegal, rng) : pick(rng, search.playingLegal()),
      rng,
    );
    search.stats.playoutSteps++;
  }
  return rewards(search, state);
}

/** The child of `node` along an observed move's edge, created on first sight. */
function follow(node: Node, actor: Seat, edge: Key): Node {
  let child = node.children?.get(edge);
  if (!child) (node.children ??= new Map()).set(edge, (child = newNode(actor)));
  return child;
}

/** One iteration: sample, descend (the mover choosing in its tree, the other trees following), play out, back up. */
function iterate<S, A extends ActionBase>(search: Search<S, A>, roots: Node[]): void {
  const { core } = search;
  const resample = core.search?.resample;
  const state =
    resample !== undefined && search.used !== undefined
      ? resample(search.used, search.view, search.seat, search.rng)
      : search.clone(core.determinize(search.view, search.seat, search.rng));
  const nodes = [...roots];
  const visited = [...roots];
  let expanded = false;
  for (let first = true; !expanded && !core.isOver(state); first = false) {
    const actor = first ? search.seat : mover(search, state);
    const own = search.treeOf(actor);
    const moves = first ? search.rootMoves : movesOf(search, actor, search.legal(state, actor));
    const deciding = nodes[own] as Node;
    const { widening } = search.options;
    const limit = first || widening === undefined ? Infinity : Math.ceil(widening * Math.sqrt(deciding.visits + 1));
    const next = step(search, deciding, moves, limit);
    // The other trees mostly observe the move alike (in full, or as the same kind): one edge key serves them.
    let observed: Key | undefined;
    let edge: Key = '';
    for (let tree = 0; tree < nodes.length; tree++) {
      let node = next.child;
      if (tree !== own) {
        const key = search.observed(next.action, actor, tree, next.key);
        if (key !== observed) [observed, edge] = [key, edgeKey(actor, key)];
        node = follow(nodes[tree] as Node, actor, edge);
      }
      nodes[tree] = node;
      visited.push(node);
    }
    core.apply(state, actor, next.action, search.rng);
    search.stats.treeSteps++;
    expanded = next.expanded;
  }
  const reward = playout(search, state);
  if (resample !== undefined) search.used = state;
  for (const node of visited) {
    node.visits++;
    node.total += reward[node.seat] ?? 0;
  }
}

/** The root action to play: most visited, or sampled by visits^(1/temperature). */
function choose<S, A extends ActionBase>(search: Search<S, A>, root: Node): A {
  const { actions, edges } = search.rootMoves;
  const visits = edges.map((edge) => root.children?.get(edge)?.visits ?? 0);
  const { temperature } = search.options;
  if (temperature <= 0) return actions[visits.indexOf(Math.max(...visits))] as A;
  const weights = visits.map((v) => Math.pow(v, 1 / temperature));
  let r = search.rng.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < actions.length; i++) {
    r -= weights[i] as number;
    if (r < 0) return actions[i] as A;
  }
  return actions[visits.indexOf(Math.max(...visits))] as A;
}

/** A search that runs in slices: `run` until a moment, again later, then `finish` for the action. */
export interface SearchStepper<A> {
  /**
   * Runs iterations until the search's budget is spent or `performance.now()` reaches `until` (default:
   * no limit but the budget). True once the budget is spent: `finish` may be called earlier all the same.
   */
  run(until?: number): boolean;
  /** The action to play from the iterations run so far, with the search's statistics. */
  finish(): SearchResult<A>;
}

/** What a search is asked: the core to search, the seat's view, its budget and seed. */
export interface SearchRequest<S, A extends ActionBase> {
  core: SearchCore<S, A>;
  /** The seat's view: the search never reads the true state. */
  view: S;
  seat: Seat;
  options: SearchOptions;
  seed: string;
  /** A `performance.now()` reading the time budget counts from (default: now). */
  startedAt?: number;
  /** Extra requests at the root (the post-game analysis). */
  root?: RootRequest<A>;
}

/**
 * Starts a search from `seat`'s view without running it. The time budget counts from `startedAt` (a
 * `performance.now()` reading, default now), so a scheduler can end it at its own wall-clock deadline.
 * Running it in slices gives exactly the iterations and action that one `run()` would.
 */
export function startSearch<S, A extends ActionBase>(searchRequest: SearchRequest<S, A>): SearchStepper<A> {
  const { core, view, seat, options, seed, startedAt = performance.now(), root: request = {} } = searchRequest;
  const prune = core.search?.prune;
  const legal = prune
    ? (state: S, s: Seat) => prune(state, s, core.legalActions(state, s))
    : (state: S, s: Seat) => core.legalActions(state, s);
  const key = core.search?.actionKey ?? actionKey;
  const { include } = request;
  const pruned = legal(view, seat);
  const listed = core.search?.rootPrune?.(view, seat, pruned) ?? pruned;
  const actions = include !== undefined && !listed.some((a) => key(a) === key(include)) ? [...listed, include] : listed;
  if (actions.length === 0) throw new Error(`seat ${seat} has no legal action`);
  const observation = core.search?.observation;
  const search: Search<S, A> = {
    core,
    view: core.search?.prepare?.(view) ?? view,
    seat,
    options,
    rng: createRng(seed),
    clone: core.search?.clone ?? jsonClone,
    used: undefined,
    key,
    legal,
    treeOf: observation ? (s) => s : () => 0,
    observed: observation
      ? (action, actor, tree, full) => observation(action, actor, tree) ?? full
      : (_action, _actor, _tree, full) => full,
    rootMoves: { seat, actions, keys: [], edges: [] },
    stats: { iterations: 0, treeSteps: 0, playoutSteps: 0, ms: 0 },
    playing: { state: undefined, seat: 0 },
    playingLegal: () => core.legalActions(search.playing.state as S, search.playing.seat),
  };
  search.rootMoves = movesOf(search, seat, actions);
  const roots = Array.from({ length: observation ? core.scores(view).length : 1 }, () => newNode(seat));
  const searching = actions.length > 1 || request.searchAlone === true;
  const budgeted = () =>
    searching && search.stats.iterations < options.maxIterations && performance.now() - startedAt < options.maxMillis;
  return {
    run(until = Infinity) {
      for (; budgeted() && (until === Infinity || performance.now() < until); search.stats.iterations++)
        iterate(search, roots);
      return !budgeted();
    },
    finish() {
      const own = roots[search.treeOf(seat)] as Node;
      const action = actions.length === 1 ? (actions[0] as A) : choose(search, own);
      search.stats.ms = performance.now() - startedAt;
      const root = search.rootMoves.edges.map((edge, i) => {
        const child = own.children?.get(edge);
        return {
          action: actions[i] as A,
          visits: child?.visits ?? 0,
          value: child && child.visits > 0 ? child.total / child.visits : NaN,
        };
      });
      return { action, stats: search.stats, root };
    },
  };
}

/** Searches from `seat`'s view and returns the action to play with the search's statistics. */
export function ismcts<S, A extends ActionBase>(
  core: SearchCore<S, A>,
  view: S,
  seat: Seat,
  options: SearchOptions,
  seed: string,
  request: RootRequest<A> = {},
): SearchResult<A> {
  const search = startSearch({ core, view, seat, options, seed, root: request });
  search.run();
  return search.finish();
}
