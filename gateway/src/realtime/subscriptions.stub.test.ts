import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { downloadsChannel, events, memberChannel } from '@portal/contract';
import { startGateway, type RunningGateway } from '../server.js';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { waitFor, within } from '../test/async.js';
import { codesOf, wsClient, wsConnect, wsSubscribe, wsUrl, type WsSubscription } from '../test/graphql.js';
import { KEY, startStubRealtimeBackend, type StubRealtimeBackend } from '../test/pusher.js';

/**
 * The three member subscriptions end to end over graphql-ws, against a stand-in backend that runs the real
 * embedded Pusher-protocol server and signs channels like the backend (events sent with the `pusher` SDK).
 * The same flows against the real backend are in modules/downloads/downloads.int.test.ts.
 */

const user = (id: number, roles: string[] = ['USER']) => ({
  id,
  name: `Member ${id}`,
  email: `m${id}@example.com`,
  email_verified_at: null,
  active: true,
  activated_at: null,
  activated_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  roles: roles.map((name, i) => ({ id: i + 1, name })),
  telegram_subscription: null,
  user_data: { social_media: {} },
});

const download = (id: number, seen: string | null = null) => ({
  id,
  user_id: 1,
  filename: `export-${id}.json`,
  size_bytes: 1234,
  download_count: 0,
  expires_at: '2026-02-01T00:00:00.000Z',
  message_seen_at: seen,
  created_at: '2026-01-01T00:00:00.000Z',
});

let backend: StubRealtimeBackend;
let gateway: RunningGateway;
/** Roles the stand-in's GET /api/user answers per member (USER when unset). */
const rolesOf = new Map<number, string[]>();
/** The bearer tokens the stand-in's record comments were asked with, in order. */
const commentCalls: string[] = [];
const clients: Array<{ dispose(): void | Promise<void> }> = [];

function client(token?: string) {
  const created = wsClient(
    gateway.url,
    token ? { authorization: `Bearer ${token}`, language: 'en' } : { language: 'en' },
  );
  clients.push(created);
  return created;
}

/** Waits until the relay has `count` live subscribers on `channel` (graphql-ws does not acknowledge a start). */
const live = (channel: string, count = 1) =>
  waitFor(
    () => (gateway.relay.stats().channels.find((c) => c.name === channel)?.subscribers ?? 0) === count,
    `${count} subscriber(s) on ${channel}`,
  );

beforeAll(async () => {
  backend = await startStubRealtimeBackend({
    members: { 'token-1': 1, 'token-1b': 1, 'token-2': 2 },
    routes: (app, members) => {
      app.get('/api/user', async (request, reply) => {
        const id = members.get(request.headers.authorization?.replace('Bearer ', '') ?? '');
        if (id === undefined) return reply.code(401).send({ message: 'Unauthenticated.' });
        return user(id, rolesOf.get(id));
      });
      app.get('/api/tt/record/:id/comment', async (request) => {
        commentCalls.push(request.headers.authorization ?? '');
        return [];
      });
    },
  });
  gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    rest: { backendUrl: backend.url },
    realtime: {
      key: KEY,
      cluster: null,
      host: '127.0.0.1',
      port: backend.port,
      scheme: 'http',
      idleDisconnectMs: 0,
    },
  });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
  await waitFor(() => gateway.relay.stats().channels.length === 0, 'every subscription to end');
});

afterAll(async () => {
  await gateway?.close();
  await backend?.close();
});

