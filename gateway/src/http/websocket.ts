import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { GraphQLSchema } from 'graphql';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { normaliseOrigin } from '../config.js';
import {
  clientIpOf,
  contextFromWs,
  languageFromConnectionParams,
  tokenFromConnectionParams,
  type ContextDeps,
} from '../context.js';
import { createAuthApi } from '../modules/auth/api.js';
import { errorCode } from '../rest/errors.js';
import { maskUnexpectedError } from '../graphql/errors.js';
import type { Protection } from '../graphql/limits.js';

export interface WebSocketOptions {
  schema: GraphQLSchema;
  path: string;
  origins: readonly string[];
  protection: Protection;
  deps: ContextDeps;
  keepAliveMs: number;
  trustProxy: boolean;
  log: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export interface GraphQLWebSocket {
  /** Handles an HTTP upgrade: wrong path → 404, foreign Origin → 403, else the graphql-ws handshake. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Completes all subscriptions, closes every socket (1001 Going away) and the server. */
  dispose(): Promise<void>;
}

function refuse(socket: Duplex, status: 400 | 403 | 404 | 503, text: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

/**
 * graphql-ws on the HTTP server's upgrade event. graphql-ws validates on its own, so `onSubscribe` parses with the
 * token limit and validates with the specified rules plus the same armor rules Apollo uses over HTTP.
 */
export function createGraphQLWebSocket(options: WebSocketOptions): GraphQLWebSocket {
  const allowed = new Set(options.origins.map((o) => normaliseOrigin(o)).filter((o) => o !== null));
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  let closing = false;

  const server = useServer<Record<string, unknown> | undefined>(
    {
      schema: options.schema,
      isProd: true,
      // A token in connectionParams must be valid: an invalid one is refused at once (4403 Forbidden), so a client
      // learns it at connect and not per subscription. Without a token the connection stays open for @public
      // subscriptions; the others answer UNAUTHENTICATED. A backend that cannot be asked closes with 1013 (try
      // again later), which clients retry.
      onConnect: async (ctx) => {
        const token = tokenFromConnectionParams(ctx.connectionParams);
        if (!token) return true;
        const { request } = ctx.extra;
        const caller = {
          token,
          language: languageFromConnectionParams(ctx.connectionParams, request.headers),
          clientIp: clientIpOf(request, options.trustProxy),
        };
        try {
          await createAuthApi(options.deps.upstream.session(caller)).user();
          return true;
        } catch (error) {
          const code = errorCode(error);
          if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') return false;
          options.log.warn({ err: error }, 'WebSocket connection refused: token check failed');
          ctx.extra.socket.close(1013, 'Try Again Later');
          return false;
        }
      },
      onSubscribe: (ctx, _id, payload) => {
        const result = options.protection.parseAndValidate(options.schema, payload.query);
        if ('errors' in result) return result.errors;
        const args: ExecutionArgs = {
          schema: options.schema,
          document: result.document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: contextFromWs(
            options.deps,
            ctx.connectionParams,
            ctx.extra.request.headers,
            payload.extensions,
            clientIpOf(ctx.extra.request, options.trustProxy),
          ),
        };
        return args;
      },
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!result.errors?.length) return undefined;
        return {
          ...result,
          errors: result.errors.map((error) =>
            maskUnexpectedError(error.toJSON(), error, (err) =>
              options.log.error({ err }, 'unexpected resolver error'),
            ),
          ),
        };
      },
    },
    wss,
    options.keepAliveMs,
  );

  return {
    handleUpgrade(request, socket, head) {
      socket.on('error', () => socket.destroy());
      const pathname = new URL(request.url ?? '/', 'http://gateway').pathname;
      if (pathname !== options.path) return refuse(socket, 404, 'Not Found');
      if (closing) return refuse(socket, 503, 'Service Unavailable');
      const origin = request.headers.origin;
      // Scripts send no Origin; browsers always do, and theirs must be one of ours.
      if (origin !== undefined) {
        const normalised = normaliseOrigin(origin);
        if (normalised === null || !allowed.has(normalised)) {
          options.log.warn({ origin }, 'WebSocket upgrade refused: origin not allowed');
          return refuse(socket, 403, 'Forbidden');
        }
      }
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    },
    async dispose() {
      closing = true;
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
