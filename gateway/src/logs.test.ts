import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './server.js';

const MEMBER = {
  id: 1,
  name: 'Member',
  email: 'member@example.com',
  email_verified_at: null,
  active: true,
  activated_at: null,
  activated_by: null,
  created_at: '2026-01-01T00:00:00.000000Z',
  updated_at: '2026-01-01T00:00:00.000000Z',
  roles: [],
};

/** A backend that knows the member but answers everything else with broken JSON (an unexpected error upstream). */
function brokenBackend(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/healthz') return response.end(JSON.stringify({ status: 'ok', database: 'up' }));
    if (request.url === '/api/user') return response.end(JSON.stringify(MEMBER));
    response.end('{"id": 1, trailing garbage');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('request logs', () => {
  let backend: http.Server;
  let webDist: string;
  const gateways: RunningGateway[] = [];
  const lines: Record<string, { level: number; msg: string }[]> = { info: [], debug: [] };

  async function start(level: 'info' | 'debug') {
    const address = backend.address() as { port: number };
    const gateway = await startGateway({
      port: 0,
      logLevel: level,
      webDist,
      rest: { backendUrl: `http://127.0.0.1:${address.port}` },
      logStream: { write: (line) => lines[level]!.push(JSON.parse(line) as { level: number; msg: string }) },
    });
    gateways.push(gateway);
    return gateway.url;
  }
  let infoUrl: string;
  let debugUrl: string;

  beforeAll(async () => {
    backend = await brokenBackend();
    webDist = await mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    infoUrl = await start('info');
    debugUrl = await start('debug');
  });
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
    await new Promise((resolve) => backend?.close(resolve));
    await rm(webDist, { recursive: true, force: true });
  });
  beforeEach(() => {
    lines.info!.length = 0;
    lines.debug!.length = 0;
  });

  const graphql = (url: string, query: string) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer some-token' },
      body: JSON.stringify({ query }),
    });

  it('at info a request writes no line; an unexpected error still does', async () => {
    expect((await fetch(`${infoUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${infoUrl}/`)).status).toBe(200);
    expect((await graphql(infoUrl, '{ __typename }')).status).toBe(200);
    expect(lines.info).toEqual([]);

    const failing = await graphql(infoUrl, '{ myDownloads { id } }');
    expect(
      ((await failing.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
    ).toBe('INTERNAL_SERVER_ERROR');
    expect(lines.info).toEqual([expect.objectContaining({ level: 50, msg: 'unexpected resolver error' })]);
  });

  it('at debug every request writes one line: method, url, status and time', async () => {
    await fetch(`${debugUrl}/healthz`);
    expect(lines.debug!.filter((l) => l.msg === 'request')).toEqual([
      expect.objectContaining({
        level: 20,
        method: 'GET',
        url: '/healthz',
        statusCode: 200,
        ms: expect.any(Number),
      }),
    ]);
  });

  it("logs a personal link's route, never its token", async () => {
    await (await fetch(`${debugUrl}/iptv/SECRET-link-token-0123456789abcdef/epg.xml`)).arrayBuffer();
    expect(lines.debug!.filter((l) => l.msg === 'request')).toEqual([
      expect.objectContaining({ url: '/iptv/:token/epg.xml' }),
    ]);
    expect(JSON.stringify(lines.debug)).not.toContain('SECRET-link-token');
  });
});
