/**
 * Who is signed in on this browser, for the parts of the site outside the account page: the header's
 * account link, the name fields of the lobby and the invitation (a seat taken signed in bears the
 * account's name, docs/security.md#account-seats). Asked once per page load and shared; the account page
 * says when it changes (a sign-in, a sign-out, a rename, a deletion). A server without accounts, or a
 * failed request, is nobody signed in.
 */
import { useSyncExternalStore } from 'react';
import { fetchMe, type Account } from './account-api';

let current: Account | null | undefined;
let asked = false;
const listeners = new Set<() => void>();

/** The account page's news: who is signed in now (null: nobody). */
export function announceSignedIn(account: Account | null): void {
  asked = true;
  if (current !== undefined && current?.id === account?.id && current?.name === account?.name) return;
  current = account;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!asked) {
    asked = true;
    fetchMe().then(announceSignedIn, () => announceSignedIn(null));
  }
  return () => listeners.delete(listener);
}

/** The signed-in account, null for nobody, undefined while the first answer is awaited. */
export const useSignedIn = (): Account | null | undefined =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
