import { defineModule } from '../../module.js';
import { exportRoutes } from './export.routes.js';
import { createExportService, EXPORT_JOB } from './export.service.js';
import { messages } from './messages.js';

/** "Export my data": a job writes every module's section into the member's downloads. */
export const exportModule = defineModule({
  name: 'export',
  messages,
  setup(ctx) {
    const { users } = ctx.services;
    const exportsService = createExportService({
      jobs: ctx.jobs,
      downloads: ctx.services.downloads,
      registry: ctx.exportSections,
      memberExists: async (id) => (await users.dal.findById(id)) !== null,
      clock: ctx.clock,
    });
    return {
      routes: exportRoutes({ exports: exportsService, authenticate: ctx.authenticate }),
      jobs: { [EXPORT_JOB]: { handler: exportsService.runJob } },
    };
  },
});
