/**
 * How the SQLite storage keeps a match's state (docs/performance.md#state-steps): not the whole state on every
 * move, but the JSON Patch (RFC 6902) from the state before, made by the same diff as the patches sent to
 * players (state-patch.ts, which follows only what the move changed). The whole state is written
 * again each time the state id crosses a multiple of SNAPSHOT_EVERY, and the steps before it are dropped, so
 * a match holds one whole state and at most SNAPSHOT_EVERY - 1 patches after it. A 4-player Carcassonne state
 * is about 14 KB of JSON, a move's patch about 1 KB: a move writes a fraction of the bytes (and the WAL
 * syncs and checkpoints that many fewer pages). A state is read back, rarely (the state cache serves moves),
 * as its whole state with the patches after it applied by the rfc6902 package, the one boardgame.io's
 * client applies the server's patches with.
 */
import type { State } from 'boardgame.io';
import { applyPatch, type Operation } from 'rfc6902';
import { statePatch } from './state-patch';

/** A whole state is written at least once every this many state ids. */
export const SNAPSHOT_EVERY = 16;

/** One stored step of a match's state: its whole JSON, or the patch from the step before. */
export interface StateStep {
  state_id: number;
  /** 1: `body` is a JSON Patch onto the step before; 0: the whole state. */
  patch: number;
  body: string;
}

/** Whether the step to `next` is a whole state: the first, or one that crosses a multiple of SNAPSHOT_EVERY. */
export function isSnapshot(previousID: number | undefined, nextID: number): boolean {
  return previousID === undefined || Math.floor(previousID / SNAPSHOT_EVERY) !== Math.floor(nextID / SNAPSHOT_EVERY);
}

/** The step that stores `state` after `previous` (the state stored before it, or undefined: a whole state). */
export function stepOf(previous: State | undefined, state: State): Omit<StateStep, 'state_id'> {
  if (!isSnapshot(previous?._stateID, state._stateID))
    return { patch: 1, body: JSON.stringify(statePatch(previous!, state)) };
  return { patch: 0, body: JSON.stringify(state) };
}

/** The state the steps (in state-id order, from a whole state on) add up to; undefined when there are none. */
export function stateOfSteps(steps: readonly StateStep[]): State | undefined {
  const start = steps.findLastIndex((step) => step.patch === 0);
  if (start < 0) {
    if (steps.length === 0) return undefined;
    throw new Error('a stored state has patches but no whole state before them');
  }
  const state = JSON.parse(steps[start]!.body) as State;
  for (const step of steps.slice(start + 1)) {
    const errors = applyPatch(state, JSON.parse(step.body) as Operation[]).filter((error) => error !== null);
    if (errors.length > 0) throw new Error(`the stored patch of state ${step.state_id} does not apply: ${errors[0]}`);
  }
  return state;
}
