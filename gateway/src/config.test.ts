import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
});
