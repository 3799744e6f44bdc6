/**
 * The one reader of request bodies (docs/security.md#lobby-api): a POST body is a JSON object of at most
 * `maxBytes` (counted as it streams, whatever Content-Length says), nested at most MAX_BODY_DEPTH deep, and
 * when the route lists its `fields`, holding only those. An empty body is `{}` for a route that takes no
 * fields. Every refusal is an HttpError (413, 415 or 400) whose message names what is wrong.
 */
import type { Context } from 'koa';
import { HttpError } from './http-error';

export const MAX_BODY_DEPTH = 16;

export interface BodyShape {
  maxBytes: number;
  /** The only fields the object may hold; absent: any (the route's rule checks them). */
  fields?: readonly string[];
}

/** How deep a JSON value nests (a scalar is 0), without recursion. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_BODY_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

export async function readJsonObject(ctx: Context, { maxBytes, fields }: BodyShape): Promise<Record<string, unknown>> {
  if (Number(ctx.get('Content-Length') || 0) > maxBytes) throw new HttpError(413, 'the body is too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new HttpError(413, 'the body is too large');
    chunks.push(chunk);
  }
  if (size === 0 && fields?.length === 0) return {};
  if (!ctx.is('application/json')) throw new HttpError(415, 'the body must be JSON (Content-Type: application/json)');
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
  } catch {
    throw new HttpError(400, 'the body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'the body must be a JSON object');
  if (jsonDepth(body) > MAX_BODY_DEPTH)
    throw new HttpError(400, `the body may nest at most ${MAX_BODY_DEPTH} levels deep`);
  const unknown = fields && Object.keys(body).find((key) => !fields.includes(key));
  if (unknown !== undefined) throw new HttpError(400, `unknown field ${JSON.stringify(unknown.slice(0, 32))}`);
  return body as Record<string, unknown>;
}

/** The checked value of a field, or a 400 with the check's message. */
export function field<T>(checked: { error?: string; value?: T }): T {
  if (checked.error !== undefined || checked.value === undefined)
    throw new HttpError(400, checked.error ?? 'a field is missing');
  return checked.value;
}
