/**
 * The one way an error becomes an answer: JSON `{ error }` with the HttpError's status and message (and
 * Retry-After when it has one), or Koa's own exposed errors as they are; anything else is a 500 whose
 * message stays in the log, written without the request (whose body may hold a password).
 */
import type { Context } from 'koa';
import { HttpError } from './http-error';

/** `log`: the tag of the failure's line in the log (the route's area: `accounts`, `lobby`). */
export function sendError(ctx: Context, error: unknown, log = 'http'): void {
  const known = error instanceof HttpError;
  const status = (error as { status?: unknown } | undefined)?.status;
  const exposed = known || ((error as { expose?: boolean } | undefined)?.expose === true && typeof status === 'number');
  ctx.status = exposed ? (status as number) : 500;
  ctx.body = { error: exposed ? (error as Error).message : 'internal server error' };
  if (known && error.retryAfter !== undefined) ctx.set('Retry-After', String(error.retryAfter));
  if (!exposed) console.error(`[${log}] ${ctx.method} ${ctx.path} failed:`, (error as Error)?.stack ?? String(error));
}
