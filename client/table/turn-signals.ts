/**
 * Telling a player it is their turn: the page title and favicon change while it is, a short sound plays
 * when it starts (off by default; the choice is remembered), and a browser notification shows when the tab
 * is hidden (only after the player allowed notifications). `warningSound` plays when the turn clock is nearly
 * out (client/table/TurnStatus.tsx), with the same sound preference.
 */
import { useEffect, useRef } from 'react';
import { preferenceOn as stored } from '../shared/use-preference';

const SOUND_KEY = 'turnSound';
const NOTIFY_KEY = 'turnNotify';
const TURN_ICON =
  "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><circle cx='8' cy='8' r='7' fill='%23d9534f'/><circle cx='8' cy='8' r='3' fill='%23fff'/></svg>";

export const PREFERENCES = { sound: SOUND_KEY, notify: NOTIFY_KEY } as const;

/** A short chime of these tones through Web Audio (nothing to download). */
function chime(tones: number[] = [660, 880]): void {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass) return;
  const audio = new AudioContextClass();
  for (const [i, frequency] of tones.entries()) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, audio.currentTime + i * 0.15);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + i * 0.15 + 0.14);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(audio.currentTime + i * 0.15);
    oscillator.stop(audio.currentTime + i * 0.15 + 0.15);
  }
  setTimeout(() => void audio.close(), 600);
}

/** The clock is nearly out: three quick low tones, if the player switched sounds on. */
export function warningSound(): void {
  if (stored(SOUND_KEY)) chime([440, 440, 440]);
}

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel="icon"]');
}

/** Title, favicon, sound and notification while `myTurn`; `title` and `body` are already translated. */
export function useTurnSignals(myTurn: boolean, text: { title: string; body: string }): void {
  const was = useRef(false);
  useEffect(() => {
    const started = myTurn && !was.current;
    was.current = myTurn;
    if (!myTurn) return undefined;
    const title = document.title;
    const link = iconLink();
    const icon = link?.href;
    document.title = `● ${text.title} ${title}`;
    if (link) link.href = TURN_ICON;
    // The preferences are read when a turn starts, so a toggle takes effect at once.
    if (started && stored(SOUND_KEY)) chime();
    if (started && stored(NOTIFY_KEY) && document.hidden && globalThis.Notification?.permission === 'granted') {
      new Notification(text.title, { body: text.body, icon: TURN_ICON });
    }
    return () => {
      document.title = title;
      if (link && icon !== undefined) link.href = icon;
    };
  }, [myTurn, text.title, text.body]);
}
