/**
 * Post-game analysis by the fair bot: each move is judged from its mover's own view (a `Position` holds
 * nothing else), by the same information-set search the bots play with (games/shared/ismcts.ts).
 *
 * One search per move, from the mover's view, with the played move always among the root actions:
 * - `before`: the mover's win chance with the move the search prefers (the most visited), which is what
 *   the position was worth to the mover;
 * - `after`: the mean result of the searches through the move actually played;
 * - a move is a `mistake` when it loses more than 10 percentage points.
 * Rewards are pure win shares (no score-margin term), so values read as win chances; playouts cut short are
 * judged by the game's own estimate of each seat's chance.
 *
 * Deterministic for a seed when the budget is in iterations (`ms` is wall time, which varies). Free of
 * Node APIs: it runs in a browser Web Worker as well as in `npm run analyze`.
 */
import type { ActionBase } from '../shared/contract';
import { LEVELS } from '../shared/bot-player';
import { actionKey, ismcts, type SearchCore, type SearchOptions } from '../shared/ismcts';
import type { Position } from './history';

/** A move that loses more than this (in win chance, 0..1) is marked. */
export const MISTAKE = 0.1;

export interface AnalysisBudget {
  /** Iterations per move (deterministic for a seed). */
  iterations?: number;
  /** Milliseconds per move (used when `iterations` is absent). */
  ms?: number;
}

export interface MoveAnalysis {
  /** The frame the move leads to. */
  frame: number;
  seat: number;
  move: ActionBase;
  /** The mover's win chance (0..1) before the move: with the move the bot prefers. */
  before: number;
  /** The mover's win chance (0..1) after the move played. */
  after: number;
  /** The move the bot prefers (equal to `move` when the mover played it). */
  best: ActionBase;
  /** True when the move loses more than 10 percentage points. */
  mistake: boolean;
  iterations: number;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The search settings for a budget: the hard bot's, without the margin term, bounded as asked. */
export function analysisOptions(budget: AnalysisBudget): SearchOptions {
  const base = { ...LEVELS.hard, marginWeight: 0, temperature: 0 };
  if (budget.iterations !== undefined) return { ...base, maxIterations: budget.iterations, maxMillis: Infinity };
  return { ...base, maxIterations: Infinity, maxMillis: budget.ms ?? 200 };
}

/** Judges one move from its mover's view. */
export function analyseMove<S, A extends ActionBase>(
  core: SearchCore<S, A>,
  position: Position,
  budget: AnalysisBudget,
  seed: string,
): MoveAnalysis {
  const played = position.action as A;
  const key = core.search?.actionKey ?? actionKey;
  const result = ismcts(core, position.view as S, position.seat, analysisOptions(budget), seed, {
    include: played,
    searchAlone: true,
  });
  const best = result.root.find((r) => key(r.action) === key(result.action));
  const mine = result.root.find((r) => key(r.action) === key(played));
  const before = best && best.visits > 0 ? best.value : NaN;
  // An unvisited played move (a tiny budget) is judged as the preferred one rather than guessed.
  const after = mine && mine.visits > 0 ? mine.value : before;
  const loss = before - after;
  return {
    frame: position.frame,
    seat: position.seat,
    move: played,
    before: round3(before),
    after: round3(after),
    best: key(result.action) === key(played) ? played : result.action,
    mistake: loss > MISTAKE,
    iterations: result.stats.iterations,
  };
}

/** The seed of the search for the n-th position. */
export const moveSeed = (seed: string, n: number) => `${seed}/${n}`;

/**
 * Judges every position in order, reporting each result as it comes; stops early when `cancelled()` says so.
 * Returns the results so far.
 */
export function analyseAll<S, A extends ActionBase>(
  core: SearchCore<S, A>,
  positions: readonly Position[],
  budget: AnalysisBudget,
  seed: string,
  onMove: (result: MoveAnalysis, done: number, total: number) => void = () => {},
  cancelled: () => boolean = () => false,
): MoveAnalysis[] {
  const out: MoveAnalysis[] = [];
  for (const [n, position] of positions.entries()) {
    if (cancelled()) break;
    const result = analyseMove(core, position, budget, moveSeed(seed, n));
    out.push(result);
    onMove(result, n + 1, positions.length);
  }
  return out;
}
