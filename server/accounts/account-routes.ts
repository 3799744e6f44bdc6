/**
 * The account API under `/account/…` (docs/security.md#accounts), one Koa middleware that server/app.ts
 * mounts with one call. Accounts are optional: nothing else on the server asks for one.
 *
 *   POST /account/sign-up                 { name, password }  201 { account }, and a new session's cookie
 *   POST /account/sign-in                 { name, password }  200 { account }, and a new session's cookie
 *   POST /account/sign-out                {}                  200 { signedOut }, the cookie cleared
 *   GET  /account/me                                          200 { account } (null for a guest)
 *   GET  /account/devices                                     200 { devices }: the account's sessions
 *   POST /account/devices/sign-out        { device, removePasskeys? }  200 { signedOut: 1, passkeysRemoved }:
 *                                                             ends one of them
 *   POST /account/devices/sign-out-others { removePasskeys? } 200 { signedOut, passkeysRemoved }: ends all
 *                                                             but this one; with `removePasskeys` (a fresh
 *                                                             proof needed) also the passkeys they added
 *   POST /account/reauth, GET /account/credentials, POST /account/password, …   fresh proof and the
 *                                                             credentials (fresh-proof.ts, credential-routes.ts)
 *   POST /account/push/…                                      this device's turn notifications
 *                                                             (server/push/account-push-routes.ts)
 *
 * A failed sign-in answers the same 401 whether the name exists or not, after the same password check (a
 * decoy hash stands in for a missing account), and both limits (per address, per name) count it either
 * way. Every sign-in and sign-up makes a new session and ends the one the request's cookie named.
 */
import type { Context, Next } from 'koa';
import type { OriginPolicy } from '../guards/origins';
import type { ProxyTrust } from '../guards/client-address';
import type { BucketsFactory } from '../guards/rate-limit';
import type { MatchStore } from '../storage/match-store';
import type { SqlAccess } from '../storage/sql-access';
import { AccountError } from './account-errors';
import { accountBuckets, DEFAULT_ACCOUNT_LIMITS, nameBucketKey, spend, type AccountLimits } from './account-limits';
import { checkOrigin, field, readBody, refuseQuery, sendAccountError } from './account-request';
import { AccountStore, type Account } from './account-store';
import { accountName, nameKey, nameKeys } from './names';
import { checkPassword, givenPassword, hashPassword, newPassword, warmUpPasswords } from './passwords';
import { clearSessionCookie, isSecure, newSessionID, requestToken, tokenHash } from './sessions';
import { currentSession, publicAccount, signedIn, startSession, type Route } from './route-kit';
import { LINK_CODE_ROUTES } from './link-codes';
import {
  CREDENTIAL_ROUTES,
  keepsACredential,
  passkeysAddedElsewhere,
  removeFlag,
  removePasskeys,
} from './credential-routes';
import { FRESH_PROOF_ROUTES, freshlyProved } from './fresh-proof';
import { PASSKEY_ROUTES } from './passkeys';
import { profile, PROFILE_PATH, PROFILE_ROUTES } from './profile-routes';
import { recordLobbySeats, SEAT_ROUTES, SEATED_PATH, seated } from './seat-routes';
import { SeatStore } from './seat-store';
import { ACCOUNT_PUSH_ROUTES } from '../push/account-push-routes';

export const ACCOUNT_PREFIX = '/account/';

export interface AccountDeps {
  /** The server's database; without one (a storage that is not SQL) every route answers 503. */
  sql?: SqlAccess;
  /** The server's matches, whose seats the seat routes hand to the accounts that hold them. */
  matches?: MatchStore;
  policy: OriginPolicy;
  trust: ProxyTrust;
  buckets: BucketsFactory;
  limits?: Partial<AccountLimits>;
  /** The passkeys' relying-party id (PASSKEY_RP_ID); by default the host name of the page's origin. */
  passkeyRpID?: string;
  /** Whether devices may subscribe push endpoints on loopback (tests; server/push/push-routes.ts). */
  pushLoopback?: boolean;
}

const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const current = currentSession;

const signUp: Route = {
  method: 'POST',
  fields: ['name', 'password'],
  async run(request) {
    const { body, ctx, store, buckets, now } = request;
    const name = field(accountName(body.name, 'name'));
    const password = field(newPassword(body.password, name, 'password'));
    await spend(buckets.signUps, ctx.ip || 'unknown', 'accounts created from your address');
    const keys = nameKeys(name);
    const taken = new AccountError(409, 'name is taken: choose another');
    if (await store.nameTaken(keys, now)) throw taken;
    const account: Account = { id: newSessionID(), name, passwordHash: await hashPassword(password) };
    if (!(await store.createAccount(account.id, name, keys, account.passwordHash as string, now))) throw taken;
    ctx.status = 201;
    return startSession(request, account, true);
  },
};

const signIn: Route = {
  method: 'POST',
  fields: ['name', 'password'],
  async run(request) {
    const { body, ctx, store, buckets } = request;
    const name = field(accountName(body.name, 'name'));
    const password = field(givenPassword(body.password, 'password'));
    const key = nameKey(name);
    await spend(buckets.signIns, ctx.ip || 'unknown', 'sign-in attempts from your address');
    await spend(buckets.signInsPerName, nameBucketKey(key), 'sign-in attempts for this name');
    const account = await store.accountByKey(key);
    const matches = await checkPassword(account?.passwordHash, password);
    if (!account || !matches) throw new AccountError(401, 'wrong name or password');
    return startSession(request, account, true);
  },
};

