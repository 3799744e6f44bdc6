/**
 * An account's devices for turn notifications (docs/turn-based.md#push), routes of the account API
 * (server/app.ts hands them to server/accounts/account-routes.ts; signed in, same origin, JSON bodies with only these fields):
 *
 *   POST /account/push/subscribe    { subscription: { endpoint, keys: { p256dh, auth } }, language }
 *                                   200 { subscribed: true }: this device hears of every seat of the account
 *   POST /account/push/unsubscribe  { endpoint }  200 { subscribed: false }
 *   POST /account/push/status       { endpoint }  200 { subscribed }: whether this device is subscribed
 *
 * The device belongs to the session that subscribed it (account-devices.ts): signing that device out, or
 * out from another device, and deleting the account, end its notifications.
 */
import { isLanguage, LANGUAGES } from '../../games/shared/languages';
import { HttpError } from '../http/http-error';
import { spend } from '../accounts/account-limits';
import { field } from '../http/json-body';
import { signedIn, type AccountRequest, type Route } from '../accounts/route-kit';
import { AccountDevices, MAX_DEVICES_PER_ACCOUNT } from './account-devices';
import { endpointRule, subscriptionRule } from './push-body';
import { endpointAllowed } from './push-routes';

const devicesOf = (request: AccountRequest) => new AccountDevices(request.store.sql);

/** Subscribing and unsubscribing are account writes, within the address's budget (docs/security.md#limits). */
const spendWrite = (request: AccountRequest) =>
  spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');

const checked = <T>(answer: { error: string } | { value: T }): T =>
  field('error' in answer ? { error: answer.error } : { value: answer.value });

const subscribe: Route = {
  method: 'POST',
  fields: ['subscription', 'language'],
  async run(request) {
    await spendWrite(request);
    const { account, session } = await signedIn(request);
    const subscription = checked(subscriptionRule(request.body.subscription));
    if (!endpointAllowed(subscription.endpoint, request.pushLoopback))
      throw new HttpError(400, 'subscription.endpoint must be an https URL of a push service');
    const language = request.body.language;
    if (!isLanguage(language)) throw new HttpError(400, `language must be one of ${LANGUAGES.join(', ')}`);
    const device = { ...subscription, language } as const;
    if (!(await devicesOf(request).subscribe(account.id, session.id, device, request.now)))
      throw new HttpError(409, `an account may subscribe at most ${MAX_DEVICES_PER_ACCOUNT} devices`);
    return { subscribed: true };
  },
};

const unsubscribe: Route = {
  method: 'POST',
  fields: ['endpoint'],
  async run(request) {
    await spendWrite(request);
    const { account } = await signedIn(request);
    await devicesOf(request).unsubscribe(account.id, checked(endpointRule(request.body.endpoint, 'endpoint')));
    return { subscribed: false };
  },
};

const status: Route = {
  method: 'POST',
  fields: ['endpoint'],
  async run(request) {
    const { account } = await signedIn(request);
    const endpoint = checked(endpointRule(request.body.endpoint, 'endpoint'));
    return { subscribed: await devicesOf(request).subscribed(account.id, endpoint) };
  },
};

export const ACCOUNT_PUSH_ROUTES: Record<string, Route> = {
  'push/subscribe': subscribe,
  'push/unsubscribe': unsubscribe,
  'push/status': status,
};
