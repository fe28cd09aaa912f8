import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, preValidationAsyncHookHandler } from 'fastify';
import { RestLs22FinancialsQuery, ls22Routes as contract } from '@portal/contract';
import { authOf } from '../../http/auth.js';
import { HttpError, fieldError, notFound } from '../../http/errors.js';
import { parseListQuery, rawQueryOf } from '../../http/list-query.js';
import { hasMessage } from '../../http/messages.js';
import { listPath, paginate } from '../../http/pagination.js';
import type { ContractTypeProvider } from '../../http/routes.js';
import { guarded, queryOf } from '../../http/routes.js';
import type { Outbound } from '../../lib/outbound.js';
import type { DownloadsService } from '../downloads/index.js';
import { BACKUPS } from './backups.dal.js';
import type { Ls22Backups } from './backups.service.js';
import { NotConfigured } from './backups.service.js';
import type { FarmsDal } from './farms.dal.js';
import { FeedError, feedText, fetchFeed } from './feed.js';
import type { Ls22Poller } from './poller.js';
import type { Ls22Server, Ls22Settings } from './settings.js';
import { mapUrl, savegameUrl, statsUrl } from './settings.js';

/** `ls22-savegame-20261124-120000.zip`: a backup's ZIP, named by when it was taken (UTC). */
const zipName = (takenAt: Date) =>
  `ls22-savegame-${takenAt.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.zip`;

/** JPEG's start of image; the map is never anything else, so an error page cannot pass for it. */
const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** `/api/gaming/ls22/…`: ADMIN or TOXIC_IDIOT (either spelling) on every route; configuration and backups ADMIN. */
export function ls22Routes(deps: {
  poller: Ls22Poller;
  settings: Ls22Settings;
  backups: Ls22Backups;
  farms: FarmsDal;
  downloads: () => Pick<DownloadsService, 'addDownload'>;
  authenticate: preValidationAsyncHookHandler;
  publicUrl: string;
  outbound: Outbound;
  /** How long one read of the server (a feed, the map) may take. */
  feedTimeoutMs: number;
}) {
  const { poller, settings, backups, farms, authenticate, publicUrl, outbound, feedTimeoutMs } = deps;

  /**
   * Reads a feed or the map of the configured server with its code and passes it on: members read them through the
   * portal, the code never leaves it. An error page or an empty answer is no feed; every failure is a 502 with its
   * reason (the ls22.feed messages), no server a 409.
   */
  const relay = async (reply: FastifyReply, urlOf: (s: Ls22Server) => string, file: string) => {
    const server = await settings.server();
    if (!server) throw new HttpError(409, { key: 'ls22.not_configured' });
    const image = file.endsWith('.jpg');
    let bytes: Buffer;
    try {
      bytes = await fetchFeed(outbound, urlOf(server), feedTimeoutMs);
      if (!image) feedText(bytes);
      else if (!isJpeg(bytes)) throw new FeedError('not_image');
    } catch (err) {
      if (!(err instanceof FeedError)) throw err;
      const key = `ls22.feed.${err.code}`;
      throw new HttpError(502, { key: hasMessage(key) ? key : 'ls22.feed.failed', params: err.detail });
    }
    return reply
      .type(image ? 'image/jpeg' : 'application/xml')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  };

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
      ...route('GET /api/gaming/ls22/server-feed/stats'),
      handler: async (_request, reply) => relay(reply, statsUrl, 'dedicated-server-stats.xml'),
    });

    app.route({
      ...route('GET /api/gaming/ls22/server-feed/map'),
      handler: async (_request, reply) => relay(reply, mapUrl, 'dedicated-server-stats-map.jpg'),
    });

    app.route({
      ...route('GET /api/gaming/ls22/server-feed/savegame/:file'),
      handler: async (request, reply) => {
        const { file } = request.params;
        return relay(reply, (server) => savegameUrl(server, file), `${file}.xml`);
      },
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
      ...route('GET /api/gaming/ls22/savegame-backup/:id/zip'),
      handler: async (request, reply) => {
        const zip = await backups.zip(Number(request.params.id));
        if (!zip) throw notFound('ls22.backup_not_found');
        return reply
          .type('application/zip')
          .header('content-length', String(zip.chunks.reduce((size, chunk) => size + chunk.length, 0)))
          .header('content-disposition', `attachment; filename="${zipName(zip.takenAt)}"`)
          .header('cache-control', 'private, no-store')
          .send(Readable.from(zip.chunks));
      },
    });

    app.route({
      ...route('POST /api/gaming/ls22/savegame-backup/:id/download'),
      handler: async (request, reply) => {
        const zip = await backups.zip(Number(request.params.id));
        if (!zip) throw notFound('ls22.backup_not_found');
        const download = await deps.downloads().addDownload(authOf(request).userId, {
          filename: zipName(zip.takenAt),
          mime: 'application/zip',
          source: Readable.from(zip.chunks),
        });
        return reply.code(201).send(download);
      },
    });
  };
}
