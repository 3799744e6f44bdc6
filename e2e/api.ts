/**
 * The browser specs' HTTP calls to the server outside a page (sign-ups, tournament routes, seats), each on a
 * connection of its own. Playwright's request context keeps idle sockets in a pool without honouring the
 * server's `Keep-Alive: timeout=5` (docs/security.md#connections closes an idle connection after 5 s), so a
 * call sent on a socket the server is closing at that moment failed with `read ECONNRESET` (a CI run of
 * tournament.spec.ts, a machine under load). A browser retries such a request; the request context does not.
 * With `Connection: close` on every call no socket is ever reused, and the race cannot happen.
 * test/lint/e2e-requests.test.ts keeps every spec on this module.
 */
import type { APIRequestContext, APIResponse } from 'playwright-core';

type Options = NonNullable<Parameters<APIRequestContext['fetch']>[1]>;
type Call = (url: string, options?: Omit<Options, 'method'>) => Promise<APIResponse>;

export interface Unpooled {
  get: Call;
  post: Call;
  put: Call;
  patch: Call;
  delete: Call;
}

/** The calls of `request` (a context's, a page's or a new one), none of them on a reused connection. */
export function unpooled(request: APIRequestContext): Unpooled {
  const call =
    (method: string): Call =>
    (url, options = {}) =>
      request.fetch(url, { ...options, method, headers: { ...options.headers, connection: 'close' } });
  return { get: call('GET'), post: call('POST'), put: call('PUT'), patch: call('PATCH'), delete: call('DELETE') };
}
