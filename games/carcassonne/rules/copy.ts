/**
 * Copies of the state that `apply` may change in place. `apply` writes into the state's containers (the
 * board, the frontier, the union-find, the bag, the supplies, the logs) and into the current turn's history
 * entry; everything else in them it replaces instead of changing (placed tiles, features, frontier squares,
 * meeples, score events, earlier turns, options). So a copy of those containers shares the rest with the
 * state it was made from: the server applies moves on it instead of on an Immer draft
 * (docs/performance.md#copy-for-apply); the bots' samples use the same helpers (bot.ts).
 */
import type { ExtraFigure } from '../data/figures';
import type { CarcassonneAction, CarcassonneState } from './state';

/**
 * A shallow copy of a record keyed by square (`board`, `meeples`). Made without a prototype, which V8
 * keeps as a hash table from the start: a plain object would get a new hidden class for every square a
 * playout adds, in every sample, which made adding a tile several times slower.
 */
export function copyRecord<T>(record: Record<string, T>): Record<string, T> {
  const copy = Object.create(null) as Record<string, T>;
  for (const key in record) copy[key] = record[key] as T;
  return copy;
}

/** The figures' supplies, each copied (absent when the match has no other figure). */
export function copyFigures(state: CarcassonneState): Pick<CarcassonneState, 'figures'> {
  if (!state.figures) return {};
  const figures: CarcassonneState['figures'] = {};
  for (const figure in state.figures) {
    const kind = figure as ExtraFigure;
    figures[kind] = (state.figures[kind] as number[]).slice();
  }
  return { figures };
}

/**
 * A copy of `state` that `apply(copy, seat, action)` may change in place, sharing with `state` only what
 * that action never changes in place: placing a tile writes the board, the frontier, the union-find and the
 * history; the meeple step writes the meeples, supplies, scores, logs, the bag and the current turn's entry.
 */
export function copyForApply(state: CarcassonneState, action: CarcassonneAction): CarcassonneState {
  const copy: CarcassonneState = {
    ...state,
    parent: { ...state.parent },
    features: { ...state.features },
    history: { ...state.history },
    justDiscarded: [...state.justDiscarded],
  };
  if (action.type === 'placeTile') {
    copy.board = { ...state.board };
    copy.frontier = [...state.frontier];
    return copy;
  }
  const current = state.history[state.turns];
  if (current) copy.history[state.turns] = { ...current, discarded: [...current.discarded] };
  Object.assign(copy, copyFigures(state));
  copy.bag = [...state.bag];
  copy.remainingByType = { ...state.remainingByType };
  copy.discarded = [...state.discarded];
  copy.supply = [...state.supply];
  copy.meeples = { ...state.meeples };
  copy.scores = [...state.scores];
  copy.scoreLog = { ...state.scoreLog };
  return copy;
}
