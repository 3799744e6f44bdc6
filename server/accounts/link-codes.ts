/**
 * Link codes (docs/security.md#link-codes): a signed-in device shows a short code (and a QR code of the
 * account page's address with the code after `#`, which no request carries); typing it on a new device
 * signs that device in. A code is 16 characters of an alphabet without look-alikes (about 78 bits),
 * single use, and lives LINK_CODE_MINUTES, or less: it goes with the session that made it (signing that
 * session out, from itself or another device, or its expiry, ends it). The database keeps only its
 * SHA-256, so any process of a cluster takes it. Making a new code ends the account's earlier ones. Tries
 * are limited per address (an IPv6 /64) and per IPv6 /48 (account-limits.ts), and no budget is shared by
 * strangers: the code's length makes guessing hopeless within those limits (docs/security.md#link-codes).
 *
 *   POST /account/link-code          {}        201 { code, expiresAt }  (signed in)
 *   POST /account/link-code/sign-in  { code }  200 { account } and a new session's cookie; 401 for a wrong,
 *                                              used or expired code
 */
import { createHash, randomInt } from 'node:crypto';
import type { SqlAccess } from '../storage/sql-access';
import { HttpError } from '../http/http-error';
import { prefix48, spend } from './account-limits';
import { signedIn, startSession, type Route } from './route-kit';

export const LINK_CODE_MINUTES = 5;
/** No 0/O, 1/I/L or U: what is typed is what was shown, in either case. */
export const LINK_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const LINK_CODE_LENGTH = 16;

/** A new code, shown in groups of four: `ABCD-2345-EFGH-6789`. */
export function newLinkCode(): string {
  let code = '';
  for (let i = 0; i < LINK_CODE_LENGTH; i++) code += LINK_CODE_ALPHABET[randomInt(LINK_CODE_ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

/** The code as typed, without case, spaces or dashes; undefined when it cannot be a code. */
export function normalLinkCode(typed: unknown): string | undefined {
  if (typeof typed !== 'string' || typed.length > 64) return undefined;
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return code.length === LINK_CODE_LENGTH && [...code].every((c) => LINK_CODE_ALPHABET.includes(c)) ? code : undefined;
}

const codeHash = (normal: string) => createHash('sha256').update(`link-code:${normal}`).digest('hex');

class LinkCodeStore {
  constructor(private readonly sql: SqlAccess) {}

  async create(accountID: string, sessionID: string, normal: string, now: number, expiresAt: number): Promise<void> {
    await this.sql.run('DELETE FROM link_codes WHERE account_id = ? OR expires_at <= ?', [accountID, now]);
    await this.sql.run(
      'INSERT INTO link_codes (code_hash, account_id, session_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      [codeHash(normal), accountID, sessionID, now, expiresAt],
    );
  }

  /**
   * Takes the code (once: of two takers at once, one gets it) and answers its account's id, while the
   * session that made it is alive (its row goes with the session; an expired one not yet swept counts too).
   */
  async take(normal: string, now: number): Promise<string | undefined> {
    const hash = codeHash(normal);
    const rows = await this.sql.all<{ account_id: string }>(
      `SELECT c.account_id FROM link_codes c JOIN sessions s ON s.id = c.session_id
         WHERE c.code_hash = ? AND c.expires_at > ? AND s.expires_at > ?`,
      [hash, now, now],
    );
    const accountID = rows[0]?.account_id;
    if (accountID === undefined) return undefined;
    return (await this.sql.run('DELETE FROM link_codes WHERE code_hash = ?', [hash])) === 1 ? accountID : undefined;
  }
}

const stores = new WeakMap<SqlAccess, LinkCodeStore>();
const linkCodes = (sql: SqlAccess) => {
  let store = stores.get(sql);
  if (!store) stores.set(sql, (store = new LinkCodeStore(sql)));
  return store;
};

const create: Route = {
  method: 'POST',
  fields: [],
  async run(request) {
    await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
    const { session, account } = await signedIn(request);
    const code = newLinkCode();
    const expiresAt = request.now + LINK_CODE_MINUTES * 60_000;
    const normal = normalLinkCode(code) as string;
    await linkCodes(request.store.sql).create(account.id, session.id, normal, request.now, expiresAt);
    request.ctx.status = 201;
    return { code, expiresAt };
  },
};

const signInWithCode: Route = {
  method: 'POST',
  fields: ['code'],
  async run(request) {
    const { ctx, buckets, store, now } = request;
    const normal = normalLinkCode(request.body.code);
    if (normal === undefined)
      throw new HttpError(400, `code must be the ${LINK_CODE_LENGTH} letters and digits your other device shows`);
    const client = ctx.ip || 'unknown';
    await spend(buckets.linkCodeTries, client, 'link codes tried from your address');
    const site = prefix48(client);
    if (site !== undefined) await spend(buckets.linkCodeTriesPer48, site, 'link codes tried from your network');
    const accountID = await linkCodes(store.sql).take(normal, now);
    const account = accountID === undefined ? undefined : await store.accountByID(accountID);
    if (!account) throw new HttpError(401, 'wrong or expired code');
    return startSession(request, account, false);
  },
};

export const LINK_CODE_ROUTES: Record<string, Route> = { 'link-code': create, 'link-code/sign-in': signInWithCode };
