/**
 * A mail's link followed signed out (client/account/sign-in-return.ts): the match page asks for sign-in only
 * for a link with `?signin`, and the account page goes back only to a match page's own path.
 */
import { asksSignIn, returnPath, signInFor } from '../../client/account/sign-in-return';

describe('sign-in from a mail’s link', () => {
  it('asks for sign-in only for a link with ?signin', () => {
    expect(asksSignIn('?signin')).toBe(true);
    expect(asksSignIn('?signin=')).toBe(true);
    expect(asksSignIn('')).toBe(false);
    expect(asksSignIn('?seat=1')).toBe(false);
  });

  it('goes back to the match page it came from', () => {
    const account = signInFor('/match/carcassonne/abc-1');
    expect(account).toBe('/account?next=%2Fmatch%2Fcarcassonne%2Fabc-1');
    expect(returnPath(account.slice('/account'.length))).toBe('/match/carcassonne/abc-1');
  });

  it.each([
    ['no next', ''],
    ['another site', '?next=https%3A%2F%2Fevil.example%2Fmatch%2Fcarcassonne%2Fx'],
    ['a protocol-relative address', '?next=%2F%2Fevil.example%2Fmatch%2Fcarcassonne%2Fx'],
    ['another page', '?next=%2Faccount'],
    ['a match path with a query', '?next=%2Fmatch%2Fcarcassonne%2Fx%3Fsignin'],
    ['a relative path', '?next=match%2Fcarcassonne%2Fx'],
  ])('follows nothing for %s', (_what, search) => {
    expect(returnPath(search)).toBeUndefined();
  });
});
