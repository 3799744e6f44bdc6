/**
 * A long press (a finger, a pen or a mouse held still on an element for `ms`): the handlers to spread on
 * the element. Lifting, leaving or cancelling before then is an ordinary tap. The context menu a long
 * touch opens is kept back, since the press has its own meaning.
 */
import { useEffect, useRef } from 'react';

export const LONG_PRESS_MS = 500;

export function useLongPress(onLongPress: () => void, ms = LONG_PRESS_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);
  return {
    onPointerDown: () => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        onLongPress();
      }, ms);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu: (event: { preventDefault(): void }) => event.preventDefault(),
  };
}
