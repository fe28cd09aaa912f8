import type { RestTimeBudgetNotificationData } from '@portal/contract';
import { NotificationTypes } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { NotificationsService } from '../notifications/index.js';
import { budgetsOfRecords, settleWarnings } from './budgets.dal.js';
import type { SettingsDal } from './settings.dal.js';
import type { BudgetRow } from './tables.dal.js';
import type { Targets } from './targets.dal.js';
import { addDays, localDay, weekday } from './time.js';

/**
 * The budgets' warnings and what is left of them. `check` runs after a change of the member's finished time (after
 * its commit): a budget whose use crossed 80 % or 100 % upward gets one notification (of the highest threshold
 * crossed), remembered in `warned_percent`; a use that fell below a threshold again lowers it, so it warns again.
 */
export function createBudgetWatch(deps: {
  db: Db;
  settings: SettingsDal;
  notifications: Pick<NotificationsService, 'store' | 'publish'>;
  clock: Clock;
}) {
  const { db, settings, notifications, clock } = deps;

  /** `remaining_seconds` over the weeks from this one to the one `ends_on` falls in (at least this one). */
  function present<R extends BudgetRow>(
    rows: R[],
    timeZone: string,
  ): (R & { remaining_seconds_per_week: number | null })[] {
    const today = localDay(clock.now(), timeZone);
    const monday = (day: string) => addDays(day, -weekday(day));
    return rows.map((row) => {
      if (row.remaining_seconds === null || row.ends_on === null)
        return { ...row, remaining_seconds_per_week: null };
      const weeks = (Date.parse(monday(row.ends_on)) - Date.parse(monday(today))) / (7 * 86_400_000) + 1;
      return {
        ...row,
        remaining_seconds_per_week: Math.round(Number(row.remaining_seconds) / Math.max(1, weeks)),
      };
    });
  }

  return {
    /** The member's budgets with what is left per week, in their time zone. */
    async present(userId: number, rows: BudgetRow[]): Promise<BudgetRow[]> {
      return rows.length === 0 ? [] : present(rows, (await settings.get(userId)).time_zone);
    },

    /** The budgets on each of the records `ids` (project's, brand's, customer's); every id answered. */
    async ofRecords(userId: number, ids: number[]) {
      const rows = await budgetsOfRecords(db, userId, ids);
      const shown = rows.length === 0 ? [] : present(rows, (await settings.get(userId)).time_zone);
      return ids.map((id) => ({
        record_id: id,
        budgets: shown
          .filter((b) => Number(b.record_id) === id)
          .map(({ record_id: _r, ...budget }) => budget),
      }));
    },

    /** Settles the warnings of the budgets on `targets` (all the member's with 'all') under the member's lock. */
    async check(userId: number, targets: Targets[] | 'all'): Promise<void> {
      if (targets !== 'all' && targets.length === 0) return;
      await db.transaction(async (tx) => {
        await settings.lock(tx, userId);
        for (const budget of await settleWarnings(tx, userId, targets)) {
          const data: RestTimeBudgetNotificationData = {
            budget: { id: budget.id, name: budget.name },
            percent: budget.percent,
          };
          const row = await notifications.store(userId, NotificationTypes.timeBudget, data, tx);
          tx.afterCommit(() => notifications.publish(row));
        }
      });
    },
  };
}

export type BudgetWatch = ReturnType<typeof createBudgetWatch>;
