/** Test helpers for the Pusher-protocol server (real peers: pusher-js, the pusher SDK and a raw `ws` client). */
import { createHash, createHmac } from 'node:crypto';
import type { Channel } from 'pusher-js';
import PusherJs from 'pusher-js';
import { WebSocket } from 'ws';

export const APP_ID = 'portal-test';
export const KEY = 'test-key';
export const SECRET = 'test-secret';

/** Rejects after `ms` so a missing event fails with a message instead of the test timeout. */
export function within<T>(promise: Promise<T>, what: string, ms = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export type Authorizer = (socketId: string, channel: string) => { auth: string; channel_data?: string };

export function pusherJsClient(
  port: number,
  authorize: Authorizer,
  options: { key?: string; activityTimeout?: number } = {},
): PusherJs {
  return new PusherJs(options.key ?? KEY, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    activityTimeout: options.activityTimeout,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        try {
          callback(null, authorize(socketId, channelName));
        } catch (err) {
          callback(err as Error, null);
        }
      },
    },
  });
}

export async function connected(client: PusherJs): Promise<string> {
  if (client.connection.state !== 'connected') {
    await within(
      new Promise<void>((resolve, reject) => {
        client.connection.bind('connected', () => resolve());
        client.connection.bind('failed', () => reject(new Error('connection failed')));
      }),
      'pusher-js to connect',
    );
  }
  return client.connection.socket_id;
}

export function subscribed(client: PusherJs, channelName: string): Promise<Channel> {
  const channel = client.subscribe(channelName);
  return within(
    new Promise<Channel>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve(channel));
      channel.bind('pusher:subscription_error', (error: unknown) =>
        reject(Object.assign(new Error('subscription_error'), { detail: error })),
      );
    }),
    `subscription to ${channelName}`,
  );
}

/** Resolves with the data of the next `event` on `channel`. */
export function nextEvent<T = unknown>(channel: Channel, event: string): Promise<T> {
  return within(
    new Promise<T>((resolve) => {
      const handler = (data: T) => {
        channel.unbind(event, handler);
        resolve(data);
      };
      channel.bind(event, handler);
    }),
    `event ${event} on ${channel.name}`,
  );
}

/** Collects every event a client receives on a channel (for asserting that something did NOT arrive). */
export function record(channel: Channel): { name: string; data: unknown }[] {
  const seen: { name: string; data: unknown }[] = [];
  channel.bind_global((name: string, data: unknown) => {
    if (!name.startsWith('pusher:')) seen.push({ name, data });
  });
  return seen;
}

/** Round trip pusher:ping -> pusher:pong: every message sent before it has been handled by the server. */
export function syncWithServer(client: PusherJs): Promise<void> {
  const done = within(
    new Promise<void>((resolve) => {
      const handler = (message: { event?: string }) => {
        if (message.event === 'pusher:pong') {
          client.connection.unbind('message', handler);
          resolve();
        }
      };
      client.connection.bind('message', handler);
    }),
    'pusher:pong',
  );
  client.connection.send_event('pusher:ping', {});
  return done;
}

/** A plain `ws` client that queues every JSON message it receives. */
export class RawClient {
  readonly ws: WebSocket;
  private readonly queue: Record<string, unknown>[] = [];
  private waiters: {
    test: (m: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('error', () => {});
    this.ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      const waiter = this.waiters.find((w) => w.test(message));
      if (waiter) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(message);
      } else {
        this.queue.push(message);
      }
    });
    this.closed = new Promise((resolve) =>
      this.ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** The next (queued or future) message whose event is `event` (and channel is `channel`, when given). */
  next(event: string, channel?: string): Promise<Record<string, unknown>> {
    const test = (m: Record<string, unknown>) =>
      m.event === event && (channel === undefined || m.channel === channel);
    const index = this.queue.findIndex(test);
    if (index >= 0) return Promise.resolve(this.queue.splice(index, 1)[0]!);
    return within(new Promise((resolve) => this.waiters.push({ test, resolve })), `raw message ${event}`);
  }

  send(value: unknown): void {
    this.ws.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  close(): void {
    this.ws.terminate();
  }
}

/** Signs an HTTP API request the way Pusher documents it, with knobs to break each part. */
export function signedUrl(
  base: string,
  path: string,
  body: string,
  options: { key?: string; secret?: string; timestamp?: number; bodyMd5?: string; version?: string } = {},
): string {
  const params: Record<string, string> = {
    auth_key: options.key ?? KEY,
    auth_timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: options.version ?? '1.0',
    body_md5: options.bodyMd5 ?? createHash('md5').update(body, 'utf8').digest('hex'),
  };
  const query = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const signature = createHmac('sha256', options.secret ?? SECRET)
    .update(`POST\n${path}\n${query}`)
    .digest('hex');
  return `${base}${path}?${query}&auth_signature=${signature}`;
}

export async function signedPost(
  base: string,
  path: string,
  body: unknown,
  options: Parameters<typeof signedUrl>[3] = {},
): Promise<{ status: number; body: unknown }> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const res = await fetch(signedUrl(base, path, text, options), {
    method: 'POST',
    body: text,
    headers: { 'content-type': 'application/json' },
  });
  const raw = await res.text();
  let parsed: unknown = raw;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // keep the text
  }
  return { status: res.status, body: parsed };
}
