import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { restRoutes } from './index.js';

describe('restRoutes', () => {
  const entries = Object.entries(restRoutes);

  it('keys every route by `METHOD /path`', () => {
    for (const [key, def] of entries) expect(key).toBe(`${def.method} ${def.path}`);
  });

  it('answers JSON with a response schema, or a file without one', () => {
    for (const [key, def] of entries) {
      expect([key, 'stream' in def || 'response' in def], key).toEqual([key, true]);
      expect([key, 'stream' in def && 'response' in def], key).toEqual([key, false]);
    }
  });

  it('describes answers as they travel: no transforms, so they serialise and document as written', () => {
    for (const [key, def] of entries) {
      if (!('response' in def)) continue;
      expect(() => z.toJSONSchema(def.response, { io: 'output' }), key).not.toThrow();
    }
  });

  it('names path parameters in its params schema', () => {
    for (const [key, def] of entries) {
      const names = [...def.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const shape = 'params' in def ? Object.keys(def.params.shape) : [];
      expect(shape, key).toEqual(names);
    }
  });
});
