/**
 * A mail's link to a match for a signed-out player (docs/security.md#email): the link carries `?signin`, the
 * match page sends a guest without a seat there to the account page with the match's path in `?next=`, and
 * after signing in the account page goes back to it, where the account's seat opens (client/online/MatchPage.tsx).
 * Only a match page's own path is followed back (no other site, no other page).
 */
import { parseRoute } from '../router';

/** Whether this match page came from a mail's link that asks for sign-in first. */
export const asksSignIn = (search: string) => new URLSearchParams(search).has('signin');

/** The account page that sends the player back to `matchPath` once signed in. */
export const signInFor = (matchPath: string) => `/account?next=${encodeURIComponent(matchPath)}`;

/** The match page to go back to after sign-in, from the account page's `?next=`; undefined for anything else. */
export function returnPath(search: string): string | undefined {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//')) return undefined;
  const url = new URL(next, 'http://here.invalid');
  if (url.origin !== 'http://here.invalid' || url.search || url.hash) return undefined;
  return parseRoute(url.pathname).page === 'match' ? url.pathname : undefined;
}