describe('graphql-ws connections', () => {
  it('refuses an invalid token at connect (4403 Forbidden)', async () => {
    expect(await wsConnect(gateway.url, { authorization: 'Bearer forged' })).toBe(4403);
    expect(await wsConnect(gateway.url, { token: 'forged' })).toBe(4403);
  });

  it('accepts a valid token and no token at all', async () => {
    expect(await wsConnect(gateway.url, { authorization: 'Bearer token-1' })).toBe('acknowledged');
    expect(await wsConnect(gateway.url, {})).toBe('acknowledged');
  });

  it('answers UNAUTHENTICATED to the member subscriptions without login', async () => {
    const anonymous = client();
    for (const query of [
      'subscription { notificationReceived { id } }',
      'subscription { userDataUpdated { id } }',
      'subscription { downloadsChanged { type } }',
    ]) {
      // graphql-js answers a refused subscribe as one result with errors; graphql-ws then completes.
      const sub = wsSubscribe(anonymous, query);
      const result = await sub.next('the refusal');
      expect(codesOf(result)).toEqual(['UNAUTHENTICATED']);
      expect(result.errors![0]!.message).toBe('Unauthenticated.');
      expect(await sub.ended).toEqual({});
    }
    expect(backend.pusherStats().channels).toBe(0);
  });
});

describe('notificationReceived', () => {
  it("delivers the member's notifications, and only to that member", async () => {
    const mine = wsSubscribe(
      client('token-1'),
      `subscription { notificationReceived {
        __typename id type createdAt ... on DownloadReadyNotification { download { id filename } }
      } }`,
    );
    const theirs = wsSubscribe(
      client('token-2'),
      'subscription { notificationReceived { __typename id type createdAt } }',
    );
    await live(memberChannel(1));
    await live(memberChannel(2));

    await backend.trigger(memberChannel(1), events.notificationCreated.name, {
      id: 'n-1',
      type: 'broadcast.notification.download',
      download: { id: 7, filename: 'export.json' },
      created_at: '2026-01-03T10:00:00.000Z',
    });
    expect(await mine.next('the notification')).toEqual({
      data: {
        notificationReceived: {
          __typename: 'DownloadReadyNotification',
          id: 'n-1',
          type: 'broadcast.notification.download',
          createdAt: '2026-01-03T10:00:00.000Z',
          download: { id: '7', filename: 'export.json' },
        },
      },
    });

    // Member 2 got nothing of member 1's: its next result is its own notification, of a kind the portal does
    // not know, so of the generic type.
    await backend.trigger(memberChannel(2), events.notificationCreated.name, {
      id: 'n-2',
      type: 'broadcast.notification.poll',
      created_at: '2026-01-03T10:00:01.000Z',
    });
    expect(await theirs.next('member 2’s notification')).toEqual({
      data: {
        notificationReceived: {
          __typename: 'UnknownNotification',
          id: 'n-2',
          type: 'broadcast.notification.poll',
          createdAt: '2026-01-03T10:00:01.000Z',
        },
      },
    });
    expect(mine.buffered).toEqual([]);
  });

  it('shares one Pusher subscription among a member’s subscriptions and unsubscribes after the last', async () => {
    const tab1 = client('token-1');
    const tab2 = client('token-1b');
    const a = wsSubscribe(tab1, 'subscription { notificationReceived { id } }');
    const b = wsSubscribe(tab2, 'subscription { userDataUpdated { id } }');
    await live(memberChannel(1), 2);
    expect(backend.pusherStats().channels).toBe(1);
    expect(gateway.relay.stats().channels).toEqual([
      { name: memberChannel(1), subscribers: 2, pending: 0, subscribed: true },
    ]);

    a.stop();
    await live(memberChannel(1), 1);
    b.stop();
    await waitFor(() => backend.pusherStats().channels === 0, 'the Pusher unsubscribe');
    await waitFor(() => backend.pusherStats().connections === 0, 'the idle disconnect');
  });
});

