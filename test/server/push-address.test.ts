// Where a push may connect (server/push/push-address.ts, push-delivery.ts): the address is checked after
// the name is resolved, IPv4-mapped IPv6 as the IPv4 it maps, and the socket connects to the checked
// address (the checked lookup is the socket's own). With loopback allowed (the tests' pushLoopback) only
// loopback is added: every other private range stays refused. Nothing connects to a refused address.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { addressAllowed, checkedLookup, RefusedAddress, type Resolve } from '../../server/push/push-address';
import { deliver } from '../../server/push/push-delivery';
import { device, PushService } from './support/push-service';

const REFUSED = [
  '127.0.0.1',
  '127.1.2.3',
  '::1',
  '10.0.0.1',
  '172.16.5.4',
  '172.31.255.255',
  '192.168.1.1',
  '100.64.0.1',
  '100.127.255.254',
  '169.254.169.254',
  '0.0.0.0',
  '0.1.2.3',
  '255.255.255.255',
  '224.0.0.1',
  '239.255.255.250',
  '192.0.0.8',
  '192.0.2.1',
  '198.18.0.1',
  '198.51.100.7',
  '203.0.113.9',
  '240.0.0.1',
  '::',
  'fe80::1',
  'fc00::1',
  'fd12:3456::1',
  'ff02::1',
  'fec0::1',
  '2001:db8::1',
  '::ffff:127.0.0.1',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254',
  '::ffff:a9fe:a9fe',
  '64:ff9b::a9fe:a9fe',
  '2002:a9fe:a9fe::1',
  '2001::a9fe:a9fe',
  '::127.0.0.1',
  'metadata.google.internal',
  '',
];
const PUBLIC = ['142.250.74.46', '17.253.144.10', '8.8.8.8', '2a00:1450:4007:80e::200a', '::ffff:8.8.8.8'];

describe('which addresses a push may reach', () => {
  it('refuses loopback, private, shared, link-local, unspecified, multicast and reserved addresses', () => {
    for (const address of REFUSED)
      expect({ address, allowed: addressAllowed(address, false) }).toEqual({ address, allowed: false });
    for (const address of PUBLIC)
      expect({ address, allowed: addressAllowed(address, false) }).toEqual({ address, allowed: true });
  });

  it('with loopback allowed (tests), allows loopback only', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(addressAllowed(address, true)).toBe(true);
    const stillRefused = REFUSED.filter(
      (a) => !['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::127.0.0.1'].includes(a),
    );
    for (const address of stillRefused)
      expect({ address, allowed: addressAllowed(address, true) }).toEqual({ address, allowed: false });
  });
});

/** Runs a checked lookup as a socket would (with `all`, as Node's happy eyeballs asks, or without). */
function lookUp(resolve: Resolve, hostname: string, allowLoopback: boolean, all: boolean) {
  return new Promise<unknown>((done, fail) =>
    checkedLookup(allowLoopback, resolve)(hostname, { all }, (error, address, family) =>
      error ? fail(error) : done(all ? address : { address, family }),
    ),
  );
}

describe('the checked lookup', () => {
  const records: Record<string, LookupAddress[]> = {
    'metadata.google.internal': [{ address: '169.254.169.254', family: 4 }],
    'rebind.example': [
      { address: '142.250.74.46', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ],
    'mapped.example': [{ address: '::ffff:192.168.0.1', family: 6 }],
    'fcm.example': [
      { address: '2a00:1450:4007:80e::200a', family: 6 },
      { address: '142.250.74.46', family: 4 },
    ],
    'loop.example': [{ address: '127.0.0.1', family: 4 }],
  };
  const resolve: Resolve = async (hostname) => records[hostname] ?? [];

  it('refuses a name with any refused address, in both forms a socket asks', async () => {
    for (const all of [true, false]) {
      for (const name of ['metadata.google.internal', 'rebind.example', 'mapped.example', 'nothing.example'])
        await expect(lookUp(resolve, name, false, all)).rejects.toBeInstanceOf(RefusedAddress);
      await expect(lookUp(resolve, 'loop.example', false, all)).rejects.toBeInstanceOf(RefusedAddress);
      await expect(lookUp(resolve, 'metadata.google.internal', true, all)).rejects.toBeInstanceOf(RefusedAddress);
    }
  });

  it('answers the checked addresses of a public name, and loopback when allowed', async () => {
    expect(await lookUp(resolve, 'fcm.example', false, true)).toEqual(records['fcm.example']);
    expect(await lookUp(resolve, 'fcm.example', false, false)).toEqual({
      address: '2a00:1450:4007:80e::200a',
      family: 6,
    });
    expect(await lookUp(resolve, 'loop.example', true, false)).toEqual({ address: '127.0.0.1', family: 4 });
  });
});

describe('a delivery', () => {
  const service = new PushService();
  let listener: Server;
  let port = 0;
  let connections = 0;
  const keys = webpush.generateVAPIDKeys();

  beforeAll(async () => {
    await service.start();
    listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await service.stop();
    await new Promise((resolve) => listener.close(resolve));
  });

  const to = (endpoint: string) => ({ ...device(service, 'x').subscription, endpoint, language: 'en' as const });
  const send = (endpoint: string, allowLoopback: boolean) =>
    deliver(to(endpoint), '{}', keys, 'mailto:test@example.invalid', allowLoopback);

  it('connects to nothing refused: loopback names and addresses off the test mode, mapped and private ones in it', async () => {
    for (const endpoint of [
      `https://localhost:${port}/x`,
      `https://127.0.0.1:${port}/x`,
      `https://[::ffff:127.0.0.1]:${port}/x`,
      `http://localhost:${port}/x`,
    ])
      await expect(send(endpoint, false)).rejects.toBeInstanceOf(RefusedAddress);
    for (const endpoint of [
      'http://10.0.0.1/x',
      'http://[::ffff:a00:1]/x',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/x',
      'http://0.0.0.0/x',
    ])
      await expect(send(endpoint, true)).rejects.toBeInstanceOf(RefusedAddress);
    expect(connections).toBe(0);
  });

  it('reaches a push service on loopback in the test mode, by name and by mapped address', async () => {
    const { port: servicePort } = new URL(service.url);
    expect(await send(`http://localhost:${servicePort}/push/a`, true)).toBe(201);
    expect(await send(`http://[::ffff:127.0.0.1]:${servicePort}/push/b`, true)).toBe(201);
    expect(service.received.map((r) => r.path)).toEqual(['/push/a', '/push/b']);
  });
});
