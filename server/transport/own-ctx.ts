/**
 * The state a reducer may be given: boardgame.io's flow changes the ctx it is handed in place, so each call
 * gets a deep copy of it (used by server/transport/match-engine.ts and by the checks and bench that run the
 * reducer as the engine does).
 */
import type { State } from 'boardgame.io';

/**
 * The state with a deep copy of its ctx. boardgame.io's flow changes the active-player maps of the ctx it is
 * given in place (ProcessMove counts moves into `_activePlayersNumMoves`, UpdateStage sets stages): given the
 * stored state itself, it would change the cached state a failed commit falls back to, and the state the next
 * broadcast is patched from. `G` needs no copy: Immer changes a copy and freezes what it returns.
 */
export function withOwnCtx(state: State): State {
  return { ...state, ctx: copyJson(state.ctx) };
}

/** A deep copy of plain JSON data (several times faster than structuredClone on a small object). */
export function copyJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyJson) as T;
  const copy: Record<string, unknown> = {};
  for (const key in value) copy[key] = copyJson((value as Record<string, unknown>)[key]);
  return copy as T;
}
