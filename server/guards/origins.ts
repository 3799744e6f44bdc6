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

/**
 * Koa middleware: a listed cross-origin caller may read the answers (Access-Control-Allow-Origin), as
 * boardgame.io's CORS layer says for the routes it answers; whether a request may proceed at all is each
 * route's Origin guard (server/http/guards.ts checkOrigin).
 */
export function corsHeaders(policy: OriginPolicy) {
  return async (ctx: Context, next: Next) => {
    const origin = ctx.get('Origin');
    if (origin && policy.listed(origin)) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.vary('Origin');
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
