/**
 * The figures that just went home (docs/design/motion.md): when a completed feature scores, or the abbot is
 * taken back, the figures gone from the public `meeples` since the last render, and a figure placed by a new
 * turn that already went home with it, are kept for a moment so the board can fly them out of their spots.
 * Compared on committed state only, so a figure the player is still choosing never counts. The animation is CSS and stops with the Motion switch off or reduced motion.
 */
import { useEffect, useState } from 'react';
import type { CarcassonneState, Meeple } from '../../games/carcassonne';
import { meepleKey, turnEntries } from '../../games/carcassonne/rules/state';

const SHOWN_MS = 1100;

export interface LeavingFigure extends Pick<Meeple, 'seat' | 'figure' | 'x' | 'y' | 'location'> {
  /** The figure's key in the state it left. */
  key: string;
}

/** The figures in `before` that are gone from `after`. */
export function figuresGone(before: CarcassonneState['meeples'], after: CarcassonneState['meeples']): LeavingFigure[] {
  return Object.entries(before)
    .filter(([key, m]) => {
      const now = after[key];
      return now === undefined || now.x !== m.x || now.y !== m.y || now.location !== m.location;
    })
    .map(([key, m]) => ({ ...m, key }));
}

/**
 * The figures placed between `before` and `after` (a new turn's, or the meeple step of the turn `before`
 * was in) that are already off the board in `after`: placed and scored in one move.
 */
export function placedAndGone(before: CarcassonneState, after: CarcassonneState): LeavingFigure[] {
  const earlier = turnEntries(before);
  return turnEntries(after).flatMap(({ seat, figure, x, y, meeple }, i) => {
    if (meeple === null || i < before.turns - 1 || (i < before.turns && earlier[i]?.meeple !== null)) return [];
    const key = meepleKey(x, y, meeple);
    if (key in after.meeples) return [];
    return [{ key, seat, x, y, location: meeple, ...(figure === undefined ? {} : { figure }) }];
  });
}

export function useLeavingFigures(state: CarcassonneState): LeavingFigure[] {
  const [seen, setSeen] = useState(state);
  const [leaving, setLeaving] = useState<LeavingFigure[]>([]);
  if (state !== seen) {
    // Adjusting state while rendering (React's documented pattern): only figures gone since the last render.
    setSeen(state);
    const gone = figuresGone(seen.meeples, state.meeples);
    // A figure placed and scored in one move was never seen; an undone turn (fewer turns) places nothing.
    const alsoPlaced = state.turns >= seen.turns ? placedAndGone(seen, state) : [];
    const all = [...gone, ...alsoPlaced.filter((m) => !gone.some((g) => g.key === m.key))];
    if (all.length > 0) setLeaving(all);
  }
  useEffect(() => {
    if (leaving.length === 0) return;
    const timer = setTimeout(() => setLeaving([]), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [leaving]);
  return leaving;
}
