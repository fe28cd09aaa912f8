import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { timetrackingRoutes as contract } from '@portal/contract';
import { authOf } from '../../http/auth.js';
import { parseListQuery, rawQueryOf } from '../../http/list-query.js';
import { t } from '../../http/messages.js';
import { listPath, paginate } from '../../http/pagination.js';
import type { ContractTypeProvider } from '../../http/routes.js';
import { guarded, queryOf } from '../../http/routes.js';
import type { DownloadView } from '../downloads/index.js';
import type { BudgetWatch } from './budgets.service.js';
import type { CatalogKind, CatalogService } from './catalog.service.js';
import type { RecordsService } from './records.service.js';
import type { ReportsService } from './reports.service.js';
import type { SettingsDal } from './settings.dal.js';
import type { OwnedTable } from './owned.dal.js';
import type { WeekService } from './week.service.js';
import { BRANDS, BUDGETS, CUSTOMERS, PROJECTS, RECORDS, TASKS, TYPES } from './tables.dal.js';

/** `/api/tt/…`: a member's time tracking (ADMIN, TIME_TRACKING; anybody else's ids answer 404). */
export function timetrackingRoutes(deps: {
  catalog: CatalogService;
  records: RecordsService;
  budgets: Pick<BudgetWatch, 'ofRecords'>;
  reports: ReportsService;
  settings: SettingsDal;
  week: WeekService;
  authenticate: preValidationAsyncHookHandler;
  /** PORTAL_URL: the base of the paginator's URLs. */
  publicUrl: string;
}) {
  const { catalog, records, budgets, reports, settings, week, authenticate, publicUrl } = deps;

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.addHook('preValidation', authenticate);
    const me = (request: FastifyRequest) => authOf(request).userId;
    const exported = (download: DownloadView) => ({
      link: `/api/downloads/download/${download.id}/now`,
      download,
    });

    // the generic resource paths of customers, brands, projects, budgets, types and tasks
    const list =
      <K extends CatalogKind>(kind: K, table: OwnedTable) =>
      async (request: FastifyRequest) => {
        const query = parseListQuery(rawQueryOf(request.url), table.spec);
        const { rows, total } = await catalog.page(kind, me(request), query);
        return paginate(rows, total, query, listPath(publicUrl, request), request.locale);
      };
    // one handler per kind: with the kind a union, a page would hold any kind's rows
    const lists = {
      customer: list('customer', CUSTOMERS),
      brand: list('brand', BRANDS),
      project: list('project', PROJECTS),
      budget: list('budget', BUDGETS),
      type: list('type', TYPES),
      task: list('task', TASKS),
    };
    for (const kind of Object.keys(lists) as CatalogKind[]) {
      const path = `/api/tt/${kind}` as const;
      app.route({ ...guarded(contract[`GET ${path}`]), handler: lists[kind] });
      app.route({
        ...guarded(contract[`POST ${path}`]),
        handler: async (request, reply) =>
          reply.code(201).send(await catalog.create(kind, me(request), request.body)),
      });
      app.route({
        ...guarded(contract[`GET ${path}/:id`]),
        handler: async (request) => catalog.get(kind, me(request), request.params.id),
      });
      app.route({
        ...guarded(contract[`PUT ${path}/:id`]),
        handler: async (request) => catalog.update(kind, me(request), request.params.id, request.body),
      });
      app.route({
        ...guarded(contract[`DELETE ${path}/:id`]),
        handler: async (request) => ({
          message: t(request.locale, await catalog.remove(kind, me(request), request.params.id)),
        }),
      });
    }

    app.route({
      ...guarded(contract['GET /api/tt/brand/:id/stats']),
      handler: async (request) => reports.brandStats(me(request), request.params.id),
    });

    for (const target of ['task', 'record'] as const) {
      app.route({
        ...guarded(contract[`GET /api/tt/${target}/:id/comment`]),
        handler: async (request) => catalog.comments(me(request), target, request.params.id),
      });
      app.route({
        ...guarded(contract[`POST /api/tt/${target}/:id/comment`]),
        handler: async (request, reply) =>
          reply
            .code(201)
            .send(await catalog.comment(me(request), target, request.params.id, request.body.text)),
      });
    }

    app.route({
      ...guarded(contract['GET /api/tt/record/users-running-record']),
      handler: async (request) => records.running(me(request)),
    });

    app.route({
      ...guarded(contract['GET /api/tt/record/users-last-record']),
      handler: async (request) => records.last(me(request)),
    });

    app.route({
      ...guarded(contract['POST /api/tt/record/start']),
      handler: async (request, reply) => reply.code(201).send(await records.start(me(request), request.body)),
    });

    app.route({
      ...guarded(contract['PUT /api/tt/record/stop-users-running-record/:id']),
      handler: async (request) => records.stop(me(request), request.params.id, request.body ?? {}),
    });

    app.route({
      ...guarded(contract['PUT /api/tt/record/pause-users-running-record']),
      handler: async (request) => records.pause(me(request), request.body ?? {}),
    });

    app.route({
      ...guarded(contract['PUT /api/tt/record/resume-users-running-record']),
      handler: async (request) => records.resume(me(request), request.body ?? {}),
    });

    app.route({
      ...guarded(contract['POST /api/tt/record/:id/continue']),
      handler: async (request, reply) =>
        reply.code(201).send(await records.continue(me(request), request.params.id)),
    });

    const recent = contract['GET /api/tt/record/recent'];
    app.route({
      ...guarded(recent),
      handler: async (request) => {
        const { limit } = queryOf(recent.query, request);
        return records.recent(me(request), limit === undefined ? undefined : Number(limit));
      },
    });

    const recordBudgets = contract['GET /api/tt/record/budgets'];
    app.route({
      ...guarded(recordBudgets),
      handler: async (request) =>
        budgets.ofRecords(me(request), queryOf(recordBudgets.query, request).ids.split(',').map(Number)),
    });

    app.route({
      ...guarded(contract['GET /api/tt/record/dropdown-data']),
      handler: async (request) => catalog.dropdown(me(request)),
    });

    const suggestions = contract['GET /api/tt/record/field-suggestions/:field'];
    app.route({
      ...guarded(suggestions),
      handler: async (request) =>
        records.suggestions(me(request), request.params.field, queryOf(suggestions.query, request).prefix),
    });

    const timeSpent = contract['GET /api/tt/record/time-spent'];
    app.route({
      ...guarded(timeSpent),
      handler: async (request) => reports.report(me(request), queryOf(timeSpent.query, request)),
    });

    app.route({
      ...guarded(contract['POST /api/tt/record/time-spent/export']),
      handler: async (request) =>
        exported(await reports.exportReport(me(request), request.locale, request.body, request.body.format)),
    });

    app.route({
      ...guarded(contract['GET /api/tt/record']),
      handler: async (request) => {
        const query = parseListQuery(rawQueryOf(request.url), RECORDS.spec);
        const { rows, total } = await records.page(me(request), query);
        return paginate(rows, total, query, listPath(publicUrl, request), request.locale);
      },
    });

    app.route({
      ...guarded(contract['POST /api/tt/record']),
      handler: async (request, reply) =>
        reply.code(201).send(await records.create(me(request), request.body)),
    });

    app.route({
      ...guarded(contract['GET /api/tt/record/:id']),
      handler: async (request) => records.get(me(request), request.params.id),
    });

    app.route({
      ...guarded(contract['PUT /api/tt/record/:id']),
      handler: async (request) => records.update(me(request), request.params.id, request.body),
    });

    app.route({
      ...guarded(contract['DELETE /api/tt/record/:id']),
      handler: async (request) => {
        await records.remove(me(request), request.params.id);
        return { message: t(request.locale, 'timetracking.record_deleted') };
      },
    });

    app.route({
      ...guarded(contract['GET /api/tt/statistics']),
      handler: async (request) => reports.statistics(me(request)),
    });

    app.route({
      ...guarded(contract['POST /api/tt/statistics/export']),
      handler: async (request) => {
        const { type, format = 'csv' } = request.body;
        return exported(await reports.exportStatistics(me(request), request.locale, type, format));
      },
    });

    const weekRoute = contract['GET /api/tt/week'];
    app.route({
      ...guarded(weekRoute),
      handler: async (request) =>
        week.week(me(request), request.locale, queryOf(weekRoute.query, request).week_start),
    });

    app.route({
      ...guarded(contract['PUT /api/tt/week/cell']),
      handler: async (request) => week.saveCell(me(request), request.locale, request.body),
    });

    app.route({
      ...guarded(contract['GET /api/tt/settings']),
      handler: async (request) => settings.get(me(request)),
    });

    app.route({
      ...guarded(contract['PUT /api/tt/settings']),
      handler: async (request) => records.saveSettings(me(request), request.body),
    });
  };
}
