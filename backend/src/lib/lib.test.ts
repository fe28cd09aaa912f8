import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { loadConfig } from '../load-config.js';
import { createPasswordHasher } from './passwords.js';

describe('passwords', () => {
  const hasher = createPasswordHasher(10);

  it('hashes with bcrypt cost 10 and verifies', async () => {
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^\$2b\$10\$/);
    expect(await hasher.verify('correct horse', hash)).toBe(true);
    expect(await hasher.verify('wrong horse', hash)).toBe(false);
  });

  it("verifies Laravel's $2y$ hashes (bcryptjs treats 2y like 2b)", async () => {
    const b = bcrypt.hashSync('from-laravel', 10);
    const y = `$2y$${b.slice(4)}`;
    expect(bcrypt.getRounds(y)).toBe(10);
    expect(await hasher.verify('from-laravel', y)).toBe(true);
    expect(await hasher.verify('from-laravel!', y)).toBe(false);
  });

  it('never throws on a broken hash', async () => {
    for (const broken of ['', 'plain', '$2y$10$short', '$argon2id$v=19$m=65536']) {
      expect(await hasher.verify('x', broken)).toBe(false);
    }
  });

  it('refuses a cost below 10', () => {
    expect(() => createPasswordHasher(4)).toThrow();
  });
});

describe('config', () => {
  it('has safe defaults and resolves the data dir against the working directory', () => {
    const c = loadConfig({}, '/srv/portal');
    expect(c).toMatchObject({
      port: 4001,
      host: '127.0.0.1',
      dataDir: '/srv/portal/data',
      databaseUrl: undefined,
      portalUrl: 'http://127.0.0.1:4000',
      demo: true,
      demoPassword: 'portal-demo',
      mailFrom: 'Portal <no-reply@portal.local>',
      tokenIdleMinutes: 1440,
      tokenLifetimeMinutes: 43200,
      logLevel: 'info',
    });
    expect(loadConfig({ PORTAL_DATA_DIR: '/abs/dir' }, '/x').dataDir).toBe('/abs/dir');
    expect(loadConfig({ PORTAL_DEMO: 'false' }).demo).toBe(false);
    expect(loadConfig({ PORTAL_DEMO: '0' }).demo).toBe(false);
    expect(loadConfig({ PORTAL_URL: 'https://portal.example.org/' }).portalUrl).toBe(
      'https://portal.example.org',
    );
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('names every invalid variable', () => {
    try {
      loadConfig({
        BACKEND_PORT: 'abc',
        PORTAL_DEMO: 'maybe',
        AUTH_TOKEN_IDLE_MINUTES: '-1',
        SMTP_URL: 'http://x',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as Error).message;
      for (const v of ['BACKEND_PORT', 'PORTAL_DEMO', 'AUTH_TOKEN_IDLE_MINUTES', 'SMTP_URL'])
        expect(text).toContain(v);
    }
  });

  it('realtime and downloads: embedded by default, soketi by host, Pusher by cluster', () => {
    const c = loadConfig({});
    expect(c.pusher).toMatchObject({ appId: 'portal', key: 'portal-key', target: { mode: 'embedded' } });
    expect(c.pusher.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}).pusher.secret).not.toBe(c.pusher.secret); // random per start
    expect(c).toMatchObject({
      downloadsTtlHours: 168,
      downloadsCleanupIntervalSeconds: 60,
      downloadsMaxFileBytes: 1024 * 1024 * 1024,
      jobsPollIntervalSeconds: 5,
    });
    const soketi = loadConfig({ PUSHER_HOST: 'soketi', PUSHER_PORT: '6001', PUSHER_SECRET: 's3cret' });
    expect(soketi.pusher).toEqual({
      appId: 'portal',
      key: 'portal-key',
      secret: 's3cret',
      target: { mode: 'host', host: 'soketi', port: 6001, scheme: 'http' },
    });
    expect(
      loadConfig({ PUSHER_HOST: 'ws.example.org', PUSHER_SCHEME: 'https', PUSHER_SECRET: 'x' }).pusher.target,
    ).toEqual({ mode: 'host', host: 'ws.example.org', port: 443, scheme: 'https' });
    expect(loadConfig({ PUSHER_CLUSTER: 'eu', PUSHER_SECRET: 'x' }).pusher.target).toEqual({
      mode: 'cluster',
      cluster: 'eu',
    });
    // a host wins over a cluster (as in the gateway)
    expect(
      loadConfig({ PUSHER_HOST: 'h', PUSHER_CLUSTER: 'eu', PUSHER_SECRET: 'x' }).pusher.target.mode,
    ).toBe('host');
    expect(() => loadConfig({ PUSHER_CLUSTER: 'eu' })).toThrow(/PUSHER_SECRET/);
    expect(() => loadConfig({ PUSHER_KEY: 'a b', PUSHER_SCHEME: 'ftp', DOWNLOADS_TTL_HOURS: '0' })).toThrow(
      /PUSHER_KEY[\s\S]*PUSHER_SCHEME[\s\S]*DOWNLOADS_TTL_HOURS/,
    );
  });

  it('embedded Pusher server caps: defaults, overrides, whole positive numbers only', () => {
    expect(loadConfig({}).pusherServerLimits).toEqual({
      maxConnections: 10_000,
      maxConnectionsPerAddress: 100,
      maxChannelsPerConnection: 10_000,
    });
    expect(
      loadConfig({
        PUSHER_MAX_CONNECTIONS: '500',
        PUSHER_MAX_CONNECTIONS_PER_ADDRESS: '5',
        PUSHER_MAX_CHANNELS_PER_CONNECTION: '20',
      }).pusherServerLimits,
    ).toEqual({ maxConnections: 500, maxConnectionsPerAddress: 5, maxChannelsPerConnection: 20 });
    expect(() =>
      loadConfig({
        PUSHER_MAX_CONNECTIONS: '0',
        PUSHER_MAX_CONNECTIONS_PER_ADDRESS: 'many',
        PUSHER_MAX_CHANNELS_PER_CONNECTION: '1.5',
      }),
    ).toThrow(
      /PUSHER_MAX_CONNECTIONS:[\s\S]*PUSHER_MAX_CONNECTIONS_PER_ADDRESS:[\s\S]*PUSHER_MAX_CHANNELS_PER_CONNECTION:/,
    );
  });
});
