import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundAllowEntry } from '../config.js';
import { loadConfig } from '../load-config.js';
import { close, closedPort as freePort, listen, notHttpServer } from '../test/loopback.js';
import type { Lookup } from './outbound.js';
import { createOutbound, isRefusedAddress, MAX_REDIRECTS, OutboundUnreachable } from './outbound.js';

/** A server on 127.0.0.1: `/ok` answers, `/to?url` redirects there, `/loop` redirects to itself. */
let web: http.Server;
let webPort: number;
/** An open port that speaks no HTTP (like Redis or SSH would). */
let raw: net.Server;
let rawPort: number;
/** A port nothing listens on. */
let closedPort: number;

beforeAll(async () => {
  web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/to') return res.writeHead(302, { location: url.searchParams.get('url')! }).end();
    if (url.pathname === '/loop') return res.writeHead(301, { location: '/loop' }).end();
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`hello from ${req.headers.host}`);
  });
  webPort = await listen(web);
  ({ server: raw, port: rawPort } = await notHttpServer());
  closedPort = await freePort();
});

afterAll(async () => {
  await close(web);
  await close(raw);
});

const allow = (value: string): OutboundAllowEntry[] =>
  loadConfig({ OUTBOUND_ALLOW_HOSTS: value }).outboundAllow;

/** The error a fetch ends with (null when it answered), by class and message: what a member would read. */
async function failure(
  allowed: string,
  url: string,
  lookup?: Lookup,
): Promise<{ name: string; message: string } | null> {
  const outbound = createOutbound({ allow: allow(allowed), lookup });
  try {
    const res = await outbound.fetch(url);
    await res.text();
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(OutboundUnreachable);
    return { name: (err as Error).name, message: (err as Error).message };
  } finally {
    await outbound.close();
  }
}

const REFUSED = { name: 'OutboundUnreachable', message: new OutboundUnreachable().message };

