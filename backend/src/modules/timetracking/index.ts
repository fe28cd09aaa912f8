import { defineModule } from '../../module.js';
import { createBudgetWatch } from './budgets.service.js';
import { createCatalogService } from './catalog.service.js';
import { seedDemoTime } from './demo.js';
import { messages } from './messages.js';
import { createRecordsService } from './records.service.js';
import { createReminders, REMINDER_INTERVAL_MS } from './reminders.service.js';
import { createReportsService } from './reports.service.js';
import { timetrackingRoutes } from './routes.js';
import { createSettingsDal } from './settings.dal.js';
import { createWeekService } from './week.service.js';

declare module '../../module.js' {
  interface ModuleServices {
    timetracking: {
      /** In demo mode at start: the demo member's customers, tasks and two weeks of records (demo.ts). */
      seedDemo: () => Promise<boolean>;
    };
  }
}

/**
 * Time tracking (spec 02 §2–§9): a member's customers, brands, projects, budgets, types, tasks and records, the
 * running clock with its pauses (announced on the member's channel; a notification when it runs too long), budgets
 * that warn at 80 % and 100 %, the week grid, statistics, the time-spent report and its CSV/XLSX exports into the
 * downloads inbox. Everything belongs to one member; ADMIN or TIME_TRACKING.
 */
export const timetrackingModule = defineModule({
  name: 'timetracking',
  messages,
  setup(ctx) {
    const { db, clock } = ctx;
    const settings = createSettingsDal(db);
    const { notifications } = ctx.services;
    const budgets = createBudgetWatch({ db, settings, notifications, clock });
    const catalog = createCatalogService({ db, budgets, clock });
    const records = createRecordsService({ db, settings, broadcaster: ctx.broadcaster, budgets, clock });
    const reminders = createReminders({ db, notifications, clock });
    const reports = createReportsService({ db, settings, downloads: ctx.services.downloads, clock });
    const week = createWeekService({ db, settings, records, clock });
    return {
      routes: timetrackingRoutes({
        catalog,
        records,
        budgets,
        reports,
        settings,
        week,
        authenticate: ctx.authenticate,
        publicUrl: ctx.config.portalUrl,
      }),
      tasks: [{ name: 'time clock reminders', intervalMs: REMINDER_INTERVAL_MS, run: reminders.remind }],
      provides: { timetracking: { seedDemo: () => seedDemoTime({ db, catalog, records, settings, clock }) } },
    };
  },
});
