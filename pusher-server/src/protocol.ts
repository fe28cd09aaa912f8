/** Pusher Channels protocol 7: names, limits and close codes used by the embedded server. */

export const PROTOCOL_VERSION = 7;

/** Close / error codes (https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol). */
export const CloseCode = {
  /** 4001: application does not exist (wrong key). The client must not reconnect. */
  APP_NOT_FOUND: 4001,
  /** 4005: path not found. */
  PATH_NOT_FOUND: 4005,
  /** 4006: invalid version string format. */
  INVALID_VERSION: 4006,
  /** 4007: unsupported protocol version. */
  UNSUPPORTED_PROTOCOL: 4007,
  /** 4008: no protocol version supplied. */
  NO_PROTOCOL: 4008,
  /** 4100: over capacity (too many connections, or a consumer too slow to keep up); reconnect with back-off. */
  OVER_CAPACITY: 4100,
  /** 4200: generic reconnect immediately (server shutting down). */
  RECONNECT: 4200,
  /** 4201: pong reply not received. */
  PONG_NOT_RECEIVED: 4201,
} as const;

/** Characters Pusher allows in channel names. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]+$/;
const SOCKET_ID = /^\d+\.\d+$/;

export type ChannelKind = 'public' | 'private' | 'presence';

export function channelKind(channel: string): ChannelKind {
  if (channel.startsWith('presence-')) return 'presence';
  if (channel.startsWith('private-')) return 'private';
  return 'public';
}

/** Answers null for a valid channel name, else the reason. */
export function channelNameError(channel: unknown, maxLength: number): string | null {
  if (typeof channel !== 'string' || channel === '') return 'Channel name must be a non-empty string';
  if (channel.length > maxLength) return `Channel name longer than ${maxLength} characters`;
  if (!CHANNEL_NAME.test(channel)) return 'Channel name may only contain A-Z a-z 0-9 _ - = @ , . ;';
  if (['private-', 'presence-', 'private-encrypted-'].includes(channel))
    return 'Channel name has no name after its prefix';
  return null;
}

/** Answers null for a valid event name (HTTP API), else the reason. */
export function eventNameError(name: unknown, maxLength: number): string | null {
  if (typeof name !== 'string' || name === '') return 'Event name must be a non-empty string';
  if (name.length > maxLength) return `Event name longer than ${maxLength} characters`;
  if (name.startsWith('pusher:') || name.startsWith('pusher_internal:')) {
    return 'Event names starting with pusher: or pusher_internal: are reserved';
  }
  return null;
}

export function isSocketId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && SOCKET_ID.test(value);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface PusherLimits {
  /** Seconds announced in `pusher:connection_established` (`activity_timeout`). Default 120. */
  activityTimeout: number;
  /** Client silence (ms) after which the server sends `pusher:ping`. Default `activityTimeout` seconds. */
  serverPingAfterMs: number;
  /** Time (ms) the client has to answer a server ping (any message counts) before the close 4201. Default 30 000. */
  pongTimeoutMs: number;
  /** Largest client message handled (bytes); bigger ones get a `pusher:error` and are dropped. Default 10 240. */
  maxClientMessageBytes: number;
  /** Hard WebSocket frame cap (bytes); bigger frames close the connection with 1009. Default 65 536. */
  maxPayloadBytes: number;
  /** Largest event `data` accepted by the HTTP API (bytes, UTF-8). Default 10 240 (Pusher: 10 KB), else 413. */
  maxEventBytes: number;
  /** Largest HTTP API request body (bytes). Default 1 MiB, else 413. */
  maxApiBodyBytes: number;
  maxChannelNameLength: number;
  maxEventNameLength: number;
  /** Channels per triggered event (Pusher: 100). */
  maxChannelsPerEvent: number;
  /** Events per batch (Pusher: 10). */
  maxBatchSize: number;
  /** Allowed distance of `auth_timestamp` from the server clock (seconds). Default 600. */
  maxTimestampSkewSeconds: number;
  /** Concurrent WebSocket connections. Default 10 000; more are refused with 4100. */
  maxConnections: number;
  /**
   * Concurrent WebSocket connections from one peer address. Default 100 (each gateway process holds one); more are
   * refused with 4100. The peer is the socket's: a proxy in front of this server shares one quota.
   */
  maxConnectionsPerAddress: number;
  /** Channels one connection may be subscribed to. Default 10 000 (the gateway multiplexes many members). */
  maxChannelsPerConnection: number;
  /** Distinct users in one presence channel (Pusher: 100). */
  maxPresenceMembers: number;
  /** Size of a presence member's `user_info` as JSON (bytes; Pusher: 1 KB). */
  maxPresenceUserInfoBytes: number;
  /** Outgoing bytes buffered for one connection before it is dropped as too slow (close 4100). Default 4 MiB. */
  maxBufferedBytes: number;
}

export function resolveLimits(overrides: Partial<PusherLimits>): PusherLimits {
  const activityTimeout = overrides.activityTimeout ?? 120;
  const limits: PusherLimits = {
    activityTimeout,
    serverPingAfterMs: activityTimeout * 1000,
    pongTimeoutMs: 30_000,
    maxClientMessageBytes: 10_240,
    maxPayloadBytes: 65_536,
    maxEventBytes: 10_240,
    maxApiBodyBytes: 1024 * 1024,
    maxChannelNameLength: 200,
    maxEventNameLength: 200,
    maxChannelsPerEvent: 100,
    maxBatchSize: 10,
    maxTimestampSkewSeconds: 600,
    maxConnections: 10_000,
    maxConnectionsPerAddress: 100,
    maxChannelsPerConnection: 10_000,
    maxPresenceMembers: 100,
    maxPresenceUserInfoBytes: 1024,
    maxBufferedBytes: 4 * 1024 * 1024,
  };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    if (!(name in limits)) throw new TypeError(`Unknown Pusher server limit: ${name}`);
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new TypeError(`Pusher server limit ${name} must be a positive number`);
    }
    (limits as unknown as Record<string, number>)[name] = value;
  }
  if (limits.maxPayloadBytes < limits.maxClientMessageBytes)
    limits.maxPayloadBytes = limits.maxClientMessageBytes;
  return limits;
}

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;

/** A pino-style logger (Fastify's `app.log` fits). */
export interface PusherServerLogger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface PublishEvent {
  channels: readonly string[];
  name: string;
  /** The event data, delivered as is (a string, normally JSON). */
  data: string;
  /** A socket that must not receive the event (the originator). */
  excludeSocketId?: string;
}
