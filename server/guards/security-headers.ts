/**
 * The security headers of every HTTP answer (docs/security.md#security-headers): API answers, the client's
 * files, the SPA fallback, /health, socket.io's HTTP answers and errors. `addSecurityHeaders` sets them on
 * the HTTP server before any handler runs (socket.io answers its own paths without Koa); `securityHeaders`,
 * mounted first in Koa (server/app.ts), sets them too and puts them on a thrown error, since Koa's error
 * answer drops every header set before it.
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
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Context, Next } from 'koa';
import { isSecure, type ProxyTrust } from './client-address';

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

/** The headers of the answer to this request. */
export function headersFor(req: IncomingMessage, trust: ProxyTrust): Record<string, string> {
  const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(req.headers.host ?? '', query.has('debug')),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'same-origin',
  };
  // isSecure reads a Koa context; this is the part of one it reads.
  const ctx = { req, get: (name: string) => String(req.headers[name.toLowerCase()] ?? '') };
  if (isSecure(ctx as unknown as Context, trust)) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

/** Sets the headers on every answer of the server, before any handler (Koa's or socket.io's) runs. */
export function addSecurityHeaders(http: HttpServer, trust: ProxyTrust): void {
  http.prependListener('request', (req, res) => {
    for (const [name, value] of Object.entries(headersFor(req, trust))) res.setHeader(name, value);
  });
}

/** Koa middleware: the headers, also on the answer to an error. */
export function securityHeaders(trust: ProxyTrust) {
  return async (ctx: Context, next: Next) => {
    const headers = headersFor(ctx.req, trust);
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