const signOut: Route = {
  method: 'POST',
  fields: [],
  async run(request) {
    await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
    const token = requestToken(request.ctx);
    if (token !== undefined) await request.store.deleteSessionByToken(tokenHash(token));
    clearSessionCookie(request.ctx, request.secure);
    return { signedOut: token !== undefined };
  },
};

const me: Route = {
  method: 'GET',
  fields: [],
  async run(request) {
    const found = await current(request);
    if (!found && requestToken(request.ctx) !== undefined) clearSessionCookie(request.ctx, request.secure);
    return { account: found ? publicAccount(found.account) : null };
  },
};

const devices: Route = {
  method: 'GET',
  fields: [],
  async run(request) {
    const { session, account } = await signedIn(request);
    const sessions = await request.store.sessions(account.id, request.now);
    return {
      devices: sessions.map((s) => {
        const [browser = 'other', system = 'other'] = s.device.split('/');
        return {
          id: s.id,
          browser,
          system,
          createdAt: s.createdAt,
          lastSeenAt: s.lastSeenAt,
          current: s.id === session.id,
        };
      }),
    };
  },
};

const signOutDevice: Route = {
  method: 'POST',
  fields: ['device', 'removePasskeys'],
  async run(request) {
    await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
    const device = request.body.device;
    if (typeof device !== 'string' || !DEVICE_ID.test(device))
      throw new AccountError(400, 'device must be the id of a device in your device list');
    const remove = removeFlag(request.body.removePasskeys);
    const { session, account } = remove ? await freshlyProved(request) : await signedIn(request);
    const added = remove ? await passkeysAddedElsewhere(request, account, session.id, device) : [];
    // Checked before the session ends: the last credential stays (409), and then nothing is done.
    await keepsACredential(request, account, added);
    if (!(await request.store.deleteSession(account.id, device)))
      throw new AccountError(404, 'device is not one of your signed-in devices');
    if (device === session.id) clearSessionCookie(request.ctx, request.secure);
    return { signedOut: 1, passkeysRemoved: await removePasskeys(request, account, added) };
  },
};

const signOutOthers: Route = {
  method: 'POST',
  fields: ['removePasskeys'],
  async run(request) {
    await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
    const remove = removeFlag(request.body.removePasskeys);
    const { session, account } = remove ? await freshlyProved(request) : await signedIn(request);
    const added = remove ? await passkeysAddedElsewhere(request, account, session.id) : [];
    await keepsACredential(request, account, added);
    const signedOut = await request.store.deleteOtherSessions(account.id, session.id);
    return { signedOut, passkeysRemoved: await removePasskeys(request, account, added) };
  },
};

const ROUTES: Record<string, Route> = {
  'sign-up': signUp,
  'sign-in': signIn,
  'sign-out': signOut,
  me,
  devices,
  'devices/sign-out': signOutDevice,
  'devices/sign-out-others': signOutOthers,
  ...FRESH_PROOF_ROUTES,
  ...CREDENTIAL_ROUTES,
  ...SEAT_ROUTES,
  ...LINK_CODE_ROUTES,
  ...PASSKEY_ROUTES,
  ...PROFILE_ROUTES,
  ...ACCOUNT_PUSH_ROUTES,
};

export function accountRoutes(deps: AccountDeps) {
  const store = deps.sql && new AccountStore(deps.sql);
  const seats = deps.sql && new SeatStore(deps.sql);
  const recordSeats = store && seats ? recordLobbySeats(store, seats) : undefined;
  const limits = { ...DEFAULT_ACCOUNT_LIMITS, ...deps.limits };
  const buckets = accountBuckets(limits, deps.buckets);
  if (store) warmUpPasswords();
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith(ACCOUNT_PREFIX)) return recordSeats ? recordSeats(ctx, next) : next();
    ctx.set('Cache-Control', 'no-store');
    try {
      const name = ctx.path.slice(ACCOUNT_PREFIX.length);
      const route = Object.hasOwn(ROUTES, name)
        ? ROUTES[name]
        : PROFILE_PATH.test(name)
          ? profile
          : SEATED_PATH.test(name)
            ? seated
            : undefined;
      if (!route) throw new AccountError(404, 'no such account route');
      if (ctx.method !== route.method) {
        ctx.set('Allow', route.method);
        throw new AccountError(405, `use ${route.method} for this account route`);
      }
      refuseQuery(ctx);
      if (route.method === 'POST') checkOrigin(ctx, deps.policy);
      if (!store || !seats)
        throw new AccountError(503, 'accounts need the SQL storage, which this server does not use');
      const body = route.method === 'POST' ? await readBody(ctx, route.fields) : {};
      ctx.status = 200;
      ctx.body = await route.run({
        ctx,
        body,
        store,
        seats,
        matches: deps.matches,
        buckets,
        limits,
        passkeyRpID: deps.passkeyRpID,
        pushLoopback: deps.pushLoopback ?? false,
        now: Date.now(),
        secure: isSecure(ctx, deps.trust),
      });
    } catch (error) {
      sendAccountError(ctx, error);
    }
  };
}
