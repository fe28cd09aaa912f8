import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import type PusherJs from 'pusher-js';
import type { PresenceChannel } from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from './clock.js';
import { channelAuth, createPusherServer } from './index.js';
import type { PusherServer, PusherServerOptions } from './index.js';
import {
  APP_ID,
  connected,
  KEY,
  nextEvent,
  pusherJsClient,
  RawClient,
  record,
  SECRET,
  signedPost,
  subscribed,
  syncWithServer,
  within,
} from './test-helpers.js';

interface Harness {
  app: FastifyInstance;
  server: PusherServer;
  port: number;
  base: string;
}

/** A plain Fastify app shaped like the backend's (its own root JSON parser), with the server registered. */
async function startHarness(options: Partial<PusherServerOptions> = {}): Promise<Harness> {
  const app = Fastify();
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    defaultJson(request, typeof body === 'string' ? body : body.toString('utf8'), done),
  );
  app.post('/echo', async (request) => ({ got: request.body }));
  const server = createPusherServer({ appId: APP_ID, key: KEY, secret: SECRET, ...options });
  await app.register(server.plugin);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, server, port, base: `http://127.0.0.1:${port}` };
}

let h: Harness;
let sdk: Pusher;
const clients: PusherJs[] = [];
const raws: RawClient[] = [];

const authorize = (socketId: string, channel: string) => sdk.authorizeChannel(socketId, channel);

function client(options: Parameters<typeof pusherJsClient>[2] = {}, auth = authorize): PusherJs {
  const c = pusherJsClient(h.port, auth, options);
  clients.push(c);
  return c;
}

function raw(path: string, port = h.port): RawClient {
  const c = new RawClient(`ws://127.0.0.1:${port}${path}`);
  raws.push(c);
  return c;
}

beforeAll(async () => {
  h = await startHarness();
  sdk = new Pusher({
    appId: APP_ID,
    key: KEY,
    secret: SECRET,
    host: '127.0.0.1',
    port: String(h.port),
    useTLS: false,
  });
});

afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
  for (const r of raws.splice(0)) r.close();
});

afterAll(async () => {
  await h.app.close();
});

