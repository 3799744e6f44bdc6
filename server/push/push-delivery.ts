/**
 * One Web Push request: web-push encrypts the payload (aes128gcm) and signs the VAPID header, and this
 * module posts it with Node's own HTTP client, with a timeout and no redirects. Push services are https; a
 * plain-http endpoint is used only on loopback when the server allows it (tests).
 */
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { PushDevice, VapidKeys } from './push-store';

/** A notification not delivered within this long is treated as a failure (and retried). */
const TIMEOUT_MS = 10_000;
/** How long a push service keeps a notification for a device that is offline (4 weeks, the usual cap). */
const TTL_SECONDS = 28 * 24 * 3600;

/** Answers the push service's status code (a network failure or timeout rejects). */
export function deliver(device: PushDevice, payload: string, keys: VapidKeys, subject: string): Promise<number> {
  const details = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: device.keys }, payload, {
    vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency: 'high',
  });
  const url = new URL(details.endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: details.method, headers: details.headers as http.OutgoingHttpHeaders, timeout: TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('the push service did not answer in time')));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}