describe('shared execution', () => {
  it("runs a member's identical subscriptions once per event, and another token's on its own", async () => {
    backend.members.set('token-9', 9);
    backend.members.set('token-9b', 9);
    rolesOf.set(9, ['USER', 'TIME_TRACKING']);
    const query = 'subscription { runningTimeRecordChanged { id comments { text } } }';
    const tabs = [client('token-9'), client('token-9'), client('token-9b')].map((c) => wsSubscribe(c, query));
    await live(memberChannel(9), 3);
    commentCalls.length = 0;

    await backend.trigger(memberChannel(9), events.timeRunningRecordChanged.name, {
      record: {
        id: 5,
        start: '2026-01-05T08:00:00.000Z',
        stop: null,
        duration: null,
        break_seconds: 0,
        breaks: [],
        paused: false,
        tags: [],
        billable: true,
        task: null,
        text: null,
        ticket_url: null,
        type: null,
        client: null,
        brand: null,
        project: null,
        finished: false,
        created_at: '2026-01-05T08:00:00.000Z',
        updated_at: '2026-01-05T08:00:00.000Z',
      },
    });
    for (const tab of tabs)
      expect(await tab.next('the running record')).toEqual({
        data: { runningTimeRecordChanged: { id: '5', comments: [] } },
      });
    // the comments are read once per execution, with the executing subscription's token
    expect(commentCalls.sort()).toEqual(['Bearer token-9', 'Bearer token-9b']);
    backend.members.delete('token-9');
    backend.members.delete('token-9b');
    rolesOf.delete(9);
  });
});

describe('userDataUpdated', () => {
  it('delivers the member with the roles of the event', async () => {
    const sub = wsSubscribe(
      client('token-1'),
      'subscription { userDataUpdated { id email active roles { id name } } }',
    );
    await live(memberChannel(1));
    await backend.trigger(memberChannel(1), events.userDataUpdated.name, {
      user: { ...user(1, ['USER']), active: false },
      roles: [
        { id: 2, name: 'ADMIN' },
        { id: 6, name: 'TOXIC-IDIOT' },
      ],
    });
    expect(await sub.next('the update')).toEqual({
      data: {
        userDataUpdated: {
          id: '1',
          email: 'm1@example.com',
          active: false,
          roles: [
            { id: '2', name: 'ADMIN' },
            { id: '6', name: 'TOXIC_IDIOT' },
          ],
        },
      },
    });
  });
});

describe('downloadsChanged', () => {
  it('turns the inbox events into ADDED, SEEN and DELETED', async () => {
    const sub = wsSubscribe(
      client('token-1'),
      'subscription { downloadsChanged { type downloadId download { id filename seenAt url } } }',
    );
    await live(downloadsChannel(1));

    await backend.trigger(downloadsChannel(1), events.downloadAdded.name, { download: download(5) });
    expect(await sub.next('ADDED')).toEqual({
      data: {
        downloadsChanged: {
          type: 'ADDED',
          downloadId: '5',
          download: { id: '5', filename: 'export-5.json', seenAt: null, url: '/files/downloads/5' },
        },
      },
    });
    await backend.trigger(downloadsChannel(1), events.downloadSeen.name, {
      download: download(5, '2026-01-04T00:00:00.000Z'),
    });
    expect(await sub.next('SEEN')).toMatchObject({
      data: {
        downloadsChanged: { type: 'SEEN', downloadId: '5', download: { seenAt: '2026-01-04T00:00:00.000Z' } },
      },
    });
    await backend.trigger(downloadsChannel(1), events.downloadDeleted.name, { download_id: 5 });
    expect(await sub.next('DELETED')).toEqual({
      data: { downloadsChanged: { type: 'DELETED', downloadId: '5', download: null } },
    });
  });

  it('ends the subscription with UNAUTHENTICATED when its token is revoked and the connection drops', async () => {
    const sub = wsSubscribe(client('token-1b'), 'subscription { downloadsChanged { type } }');
    await live(downloadsChannel(1));
    backend.members.delete('token-1b');
    try {
      backend.dropWebSockets();
      const end = await sub.ended;
      expect(codesOf(end)).toEqual(['UNAUTHENTICATED']);
    } finally {
      backend.members.set('token-1b', 1);
    }
  });
});

