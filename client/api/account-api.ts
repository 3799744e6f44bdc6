/**
 * The client's side of the account API (server/accounts/account-routes.ts, docs/security.md#account-api):
 * one function per route, the session riding in its HttpOnly cookie (never seen by scripts), and the
 * server's English error messages mapped to keys of the dictionary, so every message shows in the
 * player's language.
 */
import type { MessageKey } from '../i18n/dictionary';

export interface Account {
  id: string;
  name: string;
}

export interface Device {
  id: string;
  browser: string;
  system: string;
  createdAt: number;
  lastSeenAt: number;
  current: boolean;
}

/** A refused request: the dictionary key of its message, and its parameters. */
export class AccountRequestError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number>,
  ) {
    super(key);
  }
}

/** Which message of the dictionary says what the server answered. */
export function errorMessage(
  status: number,
  message: string,
  retryAfter: number,
): { key: MessageKey; params: Record<string, string | number> } {
  if (status === 403 && message.startsWith('confirm it is you')) return { key: 'account.error.proof', params: {} };
  if (status === 409 && message.startsWith('this is your last way'))
    return { key: 'account.error.lastCredential', params: {} };
  if (status === 401 && message === 'wrong password') return { key: 'account.error.wrongPassword', params: {} };
  if (status === 429 && message.startsWith('too many renames'))
    return { key: 'account.error.renameWait', params: { days: Math.max(1, Math.ceil(retryAfter / 86_400)) } };
  const social = socialMessage(status, message);
  if (social) return { key: social, params: {} };
  if (status === 409 && message.startsWith('this account has no passkey'))
    return { key: 'account.error.passkeyCancelled', params: {} };
  if (status === 409) return { key: 'account.error.taken', params: {} };
  if (status === 401 && message === 'wrong name or password') return { key: 'account.error.wrong', params: {} };
  if (status === 401 && message === 'passkey not accepted') return { key: 'account.error.passkey', params: {} };
  if (status === 401 && message === 'wrong or expired code') return { key: 'account.error.code', params: {} };
  if (status === 429) return { key: 'account.error.tooMany', params: { seconds: retryAfter } };
  if (status === 503) return { key: 'account.error.busy', params: {} };
  if (status === 400) {
    if (message.startsWith('password must be at least')) return { key: 'account.error.short', params: {} };
    if (message.startsWith('password must be at most')) return { key: 'account.error.long', params: {} };
    if (message.startsWith('password is one of the most common')) return { key: 'account.error.common', params: {} };
    if (message.startsWith('password must not be one character')) return { key: 'account.error.repeated', params: {} };
    if (message.startsWith('password must not be your name'))
      return { key: 'account.error.nameAsPassword', params: {} };
    if (message.startsWith('name must be your display name')) return { key: 'account.error.confirmName', params: {} };
    if (message.startsWith('name ')) return { key: 'account.error.name', params: {} };
    if (message.startsWith('name must be your display name')) return { key: 'account.error.confirmName', params: {} };
    if (message.startsWith('code must be')) return { key: 'account.error.codeForm', params: {} };
    if (message === 'address must be an e-mail address') return { key: 'account.error.mailAddress', params: {} };
  }
  return { key: 'account.error.other', params: { message } };
}

/** The refusals of the friends' routes (server/accounts/friend-routes.ts). */
function socialMessage(status: number, message: string): MessageKey | undefined {
  if (status === 409 && message.startsWith('you blocked this player')) return 'friends.error.blocked';
  if (status === 403 && message === 'you may invite only your friends') return 'friends.error.notFriend';
  if (status === 403 && message === 'you may invite only to a table you sit at') return 'friends.error.notSeated';
  if (status === 409 && message === 'this table has no free seat') return 'friends.error.full';
  if (status === 409 && message === 'this game is over') return 'friends.error.over';
  if (status === 409 && /^(at most|an account may)/.test(message)) return 'friends.error.tooMany';
  if (status === 404 && message === 'no such player') return 'friends.error.noPlayer';
  return undefined;
}

