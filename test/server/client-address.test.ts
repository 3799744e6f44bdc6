/**
 * Reading the client's address (server/guards/client-address.ts, docs/deploy.md#proxy-hops): TRUST_PROXY as hops or
 * as proxy addresses, X-Forwarded-For read from the right, and the keys the per-client limits count by.
 */
import {
  clientAddress,
  clientKey,
  isTrustedPeer,
  normalizeAddress,
  parseTrustProxy,
} from '../../server/guards/client-address';

describe('TRUST_PROXY', () => {
  it('reads unset, 0 and false as no proxy, true and 1 as one hop, N as N hops', () => {
    for (const text of [undefined, '', '0', 'false']) expect(parseTrustProxy(text).kind).toBe('none');
    expect(parseTrustProxy('true')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('3')).toEqual({ kind: 'hops', hops: 3 });
  });

  it('refuses what is neither a number of hops nor a list of addresses, naming the entry', () => {
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY: "yes" is not an IP address/);
    expect(() => parseTrustProxy('10.0.0.1,10.0.0.0/33')).toThrow(/"10.0.0.0\/33"/);
    expect(() => parseTrustProxy('99')).toThrow(/from 0 to 20/);
  });
});

describe('the client address', () => {
  const hops = (n: number) => parseTrustProxy(String(n));

  it('is the peer without a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress('::ffff:192.0.2.1', '198.51.100.7', parseTrustProxy(undefined))).toBe('192.0.2.1');
  });

  it('is the Nth entry from the right with N hops, across repeated headers', () => {
    expect(clientAddress('10.0.0.1', 'forged, 203.0.113.5', hops(1))).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.1', ['forged', '203.0.113.5, 10.0.0.2'], hops(2))).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.1', undefined, hops(1))).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', 'not-an-address', hops(1))).toBe('unknown');
  });

  it('skips exactly the listed proxies from the right', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 192.0.2.9');
    expect(clientAddress('10.0.0.1', 'forged, 203.0.113.6, 192.0.2.9', trust)).toBe('203.0.113.6');
    expect(clientAddress('198.51.100.3', 'forged', trust)).toBe('198.51.100.3');
    expect(isTrustedPeer('::ffff:10.1.1.1', trust)).toBe(true);
    expect(isTrustedPeer('198.51.100.3', trust)).toBe(false);
  });

  it('normalises ports, brackets, zone ids and IPv4-mapped IPv6', () => {
    expect(normalizeAddress('203.0.113.1:5000')).toBe('203.0.113.1');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts IPv6 clients by their /64 and IPv4 clients by their address', () => {
    expect(clientKey('2001:db8:1:2::5')).toBe(clientKey('2001:db8:1:2:ffff:1:2:3'));
    expect(clientKey('2001:db8:1:2::5')).not.toBe(clientKey('2001:db8:1:3::5'));
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('203.0.113.1')).toBe('203.0.113.1');
  });
});
