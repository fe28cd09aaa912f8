import { GraphQLError } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { downloadsChannel, memberChannel, publicChannel, realtimeEvent } from '@portal/contract';
import { RestUpstream } from '../rest/client.js';
import { nextValue, waitFor, within } from '../test/async.js';
import { KEY, startStubRealtimeBackend, type StubRealtimeBackend } from '../test/pusher.js';
import { broadcastingAuthorizer } from './broadcasting.js';
import { createRelay, type Relay, type RelayOptions, type RelaySubscription } from './relay.js';

/**
 * The relay against the real embedded Pusher-protocol server (@portal/pusher-server) and a stand-in
 * `/api/broadcasting/auth` that signs as the backend does; events come from the official `pusher` SDK.
 */

const USER_1 = memberChannel(1);
const DOWNLOADS_1 = downloadsChannel(1);
// events of the test's own, on the registry's channels and on public ones
const EVENT = realtimeEvent(
  memberChannel,
  'UserDataUpdated',
  z.object({ n: z.union([z.number(), z.string()]) }),
);
const ADDED = realtimeEvent(
  downloadsChannel,
  'DownloadWasAdded',
  z.object({ download: z.object({ id: z.number() }) }),
);
const POSTED = realtimeEvent(publicChannel('public-news'), 'Posted', z.object({ id: z.number() }));
const TICK = realtimeEvent(publicChannel('public-ticks'), 'Tick', z.object({ n: z.number() }));

let backend: StubRealtimeBackend;
let upstream: RestUpstream;
const relays: Relay[] = [];

function relay(overrides: Partial<RelayOptions> = {}): Relay {
  const created = createRelay({
    key: KEY,
    cluster: null,
    host: '127.0.0.1',
    port: backend.port,
    scheme: 'http',
    authorize: broadcastingAuthorizer(upstream),
    idleDisconnectMs: 0,
    subscribeTimeoutMs: 5000,
    ...overrides,
  });
  relays.push(created);
  return created;
}

const codeOf = (error: unknown) => (error instanceof GraphQLError ? error.extensions.code : error);

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await within(promise, 'a rejection');
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

beforeAll(async () => {
  backend = await startStubRealtimeBackend({
    members: { 'token-1a': 1, 'token-1b': 1, 'token-2': 2 },
  });
  upstream = new RestUpstream({
    backendUrl: backend.url,
    connectTimeoutMs: 1000,
    headersTimeoutMs: 5000,
    bodyTimeoutMs: 5000,
    connections: 4,
    passwordLane: { connections: 1, queue: 0 },
    healthTimeoutMs: 1000,
  });
});

afterEach(async () => {
  await Promise.all(relays.splice(0).map((r) => r.close()));
  backend.authCalls.length = 0;
  backend.members.set('token-1a', 1);
  await waitFor(() => backend.pusherStats().connections === 0, 'the relays to disconnect');
});

afterAll(async () => {
  await backend?.close();
  await upstream?.close();
});

