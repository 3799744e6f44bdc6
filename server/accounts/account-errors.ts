/**
 * The error an account route answers with: a 4xx (or 503) status and a message for the player that names
 * the field at fault; a 429 also carries the seconds to wait (Retry-After).
 */
export class AccountError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}
