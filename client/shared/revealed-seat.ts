/**
 * Hotseat privacy: which seat's board was revealed last in each match (the seat at the screen). Boards
 * of one match (one per human seat) share it: the privacy screen covers every other seat's board, and
 * the debug panel (developer switch only) follows the same seat.
 */
import { useSyncExternalStore } from 'react';

const revealed = new Map<string, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function revealSeat(matchID: string, playerID: string): void {
  revealed.set(matchID, playerID);
  for (const listener of listeners) listener();
}

/** The seat revealed last in this match, if any. */
export function useRevealedSeat(matchID: string): string | undefined {
  return useSyncExternalStore(subscribe, () => revealed.get(matchID));
}
