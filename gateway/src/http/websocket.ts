import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  GraphQLError,
  getOperationAST,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Redis } from 'ioredis';
import { WebSocket, WebSocketServer } from 'ws';
import { normaliseOrigin, type WsLimits } from '../config.js';
import {
  contextFromWs,
  createContext,
  languageFromConnectionParams,
  tokenFromConnectionParams,
  type Context,
  type ContextDeps,
} from '../context.js';
import { t } from '../language.js';
import { errorCode } from '../rest/errors.js';
import { maskUnexpectedError, withoutSuggestions } from '../graphql/errors.js';
import { requirementsOf } from '../graphql/auth-directive.js';
import { assertIntrospectionAllowed } from '../graphql/introspection.js';
import { createSharedSubscribe, sharingKey } from '../graphql/shared-subscribe.js';
import type { Protection } from '../graphql/limits.js';
import type { OperationGuard } from '../graphql/operation-guard.js';
import { createConnectionCap, type Release } from './connection-caps.js';
import { watchSession, type SessionWatch } from './session-watch.js';
import { clientAddress } from './trust-proxy.js';

export interface WebSocketOptions {
  schema: GraphQLSchema;
  path: string;
  origins: readonly string[];
  protection: Protection;
  /** Checks an operation passes before it runs (as Apollo's operationGuardPlugin does over HTTP). */
  guards: readonly OperationGuard<Context>[];
  deps: ContextDeps;
  keepAliveMs: number;
  limits: WsLimits;
  /** Shares the connection caps between replicas; null counts in this process. */
  redis: Redis | null;
  /** False: introspection only for connections/operations with a member's token. */
  anonymousIntrospection: boolean;
  /** Whether a peer is a trusted proxy (its X-Forwarded-For hop is believed). */
  trustProxy: (address: string) => boolean;
  log: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export interface GraphQLWebSocket {
  /** Handles an HTTP upgrade: wrong path → 404, foreign Origin → 403, else the graphql-ws handshake. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Completes all subscriptions, closes every socket (1001 Going away) and the server. */
  dispose(): Promise<void>;
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<ExecutionResult> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

function refuse(socket: Duplex, status: 400 | 403 | 404 | 503, text: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

/** Close code and reason for a connection over the per-member or per-address cap. */
export const TOO_MANY_CONNECTIONS = { code: 4429, reason: 'Too many connections' } as const;

/** Holds a connection's slot until the socket closes (gives it back at once if it closed meanwhile). */
function holdUntilClosed(socket: WebSocket, release: Release): void {
  if (socket.readyState === WebSocket.CLOSED) release();
  else socket.once('close', release);
}

/**
 * graphql-ws on the HTTP server's upgrade event. graphql-ws validates on its own, so `onSubscribe` parses with the
 * token limit and validates with the specified rules plus the same armor rules Apollo uses over HTTP.
 */
export function createGraphQLWebSocket(options: WebSocketOptions): GraphQLWebSocket {
  const allowed = new Set(options.origins.map((o) => normaliseOrigin(o)).filter((o) => o !== null));
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const cap = (name: string, limit: number) =>
    createConnectionCap({ name, limit, redis: options.redis, log: options.log });
  const perAddress = cap('address', options.limits.connectionsPerAddress);
  const perMember = cap('member', options.limits.connectionsPerMember);
  const sessions = new WeakMap<object, SessionWatch>();
  /** Each subscription's sharing key (onSubscribe knows the payload and the caller; subscribe gets the args). */
  const sharing = new WeakMap<ExecutionArgs, string>();
  let closing = false;

  const server = useServer<Record<string, unknown> | undefined>(
    {
      schema: options.schema,
      isProd: true,
      subscribe: createSharedSubscribe((args) => sharing.get(args) ?? null),
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
          clientIp: clientAddress(request, options.trustProxy),
        };
        const context = createContext(options.deps, caller);
        try {
          const member = await context.member();
          if (member === null) return false;
          const release = await perMember.admit(String(member.id));
          if (!release) {
            ctx.extra.socket.close(TOO_MANY_CONNECTIONS.code, TOO_MANY_CONNECTIONS.reason);
            return false;
          }
          holdUntilClosed(ctx.extra.socket, release);
          const session = { ...caller, memberId: member.id };
          sessions.set(ctx.extra.socket, watchSession(options.deps, session, ctx.extra.socket, options.log));
          return true;
        } catch (error) {
          if (errorCode(error) === 'FORBIDDEN') return false;
          options.log.warn({ err: error }, 'WebSocket connection refused: token check failed');
          ctx.extra.socket.close(1013, 'Try Again Later');
          return false;
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        // The new operation is already counted among the connection's operations.
        const { operationsPerConnection } = options.limits;
        if (Object.keys(ctx.subscriptions).length > operationsPerConnection) {
          const language = languageFromConnectionParams(ctx.connectionParams, ctx.extra.request.headers);
          return [
            new GraphQLError(t('tooManyOperations', language, { limit: String(operationsPerConnection) }), {
              extensions: { code: 'TOO_MANY_OPERATIONS' },
            }),
          ];
        }
        const result = options.protection.parseAndValidate(options.schema, payload.query);
        if ('errors' in result) return result.errors;
        const contextValue = contextFromWs(
          options.deps,
          ctx.connectionParams,
          ctx.extra.request.headers,
          payload.extensions,
          clientAddress(ctx.extra.request, options.trustProxy),
        );
        if (!options.anonymousIntrospection) {
          try {
            await assertIntrospectionAllowed(result.document, contextValue);
          } catch (error) {
            if (error instanceof GraphQLError) return [error];
            throw error;
          }
        }
        const operation = getOperationAST(result.document, payload.operationName);
        // An ambiguous operation name is graphql-ws's to refuse.
        if (operation) {
          try {
            for (const guard of options.guards) {
              await guard({
                schema: options.schema,
                document: result.document,
                operation,
                context: contextValue,
              });
            }
          } catch (error) {
            if (error instanceof GraphQLError) return [error];
            throw error;
          }
        }
        const args: ExecutionArgs = {
          schema: options.schema,
          document: result.document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
        sharing.set(args, sharingKey(payload, contextValue));
        return args;
      },
      // Subscriptions of a connection that logged in at connect end when its token is revoked or its roles shrink.
      onOperation: (ctx, id, _payload, args, result) => {
        const session = sessions.get(ctx.extra.socket);
        if (!session || !isAsyncIterable(result)) return undefined;
        return session.track(id, requirementsOf(options.schema, args.document, args.operationName), result);
      },
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!result.errors?.length) return undefined;
        return {
          ...result,
          errors: result.errors.map((error) =>
            withoutSuggestions(
              maskUnexpectedError(error.toJSON(), error, (err) =>
                options.log.error({ err }, 'unexpected resolver error'),
              ),
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
      // The slot is taken before the handshake completes (a client sends nothing before it, so no message is lost
      // while Redis is asked). The raw socket closes with the WebSocket and when the handshake fails: either way the
      // slot is given back.
      void perAddress.admit(clientAddress(request, options.trustProxy) ?? '').then((release) => {
        if (socket.destroyed) return release?.();
        if (closing) {
          release?.();
          return refuse(socket, 503, 'Service Unavailable');
        }
        if (release) socket.once('close', release);
        wss.handleUpgrade(request, socket, head, (ws) => {
          if (!release) return ws.close(TOO_MANY_CONNECTIONS.code, TOO_MANY_CONNECTIONS.reason);
          wss.emit('connection', ws, request);
        });
      });
    },
    async dispose() {
      closing = true;
      perAddress.close();
      perMember.close();
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
