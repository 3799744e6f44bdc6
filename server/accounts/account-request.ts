/**
 * What every account route checks before it runs (docs/security.md#accounts): no query string (credentials
 * never go in a URL, where logs and history keep them), an allowed Origin on every POST (the lobby's
 * policy, server/guards/origins.ts), and a POST body that is a JSON object of at most MAX_ACCOUNT_BODY_BYTES with
 * only the route's fields. And how every answer is sent: JSON, never cached, errors as `{ error }` whose
 * message names the field; an unexpected failure is logged without the request's body.
 */
import type { Context } from 'koa';
import type { OriginPolicy } from '../guards/origins';
import { AccountError } from './account-errors';

export const MAX_ACCOUNT_BODY_BYTES = 4096;

export function refuseQuery(ctx: Context): void {
  if (ctx.querystring !== '')
    throw new AccountError(400, 'account routes take no query string: send every field in the JSON body');
}

export function checkOrigin(ctx: Context, policy: OriginPolicy): void {
  if (!policy.allows(ctx.get('Origin') || undefined, ctx.get('Host') || undefined))
    throw new AccountError(403, 'origin not allowed');
}

/** The POST body as a JSON object holding only `fields` (each of which the route then checks). */
export async function readBody(ctx: Context, fields: readonly string[]): Promise<Record<string, unknown>> {
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > MAX_ACCOUNT_BODY_BYTES) throw new AccountError(413, 'the body is too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_ACCOUNT_BODY_BYTES) throw new AccountError(413, 'the body is too large');
    chunks.push(chunk);
  }
  if (size === 0 && fields.length === 0) return {};
  if (!ctx.is('application/json'))
    throw new AccountError(415, 'the body must be JSON (Content-Type: application/json)');
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new AccountError(400, 'the body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new AccountError(400, 'the body must be a JSON object');
  const unknown = Object.keys(body).find((key) => !fields.includes(key));
  if (unknown !== undefined) throw new AccountError(400, `unknown field ${JSON.stringify(unknown.slice(0, 32))}`);
  return body as Record<string, unknown>;
}

/** The checked value of a field, or a 400 with the check's message. */
export function field<T>(checked: { error?: string; value?: T }): T {
  if (checked.error !== undefined || checked.value === undefined)
    throw new AccountError(400, checked.error ?? 'a field is missing');
  return checked.value;
}

export function sendAccountError(ctx: Context, error: unknown): void {
  if (error instanceof AccountError) {
    ctx.status = error.status;
    ctx.body = { error: error.message };
    if (error.retryAfter !== undefined) ctx.set('Retry-After', String(error.retryAfter));
    return;
  }
  ctx.status = 500;
  ctx.body = { error: 'internal server error' };
  // The error only: never the request, whose body may hold a password.
  console.error(`[accounts] ${ctx.method} ${ctx.path} failed:`, (error as Error)?.message ?? String(error));
}
