/**
 * What every account route is given and how it finds who is asking (docs/security.md#accounts): the
 * request with its checked body and stores, and the signed-in session its cookie names (its last use
 * recorded at most once an hour). The routes live in account-routes.ts and seat-routes.ts.
 */
import type { Context } from 'koa';
import type { MatchStore } from '../storage/match-store';
import { HttpError } from '../http/http-error';
import type { AccountBuckets, AccountLimits } from './account-limits';
import type { Account, AccountStore, Session } from './account-store';
import type { SeatStore } from './seat-store';
import {
  deviceOf,
  MAX_SESSIONS,
  newSessionID,
  newToken,
  requestToken,
  SESSION_IDLE_MS,
  setSessionCookie,
  tokenHash,
  TOUCH_EVERY_MS,
} from './sessions';

export interface AccountRequest {
  ctx: Context;
  body: Record<string, unknown>;
  store: AccountStore;
  seats: SeatStore;
  /** The server's matches (for the seat routes, which read a seat's credentials from its match). */
  matches?: MatchStore;
  buckets: AccountBuckets;
  /** The account limits in force (those that are not buckets: the rename limit). */
  limits: AccountLimits;
  /** Whether push endpoints on loopback are allowed (tests: server/push/push-routes.ts). */
  pushLoopback: boolean;
  /** The passkeys' relying-party id when configured (PASSKEY_RP_ID); otherwise the page's host name. */
  passkeyRpID?: string;
  /** What other concerns do for friends (friend-routes.ts): push an invitation, read ratings. */
  social: SocialHooks;
  now: number;
  secure: boolean;
}

/** An invitation to a table as other concerns hear of it (push, e-mail). */
export interface InvitationNotice {
  invitationID: string;
  from: { id: string; name: string };
  to: string;
  gameName: string;
  matchID: string;
}

/** Given by server/app.ts, so accounts/ imports neither push/ nor ratings/. */
export interface SocialHooks {
  /** An invitation was sent (the friend's devices and mail hear of it, off the request's path). */
  invited?(notice: InvitationNotice): void;
  /** Each account's shown rating per game it is rated in. */
  ratingsOf?(accountIDs: string[]): Promise<Map<string, { gameName: string; rating: number; games: number }[]>>;
}

export interface Route {
  method: 'GET' | 'POST';
  fields: readonly string[];
  run(request: AccountRequest): Promise<unknown>;
}

export const publicAccount = (account: Account) => ({ id: account.id, name: account.name });

/** The request's signed-in session, its last use recorded (at most once an hour). */
export async function currentSession(
  request: Pick<AccountRequest, 'ctx' | 'store' | 'now'>,
): Promise<{ session: Session; account: Account } | undefined> {
  const token = requestToken(request.ctx);
  if (token === undefined) return undefined;
  const found = await request.store.sessionByToken(tokenHash(token), request.now);
  if (found)
    await request.store.touchSession(
      found.session.id,
      request.now,
      request.now - TOUCH_EVERY_MS,
      request.now + SESSION_IDLE_MS,
    );
  return found;
}

export async function signedIn(request: AccountRequest): Promise<{ session: Session; account: Account }> {
  const found = await currentSession(request);
  if (!found) throw new HttpError(401, 'sign in first');
  return found;
}

/**
 * A new session for the account (docs/security.md#accounts: never the one the request came with);
 * `proved` when the sign-in was a fresh proof (docs/security.md#fresh-proof: the password or a passkey).
 */
export async function startSession(request: AccountRequest, account: Account, proved: boolean) {
  const { ctx, store, now } = request;
  const previous = requestToken(ctx);
  if (previous !== undefined) await store.deleteSessionByToken(tokenHash(previous));
  const token = newToken();
  const device = deviceOf(ctx.get('User-Agent'));
  await store.createSession(
    newSessionID(),
    tokenHash(token),
    account.id,
    `${device.browser}/${device.system}`,
    now,
    now + SESSION_IDLE_MS,
    proved ? now : null,
  );
  await store.trimSessions(account.id, MAX_SESSIONS, now);
  setSessionCookie(ctx, token, request.secure);
  return { account: publicAccount(account) };
}
