/**
 * An account's credentials on the account page (docs/security.md#fresh-proof): list them, set or change
 * the password, remove a passkey, and remove the passkeys that signed-out devices added. Every change
 * needs a fresh proof (fresh-proof.ts), and none may leave the account without a way to sign in.
 *
 *   GET  /account/credentials        200 { password, passkeys: [{ id, name, device, createdAt, lastUsedAt,
 *                                    addedHere, addedElsewhere }], provedUntil }; 401
 *   POST /account/password           { password }  200 { changed: true }: set or replace the password
 *                                    (the new-password rules, 400 naming the field); 403 without a fresh proof
 *   POST /account/passkey/remove     { passkey }   200 { removed: 1 }; 404 not one of the account's;
 *                                    409 the last credential; 403 without a fresh proof
 */
import { HttpError } from '../http/http-error';
import { spend } from './account-limits';
import { field } from '../http/json-body';
import type { Account } from './account-store';
import { freshlyProved, provedUntil } from './fresh-proof';
import { PasskeyStore } from './passkey-store';
import { hashPassword, newPassword } from './passwords';
import { signedIn, type AccountRequest, type Route } from './route-kit';

export const LAST_CREDENTIAL = 'this is your last way to sign in: set a password or add another passkey first';
const MAX_PASSKEY_ID = 1024;

const passkeysOf = (request: AccountRequest) => new PasskeyStore(request.store.sql);
const write = (request: AccountRequest) =>
  spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');

const credentials: Route = {
  method: 'GET',
  fields: [],
  async run(request) {
    const { session, account } = await signedIn(request);
    const passkeys = await passkeysOf(request).listed(account.id);
    return {
      password: account.passwordHash !== null,
      passkeys: passkeys.map(({ addedBy, ...passkey }) => ({
        ...passkey,
        addedHere: addedBy === session.id,
        addedElsewhere: addedBy !== null && addedBy !== session.id,
      })),
      provedUntil: provedUntil(session, request.now),
    };
  },
};

const password: Route = {
  method: 'POST',
  fields: ['password'],
  async run(request) {
    await write(request);
    const { account } = await signedIn(request);
    const chosen = field(newPassword(request.body.password, account.name, 'password'));
    await freshlyProved(request);
    await request.store.setPassword(account.id, await hashPassword(chosen));
    return { changed: true };
  },
};

/** Throws 409 LAST_CREDENTIAL when removing these passkeys would leave the account no way to sign in. */
export async function keepsACredential(request: AccountRequest, account: Account, ids: string[]): Promise<void> {
  if (ids.length === 0 || account.passwordHash !== null) return;
  const passkeys = await passkeysOf(request).listed(account.id);
  if (passkeys.every((passkey) => ids.includes(passkey.id))) throw new HttpError(409, LAST_CREDENTIAL);
}

/** Removes these passkeys of the account, unless that would leave it without a credential (409). The
 * caller has checked the fresh proof. */
export async function removePasskeys(request: AccountRequest, account: Account, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await keepsACredential(request, account, ids);
  return passkeysOf(request).remove(account.id, ids);
}

/** The account's passkeys that a session other than `keep` added (and, with `from`, only that session). */
export async function passkeysAddedElsewhere(
  request: AccountRequest,
  account: Account,
  keep: string,
  from?: string,
): Promise<string[]> {
  const passkeys = await passkeysOf(request).listed(account.id);
  return passkeys
    .filter((p) => p.addedBy !== null && p.addedBy !== keep && (from === undefined || p.addedBy === from))
    .map((p) => p.id);
}

/** The optional `removePasskeys` flag of the sign-out routes. */
export function removeFlag(value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw new HttpError(400, 'removePasskeys must be true or false');
  return value;
}

const removePasskey: Route = {
  method: 'POST',
  fields: ['passkey'],
  async run(request) {
    await write(request);
    const id = request.body.passkey;
    if (typeof id !== 'string' || id.length === 0 || id.length > MAX_PASSKEY_ID)
      throw new HttpError(400, 'passkey must be the id of a passkey in your list');
    const { account } = await freshlyProved(request);
    if (!(await passkeysOf(request).listed(account.id)).some((p) => p.id === id))
      throw new HttpError(404, 'passkey is not one of your passkeys');
    return { removed: await removePasskeys(request, account, [id]) };
  },
};

export const CREDENTIAL_ROUTES: Record<string, Route> = {
  credentials,
  password,
  'passkey/remove': removePasskey,
};
