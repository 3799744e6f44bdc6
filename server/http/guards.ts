/**
 * The guards shared by routes of every concern (server/http/route.ts): the Origin check of a POST (the
 * policy of server/guards/origins.ts), a request budget (a rate limit; 429 with Retry-After), no query
 * string, the body's shape and rule (server/http/json-body.ts), and answers never cached.
 */
import { HttpError } from './http-error';
import { readJsonObject, type BodyShape } from './json-body';
import type { Guard, RouteRequest } from './route';

/** The part of the origin policy (server/guards/origins.ts) a route asks: http/ stands on no other folder. */
export interface OriginCheck {
  allows(origin: string | undefined, host: string | undefined): boolean;
}

/** A per-client token bucket (server/guards/rate-limit.ts): the seconds to wait, 0 when a token was taken. */
export interface Budget {
  take(key: string): number | Promise<number>;
}

export function checkOrigin(policy: OriginCheck): Guard {
  return {
    kind: 'origin',
    name: 'origin',
    check({ ctx }) {
      if (!policy.allows(ctx.get('Origin') || undefined, ctx.get('Host') || undefined))
        throw new HttpError(403, 'origin not allowed');
    },
  };
}

/** Takes a token from the client address's bucket, or refuses with 429: `message(wait)` says why. */
export function spend(name: string, buckets: Budget, message: (wait: number) => string): Guard {
  return {
    kind: 'budget',
    name,
    async check({ ctx }) {
      const wait = await buckets.take(ctx.ip || 'unknown');
      if (wait > 0) throw new HttpError(429, message(wait), wait);
    },
  };
}

export function noQuery(message: string): Guard {
  return {
    kind: 'check',
    name: 'no query',
    check({ ctx }) {
      if (ctx.querystring !== '') throw new HttpError(400, message);
    },
  };
}

export const noStore: Guard = {
  kind: 'check',
  name: 'no-store',
  check({ ctx }) {
    ctx.set('Cache-Control', 'no-store');
  },
};

export type BodyRule = (body: Record<string, unknown>, request: RouteRequest) => Record<string, unknown>;

/** Reads the body (its shape), then checks and normalises it with `rule` (which throws a 400) when given. */
export function jsonBody(shape: BodyShape, rule?: BodyRule): Guard {
  return {
    kind: 'body',
    name: 'body',
    async check(request) {
      const body = await readJsonObject(request.ctx, shape);
      request.body = rule ? rule(body, request) : body;
    },
  };
}
