/**
 * E-mail routes (docs/security.md#email). The account's own, handed to the account API by server/app.ts
 * (signed in, same origin, JSON bodies with only these fields):
 *
 *   GET  /account/mail            200 { configured, address, verified, choices: { turns, invitations, tournaments } }
 *                                 (address null without one); `configured` false when the server sends no mail
 *   POST /account/mail/address    { address, language }  200 { pending: true }: the address is kept unverified
 *                                 and a verification mail is queued, its link valid a day; the answer is the
 *                                 same whatever the address (no way to learn whether another account has it).
 *                                 LIMIT_VERIFICATION_MAILS_PER_DAY per account and per address; 503 without SMTP
 *   POST /account/mail/choices    { turns, invitations, tournaments, language }  200 { choices }
 *   POST /account/mail/remove     {}  200 { removed: true }: the address and its waiting mails are deleted
 *
 * And the links of the mails, for anyone who has them (their secret is in the path):
 *
 *   GET  /mail/verify/<token>               303 to /account#mail-verified (or #mail-expired)
 *   GET  /mail/unsubscribe/<key>/<choice>   a page with one button that posts the same path
 *   POST /mail/unsubscribe/<key>/<choice>   the choice turned off (RFC 8058 one-click: no Origin, any body)
 */
import { createHash } from 'node:crypto';
import { HttpError } from '../http/http-error';
import { checkOrigin, noQuery, noStore, type OriginCheck } from '../http/guards';
import type { Guard, Route as HttpRoute } from '../http/route';
import { spend } from '../accounts/account-limits';
import { signedIn, type AccountRequest, type Route } from '../accounts/route-kit';
import {
  MAIL_CHOICES,
  MAIL_LANGUAGES,
  MailStore,
  newMailToken,
  type MailChoice,
  type MailLanguage,
} from './mail-store';

/** A plain address: one @, no spaces or angle brackets, a dotted domain, at most 254 characters. */
const ADDRESS =
  /^[^\s@<>()",;:\\[\]]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)+$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const KEY = /^[A-Za-z0-9_-]{32}$/;

const mailOf = (request: AccountRequest) => new MailStore(request.store.sql);

function languageOf(value: unknown): MailLanguage {
  if (!(MAIL_LANGUAGES as readonly unknown[]).includes(value))
    throw new HttpError(400, `language must be one of ${MAIL_LANGUAGES.join(', ')}`);
  return value as MailLanguage;
}

/** The e-mail routes of the account API; `configured` says whether the server sends mail (SMTP_URL). */
export function accountMailRoutes(configured: boolean): Record<string, Route> {
  const status: Route = {
    method: 'GET',
    fields: [],
    async run(request) {
      const { account } = await signedIn(request);
      const address = await mailOf(request).addressOf(account.id);
      return {
        configured,
        address: address?.address ?? null,
        verified: address?.verified ?? false,
        choices: address?.choices ?? { turns: true, invitations: true, tournaments: true },
      };
    },
  };

  const setAddress: Route = {
    method: 'POST',
    fields: ['address', 'language'],
    async run(request) {
      await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
      const { account } = await signedIn(request);
      const given = request.body.address;
      if (typeof given !== 'string' || given.length > 254 || !ADDRESS.test(given.trim()))
        throw new HttpError(400, 'address must be an e-mail address');
      const language = languageOf(request.body.language);
      if (!configured) throw new HttpError(503, 'this server sends no mail');
      const address = given.trim();
      const hash = createHash('sha256').update(address.toLowerCase()).digest('hex').slice(0, 32);
      await spend(request.buckets.verificationMails, `account:${account.id}`, 'verification mails');
      await spend(request.buckets.verificationMails, `address:${hash}`, 'verification mails');
      await mailOf(request).setAddress(account.id, address, language, newMailToken(), request.now);
      return { pending: true };
    },
  };

  const choices: Route = {
    method: 'POST',
    fields: [...MAIL_CHOICES, 'language'],
    async run(request) {
      await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
      const { account } = await signedIn(request);
      const chosen = {} as Record<MailChoice, boolean>;
      for (const choice of MAIL_CHOICES) {
        const value = request.body[choice];
        if (typeof value !== 'boolean') throw new HttpError(400, `${choice} must be true or false`);
        chosen[choice] = value;
      }
      const store = mailOf(request);
      if (!(await store.addressOf(account.id))) throw new HttpError(404, 'you have no e-mail address');
      await store.setChoices(account.id, chosen, languageOf(request.body.language));
      return { choices: chosen };
    },
  };

  const remove: Route = {
    method: 'POST',
    fields: [],
    async run(request) {
      await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
      const { account } = await signedIn(request);
      await mailOf(request).removeAddress(account.id);
      return { removed: true };
    },
  };

  return { mail: status, 'mail/address': setAddress, 'mail/choices': choices, 'mail/remove': remove };
}

const PAGE = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Mail</title></head><body>${body}</body></html>`;

const UNSUBSCRIBE_FORM = PAGE(
  `<form method="post"><p>Stop these mails? / Deze mails stoppen?</p><button type="submit">Unsubscribe / Afmelden</button></form>`,
);
const UNSUBSCRIBED = PAGE(
  '<p>You will get no more of these mails. You can choose again on your account page.</p><p>Je krijgt deze mails niet meer. Op je accountpagina kun je opnieuw kiezen.</p>',
);

export interface MailLinkDeps {
  store?: MailStore;
  reads: Guard;
  /** The one-click POST comes from a mail service with no Origin, or from the page above (same origin). */
  policy: OriginCheck;
}

/** The routes the mails' links open. */
export function mailLinkRoutes({ store, reads, policy }: MailLinkDeps): HttpRoute[] {
  const query = noQuery('mail links take no query string');
  const needsStore: Guard = {
    kind: 'check',
    name: 'sql storage',
    check() {
      if (!store) throw new HttpError(503, 'mail needs the SQL storage, which this server does not use');
    },
  };
  const linkParams = (params: Record<string, string>) => {
    const key = params.key ?? '';
    const choice = params.choice as MailChoice;
    if (!KEY.test(key) || !MAIL_CHOICES.includes(choice)) throw new HttpError(404, 'no such mail link');
    return { key, choice };
  };
  const guards = [reads, noStore, query, needsStore];
  return [
    {
      method: 'GET',
      path: '/mail/verify/:token',
      guards,
      async run({ ctx, params }) {
        const token = params.token ?? '';
        const verified = TOKEN.test(token) && (await (store as MailStore).verify(token, Date.now()));
        ctx.status = 303;
        ctx.set('Location', verified ? '/account#mail-verified' : '/account#mail-expired');
        return undefined;
      },
    },
    {
      method: 'GET',
      path: '/mail/unsubscribe/:key/:choice',
      guards,
      async run({ ctx, params }) {
        linkParams(params);
        ctx.type = 'html';
        return UNSUBSCRIBE_FORM;
      },
    },
    {
      method: 'POST',
      path: '/mail/unsubscribe/:key/:choice',
      guards: [...guards, checkOrigin(policy)],
      async run({ ctx, params }) {
        const { key, choice } = linkParams(params);
        if (!(await (store as MailStore).unsubscribe(key, choice))) throw new HttpError(404, 'no such mail link');
        ctx.type = 'html';
        return UNSUBSCRIBED;
      },
    },
  ];
}
