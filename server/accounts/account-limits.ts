/**
 * The rate limits of the account routes (docs/security.md#accounts), as token buckets per client address
 * and per account name: in a cluster the buckets are shared over Redis (server/cluster/shared-buckets.ts),
 * so spreading attempts over processes gains nothing. A name's bucket is keyed by a hash of its key, the
 * same whether or not such an account exists, so the limits say nothing about which names are taken.
 * Each limit has an environment variable (`ACCOUNT_LIMIT_ENV`, read at start by `accountLimitsFromEnv` like
 * the server's other limits: docs/security.md#limits); a value that is not a positive number stops the start.
 */
import { createHash } from 'node:crypto';
import { positiveNumbersFromEnv } from '../guards/limits';
import type { Buckets, BucketsFactory } from '../guards/rate-limit';
import { HttpError } from '../http/http-error';

export interface AccountLimits {
  /** Accounts one address may create an hour (all at once at most). */
  signUpsPerHour: number;
  /** Sign-in attempts one address may make a minute. */
  signInsPerMinute: number;
  /** Sign-in attempts on one name an hour, from every address together (bursts of a quarter of it). */
  signInsPerNamePerHour: number;
  /** Other account writes (signing out, ending sessions) per address a minute. */
  accountWritesPerMinute: number;
  /** Link codes one address (an IPv4 address, an IPv6 /64) may try a minute. */
  linkCodeTriesPerMinute: number;
  /** Link codes one IPv6 /48 (a site's every /64 together) may try a minute. */
  linkCodeTriesPerMinutePer48: number;
  /** Renames an account may make a week (one every 7 days / this; kept on the account's row). */
  renamesPerWeek: number;
  /** Friend requests one account may send a day (bursts of a quarter of it; docs/security.md#friends). */
  friendRequestsPerDay: number;
  /** Invitations to tables one account may send an hour (bursts of a quarter of it). */
  invitationsPerHour: number;
  /** Friend requests and invitations one address may send an hour, from every account together. */
  socialPerAddressPerHour: number;
  /** Verification mails a day per account, and per e-mail address (keyed by its hash; docs/security.md#email). */
  verificationMailsPerDay: number;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  signUpsPerHour: 10,
  signInsPerMinute: 10,
  signInsPerNamePerHour: 40,
  accountWritesPerMinute: 60,
  linkCodeTriesPerMinute: 10,
  linkCodeTriesPerMinutePer48: 30,
  renamesPerWeek: 1,
  friendRequestsPerDay: 50,
  invitationsPerHour: 60,
  socialPerAddressPerHour: 200,
  verificationMailsPerDay: 5,
};

/** The environment variable of each account limit. */
export const ACCOUNT_LIMIT_ENV: Record<keyof AccountLimits, string> = {
  signUpsPerHour: 'LIMIT_SIGN_UPS_PER_HOUR',
  signInsPerMinute: 'LIMIT_SIGN_INS_PER_MINUTE',
  signInsPerNamePerHour: 'LIMIT_SIGN_INS_PER_NAME_PER_HOUR',
  accountWritesPerMinute: 'LIMIT_ACCOUNT_WRITES_PER_MINUTE',
  linkCodeTriesPerMinute: 'LIMIT_LINK_CODE_TRIES_PER_MINUTE',
  linkCodeTriesPerMinutePer48: 'LIMIT_LINK_CODE_TRIES_PER_MINUTE_PER_48',
  renamesPerWeek: 'LIMIT_RENAMES_PER_WEEK',
  friendRequestsPerDay: 'LIMIT_FRIEND_REQUESTS_PER_DAY',
  invitationsPerHour: 'LIMIT_INVITATIONS_PER_HOUR',
  socialPerAddressPerHour: 'LIMIT_SOCIAL_PER_ADDRESS_PER_HOUR',
  verificationMailsPerDay: 'LIMIT_VERIFICATION_MAILS_PER_DAY',
};

/** The account limits with any set in the environment; a value that is not a positive number throws. */
export function accountLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): AccountLimits {
  return positiveNumbersFromEnv(DEFAULT_ACCOUNT_LIMITS, ACCOUNT_LIMIT_ENV, env);
}

export interface AccountBuckets {
  signUps: Buckets;
  signIns: Buckets;
  signInsPerName: Buckets;
  writes: Buckets;
  linkCodeTries: Buckets;
  linkCodeTriesPer48: Buckets;
  /** Keyed by account id. */
  friendRequests: Buckets;
  /** Keyed by account id. */
  invitations: Buckets;
  /** Keyed by client address. */
  socialPerAddress: Buckets;
  /** Keyed by account id, and by a hash of the e-mail address. */
  verificationMails: Buckets;
}

export function accountBuckets(limits: AccountLimits, buckets: BucketsFactory): AccountBuckets {
  return {
    signUps: buckets('account-sign-ups', limits.signUpsPerHour / 3600, limits.signUpsPerHour),
    signIns: buckets('account-sign-ins', limits.signInsPerMinute / 60, limits.signInsPerMinute),
    signInsPerName: buckets(
      'account-sign-ins-per-name',
      limits.signInsPerNamePerHour / 3600,
      Math.max(1, Math.ceil(limits.signInsPerNamePerHour / 4)),
    ),
    writes: buckets('account-writes', limits.accountWritesPerMinute / 60, limits.accountWritesPerMinute),
    linkCodeTries: buckets('link-code-tries', limits.linkCodeTriesPerMinute / 60, limits.linkCodeTriesPerMinute),
    linkCodeTriesPer48: buckets(
      'link-code-tries-per-48',
      limits.linkCodeTriesPerMinutePer48 / 60,
      limits.linkCodeTriesPerMinutePer48,
    ),
    friendRequests: buckets(
      'friend-requests',
      limits.friendRequestsPerDay / 86_400,
      Math.max(1, Math.ceil(limits.friendRequestsPerDay / 4)),
    ),
    invitations: buckets(
      'table-invitations',
      limits.invitationsPerHour / 3600,
      Math.max(1, Math.ceil(limits.invitationsPerHour / 4)),
    ),
    socialPerAddress: buckets(
      'social-per-address',
      limits.socialPerAddressPerHour / 3600,
      Math.max(1, Math.ceil(limits.socialPerAddressPerHour / 4)),
    ),
    verificationMails: buckets(
      'verification-mails',
      limits.verificationMailsPerDay / 86_400,
      limits.verificationMailsPerDay,
    ),
  };
}

/** The /48 of a client key that is an IPv6 /64 (`a:b:c:d::/64` → `a:b:c::/48`); undefined for IPv4. */
export function prefix48(clientKey: string): string | undefined {
  const match = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(clientKey);
  return match ? `${match[1]}::/48` : undefined;
}

/** The bucket key of a name's key: a hash, so no name goes to Redis. */
export const nameBucketKey = (key: string): string => createHash('sha256').update(key).digest('hex').slice(0, 32);

/** Takes a token, or throws 429 with the seconds to wait. */
export async function spend(bucket: Buckets, key: string, what: string): Promise<void> {
  const wait = await bucket.take(key);
  if (wait > 0) throw new HttpError(429, `too many ${what}; try again in ${wait} s`, wait);
}
