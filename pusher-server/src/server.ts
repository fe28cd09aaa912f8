import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { WebSocket, WebSocketServer } from 'ws';
import type { RawData } from 'ws';
import type { Clock } from './clock.js';
import { systemClock } from './clock.js';
import { ChannelRegistry } from './channels.js';
import type { PresenceMember } from './channels.js';
import { createHttpApi } from './http-api.js';
import type { PublishEvent, PusherLimits, PusherServerLogger } from './protocol.js';
import {
  channelKind,
  channelNameError,
  CloseCode,
  isPlainObject,
  PROTOCOL_VERSION,
  resolveLimits,
} from './protocol.js';
import { safeEqual, verifyChannelAuth } from './signature.js';

const silentLogger: PusherServerLogger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

export interface PusherServerOptions extends Partial<PusherLimits> {
  appId: string;
  key: string;
  secret: string;
  /** Source of time for `auth_timestamp` checks; defaults to the system clock. */
  clock?: Clock;
  logger?: PusherServerLogger;
}

export interface PusherServer {
  /**
   * Fastify plugin (register without fastify-plugin, at the root, no prefix): mounts `POST /apps/:appId/events` and
   * `POST /apps/:appId/batch_events`, attaches the WebSocket endpoint `/app/:key` to `fastify.server`, and closes all
   * connections in `preClose`.
   */
  plugin: FastifyPluginAsync;
  /** Only the HTTP events API routes (for a custom setup; pair with `attach`). */
  httpApi: FastifyPluginAsync;
  /** Handles `upgrade` requests for `/app/:key` on a Node HTTP server; other paths are left to other listeners. */
  attach(server: HttpServer): void;
  /** Delivers an event to the local subscribers; answers the number of messages sent. */
  publish(event: PublishEvent): number;
  stats(): { connections: number; channels: number };
  /** Closes every connection (4200, reconnect) and detaches; idempotent. */
  close(): Promise<void>;
}

interface Connection {
  readonly id: string;
  readonly ws: WebSocket;
  /** The peer's address (the per-address quota's key). */
  readonly address: string;
  /** channel -> presence user id (undefined for public and private channels) */
  readonly channels: Map<string, string | undefined>;
  timer: NodeJS.Timeout | undefined;
  closed: boolean;
}

