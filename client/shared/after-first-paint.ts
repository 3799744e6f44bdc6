/**
 * `useAfterFirstPaint()`: false in the page's first render, true from a transition right after it (React
 * renders that in small slices between the browser's other work), and true at once in every component
 * that mounts later. For the content of pictures whose box is sized without it (they take their place
 * at once, so nothing moves when the content comes): the page's first long task then builds less
 * (docs/performance.md#lighthouse-hotseat).
 */
import { startTransition, useEffect, useState } from 'react';

/** Whether a first render has been followed by its transition (from then on, content is drawn at once). */
let painted = false;

export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    painted = true;
    startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}
