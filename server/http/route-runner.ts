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

/** How the routes under one first part of their paths are named in refusals and in the log. */
export interface Area {
  /** "account": "no such account route", "use POST for this account route". */
  noun: string;
  /** The log's tag for a failure: `[accounts]`. */
  log: string;
}

export interface RunnerOptions {
  routes: readonly Route[];
  /** By the first part of the paths (`account`, `games`); a path of no area listed is named plainly. */
  areas?: Record<string, Area>;
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

export function routeRunner({ routes, unrouted, areas = {} }: RunnerOptions) {
  const paths = new RoutePaths(routes);
  const areaOf = (path: string): Area => {
    const root = paths.rootOf(path);
    return Object.hasOwn(areas, root) ? (areas[root] as Area) : { noun: '', log: 'http' };
  };
  const named = (noun: string) => (noun ? `${noun} route` : 'route');
  return async (ctx: Context, next: Next) => {
    const request: RouteRequest = { ctx, params: {}, body: {}, found: {} };
    let route: Route | undefined;
    try {
      const found = ctx.method === 'OPTIONS' ? ({ kind: 'none' } as const) : paths.match(ctx.method, ctx.path);
      if (found.kind === 'none') {
        for (const guard of unrouted) await guard.check(request);
      } else if (found.kind === 'area') {
        throw new HttpError(404, `no such ${named(areaOf(ctx.path).noun)}`);
      } else if (found.kind === 'method') {
        ctx.set('Allow', found.allow.join(', '));
        throw new HttpError(405, `use ${found.allow.join(' or ')} for this ${named(areaOf(ctx.path).noun)}`);
      } else {
        route = found.route;
        request.params = found.params;
        ctx.status = 200;
        const body = await runRoute(route, request);
        if (body !== undefined) ctx.body = body;
      }
    } catch (error) {
      sendError(ctx, error, areaOf(ctx.path).log);
      return;
    }
    if (!route) await next();
  };
}