describe('outbound: the guarded client for supplied URLs', () => {
  it('refuses loopback, private, link-local and reserved addresses, IPv4-mapped ones too, and lets public ones by', () => {
    const refused = [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '192.0.2.7',
      '198.18.0.1',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe', // 169.254.169.254
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '2001:db8::1',
    ];
    const allowed = ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '::ffff:8.8.8.8', '2606:4700::1111'];
    expect(refused.filter((a) => !isRefusedAddress(a))).toEqual([]);
    expect(allowed.filter((a) => isRefusedAddress(a))).toEqual([]);
  });

  it('refuses a server on loopback with one neutral error, the same for an HTTP server, a closed port and a port that speaks no HTTP', async () => {
    const http = await failure('', `http://127.0.0.1:${webPort}/ok`);
    const closed = await failure('', `http://127.0.0.1:${closedPort}/`);
    const notHttp = await failure('', `http://127.0.0.1:${rawPort}/`);
    expect(http).toEqual(REFUSED);
    expect(closed).toEqual(REFUSED);
    expect(notHttp).toEqual(REFUSED);
    // written the other ways a URL can name loopback
    expect(await failure('', `http://[::ffff:127.0.0.1]:${webPort}/ok`)).toEqual(REFUSED);
    expect(await failure('', `http://2130706433:${webPort}/ok`)).toEqual(REFUSED);
  });

  it('for an allowed target, a closed port and a port that speaks no HTTP read alike too', async () => {
    expect(await failure('127.0.0.1', `http://127.0.0.1:${closedPort}/`)).toEqual(REFUSED);
    expect(await failure('127.0.0.1', `http://127.0.0.1:${rawPort}/`)).toEqual(REFUSED);
  });

  it('checks the DNS answer it connects to: a name that resolves into the own network is refused', async () => {
    // the system's own answer for localhost (127.0.0.1, ::1)
    expect(await failure('', `http://localhost:${webPort}/ok`)).toEqual(REFUSED);
    const toLoopback: Lookup = async () => [{ address: '127.0.0.1' }];
    expect(await failure('', `http://playlist.example:${webPort}/ok`, toLoopback)).toEqual(REFUSED);
    // one bad address among good ones refuses the name (no gamble on which one is connected to)
    const mixed: Lookup = async () => [{ address: '127.0.0.1' }, { address: '8.8.8.8' }];
    expect(await failure('8.8.8.8', `http://playlist.example:${webPort}/ok`, mixed)).toEqual(REFUSED);
    // allowed by name: connects to the address the lookup answered (the server on loopback), Host stays the name
    const outbound = createOutbound({ allow: allow('playlist.example'), lookup: toLoopback });
    const res = await outbound.fetch(`http://playlist.example:${webPort}/ok`);
    expect(await res.text()).toBe(`hello from playlist.example:${webPort}`);
    await outbound.close();
  });

  it('allows exceptions by host, host:port and CIDR (OUTBOUND_ALLOW_HOSTS)', async () => {
    const ok = `http://127.0.0.1:${webPort}/ok`;
    expect(await failure('127.0.0.1', ok)).toBeNull();
    expect(await failure(`127.0.0.1:${webPort}`, ok)).toBeNull();
    expect(await failure('127.0.0.0/8', ok)).toBeNull();
    expect(await failure('localhost', `http://localhost:${webPort}/ok`)).toBeNull();
    // another port of an allowed host:port, another range, another name
    expect(await failure(`127.0.0.1:${closedPort}`, ok)).toEqual(REFUSED);
    expect(await failure('10.0.0.0/8', ok)).toEqual(REFUSED);
    expect(await failure('localhost', ok)).toEqual(REFUSED);
  });

  it('checks every redirect: one from an allowed target into a refused one is refused', async () => {
    // only this port of loopback is allowed; the redirect leads to another port and to another name of it
    const allowed = `127.0.0.1:${webPort}`;
    const to = (url: string) => `http://127.0.0.1:${webPort}/to?url=${encodeURIComponent(url)}`;
    expect(await failure(allowed, to(`http://127.0.0.1:${webPort}/ok`))).toBeNull();
    expect(await failure(allowed, to(`http://127.0.0.1:${rawPort}/`))).toEqual(REFUSED);
    expect(await failure(allowed, to('http://169.254.169.254/latest/meta-data/'))).toEqual(REFUSED);
    // only http and https, and at most MAX_REDIRECTS of them
    expect(await failure(allowed, to('file:///etc/passwd'))).toEqual(REFUSED);
    expect(await failure(allowed, `http://127.0.0.1:${webPort}/loop`)).toEqual(REFUSED);
    expect(MAX_REDIRECTS).toBe(5);
    // allowed by name, redirected to another name of the same server
    const toLoopback: Lookup = async () => [{ address: '127.0.0.1' }];
    const byName = `http://playlist.example:${webPort}/to?url=${encodeURIComponent(`http://localhost:${webPort}/ok`)}`;
    expect(await failure('playlist.example', byName, toLoopback)).toEqual(REFUSED);
  });

  it('reads OUTBOUND_ALLOW_HOSTS: host, host:port, IPv6 and CIDR entries; anything else stops the start', () => {
    expect(loadConfig({ PORTAL_DEMO: 'false' }).outboundAllow).toEqual([]);
    expect(
      loadConfig({
        PORTAL_DEMO: 'false',
        OUTBOUND_ALLOW_HOSTS: ' Fakes.Local ,127.0.0.1:4104, ::1,[::1]:8080,10.0.0.0/8,fd00::/8',
      }).outboundAllow,
    ).toEqual([
      { host: 'fakes.local', port: null },
      { host: '127.0.0.1', port: 4104 },
      { host: '::1', port: null },
      { host: '::1', port: 8080 },
      { cidr: '10.0.0.0', prefix: 8 },
      { cidr: 'fd00::', prefix: 8 },
    ]);
    for (const bad of ['http://x', 'a b', '10.0.0.0/33', 'host:0', 'host:99999', 'x/8', 'user@host']) {
      expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: bad }), bad).toThrow(/OUTBOUND_ALLOW_HOSTS/);
    }
    // demo mode: the backend's own port on loopback (the demo provider's playlist, EPG and logos)
    expect(loadConfig({ BACKEND_PORT: '4321' }).outboundAllow).toEqual([{ host: '127.0.0.1', port: 4321 }]);
  });
});
