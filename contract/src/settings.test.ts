import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  composeSettings,
  defineModuleSettings,
  defineSettings,
  settingsSchema,
  settingsTable,
} from './settings.js';

const settings = defineSettings({
  PORT: { schema: z.coerce.number().int().min(1), default: '4000', meaning: 'HTTP port' },
  HOSTS: {
    schema: z.string().transform((v) => v.split(',')),
    default: 'a,b',
    meaning: 'hosts | comma-separated',
  },
  TOKEN: { schema: z.string().optional(), meaning: 'the bot token', secret: true },
  DIR: {
    schema: z.string(),
    default: '/home/ci/portal/web',
    defaultNote: '`<repo>/web`',
    meaning: 'built app',
  },
});

describe('settingsSchema', () => {
  it('parses a default like a given value', () => {
    expect(settingsSchema(settings).parse({})).toEqual({
      PORT: 4000,
      HOSTS: ['a', 'b'],
      TOKEN: undefined,
      DIR: '/home/ci/portal/web',
    });
    expect(settingsSchema(settings).parse({ PORT: '81', HOSTS: 'c', TOKEN: 't' })).toMatchObject({
      PORT: 81,
      HOSTS: ['c'],
      TOKEN: 't',
    });
  });

  it('reports the schema’s own message for a given value', () => {
    const issues = settingsSchema(settings).safeParse({ PORT: '0' }).error?.issues;
    expect(issues?.map((i) => i.path.join('.'))).toEqual(['PORT']);
  });
});

describe('defineModuleSettings', () => {
  it('makes the module’s config part of the parsed values', () => {
    const module = defineModuleSettings(
      { SIZE_MB: { schema: z.coerce.number(), default: '2', meaning: 'size' } },
      (e) => ({ sizeBytes: e.SIZE_MB * 1024 * 1024 }),
    );
    expect(module.config(settingsSchema(module.variables).parse({}))).toEqual({ sizeBytes: 2 * 1024 * 1024 });
  });
});

describe('composeSettings', () => {
  const size = defineModuleSettings(
    { SIZE_MB: { schema: z.coerce.number(), default: '2', meaning: 'size' } },
    (e) => ({ sizeBytes: e.SIZE_MB * 1024 * 1024 }),
  );

  it('lists the service’s own variables, then each module’s in list order', () => {
    expect(Object.keys(composeSettings(settings, [{}, { settings: size }]))).toEqual([
      'PORT',
      'HOSTS',
      'TOKEN',
      'DIR',
      'SIZE_MB',
    ]);
  });

  it('refuses a variable declared twice (one declaration would silently win)', () => {
    expect(() => composeSettings(settings, [{ settings: size }, { settings: size }])).toThrow(
      'SIZE_MB is declared twice',
    );
  });
});

describe('settingsTable', () => {
  it('has one row per variable: the default as written or its note, the meaning, secrets marked', () => {
    expect(settingsTable(settings).split('\n')).toEqual([
      '| variable | default | meaning |',
      '| --- | --- | --- |',
      '| `PORT` | `4000` | HTTP port |',
      '| `HOSTS` | `a,b` | hosts \\| comma-separated |',
      '| `TOKEN` (secret) | – | the bot token |',
      '| `DIR` | `<repo>/web` | built app |',
    ]);
  });
});
