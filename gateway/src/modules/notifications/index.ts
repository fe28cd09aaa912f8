import { events } from '@portal/contract';
import { defineModule } from '../../module.js';
import { notificationsResolvers } from './resolvers.js';

/** The member's own channel as subscriptions: notifications (a type per kind) and account changes. */
export const notificationsModule = defineModule({
  name: 'notifications',
  resolvers: notificationsResolvers,
  channels: {
    /** New notifications. */
    notifications: [events.notificationCreated],
    /** The member's account as an admin changed it. */
    account: [events.userDataUpdated],
  },
});
