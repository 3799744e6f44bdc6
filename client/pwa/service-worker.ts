/**
 * The service worker (built by vite-plugin-pwa's injectManifest, vite.config.ts): it precaches the app
 * shell and every chunk of both games, so the hotseat games and their bots start and play with no network,
 * and serves index.html for the client's pages offline (never for the APIs). A new version waits until
 * the page says so (the player chose *Reload*), so nobody is switched mid-game. It shows the turn
 * notifications the server pushes (server/push/push-sender.ts) unless a window of that match is open and
 * focused, and a tap focuses that window or opens the match (docs/turn-based.md#push).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { notificationPath, openNotificationPath } from './notification-target';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The server's routes: never answered with the app shell. */
const API = [/^\/games(\/|$)/, /^\/account\//, /^\/push\//, /^\/socket\.io\//, /^\/health$/];
/**
 * A page with the developer switch `?debug` comes from the server, whose policy for it allows the debug
 * panel's inline styles (server/guards/security-headers.ts); the cached shell carries the strict one.
 */
const DEBUG = /[?&]debug(=|&|$)/;
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...API, DEBUG] }));

// The first version takes the open pages at once (a later one waits for the player: register.ts).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

interface TurnPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const payloadOf = (event: PushEvent): TurnPayload | undefined => {
  try {
    const data = event.data?.json() as Partial<TurnPayload> | undefined;
    const url = notificationPath(data);
    return typeof data?.title === 'string' && url
      ? { title: data.title, body: String(data.body ?? ''), url, tag: String(data.tag ?? url) }
      : undefined;
  } catch {
    return undefined;
  }
};

const windowsOn = async (url: string) =>
  (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (client) => new URL(client.url).pathname === url,
  );

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  if (!payload) return;
  event.waitUntil(
    (async () => {
      const open = await windowsOn(payload.url);
      if (open.some((client) => client.focused && client.visibilityState === 'visible')) return;
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: '/icons/icon-192.png',
        data: { url: payload.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = notificationPath(event.notification.data);
  if (!path) return;
  event.waitUntil(
    (async () => openNotificationPath(path, await windowsOn(path), (url) => self.clients.openWindow(url)))(),
  );
});