/** One request to the account API; a refusal throws an AccountRequestError with its message's key. */
export async function call<T>(method: 'GET' | 'POST', route: string, body?: Record<string, unknown>): Promise<T> {
  const response = await fetch(`/account/${route}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) {
    const { key, params } = errorMessage(
      response.status,
      answer.error ?? String(response.status),
      Number(response.headers.get('Retry-After') ?? 0),
    );
    throw new AccountRequestError(key, params);
  }
  return answer;
}

export const fetchMe = async () => (await call<{ account: Account | null }>('GET', 'me')).account;
export const signUp = async (name: string, password: string) =>
  (await call<{ account: Account }>('POST', 'sign-up', { name, password })).account;
export const signIn = async (name: string, password: string) =>
  (await call<{ account: Account }>('POST', 'sign-in', { name, password })).account;
export const signOut = () => call<{ signedOut: boolean }>('POST', 'sign-out', {});
/** The two requests of a passkey ceremony: the options, then the browser's signed response. */
export const passkeyOptions = <T>(
  ceremony: 'sign-up' | 'add' | 'sign-in' | 'reauth',
  body: Record<string, unknown> = {},
) => call<T>('POST', `passkey/${ceremony}-options`, body);
export const passkeyFinish = <T>(ceremony: 'sign-up' | 'add' | 'sign-in' | 'reauth', response: unknown) =>
  call<T>('POST', `passkey/${ceremony}`, { response });
/** A player's public profile (server/accounts/profile-routes.ts). */
export interface Profile {
  id: string;
  name: string;
  games: { gameName: string; played: number; wins: number }[];
  recent: {
    gameName: string;
    matchID: string;
    playerID: string;
    finishedAt: number;
    won: boolean;
    players: string[];
    /** The seats a bot held. */
    bots: number[];
  }[];
}

/** The profile, or null when there is no such player. */
export async function fetchProfile(accountID: string): Promise<Profile | null> {
  const response = await fetch(`/account/profile/${encodeURIComponent(accountID)}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(String(response.status));
  return ((await response.json()) as { profile: Profile }).profile;
}

export const renameAccount = async (name: string) =>
  (await call<{ account: Account }>('POST', 'rename', { name })).account;
export const deleteAccount = (name: string) => call<{ deleted: true }>('POST', 'delete', { name });
export const makeLinkCode = () => call<{ code: string; expiresAt: number }>('POST', 'link-code', {});
export const signInWithLinkCode = async (code: string) =>
  (await call<{ account: Account }>('POST', 'link-code/sign-in', { code })).account;
export const fetchDevices = async () => (await call<{ devices: Device[] }>('GET', 'devices')).devices;
export const signOutDevice = (device: string, removePasskeys = false) =>
  call<{ signedOut: number; passkeysRemoved: number }>('POST', 'devices/sign-out', {
    device,
    ...(removePasskeys ? { removePasskeys } : {}),
  });
export const signOutOthers = (removePasskeys = false) =>
  call<{ signedOut: number; passkeysRemoved: number }>(
    'POST',
    'devices/sign-out-others',
    removePasskeys ? { removePasskeys } : {},
  );

/** The account's credentials (server/accounts/credential-routes.ts). */
export interface Credentials {
  password: boolean;
  passkeys: {
    id: string;
    name: string;
    device: string;
    createdAt: number;
    lastUsedAt: number;
    addedHere: boolean;
    addedElsewhere: boolean;
  }[];
  provedUntil: number | null;
}
export const fetchCredentials = () => call<Credentials>('GET', 'credentials');
/** A fresh proof with the password (server/accounts/fresh-proof.ts). */
export const reauthWithPassword = (password: string) => call<{ provedUntil: number }>('POST', 'reauth', { password });
export const setPassword = (password: string) => call<{ changed: true }>('POST', 'password', { password });
export const removePasskey = (passkey: string) => call<{ removed: number }>('POST', 'passkey/remove', { passkey });
/** Whether a refusal asks for a fresh proof first. */
export const needsProof = (error: unknown) =>
  error instanceof AccountRequestError && error.key === 'account.error.proof';

/** A seat the account holds (the server's list keeps no credentials). */
export interface AccountMatch {
  gameName: string;
  matchID: string;
  playerID: string;
  joinedAt: number;
}

/** The account's seats, or none for a guest. */
export async function fetchAccountMatches(): Promise<AccountMatch[]> {
  const response = await fetch('/account/matches', { credentials: 'same-origin' });
  if (!response.ok) return [];
  return ((await response.json()) as { matches: AccountMatch[] }).matches;
}

export interface AccountSeat {
  gameName: string;
  playerID: string;
  playerName: string;
  credentials: string;
}

/** The account's seat in a match with its credentials, for this device to play it; undefined for a guest or none. */
export async function fetchAccountSeat(matchID: string): Promise<AccountSeat | undefined> {
  const response = await fetch('/account/seat', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ matchID }),
  });
  if (!response.ok) return undefined;
  return ((await response.json()) as { seat: AccountSeat | null }).seat ?? undefined;
}

/** Seats claimed at most per request (the server's MAX_CLAIM). */
const CLAIM_BATCH = 20;

/** Ties the seats this browser held as a guest to the account just signed in; answers how many it took. */
export async function claimSeats(seats: { matchID: string; playerID: string; credentials: string }[]) {
  let claimed = 0;
  for (let i = 0; i < seats.length; i += CLAIM_BATCH) {
    const answer = await call<{ claimed: unknown[] }>('POST', 'seats/claim', {
      seats: seats.slice(i, i + CLAIM_BATCH),
    });
    claimed += answer.claimed.length;
  }
  return claimed;
}

/** Which seats of a match accounts hold (seat → account id), for links to their profiles; none when it fails. */
/** The account behind each account seat of several matches at once: match id → seat → account id. */
export async function fetchSeatedAccountsOf(matchIDs: string[]): Promise<Record<string, Record<string, string>>> {
  const { seated } = await call<{ seated: { matchID: string; seats: { playerID: string; accountID: string }[] }[] }>(
    'POST',
    'seated',
    { matches: matchIDs },
  );
  return Object.fromEntries(
    seated.map(({ matchID, seats }) => [
      matchID,
      Object.fromEntries(seats.map((seat) => [seat.playerID, seat.accountID])),
    ]),
  );
}

export async function fetchSeatedAccounts(matchID: string): Promise<Record<string, string>> {
  const response = await fetch(`/account/seated/${encodeURIComponent(matchID)}`, { credentials: 'same-origin' });
  if (!response.ok) return {};
  const { seats } = (await response.json()) as { seats: { playerID: string; accountID: string }[] };
  return Object.fromEntries(seats.map((seat) => [seat.playerID, seat.accountID]));
}
