import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadsChannel, memberChannel } from '@portal/contract';
import { startGateway, type RunningGateway } from '../../server.js';
import { waitFor } from '../../test/async.js';
import { startBackend, type TestBackend } from '../../test/backend.js';
import { codesOf, gql, wsClient, wsConnect, wsSubscribe, type WsSubscription } from '../../test/graphql.js';

/**
 * Downloads and the member subscriptions end to end against the real backend (child process, demo data): its
 * export job, its embedded Pusher-protocol server and its /api/broadcasting/auth, through the gateway's relay.
 */

/**
 * The backend's downloads and broadcasting endpoints (issue 4) land in parallel: while the started backend answers
 * 404 for them (no such route), the tests here skip themselves.
 */
async function backendHasRealtime(url: string): Promise<boolean> {
  const probes = await Promise.all([
    fetch(`${url}/api/broadcasting/auth`, { method: 'POST' }),
    fetch(`${url}/api/user-profile/user-downloads`),
    fetch(`${url}/api/user-profile/export`, { method: 'POST' }),
  ]);
  return probes.every((response) => response.status !== 404);
}

const PASSWORD = 'portal-demo';
const EVENT_MS = 20_000; // the export runs as a job off the request path

let backend: TestBackend;
let gateway: RunningGateway;
const clients: Array<{ dispose(): void | Promise<void> }> = [];

async function login(email: string): Promise<{ token: string; id: string }> {
  const result = await gql<{ login: { token: string; user: { id: string } } }>(
    gateway.url,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id } } }',
    { variables: { email, password: PASSWORD } },
  );
  if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return { token: result.data.login.token, id: result.data.login.user.id };
}

function subscribe(token: string | null, query: string): WsSubscription {
  const client = wsClient(
    gateway.url,
    token ? { authorization: `Bearer ${token}`, language: 'en' } : { language: 'en' },
  );
  clients.push(client);
  return wsSubscribe(client, query);
}

const live = (channel: string, count = 1) =>
  waitFor(
    () => (gateway.relay.stats().channels.find((c) => c.name === channel)?.subscribers ?? 0) >= count,
    `${count} subscriber(s) on ${channel}`,
    10_000,
  );

const DOWNLOAD_FIELDS = 'id filename sizeBytes downloadCount createdAt expiresAt seenAt url';

interface Download {
  id: string;
  filename: string;
  sizeBytes: number;
  downloadCount: number;
  seenAt: string | null;
  url: string;
}

