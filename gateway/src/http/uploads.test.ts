import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContextModules, ModuleParts } from '../context.js';
import { createRelay } from '../realtime/relay.js';
import { RestUpstream } from '../rest/client.js';
import { within } from '../test/async.js';
import { registerFileRoutes, type UploadRoute } from './files.js';

/**
 * POST /files/<name> with a route registered here, against a small Fastify stand-in of the backend that receives
 * the stream: the multipart body goes through unparsed and unbuffered with its content type, the token and the
 * language; the size limit answers 413 in the member's language; backend errors are mapped as for GraphQL.
 */

const LIMIT = 64 * 1024;
const route: UploadRoute = {
  path: '/files/test/:kind',
  target: 'POST /api/test/uploads/:kind',
  maxBytes: LIMIT,
};
const BOUNDARY = 'portal-test-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  bytes: number;
  /** Whether the request body ended (false: aborted). */
  complete: boolean;
}

interface TestGateway {
  url: string;
  close(): Promise<void>;
}

/** A Fastify app with only the file routes and the test's upload route, on a REST pool to `backendUrl`. */
async function gatewayWithUploadRoute(backendUrl: string): Promise<TestGateway> {
  const upstream = new RestUpstream({
    backendUrl,
    connectTimeoutMs: 1000,
    headersTimeoutMs: 5000,
    bodyTimeoutMs: 5000,
    connections: 4,
    passwordLane: { connections: 1, queue: 0 },
    healthTimeoutMs: 1000,
  });
  const relay = createRelay({
    key: 'k',
    cluster: null,
    host: '127.0.0.1',
    port: 9,
    scheme: 'http',
    authorize: () => Promise.reject(new Error('not used')),
  });
  // A small body limit: the upload route must not go through Fastify's body parsing.
  const app = Fastify({ logger: false, bodyLimit: 1024 });
  // uploads use no module's part of the context
  const modules: ContextModules = { parts: () => ({}) as ModuleParts, memberByToken: async () => null };
  await registerFileRoutes(app, { upstream, relay, modules }, { downloads: [], uploads: [route] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await upstream.close();
    },
  };
}

let backend: FastifyInstance;
let gateway: TestGateway;
let gatewayUrl: string;
const received: Received[] = [];
/** Resolves with each request as its first bytes arrive. */
let onFirstBytes: ((received: Received) => void) | undefined;

beforeAll(async () => {
  backend = Fastify({ logger: false });
  backend.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  backend.post<{ Params: { kind: string } }>('/api/test/uploads/:kind', async (request, reply) => {
    const entry: Received = { url: request.url, headers: request.headers, bytes: 0, complete: false };
    received.push(entry);
    if (request.params.kind === 'invalid') {
      return reply
        .code(422)
        .send({ message: 'Die Datei ist ungültig.', errors: { m3u_file: ['Ungültig.'] } });
    }
    try {
      for await (const chunk of request.raw) {
        if (entry.bytes === 0) onFirstBytes?.(entry);
        entry.bytes += (chunk as Buffer).length;
      }
      entry.complete = true;
    } catch {
      return reply;
    }
    return reply.code(202).send({ message: 'Import gestartet.', bytes: entry.bytes });
  });
  await backend.listen({ port: 0, host: '127.0.0.1' });

  gateway = await gatewayWithUploadRoute(
    `http://127.0.0.1:${(backend.server.address() as AddressInfo).port}`,
  );
  gatewayUrl = gateway.url;
});

afterAll(async () => {
  await gateway?.close();
  await backend?.close();
});

