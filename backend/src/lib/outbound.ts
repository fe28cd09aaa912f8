// The one HTTP client for URLs that admins and providers supply: an IPTV provider's playlist and EPG, its channel
// logos, the LS22 server. Such a URL, a redirect it answers with, or its DNS answer must not lead the portal into its
// own network (loopback, link-local, private and reserved ranges): the connector resolves the name itself, checks
// every address it gets and connects to the checked one (no second lookup between check and connect), and redirects
// are followed by hand, each hop checked again. OUTBOUND_ALLOW_HOSTS names the exceptions. Whatever stops a request
// before an answer (a refused target, DNS, a closed port, a port that speaks no HTTP) is one OutboundUnreachable
// without detail, so the portal's messages cannot be used to map the network behind it.
import dns from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { Agent, buildConnector, fetch } from 'undici';
import type { Response } from 'undici';
import type { OutboundAllowEntry } from '../config.js';

/** Redirects followed per request. */
export const MAX_REDIRECTS = 5;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Any way a request ended before an answer; `cause` (for the log only) says which. */
export class OutboundUnreachable extends Error {
  constructor(options?: { cause?: unknown }) {
    super('the server cannot be reached or its address is not allowed', options);
    this.name = 'OutboundUnreachable';
  }
}

/** The address ranges no supplied URL may reach (IPv4-mapped IPv6 addresses are checked as their IPv4 address). */
const REFUSED = new BlockList();
for (const [subnet, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  REFUSED.addSubnet(subnet, prefix, 'ipv4');
}
for (const [subnet, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const) {
  REFUSED.addSubnet(subnet, prefix, 'ipv6');
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether `address` (an IP address) lies in a range no supplied URL may reach. */
export function isRefusedAddress(address: string): boolean {
  return REFUSED.check(address, family(address));
}

/** A name's addresses, as `dns.lookup(name, { all: true })` answers them. */
export type Lookup = (hostname: string) => Promise<readonly { address: string }[]>;

const systemLookup: Lookup = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

export interface OutboundOptions {
  /** OUTBOUND_ALLOW_HOSTS: targets allowed although their addresses are refused. */
  allow: readonly OutboundAllowEntry[];
  /** The DNS lookup (tests answer with their own). */
  lookup?: Lookup;
}

export interface OutboundInit {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** An allow entry as a test of a target (the URL's host name, its port, the address connected to). */
function allowRule(entry: OutboundAllowEntry): (hostname: string, port: number, address: string) => boolean {
  if ('cidr' in entry) {
    const range = new BlockList();
    range.addSubnet(entry.cidr, entry.prefix, family(entry.cidr));
    return (_hostname, _port, address) => range.check(address, family(address));
  }
  const portMatches = (port: number) => entry.port === null || entry.port === port;
  if (isIP(entry.host)) {
    const single = new BlockList();
    single.addAddress(entry.host, family(entry.host));
    return (_hostname, port, address) => portMatches(port) && single.check(address, family(address));
  }
  return (hostname, port) => portMatches(port) && hostname.replace(/\.$/, '') === entry.host;
}

export interface Outbound {
  /**
   * GETs `url` (http or https), following up to MAX_REDIRECTS redirects, every hop's target checked; answers the
   * first answer that is not a redirect, whatever its status. Throws OutboundUnreachable for a refused target, too
   * many redirects, a redirect elsewhere than http(s), and every network failure before an answer; an abort by
   * `init.signal` rejects as fetch does.
   */
  fetch(url: string, init?: OutboundInit): Promise<Response>;
  close(): Promise<void>;
}

export function createOutbound(options: OutboundOptions): Outbound {
  const lookup = options.lookup ?? systemLookup;
  const rules = options.allow.map(allowRule);
  const allowed = (hostname: string, port: number, address: string) =>
    !isRefusedAddress(address) || rules.some((rule) => rule(hostname, port, address));

  /** The address to connect to: every address of the name must be allowed, else none is used. */
  async function checkedAddress(hostname: string, port: number): Promise<string> {
    const answers = isIP(hostname) ? [{ address: hostname }] : await lookup(hostname);
    const first = answers[0];
    if (!first || answers.some(({ address }) => !allowed(hostname, port, address))) {
      throw new OutboundUnreachable();
    }
    return first.address;
  }

  const connectTo = buildConnector({});
  const agent = new Agent({
    connect: (target, callback) => {
      const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
      checkedAddress(target.hostname, port).then(
        // TLS still checks the certificate against the URL's host name (undici takes it from `host`)
        (address) => connectTo({ ...target, hostname: address }, callback),
        (err: Error) => callback(err, null),
      );
    },
  });

  return {
    async fetch(url, init = {}) {
      let target: URL;
      try {
        target = new URL(url);
      } catch (err) {
        throw new OutboundUnreachable({ cause: err });
      }
      for (let hop = 0; ; hop++) {
        if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new OutboundUnreachable();
        let res: Response;
        try {
          res = await fetch(target, { ...init, redirect: 'manual', dispatcher: agent });
        } catch (err) {
          if (init.signal?.aborted) throw err;
          throw new OutboundUnreachable({ cause: err });
        }
        const location = res.headers.get('location');
        if (!REDIRECTS.has(res.status) || location === null) return res;
        await res.body?.cancel().catch(() => {});
        if (hop >= MAX_REDIRECTS) throw new OutboundUnreachable();
        try {
          target = new URL(location, target);
        } catch (err) {
          throw new OutboundUnreachable({ cause: err });
        }
      }
    },
    close: () => agent.close(),
  };
}
