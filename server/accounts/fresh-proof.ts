/**
 * Fresh proof (docs/security.md#fresh-proof): adding a credential (a passkey, a password), removing one,
 * and every account-wide change (rename, delete, removing the passkeys of signed-out devices) need the
 * password or a passkey of the account given on this session within FRESH_PROOF_MINUTES. A stolen
 * session cookie alone cannot plant a credential or take the account over. The time of the proof is kept
 * on the session's row (`sessions.proved_at`), so every process of a cluster sees it; a sign-in with the
 * password or a passkey counts as one, a link code does not.
 *
 *   POST /account/reauth  { password }  200 { provedUntil }; 401 `wrong password`; 429 (the sign-in limits)
 *   (a passkey's proof: POST /account/passkey/reauth-options and /account/passkey/reauth, passkeys.ts)
 */
import { HttpError } from '../http/http-error';
import { nameBucketKey, spend } from './account-limits';
import type { Account, Session } from './account-store';
import { field } from '../http/json-body';
import { nameKey } from './names';
import { checkPassword, givenPassword } from './passwords';
import { signedIn, type AccountRequest, type Route } from './route-kit';

export const FRESH_PROOF_MINUTES = 5;
const FRESH_PROOF_MS = FRESH_PROOF_MINUTES * 60_000;
export const PROOF_NEEDED = 'confirm it is you first: give your password or use a passkey';

/** Until when the session's proof holds, or null when it holds none now. */
export const provedUntil = (session: Session, now: number): number | null =>
  session.provedAt !== null && session.provedAt + FRESH_PROOF_MS > now ? session.provedAt + FRESH_PROOF_MS : null;

/** The signed-in session and its account, when it gave a fresh proof; 403 PROOF_NEEDED otherwise. */
export async function freshlyProved(request: AccountRequest): Promise<{ session: Session; account: Account }> {
  const found = await signedIn(request);
  if (provedUntil(found.session, request.now) === null) throw new HttpError(403, PROOF_NEEDED);
  return found;
}

/** Records the proof just given on the session, and answers until when it holds. */
export async function proved(request: AccountRequest, session: Session) {
  await request.store.prove(session.id, request.now);
  return { provedUntil: request.now + FRESH_PROOF_MS };
}

const reauth: Route = {
  method: 'POST',
  fields: ['password'],
  async run(request) {
    const password = field(givenPassword(request.body.password, 'password'));
    const { session, account } = await signedIn(request);
    await spend(request.buckets.signIns, request.ctx.ip || 'unknown', 'sign-in attempts from your address');
    await spend(request.buckets.signInsPerName, nameBucketKey(nameKey(account.name)), 'sign-in attempts for this name');
    if (!(await checkPassword(account.passwordHash, password))) throw new HttpError(401, 'wrong password');
    return proved(request, session);
  },
};

export const FRESH_PROOF_ROUTES: Record<string, Route> = { reauth };
