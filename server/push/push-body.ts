/**
 * The body rule of `POST /games/:name/:id/push` (push-routes.ts): a seat's devices and its mute.
 *
 *   { playerID, credentials, op: 'subscribe', subscription: { endpoint, keys: { p256dh, auth } }, language }
 *   { playerID, credentials, op: 'unsubscribe', endpoint }
 *   { playerID, credentials, op: 'mute' | 'unmute' | 'status' }
 *
 * Only known fields pass. The endpoint is an http(s) URL of at most 1024 characters (push-routes.ts then
 * requires https off loopback); p256dh is a P-256 public key (65 bytes, uncompressed) and auth 16 bytes,
 * both base64url, as PushSubscription.toJSON() gives them.
 */
import { isLanguage, LANGUAGES } from '../../games/shared/languages';
import { isSeatID } from '../guards/credentials';

type Body = Record<string, unknown>;
type Checked = { error: string } | { body: Body };

export const MAX_ENDPOINT_LENGTH = 1024;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const OPS = ['subscribe', 'unsubscribe', 'mute', 'unmute', 'status'] as const;

function endpoint(value: unknown, field: string): string | { error: string } {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ENDPOINT_LENGTH)
    return { error: `${field} must be a URL of at most ${MAX_ENDPOINT_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: `${field} must be a URL of at most ${MAX_ENDPOINT_LENGTH} characters` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { error: `${field} must be an https URL` };
  return url.href;
}

function key(value: unknown, field: string, bytes: number): string | { error: string } {
  const fail = { error: `${field} must be ${bytes} bytes in base64url` };
  if (typeof value !== 'string' || value.length > 200 || !BASE64URL.test(value)) return fail;
  const decoded = Buffer.from(value, 'base64url');
  if (decoded.length !== bytes || (bytes === 65 && decoded[0] !== 4)) return fail;
  return value;
}

export function pushRule(b: Body): Checked {
  if (!isSeatID(b.playerID)) return { error: 'playerID must be a seat number such as "0"' };
  if (typeof b.credentials !== 'string' || b.credentials.length < 1 || b.credentials.length > 128)
    return { error: 'credentials are required' };
  const op = b.op as (typeof OPS)[number];
  if (!OPS.includes(op)) return { error: `op must be one of ${OPS.join(', ')}` };
  const seat = { playerID: b.playerID, credentials: b.credentials, op };
  if (op === 'mute' || op === 'unmute' || op === 'status') return { body: seat };
  if (op === 'unsubscribe') {
    const url = endpoint(b.endpoint, 'endpoint');
    return typeof url === 'string' ? { body: { ...seat, endpoint: url } } : url;
  }
  const subscription = subscriptionRule(b.subscription);
  if ('error' in subscription) return subscription;
  if (!isLanguage(b.language)) return { error: `language must be one of ${LANGUAGES.join(', ')}` };
  return { body: { ...seat, subscription: subscription.value, language: b.language } };
}

/** A PushSubscription.toJSON()'s endpoint and keys, checked (also for an account's devices: account-push-routes.ts). */
export function subscriptionRule(
  value: unknown,
): { error: string } | { value: { endpoint: string; keys: { p256dh: string; auth: string } } } {
  if (typeof value !== 'object' || value === null) return { error: 'subscription must be an object' };
  const s = value as Body;
  const url = endpoint(s.endpoint, 'subscription.endpoint');
  if (typeof url !== 'string') return url;
  const keys = (typeof s.keys === 'object' && s.keys !== null ? s.keys : {}) as Body;
  const p256dh = key(keys.p256dh, 'subscription.keys.p256dh', 65);
  if (typeof p256dh !== 'string') return p256dh;
  const auth = key(keys.auth, 'subscription.keys.auth', 16);
  if (typeof auth !== 'string') return auth;
  return { value: { endpoint: url, keys: { p256dh, auth } } };
}

/** An endpoint field, checked: its URL, or the error naming the field. */
export function endpointRule(value: unknown, field: string): { error: string } | { value: string } {
  const url = endpoint(value, field);
  return typeof url === 'string' ? { value: url } : url;
}
