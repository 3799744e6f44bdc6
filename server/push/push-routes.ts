/**
 * The push API (docs/turn-based.md#push):
 *
 *   GET  /push/key                  200 { publicKey }: the server's VAPID public key, for PushManager.subscribe
 *   POST /games/:name/:id/push      (push-body.ts) subscribe or unsubscribe a device, mute or unmute the match,
 *                                   or read its mute ('status')
 *                                   200 { muted }: the seat's mute after the change
 *
 * A guest's device subscribes to a seat, proved by the seat's credentials; the seat's devices get its turns.
 * An account's devices subscribe once (account-push-routes.ts) and hear of every seat the account holds; the
 * seat's mute silences those too. Push service endpoints must be https; plain http (and loopback hosts) only where the
 * server allows loopback (tests). Without an SQL storage the routes answer 503.
 */
import { isIP } from 'node:net';
import { HttpError } from '../http/http-error';
import type { Guard, Route } from '../http/route';
import { requireSeat } from '../lobby/lobby-routes';
import { MAX_BODY_BYTES } from '../lobby/lobby-guard';
import { jsonBody } from '../http/guards';
import { pushRule } from './push-body';
import type { MatchStore } from '../storage/match-store';
import type { PushLanguage, PushStore } from './push-store';

interface PushRequest {
  playerID: string;
  credentials: string;
  op: 'subscribe' | 'unsubscribe' | 'mute' | 'unmute' | 'status';
  subscription?: { endpoint: string; keys: { p256dh: string; auth: string } };
  endpoint?: string;
  language?: PushLanguage;
}

/** Whether the server may post to this endpoint: https to a named host, or anything on loopback if allowed. */
export function endpointAllowed(endpoint: string, allowLoopback: boolean): boolean {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '127.0.0.1' || host === '::1';
  if (loopback) return allowLoopback;
  return url.protocol === 'https:' && isIP(host) === 0;
}

export interface PushRouteDeps {
  db: MatchStore;
  store: PushStore | undefined;
  allowLoopback: boolean;
  /** The read budget of `GET /push/key`. */
  reads: Guard;
  /** The guards of a lobby write (server/lobby/lobby-routes.ts) before the body: origin, game, budget, match. */
  lobbyWrite: readonly Guard[];
}

export function pushRoutes({ db, store, allowLoopback, reads, lobbyWrite }: PushRouteDeps): Route[] {
  const key: Route = {
    method: 'GET',
    path: '/push/key',
    guards: [reads],
    async run() {
      if (!store) throw new HttpError(503, 'notifications need an SQL storage');
      return { publicKey: (await store.keys()).publicKey };
    },
  };
  const seatPush = async ({ params, body }: { params: Record<string, string>; body: Record<string, unknown> }) => {
    const request = body as unknown as PushRequest;
    const id = params.id as string;
    if (!store) throw new HttpError(503, 'notifications need an SQL storage');
    const { metadata } = await db.fetch(id, { metadata: true });
    if (!metadata) throw new HttpError(404, `Match ${id} not found`);
    requireSeat(metadata, request.playerID, request.credentials);
    const seat = request.playerID;
    if (request.op === 'subscribe' && request.subscription) {
      if (!endpointAllowed(request.subscription.endpoint, allowLoopback))
        throw new HttpError(400, 'subscription.endpoint must be an https URL of a push service');
      const device = { ...request.subscription, language: request.language ?? 'en' };
      if (!(await store.subscribe(id, seat, device, Date.now())))
        throw new HttpError(409, 'this seat has as many devices subscribed as it may');
    } else if (request.op === 'unsubscribe' && request.endpoint) {
      await store.unsubscribe(id, seat, request.endpoint);
    } else if (request.op === 'mute' || request.op === 'unmute') {
      await store.setMuted(id, seat, request.op === 'mute');
    }
    return { muted: await store.muted(id, seat) };
  };
  const rule = jsonBody({ maxBytes: MAX_BODY_BYTES }, (given) => {
    const checked = pushRule(given);
    if ('error' in checked) throw new HttpError(400, checked.error);
    return checked.body;
  });
  return [key, { method: 'POST', path: '/games/:name/:id/push', guards: [...lobbyWrite, rule], run: seatPush }];
}
