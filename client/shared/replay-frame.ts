/**
 * Whether a board is drawn as a frame of a replay (client/history/ReplayBoard.tsx provides `true`) rather
 * than a game in progress: nobody is thinking in a replay, so a board says whose turn it was instead of
 * showing a "thinking…" spinner.
 */
import { createContext, useContext } from 'react';

export const ReplayFrameContext = createContext(false);

export function useReplayFrame(): boolean {
  return useContext(ReplayFrameContext);
}
