import { defineModule } from '../../module.js';
import { createNotificationsDal } from './notifications.dal.js';
import type { NotificationsService } from './notifications.service.js';
import { createNotificationsService } from './notifications.service.js';

export type { NotificationsService } from './notifications.service.js';

declare module '../../module.js' {
  interface ModuleServices {
    notifications: NotificationsService;
  }
}

/** Stored notifications, broadcast on the member's channel. */
export const notificationsModule = defineModule({
  name: 'notifications',
  setup(ctx) {
    const notifications = createNotificationsService({
      notificationsDal: createNotificationsDal(ctx.db),
      broadcaster: ctx.broadcaster,
      clock: ctx.clock,
    });
    return { provides: { notifications } };
  },
});
