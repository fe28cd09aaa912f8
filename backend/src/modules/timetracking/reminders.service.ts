import type { RestTimeClockRunningData } from '@portal/contract';
import { NotificationTypes } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { NotificationsService } from '../notifications/index.js';
import { createRecordsDal } from './records.dal.js';

/** How often the running records are looked at. */
export const REMINDER_INTERVAL_MS = 60_000;

/**
 * The reminder of a clock left running: each running record older than its member's `remind_after_hours` raises
 * one notification (the record remembers it in `reminded_at`, in the same transaction as the notification).
 */
export function createReminders(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'store' | 'publish'>;
  clock: Clock;
}) {
  const { db, notifications, clock } = deps;
  const records = createRecordsDal(db);

  return {
    async remind(): Promise<void> {
      await db.transaction(async (tx) => {
        for (const due of await records.remindDue(clock.now(), tx)) {
          const data: RestTimeClockRunningData = {
            record: { id: due.id, start: due.start.toISOString() },
            hours: due.hours,
          };
          const row = await notifications.store(due.user_id, NotificationTypes.timeClockRunning, data, tx);
          tx.afterCommit(() => notifications.publish(row));
        }
      });
    },
  };
}
