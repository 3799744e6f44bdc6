/**
 * Whether moves animate (issue 56): the *Motion* switch, remembered in this browser and on until turned
 * off, and the system's `prefers-reduced-motion`. Off by either, no animation runs anywhere: the switch
 * sets `data-motion="off"` on the page's root, which client/styles.css stops every animation and transition
 * under, and the boards' own rules stop theirs under the media query. Animation is CSS only, so it never
 * delays input or the next move.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { applyMotionPreference, MOTION_OFF } from './motion-preference';
import { usePreference } from './use-preference';

/** The *Motion* switch: a checkbox, ticked while moves animate. */
export function MotionSwitch() {
  const t = useT();
  const [off, setOff] = usePreference(MOTION_OFF);
  useEffect(() => applyMotionPreference(off), [off]);
  return (
    <label className="motion-switch">
      <input type="checkbox" name="motion" checked={!off} onChange={(event) => setOff(!event.target.checked)} />{' '}
      {t('motion.label')}
    </label>
  );
}

type Direction = 'up' | 'down';

/**
 * Per index, the direction of the last change of each value since the component first rendered (undefined:
 * none yet), kept until the next change: an element keyed by its value remounts on a change and plays the
 * animation its direction names, once.
 */
export function useLastChanges(values: readonly number[]): readonly (Direction | undefined)[] {
  const previous = useRef(values);
  const directions = useRef<(Direction | undefined)[]>([]);
  if (previous.current !== values) {
    values.forEach((value, i) => {
      const before = previous.current[i];
      if (before !== undefined && before !== value) directions.current[i] = value > before ? 'up' : 'down';
    });
    previous.current = values;
  }
  return directions.current;
}

/** Whether a key was absent when the component first rendered, so arrived since (what appears animates in; what was there does not). */
export function useArrivals(keys: readonly string[]): (key: string) => boolean {
  const first = useRef<ReadonlySet<string> | null>(null);
  first.current ??= new Set(keys);
  const present = first.current;
  return (key) => !present.has(key);
}

/**
 * The keys present at the last render and gone from `keys` now, kept for `ms` so what leaves can be drawn
 * leaving (a fade, a shake) before it goes; a later change replaces them.
 */
export function useDepartures(keys: readonly string[], ms: number): readonly string[] {
  const [seen, setSeen] = useState(keys);
  const [gone, setGone] = useState<readonly string[]>([]);
  if (!sameKeys(seen, keys)) {
    // Adjusting state while rendering (React's documented pattern): only what left since the last render.
    setSeen(keys);
    const left = seen.filter((key) => !keys.includes(key));
    if (left.length > 0) setGone(left);
  }
  useEffect(() => {
    if (gone.length === 0) return;
    const timer = setTimeout(() => setGone([]), ms);
    return () => clearTimeout(timer);
  }, [gone, ms]);
  return gone;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}
