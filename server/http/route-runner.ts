/**
 * The one runner of the server's routes (docs/design/architecture.md#routes), a Koa middleware that
 * server/app.ts mounts with the list of every route. For a request it finds the route its path names
 * exactly (route-paths.ts: any other spelling of a route's area is a 404 before anything runs; a route of
 * another method a 405), runs the route's guards in order, then its handler inside its `around` wrappers,
 * and answers the handler's result as JSON; every error becomes `{ error }` (send-error.ts). A path outside
 * the routes' area (the client's files and pages, CORS preflights) pays the `unrouted` guards (the read
 * budget) and goes on to the next middleware.
 */
import type { Context, Next } from 'koa';
import { HttpError } from './http-error';
import type { Guard, Route, RouteRequest } from './route';
import { RoutePaths } from './route-paths';
import { sendError } from './send-error';

export interface RunnerOptions {
  routes: readonly Route[];
  /** What a request that is no route pays before it goes on (the read budget). */
  unrouted: readonly Guard[];
}

async function runRoute(route: Route, request: RouteRequest): Promise<unknown> {
  for (const guard of route.guards) await guard.check(request);
  const run = (route.around ?? []).reduceRight<() => Promise<unknown>>(
    (inner, around) => () => around(request, inner),
    () => route.run(request),
  );
  return run();
}

export function routeRunner({ routes, unrouted }: RunnerOptions) {
  const paths = new RoutePaths(routes);
  return async (ctx: Context, next: Next) => {
    const request: RouteRequest = { ctx, params: {}, body: {}, found: {} };
    let route: Route | undefined;
    try {
      const found = ctx.method === 'OPTIONS' ? ({ kind: 'none' } as const) : paths.match(ctx.method, ctx.path);
      if (found.kind === 'none') {
        for (const guard of unrouted) await guard.check(request);
      } else if (found.kind === 'area') {
        throw new HttpError(404, `no route ${ctx.method} ${ctx.path.slice(0, 80)}`);
      } else if (found.kind === 'method') {
        ctx.set('Allow', found.allow.join(', '));
        throw new HttpError(405, `use ${found.allow.join(' or ')} for this route`);
      } else {
        route = found.route;
        request.params = found.params;
        ctx.status = 200;
        const body = await runRoute(route, request);
        if (body !== undefined) ctx.body = body;
      }
    } catch (error) {
      sendError(ctx, error);
      return;
    }
    if (!route) await next();
  };
}
