import type { ContextModules } from '../context.js';
import { createLoaders } from '../loaders.js';
import { bindChannels, type ApisOf, type ChannelsOf, type LoadersOf } from '../module.js';
import { createRestApis } from '../rest/apis.js';
import { authModule } from './auth/index.js';
import { blogModule } from './blog/index.js';
import { cryptTrackModule } from './crypt-track/index.js';
import { dawumModule } from './dawum/index.js';
import { downloadsModule } from './downloads/index.js';
import { iptvModule } from './iptv/index.js';
import { ls22Module } from './ls22/index.js';
import { notificationsModule } from './notifications/index.js';
import { scriptsModule } from './scripts/index.js';
import { timetrackingModule } from './timetracking/index.js';
import { usersModule } from './users/index.js';

/** Every domain of the gateway, once: adding a domain is a new folder and one line here. */
export const modules = [
  authModule,
  usersModule,
  downloadsModule,
  notificationsModule,
  iptvModule,
  timetrackingModule,
  blogModule,
  cryptTrackModule,
  dawumModule,
  ls22Module,
  scriptsModule,
] as const;

export type Modules = typeof modules;

// The modules' parts of every context, declared here so that context.ts knows no module.
declare module '../context.js' {
  interface ModuleParts {
    rest: ApisOf<Modules>;
    loaders: LoadersOf<Modules>;
    realtime: ChannelsOf<Modules>;
  }
}

/** What every context takes of the list: the modules' parts for its caller, and who a token belongs to. */
export const contextModules: ContextModules = {
  parts: ({ upstream, caller }, open) => {
    const rest = createRestApis(modules, upstream.session(caller));
    return {
      rest,
      loaders: createLoaders(modules, { upstream, caller, rest }),
      realtime: bindChannels(modules, open),
    };
  },
  memberByToken: ({ loaders }, token) => loaders.auth.memberByToken.load(token),
};
