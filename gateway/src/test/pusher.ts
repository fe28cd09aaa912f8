import type { Socket } from 'node:net';
import { downloadsChannel, memberChannel } from '@portal/contract';
import { createPusherServer } from '@portal/pusher-server';
import Fastify, { type FastifyInstance } from 'fastify';
import PusherSdk from 'pusher';

/**
 * Test helper: a stand-in backend with the REAL embedded Pusher-protocol server (@portal/pusher-server)
 * and a `/api/broadcasting/auth` that signs as the backend does (through the official `pusher` SDK) for a member's
 * own private channels. Events are triggered with the `pusher` SDK over the HTTP events API, as the backend does.
 */

export const APP_ID = 'gateway-test';
export const KEY = 'gateway-test-key';
export const SECRET = 'gateway-test-secret';

export interface AuthCall {
  token: string | null;
  socketId: string;
  channel: string;
  status: number;
}

export interface StubRealtimeBackend {
  url: string;
  port: number;
  app: FastifyInstance;
  /** token → member id; delete a token to revoke it. */
  members: Map<string, number>;
  authCalls: AuthCall[];
  /** Triggers an event through the `pusher` SDK (HTTP events API), as the backend does. */
  trigger(channel: string, event: string, data: unknown): Promise<void>;
  /** The Pusher server's connections and occupied channels. */
  pusherStats(): { connections: number; channels: number };
  /** Destroys every WebSocket's TCP connection on the server side (a network drop). */
  dropWebSockets(): void;
  close(): Promise<void>;
}

/** A member's own channels (docs/rest-api.md, "Realtime"). */
export function memberMayListen(memberId: number, channel: string): boolean {
  if (!channel.startsWith('private-') && !channel.startsWith('presence-')) return true;
  return channel === memberChannel(memberId) || channel === downloadsChannel(memberId);
}

export async function startStubRealtimeBackend(
  options: {
    members?: Record<string, number>;
    /** A fixed port (default: a free one), e.g. to stand in for a server that restarted. */
    port?: number;
    /** More routes (e.g. /api/user, downloads) on the same app. */
    routes?: (app: FastifyInstance, members: Map<string, number>) => void;
  } = {},
): Promise<StubRealtimeBackend> {
  const pusherServer = createPusherServer({ appId: APP_ID, key: KEY, secret: SECRET });
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const members = new Map(Object.entries(options.members ?? {}));
  const authCalls: AuthCall[] = [];
  const webSockets = new Set<Socket>();
  /** Made once the port is known. */
  const pusher: { sdk?: PusherSdk } = {};

  app.server.on('upgrade', (_request, socket: Socket) => {
    webSockets.add(socket);
    socket.on('close', () => webSockets.delete(socket));
  });
  await app.register(pusherServer.plugin);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post('/api/broadcasting/auth', async (request, reply) => {
    const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? null;
    const body = (request.body ?? {}) as { socket_id?: string; channel_name?: string };
    const socketId = String(body.socket_id ?? '');
    const channel = String(body.channel_name ?? '');
    const memberId = token ? members.get(token) : undefined;
    const record = (status: number) => authCalls.push({ token, socketId, channel, status });
    if (memberId === undefined) {
      record(401);
      return reply.code(401).send({ message: 'Unauthenticated.' });
    }
    if (!memberMayListen(memberId, channel)) {
      record(403);
      return reply.code(403).send({ message: 'This action is unauthorized.' });
    }
    record(200);
    return pusher.sdk!.authorizeChannel(socketId, channel);
  });
  options.routes?.(app, members);

  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  pusher.sdk = new PusherSdk({
    appId: APP_ID,
    key: KEY,
    secret: SECRET,
    host: '127.0.0.1',
    port: String(port),
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    app,
    members,
    authCalls,
    async trigger(channel, event, data) {
      const response = await pusher.sdk!.trigger(channel, event, data);
      if (response.status !== 200) throw new Error(`trigger failed: ${response.status}`);
    },
    pusherStats: () => pusherServer.stats(),
    dropWebSockets() {
      for (const socket of webSockets) socket.destroy();
    },
    close: () => app.close(),
  };
}
