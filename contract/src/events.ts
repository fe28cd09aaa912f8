import { authEvents } from './auth.js';
import type { RealtimeEvent } from './broadcasting.js';
import { downloadsEvents } from './downloads.js';
import { iptvEpgImportEvents, iptvListsEvents } from './iptv-lists.js';
import { iptvImportEvents } from './iptv.js';
import { jobsEvents } from './jobs.js';
import { ls22Events } from './ls22.js';
import { notificationsEvents } from './notifications.js';
import { timetrackingEvents } from './timetracking.js';
import { usersEvents } from './users.js';

/**
 * Every realtime event, each declared by its domain: its channel (and so who may listen), its Pusher name and the
 * schema of its data. The backend broadcasts only these, the channel authorisation and the gateway's relay derive
 * from them.
 */
export const events = {
  ...authEvents,
  ...usersEvents,
  ...notificationsEvents,
  ...jobsEvents,
  ...downloadsEvents,
  ...iptvImportEvents,
  ...iptvEpgImportEvents,
  ...iptvListsEvents,
  ...timetrackingEvents,
  ...ls22Events,
} satisfies Record<string, RealtimeEvent>;

export type Events = typeof events;
