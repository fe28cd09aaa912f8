import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  normaliseOrigin,
  type GatewayConfig,
  type QueryLimits,
  type RealtimeConfig,
  type RestConfig,
  type WsLimits,
} from './config.js';
import { loadConfig } from './load-config.js';
import { contextFromHttp, type Context, type ContextDeps } from './context.js';
import { maskUnexpectedError, withoutSuggestions } from './graphql/errors.js';
import { membersOnlyIntrospection } from './graphql/introspection.js';
import { createProtection } from './graphql/limits.js';
import { operationGuardPlugin } from './graphql/operation-guard.js';
import { persistedQueries } from './graphql/persisted-queries.js';
import { buildSchema } from './graphql/schema.js';
import { registerFileRoutes } from './http/files.js';
import { registerGraphiQLAssets, renderGraphiQLPage, wantsGraphiQL } from './http/graphiql.js';
import { registerHealth } from './http/health.js';
import { registerPublicRoutes } from './http/public.js';
import { cspNonce, graphiqlCsp, registerSecurityHeaders } from './http/security-headers.js';
import { proxyTrust } from './http/trust-proxy.js';
import { registerWeb } from './http/web.js';
import { createIdentityCache } from './identity/cache.js';
import { createGraphQLWebSocket } from './http/websocket.js';
import { contextModules, modules } from './modules/index.js';
import { broadcastingAuthorizer } from './realtime/broadcasting.js';
import { createRelay, type Relay } from './realtime/relay.js';
import { connectRedis } from '@portal/runtime';
import { RestUpstream } from './rest/client.js';

export const GRAPHQL_PATH = '/graphql';

export interface StartGatewayOptions extends Partial<
  Omit<GatewayConfig, 'rest' | 'limits' | 'realtime' | 'wsLimits'>
> {
  rest?: Partial<RestConfig>;
  limits?: Partial<QueryLimits>;
  realtime?: Partial<RealtimeConfig>;
  wsLimits?: Partial<WsLimits>;
  /** Environment to read the defaults from (process.env by default). */
  env?: Record<string, string | undefined>;
  /** Where log lines go (default stdout); tests capture them. */
  logStream?: { write(line: string): void };
}

export interface RunningGateway {
  /** Base URL, e.g. http://127.0.0.1:4000 (GraphQL at `${url}/graphql`). */
  url: string;
  port: number;
  config: GatewayConfig;
  app: FastifyInstance;
  /** The realtime relay (one Pusher connection, shared by all subscriptions). */
  relay: Relay;
  /** Graceful stop: refuses new work, completes subscriptions, drains HTTP, closes the REST pool. */
  close(): Promise<void>;
}

export function resolveConfig(options: StartGatewayOptions = {}): GatewayConfig {
  const { env, rest, limits, realtime, wsLimits, ...rest_ } = options;
  // A backend URL given here also places the embedded Pusher server (unless PUSHER_HOST/PUSHER_CLUSTER say otherwise).
  const source = env ?? process.env;
  const base = loadConfig(rest?.backendUrl ? { ...source, BACKEND_URL: rest.backendUrl } : source);
  const defined = Object.fromEntries(Object.entries(rest_).filter(([, v]) => v !== undefined));
  return {
    ...base,
    ...defined,
    rest: { ...base.rest, ...rest },
    limits: { ...base.limits, ...limits },
    realtime: { ...base.realtime, ...realtime },
    wsLimits: { ...base.wsLimits, ...wsLimits },
  };
}

/** A path parameter named `token` is a secret (a player's personal link): such a request logs its route, not its URL. */
const loggedUrl = (request: FastifyRequest) =>
  request.routeOptions.url?.includes(':token') ? request.routeOptions.url : request.url;

/**
 * One line per request, at debug: at info a walk through the UI wrote thousands of lines. Info keeps starts, stops,
 * warnings and errors (an unexpected resolver error is logged where it is masked).
 */
class RequestLogsAtDebug extends LogController {
  override incomingRequest() {}
  override requestCompleted(...args: Parameters<LogController['requestCompleted']>) {
    const [error, request, reply] = args;
    if (error) return super.requestCompleted(...args);
    request.log.debug(
      {
        method: request.method,
        url: loggedUrl(request),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  }
}

const CORS_ALLOW_HEADERS = [
  'authorization',
  'content-type',
  'accept',
  'accept-language',
  'apollo-require-preflight',
  'x-apollo-operation-name',
];

/**
 * Starts the gateway: Apollo Server (HTTP) and graphql-ws on one HTTP server and one path, /graphql; GraphiQL at
 * GET /graphql for browsers; /healthz; the built web app with SPA fallback. Port 0 picks a free port.
 */
export async function startGateway(options: StartGatewayOptions = {}): Promise<RunningGateway> {
  const { logStream, ...configOptions } = options;
  const config = resolveConfig(configOptions);
  const trustProxy = proxyTrust(config.trustProxy);
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    logController: new RequestLogsAtDebug(),
    forceCloseConnections: 'idle',
    trustProxy,
    bodyLimit: 1024 * 1024,
  });

