/**
 * One Web Push request: web-push encrypts the payload (aes128gcm) and signs the VAPID header, and this
 * module posts it with Node's own HTTP client, with a timeout and no redirects. The socket connects only to
 * an address push-address.ts allows, resolved by the agent's own checked `lookup` (the address checked is
 * the address connected to); an endpoint at an IP address is checked before anything connects. Push
 * services are https; plain http is used only when loopback is allowed (tests). The agents keep connections
 * to a push service open between notifications, but no longer than the service's own `Keep-Alive: timeout`
 * says, less a second: Node's agent reads that hint only when the agent has a `timeout` of its own, and
 * without it a notification could be sent on a socket the service was closing (`ECONNRESET`, a retry later).
 */
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { checkedLookup, checkEndpoint } from './push-address';
import type { PushDevice, VapidKeys } from './push-store';

/** A notification not delivered within this long is treated as a failure (and retried). */
const TIMEOUT_MS = 10_000;
/** How long a push service keeps a notification for a device that is offline (4 weeks, the usual cap). */
const TTL_SECONDS = 28 * 24 * 3600;

/** The push requests' own agents, whose every socket went through the checked lookup (one pair per mode). */
const agents = new Map<boolean, { http: http.Agent; https: https.Agent }>();
function agentsFor(allowLoopback: boolean) {
  let pair = agents.get(allowLoopback);
  if (!pair) {
    const lookup = checkedLookup(allowLoopback);
    pair = {
      http: new http.Agent({ keepAlive: true, timeout: TIMEOUT_MS, lookup }),
      https: new https.Agent({ keepAlive: true, timeout: TIMEOUT_MS, lookup }),
    };
    agents.set(allowLoopback, pair);
  }
  return pair;
}

/**
 * Answers the push service's status code (a network failure, a timeout or a refused address rejects: the
 * last with push-address.ts's RefusedAddress).
 */
export function deliver(
  device: PushDevice,
  payload: string,
  keys: VapidKeys,
  subject: string,
  allowLoopback = false,
): Promise<number> {
  const details = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: device.keys }, payload, {
    vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency: 'high',
  });
  const url = new URL(details.endpoint);
  try {
    checkEndpoint(url, allowLoopback);
  } catch (error) {
    return Promise.reject(error as Error);
  }
  const secure = url.protocol === 'https:';
  const agent = secure ? agentsFor(allowLoopback).https : agentsFor(allowLoopback).http;
  const client = secure ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: details.method, headers: details.headers as http.OutgoingHttpHeaders, timeout: TIMEOUT_MS, agent },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    // The socket's timeout is for silence; this one bounds the whole request (a trickling answer too).
    const deadline = setTimeout(
      () => request.destroy(new Error('the push service did not answer in time')),
      TIMEOUT_MS,
    );
    deadline.unref();
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error('the push service did not answer in time')));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}
