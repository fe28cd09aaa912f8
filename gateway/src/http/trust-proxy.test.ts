import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { gql, wsUrl } from '../test/graphql.js';
import { clientAddress, parseTrustedProxies, proxyTrust } from './trust-proxy.js';

const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

describe('TRUST_PROXY syntax', () => {
  it('reads false, true (loopback only) and lists of addresses, CIDRs and range names', () => {
    expect(parseTrustedProxies('false')).toEqual({ entries: [] });
    expect(parseTrustedProxies('TRUE')).toEqual({ entries: ['loopback'] });
    expect(parseTrustedProxies('10.0.0.2, 172.30.0.0/24 ,fc00::/7,uniquelocal')).toEqual({
      entries: ['10.0.0.2', '172.30.0.0/24', 'fc00::/7', 'uniquelocal'],
    });
  });

  it('names every invalid entry', () => {
    expect(parseTrustedProxies('10.0.0.1, nginx, 10.0.0.0/33, 1.2.3.4/x')).toEqual({
      invalid: ['nginx', '10.0.0.0/33', '1.2.3.4/x'],
    });
    expect(parseTrustedProxies(',')).toEqual({ invalid: [','] });
  });

  it('matches addresses, subnets and IPv4-mapped IPv6 peers', () => {
    const trusted = proxyTrust(['loopback', '172.30.0.0/24']);
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1', '172.30.0.9'].map(trusted)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['172.30.1.9', '10.0.0.1', 'garbage', ''].map(trusted)).toEqual([false, false, false, false]);
  });
});

describe('client address', () => {
  const nginx = proxyTrust(['172.30.0.10']);

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress(request('203.0.113.7', '1.1.1.1'), nginx)).toBe('203.0.113.7');
    expect(clientAddress(request('203.0.113.7', '1.1.1.1'), proxyTrust([]))).toBe('203.0.113.7');
  });

  it('takes the right-most hop the trusted proxy appended, never a client-written one on its left', () => {
    expect(clientAddress(request('172.30.0.10', '6.6.6.6, 203.0.113.7'), nginx)).toBe('203.0.113.7');
    expect(clientAddress(request('172.30.0.10', '203.0.113.7'), nginx)).toBe('203.0.113.7');
  });

  it('walks through a chain of trusted proxies and stops at the first untrusted hop', () => {
    const chain = proxyTrust(['172.30.0.10', '10.0.0.0/8']);
    expect(clientAddress(request('172.30.0.10', '6.6.6.6, 203.0.113.7, 10.1.2.3'), chain)).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(request('172.30.0.10', '10.9.9.9, 10.1.2.3'), chain)).toBe('10.9.9.9');
  });
});

describe('the address the gateway forwards to the backend', () => {
  let stub: Server;
  let backendUrl: string;
  let seen: Array<string | undefined> = [];
  let gateway: RunningGateway | undefined;

  beforeAll(async () => {
    stub = createServer((req, res) => {
      // The gateway's start-up health probes (warming its pool) come from no client.
      if (req.url !== '/healthz') seen.push(req.headers['x-forwarded-for'] as string | undefined);
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthenticated."}');
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    backendUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await gateway?.close();
    seen = [];
  });
  afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

  const start = async (trust: string) => {
    gateway = await startGateway({
      port: 0,
      logLevel: 'silent',
      rest: { backendUrl },
      env: { TRUST_PROXY: trust },
    });
    return gateway.url;
  };

  /** Opens a graphql-ws connection with a token and the given X-Forwarded-For; resolves when it closes. */
  const wsWith = (url: string, forwarded: string) =>
    new Promise<void>((resolve) => {
      class Forwarding extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { 'x-forwarded-for': forwarded } });
        }
      }
      createClient({
        url: wsUrl(url),
        webSocketImpl: Forwarding,
        connectionParams: { authorization: 'Bearer stale' },
        lazy: false,
        retryAttempts: 0,
        on: { closed: () => resolve() },
        onNonLazyError: () => undefined,
      });
    });

  it('behind a trusted proxy: the hop it appended, over HTTP and WebSocket', async () => {
    const url = await start('loopback');
    await gql(url, '{ me { id } }', {
      token: 'stale',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    });
    await wsWith(url, '6.6.6.6, 203.0.113.8');
    expect(seen).toEqual(['203.0.113.7', '203.0.113.8']);
  });

  it('from an untrusted peer: its own address, whatever X-Forwarded-For says', async () => {
    const url = await start('172.30.0.10');
    await gql(url, '{ me { id } }', { token: 'stale', headers: { 'x-forwarded-for': '6.6.6.6' } });
    await wsWith(url, '6.6.6.6');
    expect(seen).toEqual(['127.0.0.1', '127.0.0.1']);
  });
});
