/**
 * Where a push may connect (docs/security.md#push-addresses): only to public unicast addresses, checked
 * after the name is resolved, and the connection goes to the address that was checked (the `lookup` below
 * is the one the request's socket uses, so a name cannot resolve to one address for the check and another
 * for the connection). Refused: loopback, RFC 1918, CGNAT (100.64/10), link-local, unspecified, broadcast,
 * multicast, the reserved and documentation ranges, ULA (fc00::/7), IPv6 outside 2000::/3, the transition
 * ranges that embed an IPv4 address (6to4, Teredo, NAT64), and IPv4-mapped IPv6 as the IPv4 it maps.
 * With `allowLoopback` (the test mode `pushLoopback`) loopback is allowed; every other range stays refused.
 */
import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A push endpoint's host resolved (or was) to an address the server does not post to. */
export class RefusedAddress extends Error {
  constructor(host: string, address: string) {
    super(`push endpoint ${host} is at ${address}, which is not a public address`);
    this.name = 'RefusedAddress';
  }
}

/** Resolves a name to every address it has (default: the system resolver, as Node's sockets use). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** Whether the server may connect to this IP address. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  if (isIP(address) === 0) return false;
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.process(address); // an IPv4-mapped IPv6 address becomes its IPv4 address
  } catch {
    return false;
  }
  const range = ip.range();
  if (range === 'loopback') return allowLoopback;
  if (range !== 'unicast') return false;
  return ip.kind() === 'ipv4' || ip.match(GLOBAL_UNICAST_V6);
}

/** The host of a URL as an address or name: `[::1]` without its brackets. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

/**
 * A `lookup` for the push request's socket: resolves the name and answers its addresses only if every one
 * of them is allowed (else a RefusedAddress error, and nothing connects).
 */
export function checkedLookup(allowLoopback: boolean, resolve: Resolve = systemResolve): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    resolve(hostname).then(
      (found) => {
        const refused = found.find((a) => !addressAllowed(a.address, allowLoopback));
        if (found.length === 0 || refused)
          return callback(new RefusedAddress(hostname, refused?.address ?? 'no address'), '', 0);
        const wanted = found.filter((a) => !options.family || a.family === options.family);
        const addresses = wanted.length > 0 ? wanted : found;
        if (options.all) return callback(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/**
 * Checks what Node does not resolve: an endpoint whose host is an IP address (sockets skip `lookup` for
 * those) must be an allowed address, and plain http is only for loopback tests. Throws RefusedAddress.
 */
export function checkEndpoint(url: URL, allowLoopback: boolean): void {
  const host = hostOf(url);
  if (isIP(host) !== 0 && !addressAllowed(host, allowLoopback)) throw new RefusedAddress(host, host);
  if (url.protocol !== 'https:' && !allowLoopback) throw new RefusedAddress(host, `${url.protocol} (not https)`);
}
