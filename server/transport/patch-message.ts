/**
 * The `patch` a viewer is sent for a new state: the diff (storage/state-patch.ts) from its view of the
 * state before to its view of the new one, with the new state's log as its `update` carries it. The rooms
 * send it (rooms.ts), and the secrecy harness checks the very same message (test/harness/framework.ts).
 */
import { statePatch } from '../storage/state-patch';

/** `update` is the viewer's filtered `update` message of the new state: [matchID, view, log]. */
export function patchMessage(beforeView: object, update: { args: unknown[] }, prevStateID: number, stateID: number) {
  const [matchID, afterView, log] = update.args;
  return { type: 'patch', args: [matchID, prevStateID, stateID, statePatch(beforeView, afterView as object), log] };
}
