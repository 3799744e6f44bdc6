/**
 * The account API under `/account/…` (docs/security.md#accounts), as routes of the server's one list
 * (server/http/route.ts): each account route keeps its own small shape (route-kit.ts: method, fields, run)
 * and is declared here with its path and guards: the read budget, no query string (credentials never go in a
 * URL, where logs and history keep them), the Origin on every POST, the SQL storage, and a body of at most
 * MAX_ACCOUNT_BODY_BYTES with only the route's fields; answers are never cached. Accounts are optional:
 * nothing else on the server asks for one.
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
 *   GET  /account/friends, POST /account/friends/…, /account/players/search, /account/invitations/…
 *                                                             friends, blocks and invitations (friend-routes.ts)
 *   POST /account/push/…                                      this device's turn notifications
 *                                                             (server/push/account-push-routes.ts, given
 *                                                             by server/app.ts as `extra` routes)
 *
 * A failed sign-in answers the same 401 whether the name exists or not, after the same password check (a
 * decoy hash stands in for a missing account), and both limits (per address, per name) count it either
 * way. Every sign-in and sign-up makes a new session and ends the one the request's cookie named.
 */
import type { OriginPolicy } from '../guards/origins';
import type { ProxyTrust } from '../guards/client-address';
import type { BucketsFactory } from '../guards/rate-limit';
import type { MatchStore } from '../storage/match-store';
import type { SqlAccess } from '../storage/sql-access';
import { HttpError } from '../http/http-error';
import { accountBuckets, DEFAULT_ACCOUNT_LIMITS, nameBucketKey, spend, type AccountLimits } from './account-limits';
import { field } from '../http/json-body';
import { checkOrigin, jsonBody, noQuery, noStore } from '../http/guards';
import type { Around, Guard, Route as HttpRoute } from '../http/route';
import { AccountStore, type Account } from './account-store';
import { accountName, nameKey, nameKeys } from './names';
import { checkPassword, givenPassword, hashPassword, newPassword, warmUpPasswords } from './passwords';
import { clearSessionCookie, isSecure, newSessionID, requestToken, tokenHash } from './sessions';
import { currentSession, publicAccount, signedIn, startSession, type Route, type SocialHooks } from './route-kit';
import { FRIEND_ROUTES } from './friend-routes';
import { AVATAR_ROUTES } from './avatar-routes';
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

export const ACCOUNT_PREFIX = '/account/';
export const MAX_ACCOUNT_BODY_BYTES = 4096;

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
  /** The read budget every account request spends (server/guards/read-limit.ts). */
  reads: Guard;
  /** Account routes of other concerns, by their path under `/account/` (push: this device's notifications). */
  extra?: Record<string, Route>;
  /** What other concerns do for friends: push an invitation, read ratings (friend-routes.ts). */
  social?: SocialHooks;
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
    const taken = new HttpError(409, 'name is taken: choose another');
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
    if (!account || !matches) throw new HttpError(401, 'wrong name or password');
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
      throw new HttpError(400, 'device must be the id of a device in your device list');
    const remove = removeFlag(request.body.removePasskeys);
    const { session, account } = remove ? await freshlyProved(request) : await signedIn(request);
    const added = remove ? await passkeysAddedElsewhere(request, account, session.id, device) : [];
    // Checked before the session ends: the last credential stays (409), and then nothing is done.
    await keepsACredential(request, account, added);
    if (!(await request.store.deleteSession(account.id, device)))
      throw new HttpError(404, 'device is not one of your signed-in devices');
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
  ...FRIEND_ROUTES,
  ...AVATAR_ROUTES,
};

/** The account routes with their paths and guards, and the seat bookkeeping around the lobby's join and leave. */
export function accountRoutes(deps: AccountDeps): {
  routes: HttpRoute[];
  seats?: { join: Around; leave: Around; rename: Around };
} {
  const store = deps.sql && new AccountStore(deps.sql);
  const seats = deps.sql && new SeatStore(deps.sql);
  const limits = { ...DEFAULT_ACCOUNT_LIMITS, ...deps.limits };
  const buckets = accountBuckets(limits, deps.buckets);
  if (store) warmUpPasswords();
  const needsSql: Guard = {
    kind: 'check',
    name: 'sql storage',
    check() {
      if (!store || !seats) throw new HttpError(503, 'accounts need the SQL storage, which this server does not use');
    },
  };
  const origin = checkOrigin(deps.policy);
  const query = noQuery('account routes take no query string: send every field in the JSON body');
  /** `profile/:id` and `seated/:matchID` take an id of their form, or are no route. */
  const pathIs = (pattern: RegExp): Guard => ({
    kind: 'check',
    name: 'path',
    check({ ctx }) {
      if (!pattern.test(ctx.path.slice(ACCOUNT_PREFIX.length))) throw new HttpError(404, 'no such account route');
    },
  });
  const declare = (path: string, route: Route, extra: Guard[] = []): HttpRoute => ({
    method: route.method,
    path: ACCOUNT_PREFIX + path,
    guards: [
      deps.reads,
      noStore,
      ...extra,
      query,
      ...(route.method === 'POST' ? [origin] : []),
      needsSql,
      ...(route.method === 'POST' ? [jsonBody({ maxBytes: MAX_ACCOUNT_BODY_BYTES, fields: route.fields })] : []),
    ],
    run: ({ ctx, body }) =>
      route.run({
        ctx,
        body,
        store: store as AccountStore,
        seats: seats as SeatStore,
        matches: deps.matches,
        buckets,
        limits,
        passkeyRpID: deps.passkeyRpID,
        pushLoopback: deps.pushLoopback ?? false,
        social: deps.social ?? {},
        now: Date.now(),
        secure: isSecure(ctx, deps.trust),
      }),
  });
  const named = { ...ROUTES, ...deps.extra };
  return {
    routes: [
      ...Object.entries(named).map(([path, route]) => declare(path, route)),
      declare('profile/:id', profile, [pathIs(PROFILE_PATH)]),
      declare('seated/:matchID', seated, [pathIs(SEATED_PATH)]),
    ],
    seats: store && seats ? recordLobbySeats(store, seats) : undefined,
  };
}
