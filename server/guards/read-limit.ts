/**
 * The budget of HTTP requests per client (docs/security.md#read-limit), a guard (server/http/route.ts) that
 * every route declares but the lobby's writes, which have their own budgets (server/lobby/lobby-guard.ts),
 * and that every request no route answers pays (the client's files, CORS preflights): a token from its
 * client's bucket. Past it the answer is 429 with `Retry-After` and a JSON message, before the route runs.
 * The budget is far above what a real lobby needs (a lobby tab polls the list every 4 s). A trusted proxy's
 * own requests (from a trusted peer, without X-Forwarded-For: the balancer's health checks) are not
 * counted, or a cluster's checks would use up the balancer's budget and take every node out. It also sets the
 * request's client identity (`ctx.ip`) from the proxy trust (client-address.ts), which every per-client
 * limit uses.
 */
import type { Context, Next } from 'koa';
import { HttpError } from '../http/http-error';
import type { Guard } from '../http/route';
import { isTrustedPeer, requestClientKey, type ProxyTrust } from './client-address';
import type { Limits } from './limits';
import type { BucketsFactory } from './rate-limit';

/** Sets `ctx.ip` to the client's limit key (client-address.ts#clientKey), for every later middleware. */
export function clientIdentity(trust: ProxyTrust) {
  return async (ctx: Context, next: Next) => {
    ctx.request.ip = requestClientKey(ctx.req.socket.remoteAddress, ctx.req.headers, trust);
    await next();
  };
}

/** A request a trusted proxy makes itself (its health checks), not one it forwards. */
const fromProxyItself = (ctx: Context, trust: ProxyTrust) =>
  ctx.req.headers['x-forwarded-for'] === undefined && isTrustedPeer(ctx.req.socket.remoteAddress, trust);

export function readBudget(limits: Limits, buckets: BucketsFactory, trust: ProxyTrust): Guard {
  const reads = buckets('reads', limits.readsPerMinute / 60, limits.readsPerMinute);
  return {
    kind: 'budget',
    name: 'reads',
    async check({ ctx }) {
      if (fromProxyItself(ctx, trust)) return;
      const wait = await reads.take(ctx.ip || 'unknown');
      if (wait > 0) throw new HttpError(429, `too many requests from your address; try again in ${wait} s`, wait);
    },
  };
}