describe('WebSocket connection (pusher-js)', () => {
  it('connects and gets a socket id', async () => {
    const socketId = await connected(client());
    expect(socketId).toMatch(/^\d+\.\d+$/);
  });

  it('announces the socket id and activity timeout as JSON-encoded data', async () => {
    const c = raw(`/app/${KEY}?protocol=7&client=js&version=8.6.0`);
    const established = await c.next('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    expect(JSON.parse(established.data as string)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
  });

  it('refuses an unknown app key with 4001 and closes', async () => {
    const c = raw(`/app/wrong-key?protocol=7&client=js&version=8.6.0`);
    const error = await c.next('pusher:error');
    expect(error.data).toMatchObject({ code: 4001 });
    expect((await within(c.closed, 'close')).code).toBe(4001);

    const js = client({ key: 'wrong-key' });
    const failure = await within(
      new Promise<{ error?: { data?: { code?: number } } }>((resolve) =>
        js.connection.bind('error', resolve),
      ),
      'pusher-js error',
    );
    expect(failure.error?.data?.code).toBe(4001);
    expect(js.connection.state).toBe('disconnected'); // refused: pusher-js does not retry
  });

  it('refuses unsupported or missing protocol versions', async () => {
    const old = raw(`/app/${KEY}?protocol=6`);
    expect((await old.next('pusher:error')).data).toMatchObject({ code: 4007 });
    expect((await within(old.closed, 'close')).code).toBe(4007);
    const none = raw(`/app/${KEY}`);
    expect((await within(none.closed, 'close')).code).toBe(4008);
  });

  it('answers pusher:ping with pusher:pong (pusher-js activity ping)', async () => {
    const js = client({ activityTimeout: 50 });
    await connected(js);
    // pusher-js pings by itself after 50 ms of silence; the server answers
    await within(
      new Promise<void>((resolve) =>
        js.connection.bind('message', (m: { event?: string }) => m.event === 'pusher:pong' && resolve()),
      ),
      'pong',
    );
    expect(js.connection.state).toBe('connected');
  });

  it('answers invalid JSON and unknown messages with pusher:error and stays open', async () => {
    const c = raw(`/app/${KEY}?protocol=7`);
    await c.next('pusher:connection_established');
    c.send('this is not json');
    expect((await c.next('pusher:error')).data).toMatchObject({ message: 'Invalid JSON' });
    c.send([1, 2]);
    await c.next('pusher:error');
    c.send({ event: 'pusher:subscribe', data: 'nope' });
    await c.next('pusher:error');
    c.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await c.next('pusher:error');
    c.send({ event: 'pusher:ping', data: {} });
    await c.next('pusher:pong');
  });

  it('survives malformed protocol messages and foreign upgrade paths', async () => {
    const c = raw(`/app/${KEY}?protocol=7`);
    const established = await c.next('pusher:connection_established');
    const socketId = (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
    const garbage: unknown[] = [
      'null',
      '"text"',
      '42',
      { event: 5 },
      { event: 'pusher:subscribe' },
      { event: 'pusher:subscribe', data: { channel: { x: 1 } } },
      { event: 'pusher:subscribe', data: { channel: 'x'.repeat(5000) } },
      { event: 'pusher:unsubscribe' },
      { event: 'pusher:unsubscribe', data: { channel: 'never-subscribed' } },
      { event: 'pusher:subscribe', data: { channel: 'presence-x', auth: 5, channel_data: 5 } },
      { event: 'pusher:subscribe', data: { channel: 'presence-x', auth: 'k:zz' } },
      { event: 'pusher:signin', data: {} },
      { event: 'something-else', data: {} },
      { event: '__proto__', data: { channel: '__proto__' } },
    ];
    for (const message of garbage) c.send(message);
    // a correctly signed presence subscription with channel_data that is not JSON
    c.send({
      event: 'pusher:subscribe',
      data: {
        channel: 'presence-y',
        auth: channelAuth(KEY, SECRET, socketId, 'presence-y', 'nope'),
        channel_data: 'nope',
      },
    });
    expect((await c.next('pusher:subscription_error', 'presence-y')).data).toMatchObject({ status: 400 });
    c.send({ event: 'pusher:ping', data: {} });
    await c.next('pusher:pong');
    expect(h.server.stats().connections).toBeGreaterThan(0);

    const other = raw('/not-pusher');
    expect(await within(other.closed, 'close of a foreign path')).toMatchObject({ code: 1006 });
  });

  it('refuses oversize messages: pusher:error up to the frame cap, close 1009 above it', async () => {
    const js = client();
    await connected(js);
    const error = within(
      new Promise<{ data?: { message?: string } }>((resolve) => js.connection.bind('error', resolve)),
      'pusher-js error',
    );
    js.connection.send_event('pusher:subscribe', { channel: 'big', auth: 'x'.repeat(20_000) });
    expect((await error).data?.message).toMatch(/too large/i);
    await syncWithServer(js);
    expect(js.connection.state).toBe('connected');

    const c = raw(`/app/${KEY}?protocol=7`);
    await c.next('pusher:connection_established');
    c.send({ event: 'pusher:subscribe', data: { channel: 'x'.repeat(100_000) } });
    expect((await within(c.closed, 'close')).code).toBe(1009);
  });

  it('refuses client events', async () => {
    const js = client();
    const channel = await subscribed(js, 'private-client-events');
    const error = within(
      new Promise<{ data?: { message?: string } }>((resolve) => js.connection.bind('error', resolve)),
      'pusher-js error',
    );
    channel.trigger('client-typing', { hello: 1 });
    expect((await error).data?.message).toMatch(/client events are not enabled/i);
  });
});

describe('subscriptions and delivery (pusher-js + pusher SDK)', () => {
  it('delivers an SDK trigger to a public channel subscriber', async () => {
    const js = client();
    const channel = await subscribed(js, 'news');
    const received = nextEvent(channel, 'created');
    await sdk.trigger('news', 'created', { id: 1, text: 'Grüße' });
    expect(await received).toEqual({ id: 1, text: 'Grüße' });
  });

  it('subscribes to a private channel with a valid signature', async () => {
    const js = client();
    const channel = await subscribed(js, 'private-user.42');
    const received = nextEvent(channel, 'notification');
    await sdk.trigger('private-user.42', 'notification', { unread: 3 });
    expect(await received).toEqual({ unread: 3 });
  });

  it('refuses a forged private-channel signature and never subscribes', async () => {
    const forger = new Pusher({ appId: APP_ID, key: KEY, secret: 'not-the-secret', host: '127.0.0.1' });
    const js = client({}, (socketId, channel) => forger.authorizeChannel(socketId, channel));
    await connected(js);
    const error = await subscribed(js, 'private-user.7').then(
      () => null,
      (err: { detail?: unknown }) => err.detail,
    );
    expect(error).toMatchObject({ type: 'AuthError', status: 401 });

    // nothing sent to the channel reaches the forger; a later public event proves delivery order
    const seen = record(js.channel('private-user.7'));
    const other = await subscribed(js, 'marker-forged');
    await sdk.trigger('private-user.7', 'secret', { leak: true });
    const marker = nextEvent(other, 'marker');
    await sdk.trigger('marker-forged', 'marker', {});
    await marker;
    expect(seen).toEqual([]);
  });

  it('refuses a private channel without auth and an auth for another socket', async () => {
    const c = raw(`/app/${KEY}?protocol=7`);
    await c.next('pusher:connection_established');
    c.send({ event: 'pusher:subscribe', data: { channel: 'private-a' } });
    expect((await c.next('pusher:subscription_error')).data).toMatchObject({
      type: 'AuthError',
      status: 401,
    });
    const stolen = sdk.authorizeChannel('1234.5678', 'private-a');
    c.send({ event: 'pusher:subscribe', data: { channel: 'private-a', auth: stolen.auth } });
    expect((await c.next('pusher:subscription_error')).data).toMatchObject({ status: 401 });
    c.send({ event: 'pusher:subscribe', data: { channel: 'bad channel!' } });
    expect((await c.next('pusher:subscription_error')).data).toMatchObject({ status: 400 });
  });

  it('triggers to several channels at once', async () => {
    const a = await subscribed(client(), 'multi-a');
    const b = await subscribed(client(), 'multi-b');
    const gotA = nextEvent(a, 'update');
    const gotB = nextEvent(b, 'update');
    await sdk.trigger(['multi-a', 'multi-b'], 'update', { n: 1 });
    expect(await gotA).toEqual({ n: 1 });
    expect(await gotB).toEqual({ n: 1 });
  });

  it('delivers a batch trigger', async () => {
    const a = await subscribed(client(), 'batch-a');
    const b = await subscribed(client(), 'private-batch-b');
    const gotA = nextEvent(a, 'one');
    const gotB = nextEvent(b, 'two');
    await sdk.triggerBatch([
      { channel: 'batch-a', name: 'one', data: { n: 1 } },
      { channel: 'private-batch-b', name: 'two', data: { n: 2 } },
    ]);
    expect(await gotA).toEqual({ n: 1 });
    expect(await gotB).toEqual({ n: 2 });
  });

  it('excludes the socket given as socket_id', async () => {
    const jsA = client();
    const jsB = client();
    const a = await subscribed(jsA, 'shared');
    const b = await subscribed(jsB, 'shared');
    const seenA = record(a);
    const bFirst = nextEvent(b, 'first');
    await sdk.trigger('shared', 'first', { n: 1 }, { socket_id: jsA.connection.socket_id });
    expect(await bFirst).toEqual({ n: 1 });
    const aSecond = nextEvent(a, 'second');
    await sdk.trigger('shared', 'second', { n: 2 });
    await aSecond;
    expect(seenA.map((e) => e.name)).toEqual(['second']);
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const js = client();
    const channel = await subscribed(js, 'leaving');
    const marker = await subscribed(js, 'staying');
    const seen = record(channel);
    js.unsubscribe('leaving');
    await syncWithServer(js);
    await sdk.trigger('leaving', 'after', {});
    const got = nextEvent(marker, 'marker');
    await sdk.trigger('staying', 'marker', {});
    await got;
    expect(seen).toEqual([]);
    expect(h.server.stats().channels).toBeGreaterThan(0);
  });

  it('supports presence channels minimally (members, member_added, member_removed)', async () => {
    const presenceAuth = (user: string) => (socketId: string, channel: string) =>
      sdk.authorizeChannel(socketId, channel, { user_id: user, user_info: { name: user.toUpperCase() } });
    const jsA = client({}, presenceAuth('alice'));
    const a = (await subscribed(jsA, 'presence-room')) as PresenceChannel;
    expect(a.members.count).toBe(1);
    expect(a.members.me).toMatchObject({ id: 'alice', info: { name: 'ALICE' } });

    const added = nextEvent<{ id: string }>(a, 'pusher:member_added');
    const jsB = client({}, presenceAuth('bob'));
    const b = (await subscribed(jsB, 'presence-room')) as PresenceChannel;
    expect((await added).id).toBe('bob');
    expect(b.members.count).toBe(2);

    const removed = nextEvent<{ id: string }>(a, 'pusher:member_removed');
    jsB.disconnect();
    expect((await removed).id).toBe('bob');
    expect(a.members.count).toBe(1);
  });
});

describe('HTTP events API', () => {
  const eventsPath = `/apps/${APP_ID}/events`;
  const batchPath = `/apps/${APP_ID}/batch_events`;
  const event = { name: 'e', data: '{}', channels: ['c'] };

  it('answers 200 {} to a valid signed request and leaves other JSON routes alone', async () => {
    expect(await signedPost(h.base, eventsPath, event)).toEqual({ status: 200, body: {} });
    const echo = await fetch(`${h.base}/echo`, {
      method: 'POST',
      body: JSON.stringify({ a: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(await echo.json()).toEqual({ got: { a: 1 } });
  });

  it('refuses a bad signature with 401 (SDK with a wrong secret, and hand-signed)', async () => {
    const wrong = new Pusher({
      appId: APP_ID,
      key: KEY,
      secret: 'wrong',
      host: '127.0.0.1',
      port: String(h.port),
      useTLS: false,
    });
    await expect(wrong.trigger('c', 'e', {})).rejects.toMatchObject({ status: 401 });
    expect((await signedPost(h.base, eventsPath, event, { secret: 'wrong' })).status).toBe(401);
    expect((await signedPost(h.base, eventsPath, event, { key: 'other-key' })).status).toBe(401);
    expect((await signedPost(h.base, eventsPath, event, { version: '2.0' })).status).toBe(401);
    const unsigned = await fetch(`${h.base}${eventsPath}`, { method: 'POST', body: JSON.stringify(event) });
    expect(unsigned.status).toBe(401);
  });

  it('refuses an auth_timestamp more than 600 s off with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await signedPost(h.base, eventsPath, event, { timestamp: now - 610 })).status).toBe(401);
    expect((await signedPost(h.base, eventsPath, event, { timestamp: now + 610 })).status).toBe(401);
    expect((await signedPost(h.base, eventsPath, event, { timestamp: now - 590 })).status).toBe(200);
  });

  it('checks auth_timestamp against the injected clock (SDK request)', async () => {
    const clock: Clock = { now: () => new Date(Date.now() + 700_000) };
    const skewed = await startHarness({ clock });
    try {
      const skewedSdk = new Pusher({
        appId: APP_ID,
        key: KEY,
        secret: SECRET,
        host: '127.0.0.1',
        port: String(skewed.port),
        useTLS: false,
      });
      await expect(skewedSdk.trigger('c', 'e', {})).rejects.toMatchObject({ status: 401 });
    } finally {
      await skewed.app.close();
    }
  });

  it('refuses a wrong body_md5 with 401', async () => {
    const res = await signedPost(h.base, eventsPath, event, { bodyMd5: 'd41d8cd98f00b204e9800998ecf8427e' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: expect.stringMatching(/body_md5/) });
  });

  it('refuses event data over 10 KB with 413 (SDK)', async () => {
    await expect(sdk.trigger('c', 'e', 'x'.repeat(10_241))).rejects.toMatchObject({ status: 413 });
    await expect(sdk.trigger('c', 'e', 'x'.repeat(10_240))).resolves.toBeDefined();
    expect(
      (await signedPost(h.base, eventsPath, { ...event, data: 'x'.repeat(2 * 1024 * 1024) })).status,
    ).toBe(413);
  });

  it('refuses more than 100 channels, long or invalid names with 400', async () => {
    const channels = Array.from({ length: 101 }, (_, i) => `c${i}`);
    expect((await signedPost(h.base, eventsPath, { ...event, channels })).status).toBe(400);
    expect((await signedPost(h.base, eventsPath, { ...event, channels: channels.slice(1) })).status).toBe(
      200,
    );
    expect((await signedPost(h.base, eventsPath, { ...event, channels: ['c'.repeat(201)] })).status).toBe(
      400,
    );
    expect((await signedPost(h.base, eventsPath, { ...event, channels: ['c'.repeat(200)] })).status).toBe(
      200,
    );
    expect((await signedPost(h.base, eventsPath, { ...event, channels: ['bad channel'] })).status).toBe(400);
    expect((await signedPost(h.base, eventsPath, { ...event, name: 'n'.repeat(201) })).status).toBe(400);
    expect((await signedPost(h.base, eventsPath, { ...event, name: 'pusher:fake' })).status).toBe(400);
    expect((await signedPost(h.base, eventsPath, { ...event, data: { not: 'a string' } })).status).toBe(400);
    expect((await signedPost(h.base, eventsPath, { ...event, socket_id: 'x' })).status).toBe(400);
    expect((await signedPost(h.base, eventsPath, { name: 'e', data: '{}' })).status).toBe(400);
    expect((await signedPost(h.base, eventsPath, 'not json')).status).toBe(400);
    expect((await signedPost(h.base, eventsPath, [1])).status).toBe(400);
  });

  it('refuses a batch of more than 10 events with 400 and delivers none of an invalid batch', async () => {
    const js = client();
    const channel = await subscribed(js, 'batch-check');
    const seen = record(channel);
    const batch = Array.from({ length: 11 }, (_, i) => ({
      channel: 'batch-check',
      name: `e${i}`,
      data: '{}',
    }));
    await expect(sdk.triggerBatch(batch)).rejects.toMatchObject({ status: 400 });
    const mixed = [
      { channel: 'batch-check', name: 'ok', data: '{}' },
      { channel: 'batch-check', name: 'n'.repeat(201), data: '{}' },
    ];
    expect((await signedPost(h.base, batchPath, { batch: mixed })).status).toBe(400);
    const marker = nextEvent(channel, 'marker');
    expect(
      (
        await signedPost(h.base, batchPath, {
          batch: [{ channel: 'batch-check', name: 'marker', data: '1' }],
        })
      ).status,
    ).toBe(200);
    await marker;
    expect(seen.map((e) => e.name)).toEqual(['marker']);
  });

  it('answers 404 for another app id', async () => {
    expect((await signedPost(h.base, `/apps/other/events`, event)).status).toBe(404);
  });
});

describe('connection and channel quotas', () => {
  const harnesses: Harness[] = [];
  afterAll(async () => {
    await Promise.all(harnesses.map((other) => other.app.close()));
  });
  const harness = async (options: Partial<PusherServerOptions>) => {
    const other = await startHarness(options);
    harnesses.push(other);
    return other;
  };
  const open = async (port: number) => {
    const c = raw(`/app/${KEY}?protocol=7&client=js&version=8.6.0`, port);
    await c.next('pusher:connection_established');
    return c;
  };
  const expectRefused = async (port: number, message: string) => {
    const c = raw(`/app/${KEY}?protocol=7&client=js&version=8.6.0`, port);
    expect((await c.next('pusher:error')).data).toEqual({ code: 4100, message });
    expect((await within(c.closed, 'close')).code).toBe(4100);
  };

  it('refuses a connection over the total quota with pusher:error 4100 and close 4100', async () => {
    const { port, server } = await harness({ maxConnections: 2 });
    await open(port);
    await open(port);
    await expectRefused(port, 'Over connection quota');
    expect(server.stats().connections).toBe(2);
  });

  it('refuses a connection over the per-address quota, and admits again once one closed', async () => {
    const { port, server } = await harness({ maxConnectionsPerAddress: 2 });
    const first = await open(port);
    await open(port);
    await expectRefused(port, 'Over connection quota for this address');
    first.close();
    await within(first.closed, 'close');
    // The server counts the close once its own side has seen it.
    while (server.stats().connections > 1) await new Promise((resolve) => setTimeout(resolve, 10));
    await open(port);
  });

  it('refuses a subscription over the per-connection channel quota and keeps the others', async () => {
    const { port } = await harness({ maxChannelsPerConnection: 2 });
    const c = await open(port);
    for (const channel of ['one', 'two', 'three']) c.send({ event: 'pusher:subscribe', data: { channel } });
    await c.next('pusher_internal:subscription_succeeded', 'one');
    await c.next('pusher_internal:subscription_succeeded', 'two');
    expect((await c.next('pusher:subscription_error', 'three')).data).toEqual({
      type: 'LimitReached',
      error: 'Too many channels on this connection',
      status: 429,
    });
  });
});

describe('server ping and activity timeout', () => {
  let quick: Harness;
  beforeAll(async () => {
    quick = await startHarness({ activityTimeout: 1, serverPingAfterMs: 50, pongTimeoutMs: 100 });
  });
  afterAll(async () => {
    await quick.app.close();
  });

  it('pings a silent client, keeps it while it answers, closes 4201 when it does not', async () => {
    const c = raw(`/app/${KEY}?protocol=7`, quick.port);
    await c.next('pusher:connection_established');
    await c.next('pusher:ping');
    c.send({ event: 'pusher:pong', data: {} });
    await c.next('pusher:ping'); // still open after the answer: pinged again after the next silence
    expect((await within(c.closed, 'close')).code).toBe(4201);
  });

  it('closes connections with 4200 on close()', async () => {
    const other = await startHarness();
    const c = raw(`/app/${KEY}?protocol=7`, other.port);
    await c.next('pusher:connection_established');
    await other.app.close();
    expect((await within(c.closed, 'close')).code).toBe(4200);
    expect(other.server.stats()).toEqual({ connections: 0, channels: 0 });
  });
});
