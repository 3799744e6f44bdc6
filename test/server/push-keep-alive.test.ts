// A push delivery's pooled connection (server/push/push-delivery.ts): notifications sent one after another
// share one connection to the push service, and a connection idle for as long as the service's own
// `Keep-Alive: timeout` (less Node's one-second margin) is not used again, so no notification goes out on a
// socket the service is closing. The service here is a plain HTTP server on loopback that closes idle
// connections after 3 s and says so.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { deliver } from '../../server/push/push-delivery';
import { device, PushService } from './support/push-service';

describe("a push delivery's connection", () => {
  const keys = webpush.generateVAPIDKeys();
  const subscription = device(new PushService(), 'x').subscription;
  let service: Server;
  let url = '';
  let connections = 0;

  beforeAll(async () => {
    service = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(201).end());
    });
    service.keepAliveTimeout = 3_000;
    service.on('connection', () => connections++);
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(service.address() as AddressInfo).port}/push/x`;
  });
  afterAll(() => new Promise((resolve) => service.close(resolve)));

  const send = () =>
    deliver({ ...subscription, endpoint: url, language: 'en' }, '{}', keys, 'mailto:test@example.invalid', true);

  it('is shared by notifications one after another, and dropped once idle for the time the service allows', async () => {
    connections = 0;
    expect(await send()).toBe(201);
    expect(await send()).toBe(201);
    expect(connections).toBe(1);
    // The service says `timeout=3`: the agent lets the socket go after 2 s idle, before the service does.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await send()).toBe(201);
    expect(connections).toBe(2);
  });
});
