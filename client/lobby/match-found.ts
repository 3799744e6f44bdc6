/**
 * What a player hears and sees when quick play found their match (docs/quick-play.md#page): a short
 * two-note chime, and a notification when the tab is hidden (if the browser allows this site's
 * notifications; the *Play now* press asks once). Either fails quietly: the page navigates anyway.
 */

/** Asks for the notification permission once, on the press of *Play now* (a user gesture). */
export function askToNotify(): void {
  if (typeof Notification !== 'undefined' && Notification.permission === 'default')
    void Notification.requestPermission().catch(() => undefined);
}

function chime(): void {
  const Context =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  const audio = new Context();
  for (const [i, frequency] of [660, 880].entries()) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    const start = audio.currentTime + i * 0.18;
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.16);
    tone.connect(gain).connect(audio.destination);
    tone.start(start);
    tone.stop(start + 0.17);
  }
  setTimeout(() => void audio.close().catch(() => undefined), 600);
}

/** The chime, and a notification saying `title` when the tab is hidden. */
export function announceMatch(title: string): void {
  try {
    chime();
  } catch {
    // No sound device, or the browser refuses sound without a gesture: the navigation says it all.
  }
  try {
    if (document.hidden && typeof Notification !== 'undefined' && Notification.permission === 'granted')
      new Notification(title, { tag: 'quick-play' });
  } catch {
    // Some browsers allow notifications only from a service worker.
  }
}
