import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './clock.js';
import type { PublishEvent, PusherLimits, PusherServerLogger } from './protocol.js';
import { channelNameError, eventNameError, isPlainObject, isSocketId } from './protocol.js';
import { verifyApiRequest } from './signature.js';

export interface HttpApiDeps {
  appId: string;
  key: string;
  secret: string;
  clock: Clock;
  limits: PusherLimits;
  logger: PusherServerLogger;
  publish(event: PublishEvent): number;
}

class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The Pusher HTTP events API: `POST /apps/:appId/events` and `POST /apps/:appId/batch_events`, signed with
 * auth_version 1.0. An encapsulated plugin: its catch-all content-type parser keeps the raw body (for body_md5) and
 * its error handler answers `{error, code}` without touching the rest of the app.
 */
export function createHttpApi(deps: HttpApiDeps): FastifyPluginAsync {
  const { appId, key, secret, clock, limits, logger } = deps;

  function authenticate(request: FastifyRequest, body: string): void {
    const { appId: pathAppId } = request.params as { appId: string };
    if (pathAppId !== appId) throw new ApiError(404, `Unknown app ${pathAppId.slice(0, 64)}`);
    const url = request.raw.url ?? request.url;
    const q = url.indexOf('?');
    const reason = verifyApiRequest({
      method: request.method,
      path: q < 0 ? url : url.slice(0, q),
      rawQuery: q < 0 ? '' : url.slice(q + 1),
      body,
      key,
      secret,
      nowSeconds: Math.floor(clock.now().getTime() / 1000),
      maxSkewSeconds: limits.maxTimestampSkewSeconds,
    });
    if (reason !== null) {
      logger.warn(
        { reason, path: (q < 0 ? url : url.slice(0, q)).slice(0, 200) },
        'pusher: refused an HTTP API request',
      );
      throw new ApiError(401, reason);
    }
  }

  function parseJson(body: string): Record<string, unknown> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new ApiError(400, 'Request body must be JSON');
    }
    if (!isPlainObject(parsed)) throw new ApiError(400, 'Request body must be a JSON object');
    return parsed;
  }

  /** Validates one event (`channels` or `channel`, `name`, `data`, optional `socket_id`). */
  function toEvent(input: unknown, where: string, allowChannels: boolean): PublishEvent {
    if (!isPlainObject(input)) throw new ApiError(400, `${where} must be an object`);
    const nameError = eventNameError(input.name, limits.maxEventNameLength);
    if (nameError) throw new ApiError(400, `${where}: ${nameError}`);

    let channels: string[];
    if (allowChannels && input.channels !== undefined) {
      if (input.channel !== undefined)
        throw new ApiError(400, `${where}: give channel or channels, not both`);
      if (!Array.isArray(input.channels) || input.channels.length === 0) {
        throw new ApiError(400, `${where}: channels must be a non-empty array`);
      }
      channels = input.channels as string[];
    } else if (input.channel !== undefined) {
      channels = [input.channel as string];
    } else {
      throw new ApiError(400, `${where}: ${allowChannels ? 'channel or channels' : 'channel'} is required`);
    }
    if (channels.length > limits.maxChannelsPerEvent) {
      throw new ApiError(400, `${where}: at most ${limits.maxChannelsPerEvent} channels per event`);
    }
    for (const channel of channels) {
      const error = channelNameError(channel, limits.maxChannelNameLength);
      if (error) throw new ApiError(400, `${where}: ${error}`);
    }

    if (typeof input.data !== 'string') throw new ApiError(400, `${where}: data must be a string`);
    if (Buffer.byteLength(input.data, 'utf8') > limits.maxEventBytes) {
      throw new ApiError(413, `${where}: event data larger than ${limits.maxEventBytes} bytes`);
    }

    if (input.socket_id !== undefined && !isSocketId(input.socket_id)) {
      throw new ApiError(400, `${where}: invalid socket_id`);
    }
    if (input.info !== undefined && typeof input.info !== 'string') {
      throw new ApiError(400, `${where}: info must be a string`);
    }
    return {
      channels,
      name: input.name as string,
      data: input.data,
      excludeSocketId: input.socket_id as string | undefined,
    };
  }

  /** The request's JSON body, after its signature (over the raw body) has been checked. */
  function authenticatedJson(request: FastifyRequest): Record<string, unknown> {
    const body = typeof request.body === 'string' ? request.body : '';
    authenticate(request, body);
    return parseJson(body);
  }

  return async (fastify) => {
    fastify.removeAllContentTypeParsers();
    fastify.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: limits.maxApiBodyBytes },
      (_req, body, done) => done(null, body),
    );
    fastify.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
      const status =
        typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 500;
      if (status === 500) request.log.error({ err: error }, 'pusher: HTTP API failure');
      return reply
        .code(status)
        .send({ error: status === 500 ? 'Internal server error' : error.message, code: status });
    });

    const routeOptions = { bodyLimit: limits.maxApiBodyBytes };

    fastify.post(
      '/apps/:appId/events',
      routeOptions,
      async (request: FastifyRequest, reply: FastifyReply) => {
        const event = toEvent(authenticatedJson(request), 'event', true);
        deps.publish(event);
        return reply.code(200).send({});
      },
    );

    fastify.post(
      '/apps/:appId/batch_events',
      routeOptions,
      async (request: FastifyRequest, reply: FastifyReply) => {
        const { batch } = authenticatedJson(request);
        if (!Array.isArray(batch) || batch.length === 0)
          throw new ApiError(400, 'batch must be a non-empty array');
        if (batch.length > limits.maxBatchSize) {
          throw new ApiError(400, `batch: at most ${limits.maxBatchSize} events`);
        }
        // validate every event before delivering any
        const events = batch.map((item, i) => toEvent(item, `batch[${i}]`, false));
        for (const event of events) deps.publish(event);
        return reply.code(200).send({});
      },
    );
  };
}
