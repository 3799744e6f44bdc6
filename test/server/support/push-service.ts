/**
 * A stand-in push service on loopback for the push suites (test/server/push*.test.ts): it records web-push's
 * encrypted POSTs and answers as told; `device` makes a browser's subscription (its own P-256 key pair and
 * auth secret) and `decrypt` opens what the service received for it (aes128gcm, with http_ece).
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece (web-push's own dependency) has no types
import ece from 'http_ece';

export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** The stand-in push service: records every POST and answers with `answer(request)` (or holds it). */
export class PushService {
  readonly received: Received[] = [];
  answer: (r: Received) => number | 'hold' = () => 201;
  private readonly held: ServerResponse[] = [];
  private http?: HttpServer;
  url = '';

  async start() {
    this.http = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const r = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
        this.received.push(r);
        const status = this.answer(r);
        if (status === 'hold') this.held.push(response);
        else response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => this.http!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.http.address() as AddressInfo).port}`;
  }

  release() {
    for (const response of this.held.splice(0)) response.writeHead(201).end();
  }

  async stop() {
    this.release();
    this.http?.closeAllConnections();
    await new Promise((resolve) => this.http?.close(resolve));
  }
}

/** A browser's push subscription: its own P-256 key pair and auth secret. */
export function device(service: PushService, name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    ecdh,
    auth,
    subscription: { endpoint: `${service.url}/push/${name}`, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } },
  };
}

/** Decrypts what the push service received for this device. */
export function decrypt(received: Received, d: { ecdh: ECDH; auth: string }): unknown {
  const text = ece.decrypt(received.body, { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth }) as Buffer;
  return JSON.parse(text.toString('utf8'));
}
