/**
 * The *Motion* choice as the page's root carries it (`data-motion="on"|"off"`, read by client/styles.css),
 * kept apart from the switch (client/shared/motion.tsx): each game's board sets it when its module loads, so
 * the home page's bundle carries none of it.
 */
import { preferenceOn } from './use-preference';

/** The remembered preference: '1' while motion is off. */
export const MOTION_OFF = 'motionOff';

/** Marks the page's root with the remembered choice (before a board first renders); no page, nothing to mark. */
export function applyMotionPreference(off = preferenceOn(MOTION_OFF)): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.motion = off ? 'off' : 'on';
}
