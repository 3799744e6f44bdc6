/**
 * This device's turn notifications for a seat (docs/turn-based.md#push): the browser's push subscription,
 * made with the server's VAPID key (`GET /push/key`), is sent to the seat with its credentials and the
 * page's language; this browser remembers which matches it subscribed to. A subscription made with another
 * key (a new server) is replaced. Muting is the seat's, for all its devices. A signed-in device subscribes
 * to its account instead, once, for every seat of the account (`/account/push/…`), while it stays signed in.
 */
import type { HeldSeat } from '../api/seats';
import type { Language } from '../i18n/dictionary';

const pushKey = (game: string, matchID: string) => `push:${game}:${matchID}`;

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  typeof Notification !== 'undefined';

export const deviceSubscribed = (game: string, matchID: string) =>
  localStorage.getItem(pushKey(game, matchID)) === 'on';

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  a !== null && a !== undefined && new Uint8Array(a).every((byte, i) => byte === b[i]) && a.byteLength === b.length;

async function post(game: string, matchID: string, body: object): Promise<{ muted: boolean }> {
  const response = await fetch(`/games/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { muted?: boolean; error?: string };
  if (!response.ok) throw new Error(answer.error ?? `HTTP status ${response.status}`);
  return { muted: answer.muted === true };
}

async function browserSubscription(): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready;
  const response = await fetch('/push/key');
  if (!response.ok) throw new Error(`HTTP status ${response.status}`);
  const key = keyBytes(((await response.json()) as { publicKey: string }).publicKey);
  const current = await registration.pushManager.getSubscription();
  if (current && sameKey(current.options.applicationServerKey, key)) return current;
  await current?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Asks for permission and subscribes this device to the seat; 'denied' when the browser blocks it. */
export async function subscribeDevice(
  game: string,
  matchID: string,
  seat: HeldSeat,
  language: Language,
): Promise<{ muted: boolean } | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const subscription = (await browserSubscription()).toJSON();
  const answer = await post(game, matchID, {
    playerID: seat.playerID,
    credentials: seat.credentials,
    op: 'subscribe',
    subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
    language,
  });
  localStorage.setItem(pushKey(game, matchID), 'on');
  return answer;
}

/** This device is no longer told of this seat's turns (its other matches still are). */
export async function unsubscribeDevice(game: string, matchID: string, seat: HeldSeat): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const current = await registration.pushManager.getSubscription();
  if (current)
    await post(game, matchID, {
      playerID: seat.playerID,
      credentials: seat.credentials,
      op: 'unsubscribe',
      endpoint: current.endpoint,
    });
  localStorage.removeItem(pushKey(game, matchID));
}

export const muteMatch = (game: string, matchID: string, seat: HeldSeat, muted: boolean) =>
  post(game, matchID, { playerID: seat.playerID, credentials: seat.credentials, op: muted ? 'mute' : 'unmute' });

/** Whether the seat's turns are muted (for all its devices, the account's too). */
export const matchMuted = async (game: string, matchID: string, seat: Pick<HeldSeat, 'playerID' | 'credentials'>) =>
  (await post(game, matchID, { playerID: seat.playerID, credentials: seat.credentials, op: 'status' })).muted;

async function postAccount(route: string, body: object): Promise<{ subscribed: boolean }> {
  const response = await fetch(`/account/push/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { subscribed?: boolean; error?: string };
  if (!response.ok) throw new Error(answer.error ?? `HTTP status ${response.status}`);
  return { subscribed: answer.subscribed === true };
}

/** Whether this device is subscribed to the signed-in account's turns. */
export async function accountDeviceSubscribed(): Promise<boolean> {
  const current = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
  return current ? (await postAccount('status', { endpoint: current.endpoint })).subscribed : false;
}

/** Asks for permission and subscribes this device to every seat of the signed-in account. */
export async function subscribeAccountDevice(language: Language): Promise<'on' | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const subscription = (await browserSubscription()).toJSON();
  await postAccount('subscribe', {
    subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
    language,
  });
  return 'on';
}

/** This device is no longer told of the account's turns (a seat it subscribed to on a match page still is). */
export async function unsubscribeAccountDevice(): Promise<void> {
  const current = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
  if (current) await postAccount('unsubscribe', { endpoint: current.endpoint });
}
