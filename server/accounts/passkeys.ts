/**
 * Passkeys (WebAuthn, with @simplewebauthn/server; docs/security.md#passkeys): create an account with a
 * passkey, add a passkey to an account, sign in with one. Each ceremony is two requests: the options (with
 * a new challenge, kept in the database for CHALLENGE_MINUTES, so any process of a cluster can finish it)
 * and the browser's response, which takes the challenge once (a replayed response finds none). The
 * relying party is the page's origin, which the origin policy has already allowed, and its host name (or
 * the configured `PASSKEY_RP_ID`).
 *
 *   POST /account/passkey/sign-up-options  { name }      200 options (409 name taken)
 *   POST /account/passkey/sign-up          { response }  201 { account } and a new session's cookie
 *   POST /account/passkey/add-options      {}            200 options (signed in, with a fresh proof)
 *   POST /account/passkey/add              { response }  201 { added: true } (with a fresh proof)
 *   POST /account/passkey/sign-in-options  {}            200 options (any passkey of this site)
 *   POST /account/passkey/sign-in          { response }  200 { account } and a new session's cookie
 *   POST /account/passkey/reauth-options   {}            200 options (the account's passkeys; signed in)
 *   POST /account/passkey/reauth           { response }  200 { provedUntil }: a fresh proof (fresh-proof.ts)
 *
 * A passkey row keeps a name ("Passkey 2"), the device (browser/system) of the session that added it and
 * that session's id (none for the passkey an account was made with), which the account page lists.
 *
 * A response that does not verify, for whatever reason, answers 401 `passkey not accepted`.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { HttpError } from '../http/http-error';
import { spend } from './account-limits';
import { field } from '../http/json-body';
import { accountName, nameKeys } from './names';
import { freshlyProved, proved } from './fresh-proof';
import { PasskeyStore, type Challenge, type ChallengePurpose } from './passkey-store';
import { signedIn, startSession, type AccountRequest, type Route } from './route-kit';
import { deviceOf } from './sessions';
import { newSessionID } from './sessions';
import { siteName } from '../../games/site';

export const CHALLENGE_MINUTES = 5;
const RP_NAME = siteName();
const NOT_ACCEPTED = 'passkey not accepted';

const passkeysOf = (request: AccountRequest) => new PasskeyStore(request.store.sql);

/** The relying party: the request's (allowed) origin and its host name, or the configured rpID. */
function relyingParty(request: AccountRequest): { origin: string; rpID: string } {
  const origin = request.ctx.get('Origin');
  let host: string;
  try {
    host = new URL(origin).hostname;
  } catch {
    throw new HttpError(400, "passkeys need the page's Origin header");
  }
  return { origin, rpID: request.passkeyRpID ?? host };
}

function responseOf(value: unknown): Record<string, unknown> {
  const shaped =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { response?: unknown }).response === 'object' &&
    (value as { response?: unknown }).response !== null;
  if (!shaped) throw new HttpError(400, "response must be the browser's WebAuthn response");
  return value as Record<string, unknown>;
}

async function issue(request: AccountRequest, challenge: string, found: Challenge) {
  await passkeysOf(request).addChallenge(challenge, found, request.now, request.now + CHALLENGE_MINUTES * 60_000);
}

/** A challenge check for the library that takes the challenge from the database (once), keeping what it was for. */
function challengeTaker(request: AccountRequest, purpose: ChallengePurpose) {
  const taken: { challenge?: Challenge } = {};
  const check = async (challenge: string) => {
    taken.challenge = await passkeysOf(request).takeChallenge(challenge, purpose, request.now);
    return taken.challenge !== undefined;
  };
  return { taken, check };
}

async function verifyNew(request: AccountRequest, purpose: ChallengePurpose) {
  const response = responseOf(request.body.response) as unknown as RegistrationResponseJSON;
  const { origin, rpID } = relyingParty(request);
  const { taken, check } = challengeTaker(request, purpose);
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: check,
      expectedOrigin: origin,
      expectedRPID: rpID,
    });
    if (!result.verified || !taken.challenge) throw new Error('not verified');
    return { challenge: taken.challenge, credential: result.registrationInfo.credential };
  } catch {
    throw new HttpError(401, NOT_ACCEPTED);
  }
}

const signUpOptions: Route = {
  method: 'POST',
  fields: ['name'],
  async run(request) {
    const name = field(accountName(request.body.name, 'name'));
    const { rpID } = relyingParty(request);
    await spend(request.buckets.signUps, request.ctx.ip || 'unknown', 'accounts created from your address');
    if (await request.store.nameTaken(nameKeys(name), request.now))
      throw new HttpError(409, 'name is taken: choose another');
    const accountID = newSessionID();
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID,
      userName: name,
      userID: Buffer.from(accountID),
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await issue(request, options.challenge, { purpose: 'sign-up', accountID, name });
    return options;
  },
};

const stored = (
  accountID: string,
  credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] },
) => ({
  id: credential.id,
  accountID,
  publicKey: Buffer.from(credential.publicKey).toString('base64url'),
  counter: credential.counter,
  transports: credential.transports ?? [],
});

