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
