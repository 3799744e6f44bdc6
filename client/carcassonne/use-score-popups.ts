/**
 * "+N" pop-ups over what just scored: when the public score log grows, one pop-up per new scoring, over
 * the middle of the feature's tiles in the scorer's colour (white when several players share it), gone
 * after a moment. The float-and-fade animation is CSS and stops under `prefers-reduced-motion`.
 */
import { useEffect, useState } from 'react';
import { parseKey, type CarcassonneState } from '../../games/carcassonne';
import { scoreEvents } from '../../games/carcassonne/rules/state';
import { TILE, type Popup } from './components/board-geometry';

const SHOWN_MS = 1800;

/** The pop-ups for the score events from index `from` on. */
export function popupsFor(state: CarcassonneState, from: number): Popup[] {
  return scoreEvents(state)
    .slice(from)
    .flatMap((event, i) => {
      if (event.points === 0 || event.tiles.length === 0) return [];
      const points = event.tiles.map(parseKey);
      const x = (points.reduce((sum, [px]) => sum + px, 0) / points.length) * TILE + TILE / 2;
      const y = (points.reduce((sum, [, py]) => sum + py, 0) / points.length) * TILE + TILE / 2;
      return [
        {
          id: `${from + i}`,
          x,
          y,
          text: `+${event.points}`,
          seat: event.seats.length === 1 ? event.seats[0]! : null,
          scorers: event.seats,
        },
      ];
    });
}

export function useScorePopups(state: CarcassonneState): Popup[] {
  const count = Object.keys(state.scoreLog).length;
  const [seen, setSeen] = useState(count);
  const [popups, setPopups] = useState<Popup[]>([]);
  if (count !== seen) {
    // Adjusting state while rendering (React's documented pattern): only scorings new since the last render.
    setSeen(count);
    if (count > seen) setPopups(popupsFor(state, seen));
  }
  useEffect(() => {
    if (popups.length === 0) return;
    const timer = setTimeout(() => setPopups([]), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [popups]);
  return popups;
}
