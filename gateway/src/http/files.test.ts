import { once } from 'node:events';
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { within } from '../test/async.js';

/**
 * The file routes. GET /files/downloads/:id (the downloads module's) against a stub backend: the token is required, the file is piped through as it arrives
 * (no buffering) with its headers, and backend errors keep their status and message. Against the real backend:
 * modules/downloads/downloads.int.test.ts.
 */

interface Seen {
  url: string;
  authorization?: string;
  language?: string;
}

let stub: Server;
let gateway: RunningGateway;
const seen: Seen[] = [];
/** The slow download (id 9): the test decides when the rest comes, and sees when the request goes away. */
let slow: { response: ServerResponse; closed: Promise<void> } | undefined;
let slowArrived: (() => void) | undefined;

beforeAll(async () => {
  stub = createServer((request, response) => {
    seen.push({
      url: request.url ?? '',
      authorization: request.headers.authorization,
      language: request.headers['accept-language'],
    });
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== 'Bearer member') return json(401, { message: 'Unauthenticated.' });
    if (request.url === '/api/downloads/download/5/now') {
      const body = Buffer.from('{"hello":"world"}');
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(body.length),
        'content-disposition': "attachment; filename*=UTF-8''export%20%C3%A4.json",
        'x-internal': 'not for the browser',
      });
      return response.end(body);
    }
    if (request.url === '/api/downloads/download/9/now') {
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': String(2 * 65536),
      });
      response.write(Buffer.alloc(65536, 1));
      slow = { response, closed: once(response, 'close').then(() => undefined) };
      slowArrived?.();
      return;
    }
    if (request.url === '/api/downloads/download/7/now') return json(403, { message: 'Nicht deins.' });
    return json(404, { message: 'Download not found.' });
  });
  stub.listen(0, '127.0.0.1');
  await once(stub, 'listening');
  const port = (stub.address() as AddressInfo).port;
  gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    rest: { backendUrl: `http://127.0.0.1:${port}` },
  });
});

afterAll(async () => {
  await gateway?.close();
  stub?.closeAllConnections();
  await new Promise((resolve) => stub?.close(resolve));
});

const get = (id: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
  fetch(`${gateway.url}/files/downloads/${id}`, { headers, signal });

describe('GET /files/downloads/:id', () => {
  it('needs a bearer token: 401 JSON in the member’s language, nothing asked upstream', async () => {
    const before = seen.length;
    const response = await get('5', { 'accept-language': 'en' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
    expect((await (await get('5')).json()) as unknown).toEqual({ message: 'Nicht authentifiziert.' });
    expect(seen.length).toBe(before);
  });

  it('streams the file with its type, length and disposition, forwarding token and language', async () => {
    const response = await get('5', { authorization: 'Bearer member', 'accept-language': 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('content-length')).toBe('17');
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''export%20%C3%A4.json",
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-internal')).toBeNull();
    expect(await response.text()).toBe('{"hello":"world"}');
    expect(seen.at(-1)).toEqual({
      url: '/api/downloads/download/5/now',
      authorization: 'Bearer member',
      language: 'en',
    });
  });

  it('passes bytes on as they arrive and ends the backend request when the browser goes away', async () => {
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
    const abort = new AbortController();
    const response = await get('9', { authorization: 'Bearer member' }, abort.signal);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let received = 0;
    // The first half arrives while the backend has not sent the rest: nothing waits for the whole file.
    while (received < 65536) received += (await within(reader.read(), 'the first bytes')).value!.length;
    await arrived;
    expect(slow!.response.writableEnded).toBe(false);
    abort.abort();
    await within(slow!.closed, 'the backend request to be closed');
  });

  it('keeps the backend’s status and localised message for errors', async () => {
    const notFound = await get('6', { authorization: 'Bearer member' });
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ message: 'Download not found.' });
    const forbidden = await get('7', { authorization: 'Bearer member' });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: 'Nicht deins.' });
    const revoked = await get('5', { authorization: 'Bearer revoked' });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 502 with the gateway’s own message when the backend does not answer', async () => {
    const down = await startGateway({
      port: 0,
      logLevel: 'silent',
      rest: { backendUrl: 'http://127.0.0.1:9' },
    });
    try {
      const response = await fetch(`${down.url}/files/downloads/5`, {
        headers: { authorization: 'Bearer member', 'accept-language': 'en' },
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        message: 'The service is temporarily unavailable. Please try again later.',
      });
    } finally {
      await down.close();
    }
  });
});
