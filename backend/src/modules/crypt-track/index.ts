import { createSecretBox } from '../../lib/secret-box.js';
import { defineModule } from '../../module.js';
import { cryptTrackSettings } from './env.js';
import { createBitgetAdapter } from './bitget.adapter.js';
import { createConfigsDal } from './configs.dal.js';
import { createCryptTrackService } from './crypt-track.service.js';
import { seedDemoConfig } from './demo.js';
import { messages } from './messages.js';
import { memorySlots, redisSlots } from './request-slots.js';
import { cryptTrackRoutes } from './routes.js';

declare module '../../module.js' {
  interface ModuleServices {
    cryptTrack: {
      /** In demo mode at start: the demo member's configuration for the fake Bitget (demo.ts). */
      seedDemo: () => Promise<boolean>;
    };
  }
}

/**
 * The crypto tracker (spec 02 §2, §3, §7): a member's Bitget futures configurations (keys sealed at rest), the
 * dashboard of their accounts and open positions, and the closed positions. ADMIN or CRYPT_TRACK.
 */
export const cryptTrackModule = defineModule({
  name: 'crypt-track',
  settings: cryptTrackSettings,
  messages,
  setup(ctx) {
    const { config, db, clock, log } = ctx;
    const adapter = createBitgetAdapter({
      baseUrl: config.bitgetBaseUrl,
      timeoutMs: config.bitgetTimeoutMs,
      // with Redis the replicas share Bitget's budget (two must not each take 80 % of it)
      slots: ctx.redis
        ? redisSlots(ctx.redis, config.bitgetTimeoutMs + 1000, memorySlots(Date.now))
        : memorySlots(Date.now),
    });
    const service = createCryptTrackService({
      configs: createConfigsDal(db),
      box: createSecretBox(ctx.portalSecret, 'crypt-track'),
      adapter,
      clock,
      log,
    });
    return {
      routes: cryptTrackRoutes({ service, authenticate: ctx.authenticate }),
      provides: {
        cryptTrack: { seedDemo: () => seedDemoConfig({ db, service, bitgetBaseUrl: config.bitgetBaseUrl }) },
      },
    };
  },
});
