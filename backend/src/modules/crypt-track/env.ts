import type { ConfigOf } from '@portal/contract/settings';
import { defineModuleSettings } from '@portal/contract/settings';
import { z } from 'zod';

export const cryptTrackSettings = defineModuleSettings(
  {
    BITGET_BASE_URL: {
      schema: z.url({ protocol: /^https?$/ }).transform((v) => v.replace(/\/+$/, '')),
      default: 'https://api.bitget.com',
      meaning: "Bitget's API (futures v2); tests point it at the fake in tests/fakes",
    },
    BITGET_TIMEOUT_MS: {
      schema: z.coerce.number().int().min(100).max(120_000),
      default: '10000',
      meaning: 'how long one request to Bitget may take',
    },
  },
  (e) => ({
    /** Bitget's API (BITGET_BASE_URL; the fake in tests and the end-to-end run). */
    bitgetBaseUrl: e.BITGET_BASE_URL,
    /** How long one request to Bitget may take (BITGET_TIMEOUT_MS). */
    bitgetTimeoutMs: e.BITGET_TIMEOUT_MS,
  }),
);

declare module '../../config.js' {
  interface ModuleConfigs {
    'crypt-track': ConfigOf<typeof cryptTrackSettings>;
  }
}