  const redis = connectRedis(config.redisUrl, app.log);
  const upstream = new RestUpstream(config.rest);
  void upstream.warm(); // the first requests find connections open
  const relay = createRelay({
    ...config.realtime,
    authorize: broadcastingAuthorizer(upstream),
    log: app.log.child({ module: 'realtime' }),
  });
  const identity = createIdentityCache({ relay, ttlMs: config.identityCacheSeconds * 1000 });
  const deps: ContextDeps = { upstream, relay, modules: contextModules, identity };
  const schema = buildSchema(config.schemaDir, modules);
  const protection = createProtection(config.limits);
  // Checks before any operation runs, HTTP and graphql-ws alike (e.g. scripts' cost budget and read-only tokens).
  const guards = modules.flatMap(
    (module) => module.guards?.({ config, redis, operationCost: protection.operationCost }) ?? [],
  );
  const allowedOrigins = new Set(config.origins);

  const ws = createGraphQLWebSocket({
    schema,
    path: GRAPHQL_PATH,
    origins: config.origins,
    protection,
    guards,
    deps,
    keepAliveMs: config.wsKeepAliveMs,
    anonymousIntrospection: config.anonymousIntrospection,
    limits: config.wsLimits,
    redis,
    trustProxy,
    log: app.log,
  });

  const drainWebSocket: ApolloServerPlugin<Context> = {
    async serverWillStart() {
      return {
        async drainServer() {
          await ws.dispose();
        },
      };
    },
  };

  const apollo = new ApolloServer<Context>({
    schema,
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // Automatic persisted queries (POST, and GET with `apollo-require-preflight`), shared by replicas through Redis.
    persistedQueries: persistedQueries({ redis, keyPrefix: 'portal:', log: app.log }),
    stopOnTerminationSignals: false,
    validationRules: protection.validationRules,
    parseOptions: protection.parseOptions,
    formatError: (formatted, error) =>
      withoutSuggestions(
        maskUnexpectedError(formatted, error, (err) => app.log.error({ err }, 'unexpected resolver error')),
      ),
    plugins: [
      ...(protection.plugins as ApolloServerPlugin<Context>[]),
      ...(config.anonymousIntrospection ? [] : [membersOnlyIntrospection<Context>()]),
      operationGuardPlugin(guards),
      ApolloServerPluginLandingPageDisabled(),
      // No field has cache hints: the default cache-control plugin would only cost a hook per field.
      ApolloServerPluginCacheControlDisabled(),
      fastifyApolloDrainPlugin(app),
      drainWebSocket,
    ],
  });
  await apollo.start();

  registerSecurityHeaders(app);

  app.server.on('upgrade', (request, socket, head) => ws.handleUpgrade(request, socket, head));

  // Cross-origin calls from the dev web server (Vite on :5173) and other configured origins (PORTAL_ORIGINS).
  await app.register(cors, {
    origin: (origin, callback) => {
      const normalised = origin === undefined ? null : normaliseOrigin(origin);
      callback(null, normalised !== null && allowedOrigins.has(normalised));
    },
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: CORS_ALLOW_HEADERS,
    maxAge: 600,
  });

  const apolloHandler = fastifyApolloHandler(apollo, {
    context: async (request) => contextFromHttp(deps, request.headers, request.ip),
  });

  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: GRAPHQL_PATH,
    handler: async function (request, reply) {
      if (wantsGraphiQL(request)) {
        const nonce = cspNonce();
        return reply
          .header('cache-control', 'no-cache')
          .header('content-security-policy', graphiqlCsp(nonce))
          .type('text/html; charset=utf-8')
          .send(renderGraphiQLPage({ endpoint: GRAPHQL_PATH, nonce }));
      }
      reply.header('cache-control', 'no-store'); // what the disabled cache-control plugin said: a member's own data
      return apolloHandler.call(this, request as never, reply as never);
    },
  });

  registerGraphiQLAssets(app);
  await registerFileRoutes(app, deps, {
    downloads: modules.flatMap((module) => module.downloads ?? []),
    uploads: modules.flatMap((module) =>
      typeof module.uploads === 'function' ? module.uploads(config) : (module.uploads ?? []),
    ),
  });

  registerPublicRoutes(
    app,
    deps,
    modules.flatMap((module) => module.publicRoutes ?? []),
  );

  registerHealth(app, { upstream, redis, timeoutMs: config.rest.healthTimeoutMs });

  try {
    await registerWeb(app, config.webDist);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // e.g. EADDRINUSE: release what was started before reporting.
    await apollo.stop().catch(() => undefined);
    identity.close();
    await relay.close().catch(() => undefined);
    await upstream.close().catch(() => undefined);
    redis?.disconnect();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      try {
        await apollo.stop(); // drains: graphql-ws dispose, fastify close (in-flight requests finish)
      } finally {
        if (app.server.listening) await app.close();
        identity.close();
        await relay.close();
        await upstream.close();
        await redis?.quit().catch(() => redis.disconnect());
      }
    })());

  return { url, port, config, app, relay, close };
}