describe('relay', () => {
  it('connects only for the first subscription and disconnects after the last one left', async () => {
    const r = relay();
    expect(r.stats().state).toBe('none');
    expect(backend.pusherStats().connections).toBe(0);

    const sub = r.subscribe('public-news', [POSTED]);
    await within(sub.ready, 'the subscription');
    expect(backend.pusherStats()).toEqual({ connections: 1, channels: 1 });
    expect(backend.authCalls).toEqual([]); // public: no authorisation

    await backend.trigger('public-news', 'Posted', { id: 7 });
    expect(await nextValue(sub, 'the event')).toEqual({
      channel: 'public-news',
      event: 'Posted',
      data: { id: 7 },
    });

    await sub.return();
    await waitFor(() => backend.pusherStats().connections === 0, 'the disconnect');
    expect(r.stats().channels).toEqual([]);

    // And connects again for the next one.
    const again = r.subscribe('public-news', [POSTED]);
    await within(again.ready, 'the second subscription');
    expect(backend.pusherStats()).toEqual({ connections: 1, channels: 1 });
  });

  it('passes on only the events it was asked for, their data parsed by their schema; drops and logs the rest', async () => {
    const warn = vi.fn();
    const r = relay({ log: { debug: () => undefined, warn, error: () => undefined } });
    const sub = r.subscribe('public-news', [POSTED]);
    await within(sub.ready, 'the subscription');
    await backend.trigger('public-news', 'Posted', { id: 'seven' });
    await backend.trigger('public-news', 'Posted', 'not JSON');
    await backend.trigger('public-news', 'Edited', { id: 7 });
    await backend.trigger('public-news', 'Posted', { id: 8, extra: true });
    expect(await nextValue(sub, 'the valid event')).toEqual({
      channel: 'public-news',
      event: 'Posted',
      data: { id: 8 },
    });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'public-news', event: 'Posted' }),
      expect.stringContaining('does not match the registry'),
    );
  });

  it('keeps the connection for a grace period after the last subscriber left', async () => {
    const r = relay({ idleDisconnectMs: 60_000 });
    const first = r.subscribe('public-news', [POSTED]);
    await within(first.ready, 'the subscription');
    const socketId = r.stats().socketId;
    await first.return();
    await waitFor(() => backend.pusherStats().channels === 0, 'the unsubscribe');
    expect(backend.pusherStats().connections).toBe(1);

    const second = r.subscribe('public-news', [POSTED]);
    await within(second.ready, 'the second subscription');
    expect(r.stats().socketId).toBe(socketId); // the same connection
  });

  it('shares one Pusher subscription among the subscribers of a channel (reference-counted)', async () => {
    const r = relay();
    const a = r.subscribe(USER_1, [EVENT], { authToken: 'token-1a' });
    const b = r.subscribe(USER_1, [EVENT], { authToken: 'token-1a' });
    const c = r.subscribe(USER_1, [EVENT], { authToken: 'token-1b' });
    await within(Promise.all([a.ready, b.ready, c.ready]), 'three subscriptions');

    expect(backend.pusherStats()).toEqual({ connections: 1, channels: 1 });
    expect(r.stats().channels).toEqual([{ name: USER_1, subscribers: 3, pending: 0, subscribed: true }]);
    // Each token is checked once for the channel (a and b share token-1a).
    expect(backend.authCalls.map((call) => [call.token, call.status])).toEqual([
      ['token-1a', 200],
      ['token-1b', 200],
    ]);

    await backend.trigger(USER_1, EVENT.name, { n: 1 });
    for (const sub of [a, b, c]) expect((await nextValue(sub, 'the event')).data).toEqual({ n: 1 });

    await a.return();
    await c.return();
    expect(r.stats().channels[0]?.subscribers).toBe(1);
    expect(backend.pusherStats().channels).toBe(1);
    await backend.trigger(USER_1, EVENT.name, { n: 2 });
    expect((await nextValue(b, 'the event')).data).toEqual({ n: 2 });

    await b.return();
    await waitFor(() => backend.pusherStats().channels === 0, 'the unsubscribe');
    expect(r.stats().channels).toEqual([]);
    expect(await b.next()).toEqual({ value: undefined, done: true });
  });

  it('passes only the requested events of a channel', async () => {
    const r = relay();
    const sub = r.subscribe(DOWNLOADS_1, [ADDED], { authToken: 'token-1a' });
    await within(sub.ready, 'the subscription');
    await backend.trigger(DOWNLOADS_1, 'DownloadMessageWasSeen', { download: { id: 1 } });
    await backend.trigger(DOWNLOADS_1, 'DownloadWasAdded', { download: { id: 2 } });
    expect(await nextValue(sub, 'the event')).toMatchObject({
      event: 'DownloadWasAdded',
      data: { download: { id: 2 } },
    });
  });

  it("refuses another member's channel with FORBIDDEN, even while the channel is subscribed", async () => {
    const r = relay();
    const owner = r.subscribe(USER_1, [EVENT], { authToken: 'token-1a' });
    await within(owner.ready, 'the owner');

    const intruder = r.subscribe(USER_1, [EVENT], { authToken: 'token-2' });
    expect(codeOf(await rejection(intruder.ready))).toBe('FORBIDDEN');
    expect(codeOf(await rejection(intruder.next()))).toBe('FORBIDDEN');
    expect(await intruder.next()).toEqual({ value: undefined, done: true });
    expect(backend.authCalls.at(-1)).toMatchObject({ token: 'token-2', channel: USER_1, status: 403 });

    // The owner is not affected.
    await backend.trigger(USER_1, EVENT.name, { n: 1 });
    expect((await nextValue(owner, 'the event')).data).toEqual({ n: 1 });
    expect(r.stats().channels).toEqual([{ name: USER_1, subscribers: 1, pending: 0, subscribed: true }]);
  });

  it('refuses a private channel without a token or with an unknown one (UNAUTHENTICATED)', async () => {
    const r = relay();
    const anonymous = r.subscribe(USER_1, [EVENT]);
    expect(codeOf(await rejection(anonymous.ready))).toBe('UNAUTHENTICATED');
    const forged = r.subscribe(USER_1, [EVENT], { authToken: 'forged', language: 'en' });
    const error = await rejection(forged.ready);
    expect(codeOf(error)).toBe('UNAUTHENTICATED');
    expect((error as Error).message).toBe('Unauthenticated.');
    await waitFor(() => backend.pusherStats().channels === 0, 'no subscription left');
    expect(r.stats().channels).toEqual([]);
  });

  it('subscribes again after a reconnect, authorised with a token that is still valid', async () => {
    const r = relay();
    const revoked = r.subscribe(USER_1, [EVENT], { authToken: 'token-1a' });
    const valid = r.subscribe(USER_1, [EVENT], { authToken: 'token-1b' });
    await within(Promise.all([revoked.ready, valid.ready]), 'the subscriptions');
    const firstSocket = r.stats().socketId;
    backend.authCalls.length = 0;

    backend.members.delete('token-1a'); // e.g. logged out meanwhile
    backend.dropWebSockets();

    await waitFor(
      () => r.stats().socketId !== firstSocket && r.stats().channels[0]?.subscribed === true,
      'the re-subscription',
      10_000,
    );
    const socketId = r.stats().socketId;
    // Both tokens were asked again for the new socket; the revoked one is refused.
    expect(backend.authCalls.map((call) => [call.token, call.socketId, call.status]).sort()).toEqual([
      ['token-1a', socketId, 401],
      ['token-1b', socketId, 200],
    ]);
    expect(codeOf(await rejection(revoked.next()))).toBe('UNAUTHENTICATED');

    await backend.trigger(USER_1, EVENT.name, { n: 'after reconnect' });
    expect((await nextValue(valid, 'the event after the reconnect')).data).toEqual({ n: 'after reconnect' });
    expect(r.stats().channels).toEqual([{ name: USER_1, subscribers: 1, pending: 0, subscribed: true }]);
  });

  it('finds its Pusher server again soon after the server restarted, long before pusher-js would', async () => {
    const members = { 'token-1a': 1 };
    const crashed = await startStubRealtimeBackend({ members });
    const { port } = crashed;
    const r = relay({ port });
    const sub = r.subscribe(USER_1, [EVENT], { authToken: 'token-1a' });
    await within(sub.ready, 'the subscription');
    // as a kill -9: the port closes and every connection drops at once
    crashed.app.server.close();
    crashed.dropWebSockets();
    await waitFor(() => r.stats().state !== 'connected', 'the relay to notice');
    const restarted = await startStubRealtimeBackend({ members, port });
    try {
      // pusher-js alone makes its next attempt 15 s after the first one failed
      await waitFor(() => r.stats().channels[0]?.subscribed === true, 'the re-subscription', 8_000);
      await restarted.trigger(USER_1, EVENT.name, { n: 'after the restart' });
      expect((await nextValue(sub, 'the event after the restart')).data).toEqual({ n: 'after the restart' });
    } finally {
      await r.close();
      await restarted.close();
      await crashed.close().catch(() => undefined);
    }
  });

  it('ends the channel when no subscriber token is accepted after a reconnect', async () => {
    const r = relay();
    const sub = r.subscribe(USER_1, [EVENT], { authToken: 'token-1a' });
    await within(sub.ready, 'the subscription');
    const firstSocket = r.stats().socketId;
    backend.members.delete('token-1a');
    backend.dropWebSockets();
    expect(codeOf(await rejection(sub.next()))).toBe('UNAUTHENTICATED');
    expect(r.stats().channels).toEqual([]);
    // The connection itself comes back and is closed as nobody listens.
    await waitFor(
      () => r.stats().socketId !== firstSocket || r.stats().state !== 'connected',
      'the reconnect',
    );
    await waitFor(() => backend.pusherStats().channels === 0, 'no channel on the server');
  });

  it('drops the oldest events of a subscriber that falls behind, and logs it', async () => {
    const warn = vi.fn();
    const r = relay({ bufferSize: 3, log: { debug: () => undefined, warn, error: () => undefined } });
    const slow = r.subscribe('public-ticks', [TICK]);
    const fast = r.subscribe('public-ticks', [TICK], { bufferSize: 10 });
    await within(Promise.all([slow.ready, fast.ready]), 'the subscriptions');
    for (let n = 1; n <= 6; n += 1) await backend.trigger('public-ticks', 'Tick', { n });
    for (let n = 1; n <= 6; n += 1) expect((await nextValue(fast, `tick ${n}`)).data).toEqual({ n });

    const got = [];
    for (let i = 0; i < 3; i += 1) got.push((await nextValue(slow, 'a buffered tick')).data);
    expect(got).toEqual([{ n: 4 }, { n: 5 }, { n: 6 }]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'public-ticks', dropped: 1 }),
      expect.stringContaining('dropped'),
    );
  });

  it('leaves while the subscription is still being authorised', async () => {
    const r = relay();
    const sub = r.subscribe(USER_1, [EVENT], { authToken: 'token-1a' });
    await sub.return();
    await expect(sub.ready).rejects.toBeDefined();
    await waitFor(() => r.stats().channels.length === 0, 'the channel to go');
    const next: RelaySubscription = r.subscribe(USER_1, [EVENT], { authToken: 'token-1a' });
    await within(next.ready, 'a new subscription');
    await backend.trigger(USER_1, EVENT.name, { n: 1 });
    expect((await nextValue(next, 'the event')).data).toEqual({ n: 1 });
  });

  it('times out with UPSTREAM_UNAVAILABLE when the Pusher server cannot be reached', async () => {
    const r = relay({ port: 9, subscribeTimeoutMs: 300 });
    const sub = r.subscribe('public-news', [POSTED], { language: 'en' });
    const error = await rejection(sub.ready);
    expect(codeOf(error)).toBe('UPSTREAM_UNAVAILABLE');
    expect(r.stats().channels).toEqual([]);
  });

  it('fails at once with UPSTREAM_UNAVAILABLE when the server refuses the app key, and logs it', async () => {
    const error = vi.fn();
    const r = relay({ key: 'unknown-key', log: { debug: () => undefined, warn: () => undefined, error } });
    const sub = r.subscribe('public-news', [POSTED], { language: 'en' });
    expect(codeOf(await rejection(sub.ready))).toBe('UPSTREAM_UNAVAILABLE');
    expect(error).toHaveBeenCalled();
  });

  it('ends every subscriber when closed', async () => {
    const r = relay();
    const sub = r.subscribe('public-news', [POSTED]);
    await within(sub.ready, 'the subscription');
    const pending = sub.next();
    await r.close();
    expect(await pending).toEqual({ value: undefined, done: true });
    const late = r.subscribe('public-news', [POSTED]);
    expect(codeOf(await rejection(late.ready))).toBe('UPSTREAM_UNAVAILABLE');
  });
});
