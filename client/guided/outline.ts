/**
 * Outlines the control the coach points at: the class `guided-target` on every element under a scope that
 * matches the step's selector, and on no other. The boards re-render freely, so `useCoachStep` applies it
 * again whenever the DOM under the scope changes (a MutationObserver); applying it twice changes nothing.
 */
import { useEffect, useState, type RefObject } from 'react';
import { pickStep, type CoachStep } from '../shared/guided';

export const TARGET_CLASS = 'guided-target';

/** Puts the outline class on exactly the elements under `scope` that match `selector` (none when undefined). */
export function outline(scope: Element, selector: string | undefined): void {
  const wanted = new Set(selector ? scope.querySelectorAll(selector) : []);
  for (const element of scope.querySelectorAll(`.${TARGET_CLASS}`))
    if (!wanted.has(element)) element.classList.remove(TARGET_CLASS);
  for (const element of wanted) if (!element.classList.contains(TARGET_CLASS)) element.classList.add(TARGET_CLASS);
}

/**
 * The step to show among `steps` (the first whose control is under the parent of `anchor`), with its controls
 * outlined, kept up to date as the board changes.
 */
export function useCoachStep(anchor: RefObject<HTMLElement | null>, steps: CoachStep[]): CoachStep | undefined {
  const [shown, setShown] = useState<CoachStep | undefined>(undefined);
  const key = JSON.stringify(steps);
  useEffect(() => {
    const scope = anchor.current?.parentElement;
    if (!scope) return;
    const candidates = JSON.parse(key) as CoachStep[];
    const update = () => {
      const next = pickStep(candidates, (selector) => scope.querySelector(selector) !== null);
      outline(scope, [next?.target, next?.also].filter(Boolean).join(', ') || undefined);
      setShown((old) => (old?.id === next?.id && old?.target === next?.target ? old : next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(scope, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'disabled'],
    });
    return () => {
      observer.disconnect();
      outline(scope, undefined);
    };
  }, [anchor, key]);
  return shown;
}
