/**
 * The error every route throws to answer with a status and a message (server/http/send-error.ts): a 4xx
 * (or 503) whose message names the field or the thing at fault, and for a 429 or 503 the seconds to wait
 * (Retry-After). Every other error a route throws is a 500 without its message.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}
