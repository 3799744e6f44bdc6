/**
 * Parts of a board that can wait for the first paint: `<Later>` renders nothing in the render that mounts
 * it, then its children in a render of their own that React runs in the background (`useDeferredValue`:
 * interruptible, in slices of a few milliseconds), so a board's first render is not one long task with
 * every side panel in it (docs/performance.md#lighthouse-renders). Once drawn, its children render with the
 * board as any others.
 */
import { useDeferredValue, type ReactNode } from 'react';

export function Later({ children }: { children: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : null;
}
