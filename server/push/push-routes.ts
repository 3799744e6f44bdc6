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
import type { Server as BoardgameServer } from 'boardgame.io/server';
import { LobbyError } from '../lobby/lobby-error';
import { requireSeat } from '../lobby/lobby-routes';
import type { MatchStore } from '../storage/match-store';
import type { PushLanguage, PushStore } from './push-store';

type Router = ReturnType<typeof BoardgameServer>['router'];

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

export function addPushRoutes(
  router: Router,
  db: MatchStore,
  store: PushStore | undefined,
  allowLoopback: boolean,
): void {
  router.get('/push/key', async (ctx) => {
    if (!store) throw new LobbyError(503, 'notifications need an SQL storage');
    ctx.body = { publicKey: (await store.keys()).publicKey };
  });
  router.post('/games/:name/:id/push', async (ctx) => {
    const request = (ctx.state as { body: PushRequest }).body;
    const { id } = ctx.params as { id: string };
    if (!store) throw new LobbyError(503, 'notifications need an SQL storage');
    const { metadata } = await db.fetch(id, { metadata: true });
    if (!metadata) throw new LobbyError(404, `Match ${id} not found`);
    requireSeat(metadata, request.playerID, request.credentials);
    const seat = request.playerID;
    if (request.op === 'subscribe' && request.subscription) {
      if (!endpointAllowed(request.subscription.endpoint, allowLoopback))
        throw new LobbyError(400, 'subscription.endpoint must be an https URL of a push service');
      const device = { ...request.subscription, language: request.language ?? 'en' };
      if (!(await store.subscribe(id, seat, device, Date.now())))
        throw new LobbyError(409, 'this seat has as many devices subscribed as it may');
    } else if (request.op === 'unsubscribe' && request.endpoint) {
      await store.unsubscribe(id, seat, request.endpoint);
    } else if (request.op === 'mute' || request.op === 'unmute') {
      await store.setMuted(id, seat, request.op === 'mute');
    }
    ctx.body = { muted: await store.muted(id, seat) };
  });
}