describe('downloads and member subscriptions (real backend)', () => {
  let member: { token: string; id: string };
  let other: { token: string; id: string };

  let ready = false;

  beforeAll(async () => {
    backend = await startBackend();
    ready = await backendHasRealtime(backend.url);
    gateway = await startGateway({ port: 0, logLevel: 'silent', rest: { backendUrl: backend.url } });
    member = await login('user@example.com');
    other = await login('admin@example.com');
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await gateway?.close();
    await backend?.stop();
  });

  it('refuses an invalid token at connect and member subscriptions without login', async () => {
    expect(await wsConnect(gateway.url, { authorization: 'Bearer not-a-token' })).toBe(4403);
    const anonymous = subscribe(null, 'subscription { downloadsChanged { type } }');
    expect(codesOf(await anonymous.next('the refusal'))).toEqual(['UNAUTHENTICATED']);
  });

  it('exports, notifies only the owner, streams, counts, marks seen and deletes', async (context) => {
    if (!ready) context.skip('the backend has no downloads/broadcasting routes yet');
    const changes = subscribe(
      member.token,
      `subscription { downloadsChanged { type downloadId download { ${DOWNLOAD_FIELDS} } } }`,
    );
    const notifications = subscribe(
      member.token,
      `subscription { notificationReceived {
        __typename id type createdAt ... on DownloadReadyNotification { download { id filename } }
      } }`,
    );
    const othersChanges = subscribe(other.token, 'subscription { downloadsChanged { type downloadId } }');
    const othersNotifications = subscribe(
      other.token,
      'subscription { notificationReceived { id ... on DownloadReadyNotification { download { id } } } }',
    );
    await live(downloadsChannel(member.id));
    await live(memberChannel(member.id));
    await live(downloadsChannel(other.id));
    await live(memberChannel(other.id));

    // Export → ADDED and a download notification, for the owner.
    expect((await gql(gateway.url, 'mutation { exportMyData }', { token: member.token })).data).toEqual({
      exportMyData: true,
    });
    const added = (await changes.next('ADDED', EVENT_MS)).data!.downloadsChanged as {
      type: string;
      downloadId: string;
      download: Download;
    };
    expect(added.type).toBe('ADDED');
    expect(added.download).toMatchObject({
      id: added.downloadId,
      downloadCount: 0,
      seenAt: null,
      url: `/files/downloads/${added.downloadId}`,
    });
    expect(added.download.filename).toMatch(/\.json$/);
    const notification = (await notifications.next('the notification', EVENT_MS)).data!
      .notificationReceived as {
      __typename: string;
      type: string;
      download: { id: string; filename: string };
    };
    expect(notification.__typename).toBe('DownloadReadyNotification');
    expect(notification.type).toBe('broadcast.notification.download');
    expect(notification.download).toEqual({ id: added.downloadId, filename: added.download.filename });

    // The other member got nothing of it: their first events are of their own export.
    await gql(gateway.url, 'mutation { exportMyData }', { token: other.token });
    const theirs = (await othersChanges.next('the other member’s ADDED', EVENT_MS)).data!
      .downloadsChanged as {
      downloadId: string;
    };
    expect(theirs.downloadId).not.toBe(added.downloadId);
    const theirNotification = (await othersNotifications.next('the other member’s notification', EVENT_MS))
      .data!.notificationReceived as { download: { id: string } };
    expect(theirNotification.download.id).toBe(theirs.downloadId);

    // The inbox.
    const inbox = await gql<{ myDownloads: Download[]; unseenDownloadsCount: number }>(
      gateway.url,
      `{ myDownloads { ${DOWNLOAD_FIELDS} } unseenDownloadsCount }`,
      { token: member.token },
    );
    expect(inbox.data!.myDownloads.map((d) => d.id)).toEqual([added.downloadId]);
    expect(inbox.data!.unseenDownloadsCount).toBe(1);

    // The file streams through the gateway and counts.
    const file = await fetch(`${gateway.url}${added.download.url}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBe(added.download.sizeBytes);
    expect(bytes.toString('utf8')).toContain('user@example.com');
    const counted = await gql<{ myDownloads: Download[] }>(
      gateway.url,
      '{ myDownloads { id downloadCount } }',
      {
        token: member.token,
      },
    );
    expect(counted.data!.myDownloads[0]!.downloadCount).toBe(1);

    // Not for anyone else, and not without a token.
    const foreign = await fetch(`${gateway.url}${added.download.url}`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { message: string }).message).toEqual(expect.any(String));
    expect((await fetch(`${gateway.url}${added.download.url}`)).status).toBe(401);

    // Seen → SEEN.
    const seen = await gql<{ markDownloadSeen: Download }>(
      gateway.url,
      'mutation($id: ID!) { markDownloadSeen(id: $id) { id seenAt } }',
      { token: member.token, variables: { id: added.downloadId } },
    );
    expect(seen.data!.markDownloadSeen.seenAt).toEqual(expect.any(String));
    expect(await changes.next('SEEN', EVENT_MS)).toMatchObject({
      data: {
        downloadsChanged: {
          type: 'SEEN',
          downloadId: added.downloadId,
          download: { seenAt: seen.data!.markDownloadSeen.seenAt },
        },
      },
    });
    const unseen = await gql(gateway.url, '{ unseenDownloadsCount }', { token: member.token });
    expect(unseen.data).toEqual({ unseenDownloadsCount: 0 });

    // Delete → DELETED.
    const deleted = await gql(gateway.url, 'mutation($id: ID!) { deleteDownload(id: $id) }', {
      token: member.token,
      variables: { id: added.downloadId },
    });
    expect(deleted.data).toEqual({ deleteDownload: true });
    expect(await changes.next('DELETED', EVENT_MS)).toEqual({
      data: { downloadsChanged: { type: 'DELETED', downloadId: added.downloadId, download: null } },
    });
    const gone = await gql(gateway.url, 'mutation($id: ID!) { deleteDownload(id: $id) }', {
      token: member.token,
      variables: { id: added.downloadId },
    });
    expect(codesOf(gone)).toEqual(['NOT_FOUND']);

    // The other member's subscription saw only its own export.
    expect(othersChanges.buffered).toEqual([]);
  });

  it('delivers userDataUpdated when a super admin changes the member’s roles', async (context) => {
    if (!ready) context.skip('the backend has no broadcasting routes yet');
    const admin = await login('superadmin@example.com');
    const updates = subscribe(member.token, 'subscription { userDataUpdated { id roles { name } } }');
    await live(memberChannel(member.id), 2); // the notifications subscription of the test before is still live
    const roles = await gql<{ roles: Array<{ id: string; name: string }> }>(
      gateway.url,
      '{ roles { id name } }',
      {
        token: admin.token,
      },
    );
    const ids = roles.data!.roles.filter((r) => ['USER', 'IPTV'].includes(r.name)).map((r) => r.id);
    const sync = await gql(
      gateway.url,
      'mutation($id: ID!, $ids: [ID!]!) { syncUserRoles(id: $id, roleIds: $ids) { id } }',
      {
        token: admin.token,
        variables: { id: member.id, ids },
      },
    );
    expect(sync.errors).toBeUndefined();
    const update = (await updates.next('userDataUpdated', EVENT_MS)).data!.userDataUpdated as {
      id: string;
      roles: Array<{ name: string }>;
    };
    expect(update.id).toBe(member.id);
    expect(update.roles.map((r) => r.name).sort()).toEqual(['IPTV', 'USER']);
  });
});
