/**
 * Accessibility helpers shared by the boards. `LiveAnnouncer` is a visually hidden aria-live region:
 * screen readers read its text whenever it changes. `useFocusAfterAction` keeps keyboard focus on the
 * board: when an action removed the focused control (focus fell back to the page body), it moves focus
 * to the first control of the next step, tried in the order given, or else to the announcer (and from
 * there to a control once one appears).
 */
import { useEffect, useRef, type RefObject } from 'react';

export function LiveAnnouncer({ text }: { text: string }) {
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" tabIndex={-1} data-announcer>
      {text}
    </p>
  );
}

function focusable(element: Element | null): element is HTMLElement | SVGElement {
  return element !== null && !(element as HTMLButtonElement).disabled && 'focus' in element;
}

/**
 * Runs after every render of the board: only acts when nothing (the page body) has focus and the board is
 * shown. After the board's first render it acts in a task of its own: `focus()` needs the page's style, and
 * the new board's first style, computed inside the render's task, made that task a long one
 * (docs/performance.md#route-chunks-first).
 */
export function useFocusAfterAction(root: RefObject<HTMLElement | null>, selectors: readonly string[]): void {
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) return focusNextControl(root.current, selectors);
    mounted.current = true;
    const timer = setTimeout(() => focusNextControl(root.current, selectors));
    return () => clearTimeout(timer);
  });
}

function focusNextControl(board: HTMLElement | null, selectors: readonly string[]): void {
  const active = document.activeElement;
  if (!board) return;
  // Focus parked on the announcer (while others played) moves on to a control as soon as there is one.
  const lost =
    !active ||
    active === document.body ||
    !active.isConnected ||
    (active.hasAttribute('data-announcer') && board.contains(active));
  if (!lost) return;
  if (board.closest('[hidden]')) return;
  for (const selector of [...selectors, '[data-announcer]']) {
    const target = board.querySelector(selector);
    if (target === active) return;
    if (focusable(target)) {
      target.focus({ preventScroll: true });
      return;
    }
  }
}
