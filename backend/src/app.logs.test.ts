import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './load-config.js';
import { migrate } from './db/migrate.js';
import { createTestDb } from './test/db.js';

/** The app logging at `level` into an array of parsed lines. */
async function appLoggingAt(level: string) {
  const lines: { level: number; msg: string }[] = [];
  const testDb = await createTestDb('pglite');
  await migrate(testDb.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backend-test-'));
  const config = loadConfig({ PORTAL_DATA_DIR: dataDir, LOG_LEVEL: level }, dataDir);
  const app = await buildApp({
    config,
    db: testDb.db,
    logStream: { write: (line) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
  });
  app.get('/api/test/throws', async () => {
    throw new Error('internal detail');
  });
  await app.ready();
  const close = async () => {
    await app.close();
    await testDb.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, lines, close };
}

describe('request logs', () => {
  let info: { app: FastifyInstance; lines: { level: number; msg: string }[]; close(): Promise<void> };
  let debug: typeof info;

  beforeAll(async () => {
    info = await appLoggingAt('info');
    debug = await appLoggingAt('debug');
  });
  afterAll(async () => {
    await info?.close();
    await debug?.close();
  });
  beforeEach(() => {
    info.lines.length = 0;
    debug.lines.length = 0;
  });

  it('at info a request writes no line, a client error neither; a server error still does', async () => {
    expect((await info.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await info.app.inject({ url: '/api/does-not-exist' })).statusCode).toBe(404);
    expect((await info.app.inject({ url: '/api/user' })).statusCode).toBe(401);
    const badJson = { 'content-type': 'application/json' };
    expect(
      (await info.app.inject({ method: 'POST', url: '/api/login', headers: badJson, body: '{' })).statusCode,
    ).toBe(400);
    expect(info.lines).toEqual([]);

    expect((await info.app.inject({ url: '/api/test/throws' })).statusCode).toBe(500);
    expect(info.lines).toEqual([expect.objectContaining({ level: 50, msg: 'unhandled error' })]);
  });

  it('at debug every request writes one line: method, url, status and time', async () => {
    await debug.app.inject({ url: '/healthz' });
    const requests = debug.lines.filter((l) => l.msg === 'request');
    expect(requests).toEqual([
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
    await debug.app.inject({ url: '/api/iptv/personal/SECRET-link-token/playlist.m3u' });
    expect(debug.lines.filter((l) => l.msg === 'request')).toEqual([
      expect.objectContaining({ url: '/api/iptv/personal/:token/playlist.m3u', statusCode: 404 }),
    ]);
    expect(JSON.stringify(debug.lines)).not.toContain('SECRET-link-token');
  });
});