const part = (size: number): Buffer =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="m3u_file"; filename="list.m3u"\r\n` +
        'Content-Type: audio/x-mpegurl\r\n\r\n',
    ),
    Buffer.alloc(size, 'a'),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * POSTs to the gateway with node:http (a body written in chunks by `write`, chunked unless content-length is set),
 * resolving with the answer even when it comes before the body was sent in full.
 */
function post(
  path: string,
  headers: Record<string, string>,
  write: (body: { write(chunk: Buffer): void; end(chunk?: Buffer): void }) => void | Promise<void>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${gatewayUrl}${path}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }),
      );
    });
    // The gateway may answer (413) and close while the body is still being written.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    void Promise.resolve(write({ write: (chunk) => req.write(chunk), end: (chunk) => req.end(chunk) })).catch(
      reject,
    );
  });
}

const member = { authorization: 'Bearer member', 'content-type': MULTIPART };

describe('POST /files/<name> (upload routes)', () => {
  it('streams the body to the backend route unbuffered, with content type, token and language', async () => {
    const body = part(40 * 1024);
    const first = new Promise<Received>((resolve) => (onFirstBytes = resolve));
    const answer = post('/files/test/m3u', { ...member, 'accept-language': 'en' }, async (req) => {
      req.write(body.subarray(0, 1024));
      // The backend has the first bytes while the browser has not sent the rest: nothing waits for the whole body.
      const entry = await within(first, 'the first bytes at the backend');
      expect(entry.complete).toBe(false);
      req.end(body.subarray(1024));
    });
    const { status, body: json } = await answer;
    expect(status).toBe(202);
    expect(json).toEqual({ message: 'Import gestartet.', bytes: body.length });
    const seen = received.at(-1)!;
    expect(seen.url).toBe('/api/test/uploads/m3u');
    expect(seen.headers['content-type']).toBe(MULTIPART);
    expect(seen.headers.authorization).toBe('Bearer member');
    expect(seen.headers['accept-language']).toBe('en');
    expect(seen.complete).toBe(true);
  });

  it('answers 413 in the member’s language when Content-Length is over the limit, asking nothing upstream', async () => {
    const before = received.length;
    const body = part(LIMIT);
    const { status, body: json } = await post(
      '/files/test/m3u',
      { ...member, 'content-length': String(body.length), 'accept-language': 'en' },
      (req) => req.end(body),
    );
    expect(status).toBe(413);
    expect(json).toEqual({
      message: 'The file is too large (at most 0.1 MB).',
      extensions: { code: 'PAYLOAD_TOO_LARGE', maxBytes: LIMIT },
    });
    expect(received.length).toBe(before);
  });

  it('answers 413 and aborts the backend request when a body without a length crosses the limit', async () => {
    const first = new Promise<Received>((resolve) => (onFirstBytes = resolve));
    const answer = post('/files/test/m3u', member, async (req) => {
      req.write(Buffer.alloc(1024, 'a'));
      await within(first, 'the first bytes at the backend');
      for (let sent = 1024; sent <= LIMIT; sent += 8 * 1024) req.write(Buffer.alloc(8 * 1024, 'a'));
    });
    const { status, body } = await answer;
    expect(status).toBe(413);
    expect(body).toEqual({
      message: 'Die Datei ist zu groß (höchstens 0,1 MB).',
      extensions: { code: 'PAYLOAD_TOO_LARGE', maxBytes: LIMIT },
    });
    expect(received.at(-1)!.complete).toBe(false);
  });

  it('maps backend errors as for GraphQL, keeping the status and the localised message', async () => {
    const { status, body } = await post('/files/test/invalid', member, (req) => req.end(part(10)));
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'Die Datei ist ungültig.',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { m3uFile: ['Ungültig.'] } },
    });
  });

  it('needs a token and a multipart body, refused before anything goes upstream', async () => {
    const before = received.length;
    const anonymous = await post(
      '/files/test/m3u',
      { 'content-type': MULTIPART, 'accept-language': 'en' },
      (req) => req.end(part(10)),
    );
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } });
    const json = await post('/files/test/m3u', { ...member, 'content-type': 'application/json' }, (req) =>
      req.end(Buffer.from('{}')),
    );
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
    expect(received.length).toBe(before);
  });

  it('answers 502 UPSTREAM_UNAVAILABLE when the backend does not answer', async () => {
    const down = await gatewayWithUploadRoute('http://127.0.0.1:9');
    try {
      const response = await fetch(`${down.url}/files/test/m3u`, {
        method: 'POST',
        headers: { ...member, 'accept-language': 'en' },
        body: part(10),
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        message: 'The service is temporarily unavailable. Please try again later.',
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
    } finally {
      await down.close();
    }
  });
});
