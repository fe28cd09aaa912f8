import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.js';
import { loadConfig } from './load-config.js';

describe('loadConfig', () => {
  it('has safe defaults for the embedded mode', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.rest.backendUrl).toBe('http://127.0.0.1:4001');
    expect(config.origins).toEqual([
      'http://127.0.0.1:4000',
      'http://127.0.0.1:5173',
      'http://localhost:5173',
      'http://localhost:4000',
    ]);
    expect(config.schemaDir).toMatch(/schema$/);
    expect(config.webDist).toMatch(/web[/\\]dist$/);
  });

  it('derives the allowed origins from PORTAL_URL unless PORTAL_ORIGINS is set', () => {
    expect(loadConfig({ PORTAL_URL: 'https://portal.example.com/' }).origins[0]).toBe(
      'https://portal.example.com',
    );
    expect(loadConfig({ PORTAL_ORIGINS: 'https://a.example, http://b.example:8080' }).origins).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
  });

  it('reports every invalid variable at once', () => {
    try {
      loadConfig({ PORT: 'x', BACKEND_URL: 'ftp://nope', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(3);
    }
  });

  it('names the variable, the rule and the value given in each problem', () => {
    expect(() =>
      loadConfig({ PORT: '99999', TRUST_PROXY: 'maybe', PORTAL_ORIGINS: 'https://a.example, nope' }),
    ).toThrow(
      new ConfigError([
        'PORT: must be an integer between 0 and 65535, got "99999"',
        'PORTAL_ORIGINS: contains an invalid origin "nope"',
        'TRUST_PROXY: must be true, false or a list of addresses/CIDRs, got "maybe"',
      ]),
    );
  });

  it('counts blank variables as unset', () => {
    expect(loadConfig({ PORT: ' ', LOG_LEVEL: '' })).toMatchObject({ port: 4000, logLevel: 'info' });
  });

  it('finds the Pusher server: the embedded one on BACKEND_URL, PUSHER_HOST (soketi) or PUSHER_CLUSTER', () => {
    expect(loadConfig({}).realtime).toMatchObject({
      key: 'portal-key',
      cluster: null,
      host: '127.0.0.1',
      port: 4001,
      scheme: 'http',
    });
    expect(loadConfig({ BACKEND_URL: 'https://api.example.com' }).realtime).toMatchObject({
      host: 'api.example.com',
      port: 443,
      scheme: 'https',
    });
    expect(
      loadConfig({ PUSHER_KEY: 'k1', PUSHER_HOST: 'soketi', PUSHER_PORT: '6001', PUSHER_SCHEME: 'http' })
        .realtime,
    ).toMatchObject({ key: 'k1', cluster: null, host: 'soketi', port: 6001, scheme: 'http' });
    expect(loadConfig({ PUSHER_CLUSTER: 'eu' }).realtime).toMatchObject({ cluster: 'eu', scheme: 'https' });
  });

  it('reads IPTV_MAX_UPLOAD_MB in bytes (default 1024 MB) and refuses what is not a positive integer', () => {
    expect(loadConfig({}).iptvMaxUploadBytes).toBe(1024 * 1024 * 1024);
    expect(loadConfig({ IPTV_MAX_UPLOAD_MB: '2' }).iptvMaxUploadBytes).toBe(2 * 1024 * 1024);
    expect(() => loadConfig({ IPTV_MAX_UPLOAD_MB: '0' })).toThrow(/IPTV_MAX_UPLOAD_MB/);
    expect(() => loadConfig({ IPTV_MAX_UPLOAD_MB: '1.5' })).toThrow(/IPTV_MAX_UPLOAD_MB/);
  });

  it('reads BLOG_MAX_IMAGE_MB in bytes (default 10 MB, as the backend)', () => {
    expect(loadConfig({}).blogMaxImageBytes).toBe(10 * 1024 * 1024);
    expect(loadConfig({ BLOG_MAX_IMAGE_MB: '3' }).blogMaxImageBytes).toBe(3 * 1024 * 1024);
    expect(() => loadConfig({ BLOG_MAX_IMAGE_MB: '0' })).toThrow(/BLOG_MAX_IMAGE_MB/);
  });

  it('refuses invalid PUSHER_* values', () => {
    try {
      loadConfig({ PUSHER_SCHEME: 'ws', PUSHER_PORT: '0', PUSHER_KEY: 'a b', PUSHER_CLUSTER: 'e/u' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(4);
    }
  });
});
