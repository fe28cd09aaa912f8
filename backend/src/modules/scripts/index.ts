import { defineModule } from '../../module.js';
import { createTokensDal } from '../auth/index.js';
import { messages } from './messages.js';
import { scriptsRoutes } from './routes.js';
import { createScriptsService } from './service.js';

/**
 * Scripts (issue 17 §2): personal access tokens (`Bearer pat_…`) a member creates for scripts, read-only or full.
 * They are bearer tokens like the sessions, so every route accepts them; the auth check refuses a read-only one
 * on anything but reading.
 */
export const scriptsModule = defineModule({
  name: 'scripts',
  messages,
  setup(ctx) {
    const { db, clock, services } = ctx;
    const scripts = createScriptsService({
      db,
      tokensDal: createTokensDal(db),
      tokens: services.tokens,
      clock,
    });
    return { routes: scriptsRoutes({ scripts, authenticate: ctx.authenticate }) };
  },
});
