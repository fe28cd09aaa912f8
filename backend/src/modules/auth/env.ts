import type { ConfigOf } from '@portal/contract/settings';
import { defineModuleSettings } from '@portal/contract/settings';
import { z } from 'zod';
import { minutes, optionalString } from '../../lib/env.js';

export const authSettings = defineModuleSettings(
  {
    TELEGRAM_BOT_TOKEN: {
      schema: optionalString,
      meaning: 'bot token for verifying Telegram logins; unset: Telegram login answers 503',
      secret: true,
    },
    AUTH_TOKEN_IDLE_MINUTES: {
      schema: minutes,
      default: '1440',
      meaning: 'a token dies after this long without use',
    },
    AUTH_TOKEN_LIFETIME_MINUTES: {
      schema: minutes,
      default: '43200',
      meaning: 'a token dies this long after its creation',
    },
    AUTH_ANONYMOUS_PER_MINUTE: {
      schema: z.coerce.number().int().min(1),
      default: '30',
      meaning: 'requests one address may make a minute to login and password reset; more answer 429',
    },
  },
  (e) => ({
    telegramBotToken: e.TELEGRAM_BOT_TOKEN,
    tokenIdleMinutes: e.AUTH_TOKEN_IDLE_MINUTES,
    tokenLifetimeMinutes: e.AUTH_TOKEN_LIFETIME_MINUTES,
    /** Requests a client address may make to the anonymous routes (login, password reset) a minute. */
    anonymousPerMinute: e.AUTH_ANONYMOUS_PER_MINUTE,
  }),
);

declare module '../../config.js' {
  interface ModuleConfigs {
    auth: ConfigOf<typeof authSettings>;
  }
}
