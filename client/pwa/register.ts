/**
 * Registers the service worker (client/pwa/service-worker.ts) in the production build, and announces a new
 * version instead of forcing it: when one is waiting, `onUpdate` is called, and only `applyUpdate` (the
 * player's *Reload now*) lets it take over and reloads the page, so no game is switched mid-move.
 */
import { Workbox } from 'workbox-window';

let workbox: Workbox | undefined;

export function registerServiceWorker(onUpdate: () => void): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/service-worker.js');
  workbox.addEventListener('waiting', onUpdate);
  void workbox.register().catch(() => undefined);
}

export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
