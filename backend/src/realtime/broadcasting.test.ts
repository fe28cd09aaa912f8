import { createHmac } from 'node:crypto';
import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@portal/contract';
import { drivers } from '../test/db.js';
import type { Harness } from '../test/harness.js';
import { createHarness } from '../test/harness.js';
import {
  connected,
  memberPushers,
  nextEvent,
  record,
  subscribed,
  syncWithServer,
  within,
} from '../test/realtime.js';
import { createBroadcaster } from './broadcaster.js';

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
const silent = { debug: () => {}, warn: () => {}, error: () => {} };
const serverChanged = {
  state: 'offline',
  online: false,
  polled_at: null,
  fetched_at: null,
  latest_backup_at: null,
} as const;

describe.each(drivers)('realtime: /api/broadcasting/auth and the embedded Pusher server (%s)', (driver) => {
  let h: Harness;
  let userToken: string;
  let userId: number;
  let adminId: number;
  const { client } = memberPushers(() => h);
  const auth = (body: unknown, token: string | null = userToken, form = false, lang = 'en') =>
    h.request({
      method: 'POST',
      url: '/api/broadcasting/auth',
      token: token ?? undefined,
      lang,
      ...(form
        ? {
            body: new URLSearchParams(body as Record<string, string>).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }
        : { body }),
    });

  beforeAll(async () => {
    h = await createHarness(driver, { listen: true });
    userToken = await h.login('user@example.com');
    userId = await h.userId('user@example.com');
    adminId = await h.userId('admin@example.com');
  });
  afterAll(async () => {
    await h?.close();
  });

  it("signs the member's own private channels exactly as Pusher does (form and JSON)", async () => {
    const { key, secret } = h.config.pusher;
    for (const channel of [`private-App.Models.User.${userId}`, `private-User-Downloads.${userId}`]) {
      for (const form of [true, false]) {
        const res = await auth({ socket_id: '123.456', channel_name: channel }, userToken, form);
        expect(res.statusCode, channel).toBe(200);
        expect(res.json()).toEqual({ auth: `${key}:${hmac(secret, `123.456:${channel}`)}` });
      }
    }
    // the pusher SDK computes the same signature
    const sdk = new Pusher({
      appId: h.config.pusher.appId,
      key,
      secret,
      host: '127.0.0.1',
      port: String(h.port),
    });
    const res = await auth({ socket_id: '1.2', channel_name: `private-User-Downloads.${userId}` });
    expect(res.json()).toEqual(sdk.authorizeChannel('1.2', `private-User-Downloads.${userId}`));
  });

  it("signs public channels; another member's channel, presence and foreign private channels are 403", async () => {
    const pub = await auth({ socket_id: '1.1', channel_name: 'iptvM3uUpload' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().auth).toMatch(new RegExp(`^${h.config.pusher.key}:[0-9a-f]{64}$`));
    for (const channel of [
      `private-App.Models.User.${adminId}`,
      `private-User-Downloads.${adminId}`,
      `private-App.Models.User.${userId}0`,
      `private-App.Models.User.${userId}.x`,
      `presence-App.Models.User.${userId}`,
      `private-encrypted-User-Downloads.${userId}`,
      'private-anything',
    ]) {
      const res = await auth({ socket_id: '1.1', channel_name: channel });
      expect(res.statusCode, channel).toBe(403);
      expect(res.json()).toEqual({ message: 'You may not listen on this channel.' });
    }
    const de = await auth(
      { socket_id: '1.1', channel_name: `private-User-Downloads.${adminId}` },
      userToken,
      true,
      'de',
    );
    expect(de.json()).toEqual({ message: 'Sie dürfen diesen Kanal nicht abonnieren.' });
  });

  it('401 without a valid token, 422 for a malformed socket id or channel', async () => {
    const body = { socket_id: '1.1', channel_name: `private-User-Downloads.${userId}` };
    expect((await auth(body, null)).statusCode).toBe(401);
    expect((await auth(body, 'nope', true)).statusCode).toBe(401);
    expect((await auth(body, null)).json()).toEqual({ message: 'Unauthenticated.' });

    const missing = await auth({});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['channel_name', 'socket_id']);
    for (const bad of [
      { socket_id: 'abc', channel_name: 'x' },
      { socket_id: '1.1:private-x', channel_name: 'x' },
      { socket_id: 1.1, channel_name: 'x' },
    ]) {
      const res = await auth(bad);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['socket_id']);
    }
    for (const channel of ['a b', 'x'.repeat(201), 'private-', ['a'], 'ä']) {
      const res = await auth({ socket_id: '1.1', channel_name: channel });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['channel_name']);
    }
    const de = await auth({ socket_id: 'x', channel_name: 'ok' }, userToken, true, 'de');
    expect(de.json().errors.socket_id).toEqual(['Socket-ID hat ein ungültiges Format.']);
  });

  it("pusher-js subscribes to the own channels through /api/broadcasting/auth, not to another member's", async () => {
    const c = client(userToken);
    await connected(c);
    await subscribed(c, `private-App.Models.User.${userId}`);
    await subscribed(c, `private-User-Downloads.${userId}`);
    await subscribed(c, 'public-news');
    await expect(subscribed(c, `private-User-Downloads.${adminId}`)).rejects.toMatchObject({
      detail: { type: 'AuthError', error: 'auth answered 403' },
    });
    const anon = client(null);
    await connected(anon);
    await expect(subscribed(anon, `private-App.Models.User.${userId}`)).rejects.toMatchObject({
      detail: { type: 'AuthError', error: 'auth answered 401' },
    });
  });

  it('the WebSocket endpoint /app/{key} and the events API answer on the backend port', async () => {
    const c = client(userToken);
    await connected(c);
    const channel = await subscribed(c, `private-App.Models.User.${userId}`);
    const seen = record(channel);
    const broadcaster = createBroadcaster({ config: h.config.pusher, log: silent });
    // before it knows the port, events are dropped
    await broadcaster.broadcast(events.sessionsRevoked, {}, userId);
    broadcaster.bindEmbedded({ address: '0.0.0.0', port: h.port });
    const next = nextEvent(channel, events.iptvChannelMoved.name);
    await broadcaster.broadcast(events.iptvChannelMoved, { list_id: 1 }, userId);
    expect(await next).toEqual({ list_id: 1 });
    await syncWithServer(c);
    expect(seen.map((e) => e.name)).toEqual([events.iptvChannelMoved.name]);
    broadcaster.close();
  });

  it("refuses data its event's schema refuses: logged, not sent", async () => {
    const c = client(userToken);
    await connected(c);
    const seen = record(await subscribed(c, `private-App.Models.User.${userId}`));
    const errors: unknown[] = [];
    const broadcaster = createBroadcaster({
      config: h.config.pusher,
      log: { ...silent, error: (o) => errors.push(o) },
    });
    broadcaster.bindEmbedded({ address: '127.0.0.1', port: h.port });
    // @ts-expect-error: the registry types the data: the list id is missing
    await broadcaster.broadcast(events.iptvChannelMoved, {}, userId);
    await broadcaster.broadcast(events.iptvChannelMoved, { list_id: 2 }, userId);
    await syncWithServer(c);
    expect(seen.map((e) => e.data)).toEqual([{ list_id: 2 }]);
    expect(errors).toEqual([
      expect.objectContaining({ event: 'channel moved', channel: `private-App.Models.User.${userId}` }),
    ]);
    broadcaster.close();
  });

  it('a failing broadcast is logged, never thrown', async () => {
    const warnings: unknown[] = [];
    const log = { ...silent, warn: (o: Record<string, unknown>) => warnings.push(o) };
    const broadcaster = createBroadcaster({ config: { ...h.config.pusher, secret: 'wrong-secret' }, log });
    broadcaster.bindEmbedded({ address: '127.0.0.1', port: h.port });
    await expect(broadcaster.broadcast(events.sessionsRevoked, {}, userId)).resolves.toBeUndefined();
    expect(warnings).toEqual([expect.objectContaining({ event: 'SessionsRevoked', status: 401 })]);
    // too large for Pusher (10 KiB)
    const ok = createBroadcaster({ config: h.config.pusher, log });
    ok.bindEmbedded({ address: '127.0.0.1', port: h.port });
    await ok.broadcast(events.notificationCreated, { id: 1, type: 'x'.repeat(20_000) }, userId);
    expect(warnings[1]).toMatchObject({ event: events.notificationCreated.name, status: 413 });
    // nobody listening there
    const down = createBroadcaster({ config: h.config.pusher, log });
    down.bindEmbedded({ address: '127.0.0.1', port: 1 });
    await within(down.broadcast(events.ls22ServerChanged, serverChanged), 'a refused broadcast');
    expect(warnings[2]).toMatchObject({ event: events.ls22ServerChanged.name });
    for (const b of [broadcaster, ok, down]) b.close();
  });
});