export function createPusherServer(options: PusherServerOptions): PusherServer {
  const { appId, key, secret, clock = systemClock, logger = silentLogger, ...limitOverrides } = options;
  for (const [name, value] of Object.entries({ appId, key, secret })) {
    if (typeof value !== 'string' || value === '') throw new TypeError(`Pusher server: ${name} must be set`);
  }
  if (!/^[A-Za-z0-9_\-.]+$/.test(appId)) throw new TypeError('Pusher server: appId has invalid characters');
  if (!/^[A-Za-z0-9_\-.]+$/.test(key)) throw new TypeError('Pusher server: key has invalid characters');
  const limits = resolveLimits(limitOverrides);

  const connections = new Map<string, Connection>();
  /** Open connections per peer address. */
  const perAddress = new Map<string, number>();
  const registry = new ChannelRegistry<Connection>();
  const attached = new Map<HttpServer, (req: IncomingMessage, socket: Duplex, head: Buffer) => void>();
  let closing = false;
  let closed: Promise<void> | undefined;

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxPayloadBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });

  // ---- sending

  function sendFrame(conn: Connection, frame: string): boolean {
    if (conn.closed || conn.ws.readyState !== WebSocket.OPEN) return false;
    if (conn.ws.bufferedAmount > limits.maxBufferedBytes) {
      logger.warn({ socketId: conn.id }, 'pusher: dropping a connection that does not keep up');
      closeConnection(conn, CloseCode.OVER_CAPACITY, 'Connection too slow');
      return false;
    }
    conn.ws.send(frame);
    return true;
  }

  function send(conn: Connection, message: Record<string, unknown>): void {
    sendFrame(conn, JSON.stringify(message));
  }

  /** A non-fatal protocol error: the connection stays open. */
  function sendError(conn: Connection, message: string, code: number | null = null): void {
    send(conn, { event: 'pusher:error', data: { code, message } });
  }

  function sendSubscriptionError(
    conn: Connection,
    channel: string,
    type: string,
    error: string,
    status: number,
  ) {
    send(conn, { event: 'pusher:subscription_error', channel, data: { type, error, status } });
  }

  /** Sends `pusher:error` with `code`, then closes with the same code (protocol 7). */
  function refuse(ws: WebSocket, code: number, message: string): void {
    try {
      ws.send(JSON.stringify({ event: 'pusher:error', data: { code, message } }));
      ws.close(code, message.slice(0, 120));
    } catch {
      ws.terminate();
    }
  }

  function closeConnection(conn: Connection, code: number, reason: string): void {
    if (conn.closed) return;
    cleanup(conn);
    try {
      conn.ws.close(code, reason.slice(0, 120));
    } catch {
      conn.ws.terminate();
    }
  }

  function publish(event: PublishEvent): number {
    let sent = 0;
    for (const channel of new Set(event.channels)) {
      const subscribers = registry.subscribers(channel);
      if (!subscribers || subscribers.size === 0) continue;
      const frame = JSON.stringify({ event: event.name, channel, data: event.data });
      for (const conn of [...subscribers]) {
        if (conn.id === event.excludeSocketId) continue;
        if (sendFrame(conn, frame)) sent += 1;
      }
    }
    return sent;
  }

  // ---- activity: server ping after client silence, close 4201 without an answer

  function armActivityTimer(conn: Connection): void {
    if (conn.closed) return;
    if (conn.timer) clearTimeout(conn.timer);
    conn.timer = setTimeout(() => {
      send(conn, { event: 'pusher:ping', data: {} });
      conn.timer = setTimeout(
        () => closeConnection(conn, CloseCode.PONG_NOT_RECEIVED, 'Pong reply not received'),
        limits.pongTimeoutMs,
      );
      conn.timer.unref();
    }, limits.serverPingAfterMs);
    conn.timer.unref();
  }

  // ---- connection lifecycle

  function newSocketId(): string {
    for (;;) {
      const id = `${randomInt(1, 2 ** 31 - 1)}.${randomInt(1, 2 ** 31 - 1)}`;
      if (!connections.has(id)) return id;
    }
  }

  function cleanup(conn: Connection): void {
    if (conn.closed) return;
    conn.closed = true;
    if (conn.timer) clearTimeout(conn.timer);
    conn.timer = undefined;
    connections.delete(conn.id);
    const left = (perAddress.get(conn.address) ?? 1) - 1;
    if (left > 0) perAddress.set(conn.address, left);
    else perAddress.delete(conn.address);
    for (const [channel, userId] of conn.channels) leaveChannel(conn, channel, userId);
    conn.channels.clear();
  }

  function onConnection(ws: WebSocket, req: IncomingMessage): void {
    ws.on('error', (err) => logger.debug({ err }, 'pusher: websocket error'));
    const url = new URL(req.url ?? '/', 'http://localhost');
    const appKey = decodeURIComponentSafe(url.pathname.slice('/app/'.length));
    if (appKey === null || appKey.includes('/') || !safeEqual(appKey, key)) {
      refuse(ws, CloseCode.APP_NOT_FOUND, `App key ${String(appKey).slice(0, 64)} does not exist`);
      return;
    }
    const protocol = url.searchParams.get('protocol');
    if (protocol === null || protocol === '') {
      refuse(ws, CloseCode.NO_PROTOCOL, 'No protocol version supplied');
      return;
    }
    if (!/^\d{1,4}$/.test(protocol)) {
      refuse(ws, CloseCode.INVALID_VERSION, 'Invalid version string format');
      return;
    }
    if (Number(protocol) !== PROTOCOL_VERSION) {
      refuse(ws, CloseCode.UNSUPPORTED_PROTOCOL, `Unsupported protocol version ${protocol} (supported: 7)`);
      return;
    }
    if (closing) {
      refuse(ws, CloseCode.RECONNECT, 'Server is shutting down; reconnect shortly');
      return;
    }
    if (connections.size >= limits.maxConnections) {
      refuse(ws, CloseCode.OVER_CAPACITY, 'Over connection quota');
      return;
    }
    const address = req.socket.remoteAddress ?? '';
    const fromAddress = perAddress.get(address) ?? 0;
    if (fromAddress >= limits.maxConnectionsPerAddress) {
      refuse(ws, CloseCode.OVER_CAPACITY, 'Over connection quota for this address');
      return;
    }

    const conn: Connection = {
      id: newSocketId(),
      ws,
      address,
      channels: new Map(),
      timer: undefined,
      closed: false,
    };
    connections.set(conn.id, conn);
    perAddress.set(address, fromAddress + 1);
    ws.on('close', () => cleanup(conn));
    ws.on('message', (data, isBinary) => {
      try {
        onMessage(conn, data, isBinary);
      } catch (err) {
        logger.error({ err, socketId: conn.id }, 'pusher: failed to handle a client message');
        sendError(conn, 'Internal server error');
      }
    });
    ws.on('pong', () => armActivityTimer(conn));
    ws.on('ping', () => armActivityTimer(conn));

    send(conn, {
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: conn.id, activity_timeout: limits.activityTimeout }),
    });
    armActivityTimer(conn);
    logger.debug({ socketId: conn.id }, 'pusher: connection established');
  }

  function onMessage(conn: Connection, raw: RawData, isBinary: boolean): void {
    if (conn.closed) return;
    armActivityTimer(conn);
    const size = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : raw.byteLength;
    if (size > limits.maxClientMessageBytes) {
      sendError(conn, `Message too large: at most ${limits.maxClientMessageBytes} bytes`);
      return;
    }
    if (isBinary) {
      sendError(conn, 'Binary messages are not supported');
      return;
    }
    const text = Array.isArray(raw)
      ? Buffer.concat(raw).toString('utf8')
      : Buffer.isBuffer(raw)
        ? raw.toString('utf8')
        : Buffer.from(new Uint8Array(raw)).toString('utf8');
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      sendError(conn, 'Invalid JSON');
      return;
    }
    if (!isPlainObject(message) || typeof message.event !== 'string') {
      sendError(conn, 'Invalid message: expected {"event": string, "data": ...}');
      return;
    }
    const { event, data } = message;
    switch (event) {
      case 'pusher:ping':
        send(conn, { event: 'pusher:pong', data: {} });
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        subscribe(conn, data);
        return;
      case 'pusher:unsubscribe':
        unsubscribe(conn, data);
        return;
      case 'pusher:signin':
        sendError(conn, 'User authentication (pusher:signin) is not supported by this server');
        return;
      default:
        if (event.startsWith('client-')) {
          sendError(conn, 'Client events are not enabled for this app');
        } else {
          sendError(conn, `Unsupported event: ${event.slice(0, 64)}`);
        }
    }
  }

  // ---- subscriptions

  function subscribe(conn: Connection, data: unknown): void {
    if (!isPlainObject(data)) {
      sendError(conn, 'Invalid pusher:subscribe: data must be an object with a channel');
      return;
    }
    const { channel } = data;
    const nameError = channelNameError(channel, limits.maxChannelNameLength);
    if (nameError !== null || typeof channel !== 'string') {
      if (typeof channel === 'string' && channel.length <= 1000) {
        sendSubscriptionError(conn, channel, 'InvalidChannel', nameError ?? 'Invalid channel', 400);
      } else {
        sendError(conn, `Invalid pusher:subscribe: ${nameError ?? 'invalid channel'}`);
      }
      return;
    }

    const kind = channelKind(channel);
    let member: PresenceMember | undefined;
    if (kind === 'private') {
      if (!verifyChannelAuth(data.auth, key, secret, conn.id, channel)) {
        sendSubscriptionError(conn, channel, 'AuthError', 'Invalid signature: subscription refused', 401);
        return;
      }
    } else if (kind === 'presence') {
      const channelData = data.channel_data;
      if (typeof channelData !== 'string') {
        sendSubscriptionError(conn, channel, 'AuthError', 'Presence channels require channel_data', 401);
        return;
      }
      if (!verifyChannelAuth(data.auth, key, secret, conn.id, channel, channelData)) {
        sendSubscriptionError(conn, channel, 'AuthError', 'Invalid signature: subscription refused', 401);
        return;
      }
      const parsed = parsePresenceMember(channelData, limits.maxPresenceUserInfoBytes);
      if (typeof parsed === 'string') {
        sendSubscriptionError(conn, channel, 'InvalidChannelData', parsed, 400);
        return;
      }
      member = parsed;
    }

    if (!conn.channels.has(channel)) {
      if (conn.channels.size >= limits.maxChannelsPerConnection) {
        sendSubscriptionError(conn, channel, 'LimitReached', 'Too many channels on this connection', 429);
        return;
      }
      if (
        member &&
        !registry.hasMember(channel, member.user_id) &&
        registry.memberCount(channel) >= limits.maxPresenceMembers
      ) {
        sendSubscriptionError(conn, channel, 'LimitReached', 'The presence channel is full', 429);
        return;
      }
      const isNewMember = registry.add(channel, conn, member);
      conn.channels.set(channel, member?.user_id);
      if (member && isNewMember) {
        const frame = JSON.stringify({
          event: 'pusher_internal:member_added',
          channel,
          data: JSON.stringify(member),
        });
        for (const other of [...(registry.subscribers(channel) ?? [])]) {
          if (other !== conn) sendFrame(other, frame);
        }
      }
    }

    if (kind === 'presence') {
      const members = registry.members(channel);
      const hash: Record<string, unknown> = {};
      for (const m of members) hash[m.user_id] = m.user_info ?? null;
      send(conn, {
        event: 'pusher_internal:subscription_succeeded',
        channel,
        data: JSON.stringify({
          presence: { ids: members.map((m) => m.user_id), hash, count: members.length },
        }),
      });
    } else {
      send(conn, { event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
    }
  }

  function unsubscribe(conn: Connection, data: unknown): void {
    if (!isPlainObject(data) || typeof data.channel !== 'string') {
      sendError(conn, 'Invalid pusher:unsubscribe: data must be an object with a channel');
      return;
    }
    const { channel } = data;
    if (!conn.channels.has(channel)) return;
    const userId = conn.channels.get(channel);
    conn.channels.delete(channel);
    leaveChannel(conn, channel, userId);
  }

  function leaveChannel(conn: Connection, channel: string, userId: string | undefined): void {
    const left = registry.remove(channel, conn, userId);
    if (left && userId !== undefined) {
      const frame = JSON.stringify({
        event: 'pusher_internal:member_removed',
        channel,
        data: JSON.stringify({ user_id: userId }),
      });
      for (const other of [...(registry.subscribers(channel) ?? [])]) sendFrame(other, frame);
    }
  }

  // ---- HTTP upgrade

  function handleUpgrade(server: HttpServer, req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    if (!path.startsWith('/app/')) {
      // Not ours: leave it to other upgrade listeners; answer 404 if there are none.
      if (server.listenerCount('upgrade') <= 1) rejectUpgrade(socket, 404, 'Not Found');
      return;
    }
    socket.on('error', (err) => logger.debug({ err }, 'pusher: upgrade socket error'));
    if (closing) {
      rejectUpgrade(socket, 503, 'Service Unavailable');
      return;
    }
    try {
      wss.handleUpgrade(req, socket, head, (ws) => {
        try {
          onConnection(ws, req);
        } catch (err) {
          logger.error({ err }, 'pusher: failed to set up a connection');
          ws.terminate();
        }
      });
    } catch (err) {
      logger.debug({ err }, 'pusher: upgrade failed');
      socket.destroy();
    }
  }

  function attach(server: HttpServer): void {
    if (attached.has(server)) return;
    if (closing) throw new Error('Pusher server is closed');
    const listener = (req: IncomingMessage, socket: Duplex, head: Buffer) =>
      handleUpgrade(server, req, socket, head);
    attached.set(server, listener);
    server.on('upgrade', listener);
  }

  async function close(): Promise<void> {
    if (closed) return closed;
    closing = true;
    closed = (async () => {
      for (const [server, listener] of attached) server.off('upgrade', listener);
      attached.clear();
      const sockets = [...connections.values()].map((conn) => conn.ws);
      for (const conn of [...connections.values()]) {
        try {
          conn.ws.send(
            JSON.stringify({
              event: 'pusher:error',
              data: { code: CloseCode.RECONNECT, message: 'Server is shutting down; reconnect shortly' },
            }),
          );
        } catch {
          // closing anyway
        }
        closeConnection(conn, CloseCode.RECONNECT, 'Server is shutting down');
      }
      await Promise.all(sockets.map((ws) => waitClosed(ws, 1000)));
      registry.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    })();
    return closed;
  }

  const httpApi = createHttpApi({
    appId,
    key,
    secret,
    clock,
    limits,
    logger,
    publish,
  });

  const plugin: FastifyPluginAsync = async (fastify) => {
    await fastify.register(httpApi);
    attach(fastify.server);
    fastify.addHook('preClose', async () => {
      await close();
    });
  };

  return {
    plugin,
    httpApi,
    attach,
    publish,
    stats: () => ({ connections: connections.size, channels: registry.channelCount }),
    close,
  };
}

function parsePresenceMember(channelData: string, maxUserInfoBytes: number): PresenceMember | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return 'channel_data must be JSON';
  }
  if (!isPlainObject(parsed)) return 'channel_data must be a JSON object';
  const { user_id: userId, user_info: userInfo } = parsed;
  let id: string;
  if (typeof userId === 'string' && userId !== '' && userId.length <= 128) id = userId;
  else if (typeof userId === 'number' && Number.isSafeInteger(userId)) id = String(userId);
  else return 'channel_data.user_id must be a non-empty string (at most 128 characters) or an integer';
  if (userInfo !== undefined && Buffer.byteLength(JSON.stringify(userInfo), 'utf8') > maxUserInfoBytes) {
    return `channel_data.user_info is larger than ${maxUserInfoBytes} bytes`;
  }
  return userInfo === undefined ? { user_id: id } : { user_id: id, user_info: userInfo };
}

function rejectUpgrade(socket: Duplex, status: number, text: string): void {
  try {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  } catch {
    socket.destroy();
  }
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function waitClosed(ws: WebSocket, timeoutMs: number): Promise<void> {
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      ws.terminate();
      resolve();
    }, timeoutMs);
    timer.unref();
    ws.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
