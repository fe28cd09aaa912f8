import { Readable } from 'node:stream';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { RestLs22FinancialsQuery, ls22Routes as contract } from '@portal/contract';
import { authOf } from '../../http/auth.js';
import { HttpError, fieldError, notFound } from '../../http/errors.js';
import { parseListQuery, rawQueryOf } from '../../http/list-query.js';
import { listPath, paginate } from '../../http/pagination.js';
import type { ContractTypeProvider } from '../../http/routes.js';
import { guarded, queryOf } from '../../http/routes.js';
import type { DownloadsService } from '../downloads/index.js';
import type { Ls22Backups } from './backups.service.js';
import { BACKUPS, NotConfigured } from './backups.service.js';
import type { FarmsDal } from './farms.dal.js';
import type { Ls22Poller } from './poller.js';
import type { Ls22Settings } from './settings.js';

/** `/api/gaming/ls22/…`: ADMIN or TOXIC_IDIOT (either spelling) on every route; configuration and backups ADMIN. */
export function ls22Routes(deps: {
  poller: Ls22Poller;
  settings: Ls22Settings;
  backups: Ls22Backups;
  farms: FarmsDal;
  downloads: () => Pick<DownloadsService, 'addDownload'>;
  authenticate: preValidationAsyncHookHandler;
  publicUrl: string;
}) {
  const { poller, settings, backups, farms, authenticate, publicUrl } = deps;

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    /** The route with its auth and role checks, before anything is parsed. */
    const route = <const K extends keyof typeof contract>(key: K) => {
      const def = guarded(contract[key]);
      return { ...def, preValidation: [authenticate, def.preValidation] };
    };
    const farmId = async (raw: string, userId: number) => {
      const farm = await farms.find(Number(raw), userId);
      if (!farm) throw notFound('ls22.farm_not_found');
      return farm;
    };
    const days = (request: Parameters<typeof queryOf>[1]) => {
      const q = queryOf(RestLs22FinancialsQuery, request);
      if (q.from_day !== undefined && q.to_day !== undefined && q.from_day > q.to_day)
        throw fieldError('from_day', 'ls22.range');
      return [q.from_day ?? null, q.to_day ?? null] as const;
    };

    app.route({
      ...route('GET /api/gaming/ls22/dedicated-server-api/stats'),
      handler: async (request) => poller.stats(request.locale),
    });

    app.route({
      ...route('GET /api/gaming/ls22/config/server-links'),
      handler: async () => settings.links(),
    });

    app.route({
      ...route('GET /api/gaming/ls22/config'),
      handler: async () => settings.view(),
    });

    app.route({
      ...route('PUT /api/gaming/ls22/config'),
      handler: async (request) => {
        const saved = await settings.save(request.body);
        // the header shows the new server's state at once, nothing of the former one
        await poller.forget();
        await poller.poll();
        return saved;
      },
    });

    app.route({
      ...route('POST /api/gaming/ls22/farm/assign-user'),
      handler: async (request) => {
        const { userId } = authOf(request);
        const body = request.body;
        const id = Number(body.farm_id);
        if (!(await farms.find(id, userId))) throw fieldError('farm_id', 'validation.exists');
        const member = body.user_id === null ? null : Number(body.user_id);
        // only a member who may open LS22 can have a farm there
        if (member !== null && !(await farms.isAssignable(member)))
          throw fieldError('user_id', 'validation.exists');
        await farms.assign(id, member);
        return (await farms.find(id, userId))!;
      },
    });

    app.route({
      ...route('GET /api/gaming/ls22/farm/assignable-users'),
      handler: async () => farms.assignableMembers(),
    });

    app.route({
      ...route('GET /api/gaming/ls22/environment'),
      handler: async () => backups.environment(),
    });

    app.route({
      ...route('GET /api/gaming/ls22/farm'),
      handler: async (request) => farms.list(authOf(request).userId),
    });

    app.route({
      ...route('GET /api/gaming/ls22/farm/:farm_id'),
      handler: async (request) => farmId(request.params.farm_id, authOf(request).userId),
    });

    app.route({
      ...route('GET /api/gaming/ls22/financials'),
      handler: async (request) => farms.financials(null, ...days(request)),
    });

    app.route({
      ...route('GET /api/gaming/ls22/farm/:farm_id/financials'),
      handler: async (request) => {
        const farm = await farmId(request.params.farm_id, authOf(request).userId);
        return farms.financials(Number(farm.id), ...days(request));
      },
    });

    app.route({
      ...route('GET /api/gaming/ls22/savegame-backup'),
      handler: async (request) => {
        const query = parseListQuery(rawQueryOf(request.url), BACKUPS);
        const { rows, total } = await backups.list(query, request.locale);
        return paginate(rows, total, query, listPath(publicUrl, request), request.locale);
      },
    });

    app.route({
      ...route('GET /api/gaming/ls22/savegame-backup/latest'),
      handler: async (request) => backups.latest(request.locale),
    });

    app.route({
      ...route('POST /api/gaming/ls22/savegame-backup'),
      handler: async (request, reply) => {
        try {
          const backup = await backups.take('manual');
          return reply.code(201).send((await backups.find(Number(backup.id), request.locale))!);
        } catch (err) {
          if (err instanceof NotConfigured) throw new HttpError(409, { key: 'ls22.not_configured' });
          throw err;
        }
      },
    });

    app.route({
      ...route('POST /api/gaming/ls22/savegame-backup/:id/download'),
      handler: async (request, reply) => {
        const zip = await backups.zip(Number(request.params.id));
        if (!zip) throw notFound('ls22.backup_not_found');
        const stamp = zip.takenAt.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
        const download = await deps.downloads().addDownload(authOf(request).userId, {
          filename: `ls22-savegame-${stamp}.zip`,
          mime: 'application/zip',
          source: Readable.from(zip.chunks),
        });
        return reply.code(201).send(download);
      },
    });
  };
}
