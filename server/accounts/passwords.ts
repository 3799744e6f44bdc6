/**
 * Passwords of accounts (docs/security.md#accounts): the policy a new password must meet (at least
 * MIN_PASSWORD_LENGTH characters, at most MAX_PASSWORD_LENGTH, not one of the most common passwords in
 * common-passwords.txt, not the account's name), and argon2id hashing (@node-rs/argon2, with OWASP's
 * parameters: 19 MiB, 2 passes, 1 lane). A password is normalised to NFC, so it is the same typed on any device.
 *
 * Hashing runs in libuv's thread pool, off the event loop; at most HASHES_RUNNING run at once and
 * HASHES_WAITING wait, past which a request is refused with 503 instead of piling up memory. A password is
 * never logged, never stored, and never part of an error message.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { nameKey } from './names';
import { HttpError } from '../http/http-error';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 256;
const HASHES_RUNNING = 4;
const HASHES_WAITING = 32;

/** argon2id is the library's default algorithm; these are OWASP's minimum parameters for it. */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const COMMON = new Set(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

/** Whether the password is a common one, also with digits or symbols added at its end ("password2026!"). */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  return COMMON.has(lower) || (stem.length >= 6 && COMMON.has(stem));
}

const LONE_SURROGATE = /\p{Cs}/u;

/** A new password that meets the policy (NFC), or the error naming `field`. */
export function newPassword(value: unknown, name: string, field = 'password'): { error?: string; value?: string } {
  if (typeof value !== 'string') return { error: `${field} must be a string` };
  if (LONE_SURROGATE.test(value)) return { error: `${field} must be valid Unicode text (it holds a lone surrogate)` };
  const password = value.normalize('NFC');
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return { error: `${field} must be at least ${MIN_PASSWORD_LENGTH} characters` };
  if (length > MAX_PASSWORD_LENGTH) return { error: `${field} must be at most ${MAX_PASSWORD_LENGTH} characters` };
  if (new Set(password).size === 1) return { error: `${field} must not be one character repeated` };
  if (isCommonPassword(password)) return { error: `${field} is one of the most common passwords: choose another` };
  if (nameKey(password) === nameKey(name)) return { error: `${field} must not be your name` };
  return { value: password };
}

/** A password given to sign in: any string of an allowed length (the policy is for new passwords only). */
export function givenPassword(value: unknown, field = 'password'): { error?: string; value?: string } {
  if (typeof value !== 'string' || value.length === 0) return { error: `${field} is required` };
  if (LONE_SURROGATE.test(value)) return { error: `${field} must be valid Unicode text (it holds a lone surrogate)` };
  if ([...value].length > MAX_PASSWORD_LENGTH)
    return { error: `${field} must be at most ${MAX_PASSWORD_LENGTH} characters` };
  return { value: value.normalize('NFC') };
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than HASHES_RUNNING hashes run; 503 when HASHES_WAITING already wait. */
async function gated<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHES_RUNNING) {
    if (waiting.length >= HASHES_WAITING)
      throw new HttpError(503, 'the server is busy signing people in; try again in a moment');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export const hashPassword = (password: string): Promise<string> => gated(() => hash(password, ARGON2));

/** A hash of no password anyone knows: checked against when there is no such account, so both take as long. */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hash(randomBytes(32).toString('base64url'), ARGON2));

/**
 * Whether `password` matches `stored`; with no stored hash (no such account, or one without a password)
 * it checks against the decoy, and answers false, in the same time.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  const target = stored ?? (await decoyHash());
  const matches = await gated(() => verify(target, password).catch(() => false));
  return matches && stored !== null && stored !== undefined;
}

/** Computes the decoy hash ahead of the first sign-in (once per process), so that sign-in is not slower. */
export function warmUpPasswords(): void {
  void decoyHash();
}
