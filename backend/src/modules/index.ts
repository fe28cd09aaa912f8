import { authModule } from './auth/index.js';
import { blogModule } from './blog/index.js';
import { cryptTrackModule } from './crypt-track/index.js';
import { dawumModule } from './dawum/index.js';
import { downloadsModule } from './downloads/index.js';
import { exportModule } from './export/index.js';
import { iptvModule } from './iptv/index.js';
import { jobsModule } from './jobs/index.js';
import { ls22Module } from './ls22/index.js';
import { notificationsModule } from './notifications/index.js';
import { scriptsModule } from './scripts/index.js';
import { timetrackingModule } from './timetracking/index.js';
import { usersModule } from './users/index.js';

/**
 * The domains of the backend, in set-up order (a module uses the services of those before it); the config reads
 * their settings in this order too. Adding a domain is a folder under modules/ and one line here.
 */
export const modules = [
  usersModule,
  authModule,
  notificationsModule,
  downloadsModule,
  exportModule,
  jobsModule,
  iptvModule,
  timetrackingModule,
  blogModule,
  cryptTrackModule,
  dawumModule,
  ls22Module,
  scriptsModule,
];
