import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { RestDawumSyncStatus } from '@portal/contract';
import {
  RestDawumCurrentQuery,
  RestDawumInstitutesQuery,
  RestDawumTrendQuery,
  dawumRoutes as contract,
} from '@portal/contract';
import { fieldError } from '../../http/errors.js';
import { parseListQuery, rawQueryOf } from '../../http/list-query.js';
import type { Locale } from '../../http/locale.js';
import { storedErrorText } from '../../http/messages.js';
import { listPath, paginate } from '../../http/pagination.js';
import type { ContractTypeProvider } from '../../http/routes.js';
import { fromContract, guarded, queryOf } from '../../http/routes.js';
import { SURVEYS } from './polls.dal.js';
import type { PollsService } from './polls.service.js';
import type { SyncStatusRow } from './sync.dal.js';
import type { DawumSync } from './sync.service.js';

const BUNDESTAG = 0;
const day = (d: Date) => d.toISOString().slice(0, 10);

/** `/api/dawum/…`: the polls for everybody (no login); only "sync now" asks for ADMIN. */
export function dawumRoutes(deps: {
  polls: PollsService;
  sync: DawumSync;
  authenticate: preValidationAsyncHookHandler;
  clock: { now(): Date };
  /** PORTAL_URL: the base of the paginator's URLs. */
  publicUrl: string;
}) {
  const { polls, sync, authenticate, clock, publicUrl } = deps;

  async function statusView(row: SyncStatusRow | null, locale: Locale): Promise<RestDawumSyncStatus> {
    return {
      last_sync_at: row ? row.last_sync_at.toISOString() : null,
      last_update: row?.last_update ?? null,
      outcome: row?.outcome ?? null,
      error: row
        ? storedErrorText(locale, 'dawum.sync', 'dawum.sync.failed', row.error_code, row.error_detail)
        : null,
      survey_count: await polls.surveyCount(),
      unknown_references: await polls.unknownReferences(),
    };
  }

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();

    app.route({
      ...fromContract(contract['GET /api/dawum/parliaments']),
      handler: async () => polls.parliaments(),
    });

    app.route({
      ...fromContract(contract['GET /api/dawum/institutes']),
      handler: async (request) => {
        const { parliament } = queryOf(RestDawumInstitutesQuery, request);
        return polls.institutes(parliament === undefined ? undefined : Number(parliament));
      },
    });

    app.route({
      ...fromContract(contract['GET /api/dawum/surveys']),
      handler: async (request) => {
        const query = parseListQuery(rawQueryOf(request.url), SURVEYS);
        const { rows, total } = await polls.surveys(query);
        return paginate(rows, total, query, listPath(publicUrl, request), request.locale);
      },
    });

    app.route({
      ...fromContract(contract['GET /api/dawum/surveys/:survey_id']),
      handler: async (request) => polls.survey(Number(request.params.survey_id)),
    });

    app.route({
      ...fromContract(contract['GET /api/dawum/surveys/:survey_id/results']),
      handler: async (request) => polls.results(Number(request.params.survey_id)),
    });

    app.route({
      ...fromContract(contract['GET /api/dawum/current']),
      handler: async (request) => {
        const { parliament } = queryOf(RestDawumCurrentQuery, request);
        return polls.current(parliament === undefined ? BUNDESTAG : Number(parliament));
      },
    });

    app.route({
      ...fromContract(contract['GET /api/dawum/trend']),
      handler: async (request) => {
        const query = queryOf(RestDawumTrendQuery, request);
        const to = query.to ?? day(clock.now());
        const yearBefore = new Date(`${to}T00:00:00Z`);
        yearBefore.setUTCFullYear(yearBefore.getUTCFullYear() - 1);
        const from = query.from ?? day(yearBefore);
        if (from > to) throw fieldError('from', 'dawum.range');
        return polls.trend(query.parliament === undefined ? BUNDESTAG : Number(query.parliament), from, to);
      },
    });

    app.route({
      ...fromContract(contract['GET /api/dawum/sync']),
      handler: async (request) => statusView(await sync.status(), request.locale),
    });

    const syncNow = guarded(contract['POST /api/dawum/sync']);
    app.route({
      ...syncNow,
      preValidation: [authenticate, syncNow.preValidation],
      handler: async (request) => statusView(await sync.sync(), request.locale),
    });
  };
}