describe('revoked sessions', () => {
  /** A connection that logged in at connect, with the close code it ends with. */
  function session(token: string) {
    let closedWith!: (code: number) => void;
    const closed = new Promise<number>((resolve) => (closedWith = resolve));
    const created = createClient({
      url: wsUrl(gateway.url),
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}`, language: 'en' },
      lazy: true,
      retryAttempts: 0,
      on: { closed: (event) => closedWith((event as { code: number }).code) },
    });
    clients.push(created);
    return { client: created, closed };
  }

  /** A notification on the member's channel still reaches `subscription`: its session goes on. */
  async function notified(subscription: WsSubscription, memberId: number) {
    const id = `n-${memberId}`;
    await backend.trigger(memberChannel(memberId), events.notificationCreated.name, {
      id,
      type: 'broadcast.notification.poll',
      created_at: '2026-01-03T10:00:01.000Z',
    });
    expect(await subscription.next('a notification after')).toMatchObject({
      data: { notificationReceived: { id } },
    });
  }

  /** Authorisations before the test began: an earlier test's session of the same token has its own. */
  let authCallsBefore = 0;
  beforeEach(() => {
    authCallsBefore = backend.authCalls.length;
  });

  /** Waits until the session watch of `token` listens on the member's channel (its own authorisation). */
  const watching = (token: string, memberId: number) =>
    waitFor(
      () =>
        backend.authCalls
          .slice(authCallsBefore)
          .some(
            (call) => call.token === token && call.channel === memberChannel(memberId) && call.status === 200,
          ),
      `the session watch of ${token}`,
    );

  it('ends a subscription with FORBIDDEN once the member loses its role; the others go on', async () => {
    backend.members.set('token-8', 8);
    rolesOf.set(8, ['USER', 'TIME_TRACKING']);
    const tab = session('token-8');
    const running = wsSubscribe(tab.client, 'subscription { runningTimeRecordChanged { id } }');
    const notifications = wsSubscribe(tab.client, 'subscription { notificationReceived { id } }');
    await live(memberChannel(8), 2);
    await watching('token-8', 8);
    // events pass while the role holds (each waits on the source as the role check could end it)
    for (let i = 0; i < 3; i++) {
      await backend.trigger(memberChannel(8), events.timeRunningRecordChanged.name, { record: null });
      expect(await running.next('a running record change')).toEqual({
        data: { runningTimeRecordChanged: null },
      });
    }

    rolesOf.set(8, ['USER']);
    await backend.trigger(memberChannel(8), events.userDataUpdated.name, { user: user(8), roles: [] });
    expect(codesOf(await running.next('the FORBIDDEN end', 15_000))).toEqual(['FORBIDDEN']);
    expect(await running.ended).toEqual({});
    await notified(notifications, 8);
    backend.members.delete('token-8');
    rolesOf.delete(8);
  });

  it.each([events.sessionsRevoked.name, events.userDataUpdated.name])(
    // How fast is a figure (bench:realtime), not an assertion: under load a wall-clock bound only makes the test flaky.
    'closes the connection of a revoked token with 4401 on %s; other sessions go on',
    async (event) => {
      backend.members.set('token-7a', 7);
      backend.members.set('token-7b', 7);
      const revoked = session('token-7a');
      const kept = session('token-7b');
      const downloads = wsSubscribe(revoked.client, 'subscription { downloadsChanged { type } }');
      const notifications = wsSubscribe(kept.client, 'subscription { notificationReceived { id } }');
      await live(downloadsChannel(7));
      await live(memberChannel(7));
      await Promise.all([watching('token-7a', 7), watching('token-7b', 7)]);

      backend.members.delete('token-7a');
      await backend.trigger(memberChannel(7), event, { user: user(7), roles: [] });
      // the close waits on the backend's answer about the token: generous under a loaded CI machine
      expect(await within(revoked.closed, 'the 4401 close', 15_000)).toBe(4401);
      await expect(downloads.ended).rejects.toBeDefined();

      await notified(notifications, 7);
      backend.members.delete('token-7b');
    },
  );
});
