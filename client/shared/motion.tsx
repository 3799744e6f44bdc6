/**
 * Whether moves animate (issue 56): the *Motion* switch, remembered in this browser and on until turned
 * off, and the system's `prefers-reduced-motion`. Off by either, no animation runs anywhere: the switch
 * sets `data-motion="off"` on the page's root, which client/styles.css stops every animation and transition
 * under, and the boards' own rules stop theirs under the media query. Animation is CSS only, so it never
 * delays input or the next move.
 */
import { useEffect } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { preferenceOn, usePreference } from './use-preference';

const MOTION_OFF = 'motionOff';

/** Marks the page's root with the remembered choice (at start, before the first board renders). */
export function applyMotionPreference(off = preferenceOn(MOTION_OFF)): void {
  document.documentElement.dataset.motion = off ? 'off' : 'on';
}

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
