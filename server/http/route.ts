/**
 * How every HTTP route of the server is declared (docs/design/architecture.md#routes): its method, its one
 * canonical path (`:name` parts are parameters), the guards it runs in order (its request budget, the
 * Origin check of a POST, lookups, its body rule, its caps) and its handler, whose result is the JSON
 * answer. Each concern exports its routes; server/http/route-runner.ts runs them all, so a guard belongs to
 * the route and no spelling of a path reaches a route without its guards.
 */
import type { Context } from 'koa';
import type { Game, Server } from 'boardgame.io';

export type Method = 'GET' | 'POST';

export interface RouteRequest {
  ctx: Context;
  /** The path's parameters (a canonical path holds no percent-encoding, so they are as written). */
  params: Record<string, string>;
  /** The body as the route's body guard checked and normalised it; `{}` for a GET. */
  body: Record<string, unknown>;
  /** What the guards found on the way: the route's game, the match's metadata. */
  found: { game?: Game; metadata?: Server.MatchData };
}

/**
 * One check a route runs before its handler; it throws an HttpError to refuse. `kind` says what it is, so
 * tests can hold every route to its guards (every POST checks the Origin, every route spends a budget).
 */
export interface Guard {
  kind: 'budget' | 'origin' | 'body' | 'cap' | 'lookup' | 'check';
  name: string;
  check(request: RouteRequest): void | Promise<void>;
}

/** Runs around a route's handler (the account and rating bookkeeping of a seat taken or left). */
export type Around = (request: RouteRequest, run: () => Promise<unknown>) => Promise<unknown>;

export interface Route {
  method: Method;
  path: string;
  guards: readonly Guard[];
  around?: readonly Around[];
  /** The answer's body (JSON, or JSON text with `ctx.type = 'json'`); the status is 200 unless it sets one. */
  run(request: RouteRequest): Promise<unknown>;
}
