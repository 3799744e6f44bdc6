/**
 * What a raw socket.io client of the match namespace holds, as boardgame.io's client would: a `sync` or a
 * newer `update` replaces its state, and a `patch` (RFC 6902, server/storage/state-patch.ts) applies when it
 * starts from the state held. Used by the tests, benchmarks and soaks that speak the protocol without
 * boardgame.io's client.
 */
import type { State } from 'boardgame.io';
import { applyPatch, type Operation } from 'rfc6902';

/**
 * The state after a `sync`, `update` or `patch` message (its arguments after the event name), or `held`
 * unchanged. A patch applies to a copy, unless `inPlace` (a load generator that keeps no earlier states).
 */
export function receivedState(
  held: State | undefined,
  event: string,
  args: unknown[],
  inPlace = false,
): State | undefined {
  if (event === 'sync') return (args[1] as { state: State }).state;
  if (event === 'update') {
    const state = args[1] as State;
    return held && state._stateID < held._stateID ? held : state;
  }
  if (event === 'patch') {
    const [, prevStateID, , patch] = args as [string, number, number, Operation[]];
    if (!held || held._stateID !== prevStateID) return held;
    const next = inPlace ? held : structuredClone(held);
    const errors = applyPatch(next, patch).filter((error) => error !== null);
    if (errors.length > 0)
      throw new Error(`a patch from state ${prevStateID} did not apply: ${errors.map(String).join('; ')}`);
    return next;
  }
  return held;
}
