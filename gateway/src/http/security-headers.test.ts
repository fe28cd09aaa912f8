import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { REPO_ROOT } from '../config.js';
import { freePort } from '../test/backend.js';
import { WEB_APP_CSP } from './security-headers.js';

let webDist: string;
const gateways: RunningGateway[] = [];

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
});
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.close()));
  await rm(webDist, { recursive: true, force: true });
});

async function start(trustProxy: string): Promise<string> {
  const gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    webDist,
    rest: { backendUrl: `http://127.0.0.1:${await freePort()}` },
    env: { TRUST_PROXY: trustProxy },
  });
  gateways.push(gateway);
  return gateway.url;
}

const page = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { accept: 'text/html', ...headers } });

describe('security headers', () => {
  it('the web app: a strict CSP, no framing, no referrer, nosniff', async () => {
    const url = await start('false');
    for (const pathname of ['/', '/cp/users']) {
      const response = await page(`${url}${pathname}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(WEB_APP_CSP);
      expect(WEB_APP_CSP).toContain("frame-ancestors 'none'");
      expect(WEB_APP_CSP).toMatch(/script-src 'self' https:\/\/telegram\.org;/);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('the IDE: every inline script carries the nonce its CSP allows, and nothing else runs inline', async () => {
    const url = await start('false');
    const response = await page(`${url}/graphql`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await page(`${url}/graphql`);
    expect(again.headers.get('content-security-policy')).not.toBe(csp);
  });

  it('nginx sends the web app the same policy (docker-compose serves the app from nginx)', async () => {
    const snippet = await readFile(path.join(REPO_ROOT, 'docker', 'security-headers.conf'), 'utf8');
    expect(snippet).toContain(`add_header Content-Security-Policy "${WEB_APP_CSP}" always;`);
    expect(snippet).toContain('add_header Referrer-Policy "no-referrer" always;');
    expect(snippet).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });

  it('other responses get nosniff and no-referrer, not a page CSP', async () => {
    const url = await start('false');
    const response = await fetch(`${url}/healthz`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('HSTS only when a trusted proxy says the request came over https', async () => {
    const trusting = await start('loopback');
    const https = { 'x-forwarded-proto': 'https' };
    expect((await page(trusting, https)).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await page(trusting)).headers.get('strict-transport-security')).toBeNull();
    const untrusting = await start('false');
    expect((await page(untrusting, https)).headers.get('strict-transport-security')).toBeNull();
  });
});
