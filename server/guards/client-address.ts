/**
 * Who a request comes from, for the per-client limits (docs/security.md#client-address, docs/deploy.md#proxy-hops).
 * Without a trusted proxy it is the TCP peer. Behind proxies, `X-Forwarded-For` is read from the right:
 * every trusted proxy appends the address it got the request from, and everything to the left of what our
 * own proxies wrote was written by the client, who can put anything there. So
 * - `TRUST_PROXY=N` (hops): the Nth address from the right (1: the one our single balancer appended);
 * - `TRUST_PROXY=10.0.0.5,10.1.0.0/16` (the proxies' addresses): starting from the peer, every address that
 *   is a trusted proxy is skipped, and the first one that is not is the client.
 * The limits then count per `clientKey`: an IPv4 address, or the /64 prefix of an IPv6 address (one
 * subscriber gets a whole /64, so counting single IPv6 addresses would give a client billions of budgets).
 */
import { BlockList, isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { Context } from 'koa';

export type ProxyTrust =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'proxies'; list: BlockList; text: string };

export const NO_PROXY: ProxyTrust = { kind: 'none' };

/** Reads TRUST_PROXY: unset/0/false, a number of hops (`true` is one), or a comma-separated list of addresses or CIDR ranges. */
export function parseTrustProxy(text: string | undefined): ProxyTrust {
  const value = (text ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return NO_PROXY;
  if (value === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 20)
      throw new Error(
        `TRUST_PROXY must be a number of proxy hops from 0 to 20 or a list of proxy addresses (got "${value.slice(0, 20)}")`,
      );
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    if (
      family === 0 ||
      extra !== undefined ||
      !Number.isInteger(prefix) ||
      prefix < 0 ||
      prefix > (family === 6 ? 128 : 32)
    ) {
      throw new Error(`TRUST_PROXY: "${entry.slice(0, 45)}" is not an IP address or CIDR range`);
    }
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return { kind: 'proxies', list, text: value };
}

/** An address without IPv4-mapped IPv6 form, zone id or port; '' when it is not an IP address. */
export function normalizeAddress(raw: string | undefined): string {
  let address = (raw ?? '').trim();
  if (address.startsWith('[')) address = address.slice(1, address.indexOf(']') > 0 ? address.indexOf(']') : undefined);
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.indexOf(':'));
  address = address.replace(/%.*$/, '');
  if (/^::ffff:[\d.]+$/i.test(address)) address = address.slice(7);
  return isIP(address) ? address.toLowerCase() : '';
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** The entries of X-Forwarded-For, left to right (repeated headers are joined by Node with ", "). */
function forwardedList(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The client's address: `peer` is the TCP peer, `forwardedFor` the request's X-Forwarded-For header. */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust,
): string {
  const direct = normalizeAddress(peer) || 'unknown';
  if (trust.kind === 'none') return direct;
  const forwarded = forwardedList(forwardedFor);
  if (trust.kind === 'hops') {
    if (trust.hops === 0 || forwarded.length === 0) return direct;
    return normalizeAddress(forwarded[Math.max(0, forwarded.length - trust.hops)]) || 'unknown';
  }
  let address = direct;
  while (address !== 'unknown' && trust.list.check(address, familyOf(address))) {
    const next = forwarded.pop();
    if (next === undefined) break;
    address = normalizeAddress(next) || 'unknown';
  }
  return address;
}

/** Whether connections from this peer come through a trusted proxy (so per-peer connection caps do not apply). */
export function isTrustedPeer(peer: string | undefined, trust: ProxyTrust): boolean {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return trust.hops > 0;
  const address = normalizeAddress(peer);
  return address !== '' && trust.list.check(address, familyOf(address));
}

/** What the per-client limits count by: the IPv4 address, or the /64 prefix of an IPv6 address. */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in lowercase hex without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => parseInt(g || '0', 16).toString(16));
}

/** The limit key of an HTTP request or a socket's handshake. */
export function requestClientKey(
  peer: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  trust: ProxyTrust,
): string {
  return clientKey(clientAddress(peer, headers['x-forwarded-for'], trust));
}

/** Whether the request reached us over https: on a TLS socket, or from a trusted proxy that terminated it. */
export function isSecure(ctx: Context, trust: ProxyTrust): boolean {
  if ((ctx.req.socket as TLSSocket).encrypted === true) return true;
  const proto = ctx.get('X-Forwarded-Proto').split(',')[0]?.trim().toLowerCase();
  return proto === 'https' && isTrustedPeer(ctx.req.socket.remoteAddress, trust);
}
