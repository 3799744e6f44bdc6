/**
 * The security headers of every HTTP answer (docs/security.md#security-headers): API answers, the client's
 * files, the SPA fallback, /health and errors (Koa drops the headers set before an error, so they are put on
 * the error too). Mounted first in server/app.ts, so answers of the later guards (429s, 403s) carry them.
 *
 * - Content-Security-Policy: only this origin's scripts, styles, workers and sockets; images also as data:
 *   URIs (the favicons); no plugins, no <base>, forms post here only, and no page may frame the site.
 *   No inline script or style: the build emits none, and React sets style attributes through the CSSOM.
 *   The one exception is the developer switch `?debug` (client/debug/debug-switch.ts): boardgame.io's
 *   debug panel adds <style> elements, so a page loaded with it may use inline styles (never scripts); the
 *   service worker lets such a page come from here, not from its cached shell (client/pwa/service-worker.ts).
 * - X-Content-Type-Options: nosniff; X-Frame-Options: DENY (frame-ancestors for older browsers).
 * - Referrer-Policy: same-origin (not no-referrer: with it a browser sends `Origin: null` on same-origin
 *   POSTs, which the origin guard refuses).
 * - Strict-Transport-Security when the request came over https, as the session cookie's Secure decides
 *   (server/accounts/sessions.ts isSecure: TLS, or a trusted proxy's X-Forwarded-Proto).
 */
import type { Context, Next } from 'koa';
import { isSecure } from '../accounts/sessions';
import type { ProxyTrust } from './client-address';

/** HSTS lifetime: one year. */
export const HSTS = 'max-age=31536000';

/** A Host header that may be written into the policy (a name or address, and a port). */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The Content-Security-Policy for a request to `host`; `debug` allows inline styles. */
export function contentSecurityPolicy(host: string, debug = false): string {
  const sockets = HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${debug ? " 'unsafe-inline'" : ''}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${sockets}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(trust: ProxyTrust) {
  return async (ctx: Context, next: Next) => {
    const headers: Record<string, string> = {
      'Content-Security-Policy': contentSecurityPolicy(ctx.host, ctx.query.debug !== undefined),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'same-origin',
    };
    if (isSecure(ctx, trust)) headers['Strict-Transport-Security'] = HSTS;
    ctx.set(headers);
    try {
      await next();
    } catch (error) {
      // Koa's error answer unsets every header and sets only the error's own `headers`.
      if (typeof error === 'object' && error !== null) {
        const own = (error as { headers?: Record<string, string> }).headers;
        (error as { headers?: Record<string, string> }).headers = { ...own, ...headers };
      }
      throw error;
    }
  };
}