const signUp: Route = {
  method: 'POST',
  fields: ['response'],
  async run(request) {
    const { challenge, credential } = await verifyNew(request, 'sign-up');
    const name = challenge.name as string;
    const account = { id: challenge.accountID, name, passwordHash: null };
    if (await request.store.nameTaken(nameKeys(name), request.now))
      throw new HttpError(409, 'name is taken: choose another');
    if (!(await request.store.createAccount(account.id, name, nameKeys(name), null, request.now)))
      throw new HttpError(409, 'name is taken: choose another');
    const origin = { name: passkeyName(1), device: deviceText(request), addedBy: null };
    if (!(await passkeysOf(request).add(stored(account.id, credential), origin, request.now)))
      throw new HttpError(409, 'this passkey is already registered');
    request.ctx.status = 201;
    return startSession(request, account, true);
  },
};

/** A new passkey's name: "Passkey 2" for an account's second. */
const passkeyName = (n: number) => `Passkey ${n}`;
/** The device of the request, as the device list names it ("Chrome/Linux"). */
const deviceText = (request: AccountRequest) => {
  const device = deviceOf(request.ctx.get('User-Agent'));
  return `${device.browser}/${device.system}`;
};

const addOptions: Route = {
  method: 'POST',
  fields: [],
  async run(request) {
    await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
    const { account } = await freshlyProved(request);
    const { rpID } = relyingParty(request);
    const existing = await passkeysOf(request).ofAccount(account.id);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID,
      userName: account.name,
      userID: Buffer.from(account.id),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({
        id: p.id,
        transports: p.transports as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await issue(request, options.challenge, { purpose: 'add', accountID: account.id, name: null });
    return options;
  },
};

const add: Route = {
  method: 'POST',
  fields: ['response'],
  async run(request) {
    await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
    const { session, account } = await freshlyProved(request);
    const { challenge, credential } = await verifyNew(request, 'add');
    // The challenge was issued to this account's session, not another's.
    if (challenge.accountID !== account.id) throw new HttpError(401, NOT_ACCEPTED);
    const count = (await passkeysOf(request).ofAccount(account.id)).length;
    const origin = { name: passkeyName(count + 1), device: session.device, addedBy: session.id };
    if (!(await passkeysOf(request).add(stored(account.id, credential), origin, request.now)))
      throw new HttpError(409, 'this passkey is already registered');
    request.ctx.status = 201;
    return { added: true };
  },
};

const signInOptions: Route = {
  method: 'POST',
  fields: [],
  async run(request) {
    await spend(request.buckets.signIns, request.ctx.ip || 'unknown', 'sign-in attempts from your address');
    const { rpID } = relyingParty(request);
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
    await issue(request, options.challenge, { purpose: 'sign-in', accountID: '', name: null });
    return options;
  },
};

/**
 * Verifies an assertion against the challenge of `purpose` and records the passkey's use; answers the
 * passkey's account. With `accountID`, the passkey and the challenge must be that account's.
 */
async function verifyAssertion(request: AccountRequest, purpose: ChallengePurpose, accountID?: string) {
  const response = responseOf(request.body.response) as unknown as AuthenticationResponseJSON;
  const { origin, rpID } = relyingParty(request);
  const passkeys = passkeysOf(request);
  const { taken, check } = challengeTaker(request, purpose);
  const found = await passkeys.byID(response.id);
  const passkey = found && (accountID === undefined || found.accountID === accountID) ? found : undefined;
  const account = passkey && (await request.store.accountByID(passkey.accountID));
  if (!passkey || !account) {
    // The challenge is used up all the same.
    await check(String(clientChallenge(response) ?? ''));
    throw new HttpError(401, NOT_ACCEPTED);
  }
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: check,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.id,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
    });
    if (!result.verified) throw new Error('not verified');
    if (accountID !== undefined && taken.challenge?.accountID !== accountID) throw new Error('not this account');
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    throw new HttpError(401, NOT_ACCEPTED);
  }
  await passkeys.used(passkey.id, newCounter, request.now);
  return account;
}

const signIn: Route = {
  method: 'POST',
  fields: ['response'],
  async run(request) {
    return startSession(request, await verifyAssertion(request, 'sign-in'), true);
  },
};

const reauthOptions: Route = {
  method: 'POST',
  fields: [],
  async run(request) {
    await spend(request.buckets.signIns, request.ctx.ip || 'unknown', 'sign-in attempts from your address');
    const { account } = await signedIn(request);
    const { rpID } = relyingParty(request);
    const existing = await passkeysOf(request).ofAccount(account.id);
    if (existing.length === 0) throw new HttpError(409, 'this account has no passkey: give your password');
    const options = await generateAuthenticationOptions({
      rpID,
      userVerification: 'preferred',
      allowCredentials: existing.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] })),
    });
    await issue(request, options.challenge, { purpose: 'reauth', accountID: account.id, name: null });
    return options;
  },
};

const reauth: Route = {
  method: 'POST',
  fields: ['response'],
  async run(request) {
    const { session, account } = await signedIn(request);
    await verifyAssertion(request, 'reauth', account.id);
    return proved(request, session);
  },
};

/** The challenge a response's client data names, if it can be read. */
function clientChallenge(response: AuthenticationResponseJSON): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

export const PASSKEY_ROUTES: Record<string, Route> = {
  'passkey/sign-up-options': signUpOptions,
  'passkey/sign-up': signUp,
  'passkey/add-options': addOptions,
  'passkey/add': add,
  'passkey/sign-in-options': signInOptions,
  'passkey/sign-in': signIn,
  'passkey/reauth-options': reauthOptions,
  'passkey/reauth': reauth,
};
