import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Which peers' `X-Forwarded-For` is believed (`TRUST_PROXY`). The client address is the right-most hop that is not a
 * trusted proxy, as Fastify's `trustProxy` list does: every address left of it was written by someone we do not
 * trust (the client itself), so it never decides the address the backend throttles on.
 */

/** Named ranges, as in Fastify's/proxy-addr's `trustProxy`. */
const NAMED: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * `TRUST_PROXY`: `false` (nobody), `true` (loopback only: a proxy on the same machine) or a comma-separated list
 * of addresses, CIDR subnets and the names `loopback`, `linklocal`, `uniquelocal`. Returns the entries (empty:
 * trust nobody), or the entries that are not valid as `invalid`.
 */
export function parseTrustedProxies(raw: string): { entries: string[] } | { invalid: string[] } {
  const value = raw.trim().toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(value)) return { entries: [] };
  if (['1', 'true', 'yes', 'on'].includes(value)) return { entries: ['loopback'] };
  const entries = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (entries.length === 0) return { invalid: [raw] };
  const invalid = entries.filter((entry) => !(entry in NAMED) && subnetOf(entry) === null);
  return invalid.length > 0 ? { invalid } : { entries };
}

/** `a.b.c.d`, `a.b.c.d/n`, `::1`, `fc00::/7` → address, prefix and family; null when not one. */
function subnetOf(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const bits = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!/^\d+$/.test(prefixText ?? '0') || prefix > bits) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) → `10.0.0.1`. */
function unmapped(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
}

/** The predicate for a list from `parseTrustedProxies`; Fastify's `trustProxy` accepts it as is. */
export function proxyTrust(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED[e] ?? [e])) {
    const subnet = subnetOf(entry);
    if (subnet) list.addSubnet(subnet.address, subnet.prefix, subnet.family);
  }
  return (address) => {
    const plain = unmapped(address);
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client address of a request (used for upgrade requests; Fastify computes `request.ip` the same way): starting
 * at the socket's peer, step left through `X-Forwarded-For` while the current hop is a trusted proxy.
 */
export function clientAddress(
  request: IncomingMessage,
  trusted: (address: string) => boolean,
): string | undefined {
  const peer = request.socket.remoteAddress;
  if (peer === undefined) return undefined;
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  let address = peer;
  for (const hop of hops) {
    if (!trusted(address)) break;
    address = hop;
  }
  return address;
}
