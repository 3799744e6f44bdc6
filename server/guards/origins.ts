/**
 * Which browser origins may use the lobby API and the game sockets (docs/design/boardgameio.md#cors).
 *
 * Allowed: requests without an Origin header (non-browser clients, same-origin GETs), the server's own origin
 * (the Origin's host equals the Host header), every origin listed in ORIGINS (exact strings or RegExps) and,
 * outside production, http(s)://localhost / 127.0.0.1 on any port (anchored, unlike boardgame.io's
 * `Origins.LOCALHOST`). socket.io needs both `cors.origin` (polling) and `allowRequest` (websockets, which
 * CORS does not cover).
 */
import type { IncomingMessage } from 'node:http';
import type { Context, Next } from 'koa';

export type OriginList = (string | RegExp)[];

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export interface OriginPolicy {
  /** The cross-origin list (for boardgame.io's own CORS layer). */
  list: OriginList;
  /** Whether a cross-origin request from `origin` is allowed. */
  listed(origin: string): boolean;
  /** Whether a request with this Origin header to this Host may proceed. */
  allows(origin: string | undefined, host: string | undefined): boolean;
}

/** `ORIGINS=https://a.example, https://b.example` → the list; empty or unset → []. */
export function parseOrigins(value: string | undefined): OriginList {
  return (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

export function originPolicy(
  configured: OriginList | undefined,
  production = process.env.NODE_ENV === 'production',
): OriginPolicy {
  const list = [...(configured ?? []), ...(production ? [] : [LOCALHOST])];
  const listed = (origin: string) => list.some((o) => (typeof o === 'string' ? o === origin : o.test(origin)));
  const sameHost = (origin: string, host: string | undefined) => {
    try {
      return host !== undefined && new URL(origin).host === host;
    } catch {
      return false;
    }
  };
  return { list, listed, allows: (origin, host) => origin === undefined || sameHost(origin, host) || listed(origin) };
}

/** Koa middleware: 403 for a disallowed Origin on the lobby API. */
export function originGuard(policy: OriginPolicy) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/games') && !policy.allows(ctx.get('Origin') || undefined, ctx.get('Host') || undefined)) {
      ctx.status = 403;
      ctx.body = { error: 'origin not allowed' };
      return;
    }
    await next();
  };
}

/** socket.io server options enforcing the same policy. */
export function socketOriginOptions(policy: OriginPolicy) {
  return {
    cors: {
      origin: (origin: string | undefined, callback: (error: Error | null, allow?: boolean) => void) =>
        callback(null, origin === undefined || policy.listed(origin)),
      credentials: false,
    },
    allowRequest: (req: IncomingMessage, callback: (error: string | null | undefined, success: boolean) => void) =>
      callback(null, policy.allows(req.headers.origin, req.headers.host)),
  };
}
