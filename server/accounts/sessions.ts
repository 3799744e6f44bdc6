/**
 * Sessions of accounts (docs/security.md#accounts): the cookie that names one. The token is 32 random bytes,
 * made by the server at each sign-in (never taken from the client, so a session cannot be fixed); the
 * database keeps only its SHA-256. The cookie is HttpOnly, SameSite=Lax, Path=/, and Secure when the
 * request came over https (directly, or through a trusted proxy that says so in X-Forwarded-Proto).
 * A session lasts SESSION_IDLE_DAYS after it was last used; an account keeps at most MAX_SESSIONS.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { isSecure } from '../guards/client-address';

export { isSecure };

export const COOKIE_NAME = 'session';
export const SESSION_IDLE_DAYS = 30;
export const SESSION_IDLE_MS = SESSION_IDLE_DAYS * 24 * 3600 * 1000;
/** How stale a session's last use may get before it is written again (a read per request, a write per hour). */
export const TOUCH_EVERY_MS = 3600 * 1000;
/** Sessions an account keeps; past it, signing in ends the least recently used. */
export const MAX_SESSIONS = 20;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newToken = (): string => randomBytes(32).toString('base64url');
export const newSessionID = (): string => randomUUID();
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The session token of the request's cookie, if it has one of the right form. */
export function requestToken(ctx: Context): string | undefined {
  for (const part of (ctx.get('Cookie') || '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (key === COOKIE_NAME && TOKEN.test(value)) return value;
  }
  return undefined;
}

export function setSessionCookie(ctx: Context, token: string, secure: boolean): void {
  const attributes = [
    `${COOKIE_NAME}=${token}`,
    'Path=/',
    `Max-Age=${SESSION_IDLE_MS / 1000}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  ctx.set('Set-Cookie', attributes.join('; '));
}

export function clearSessionCookie(ctx: Context, secure: boolean): void {
  ctx.set(
    'Set-Cookie',
    [`${COOKIE_NAME}=`, 'Path=/', 'Max-Age=0', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; '),
  );
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * What the device list shows of a session: the browser and system named by its User-Agent, or "other";
 * nothing else of the User-Agent is kept.
 */
export function deviceOf(userAgent: string): { browser: string; system: string } {
  const find = (table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'other';
  return { browser: find(BROWSERS), system: find(SYSTEMS) };
}
