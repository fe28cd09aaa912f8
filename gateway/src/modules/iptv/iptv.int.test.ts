import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iptvEpgImportChannel, iptvM3uUploadChannel } from '@portal/contract';
import { startGateway, type RunningGateway } from '../../server.js';
import { waitFor } from '../../test/async.js';
import { startBackend, type TestBackend } from '../../test/backend.js';
import { codesOf, gql, wsClient, wsSubscribe, type WsSubscription } from '../../test/graphql.js';

/**
 * IPTV supply against the real backend (child process, demo data): providers through GraphQL, the streaming upload
 * route, an import from a channel_url served here, its progress as a subscription, the catalogue and the roles.
 */

const PASSWORD = 'portal-demo';
const EVENT_MS = 20_000; // imports run as jobs off the request path
const LIMIT = 256 * 1024; // the gateway's upload limit in these tests (IPTV_MAX_UPLOAD_MB in production)
const BOUNDARY = 'portal-iptv-test';

let backend: TestBackend;
let gateway: RunningGateway;
let admin: string;
let iptvMember: string;
let member: string;
const clients: Array<{ dispose(): void | Promise<void> }> = [];

async function login(email: string): Promise<string> {
  const result = await gql<{ login: { token: string } }>(
    gateway.url,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { variables: { email, password: PASSWORD } },
  );
  if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return result.data.login.token;
}

function subscribe(token: string, query: string, variables: Record<string, unknown>): WsSubscription {
  const client = wsClient(gateway.url, { authorization: `Bearer ${token}`, language: 'en' });
  clients.push(client);
  return wsSubscribe(client, query, variables);
}

const IMPORT_FIELDS = `id state current total channelCount groupCount skipped { reason count } credentialsFound
  removedCount error startedAt finishedAt`;
const PROVIDER_FIELDS = `id name channelUrl channelCredentialsStored frontendUrl excludeFromRefresh requiredFields epgUrl channelCount createdAt
  updatedAt lastImport { ${IMPORT_FIELDS} }`;

interface Import {
  id: string;
  state: string;
  current: number;
  total: number | null;
  channelCount: number | null;
  groupCount: number | null;
  skipped: Array<{ reason: string; count: number }>;
  credentialsFound: number;
  error: string | null;
}
interface Provider {
  id: string;
  name: string;
  channelUrl: string;
  excludeFromRefresh: boolean;
  requiredFields: string[];
  epgUrl: string | null;
  channelCount: number;
  lastImport: Import | null;
}

async function createProvider(
  name: string,
  channelUrl = 'http://provider.example/get.php',
): Promise<Provider> {
  const result = await gql<{ createIptvProvider: Provider }>(
    gateway.url,
    `mutation($input: CreateIptvProviderInput!) { createIptvProvider(input: $input) { ${PROVIDER_FIELDS} } }`,
    { token: admin, variables: { input: { name, channelUrl, frontendUrl: 'https://provider.example' } } },
  );
  if (!result.data) throw new Error(`create failed: ${JSON.stringify(result.errors)}`);
  return result.data.createIptvProvider;
}

async function importOf(id: string): Promise<Import | null> {
  const result = await gql<{ iptvImport: Import | null }>(
    gateway.url,
    `query($id: ID!) { iptvImport(id: $id) { ${IMPORT_FIELDS} } }`,
    { token: admin, variables: { id } },
  );
  return result.data!.iptvImport;
}

async function finished(id: string): Promise<Import> {
  let last: Import | null = null;
  await waitFor(
    async () => ['FINISHED', 'FAILED'].includes((last = await importOf(id))?.state ?? ''),
    `import ${id} to end`,
    EVENT_MS,
  );
  return last!;
}

/** `count` entries with the provider's credentials in Xtream paths, 10 groups. */
function* playlist(count: number): Generator<string> {
  yield '#EXTM3U\n';
  for (let i = 0; i < count; i += 1) {
    yield (
      `#EXTINF:-1 tvg-id="ch${i}.de" tvg-logo="http://logo.example/${i}.png" group-title="Group ${i % 10}",Channel ${i}\n` +
      `http://stream.example/live/alice/s3cret/${i}.ts\n`
    );
  }
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * POSTs a multipart upload to the gateway with node:http, written chunk by chunk without a length (chunked), and
 * resolves with the answer even when it comes before the body was sent in full (413).
 */
function upload(
  providerId: string,
  token: string,
  fields: Record<string, string>,
  file: Iterable<string>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${gateway.url}/files/iptv-providers/${providerId}/m3u`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': 'en',
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    // The gateway may answer (413) and close while the body is still being written.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    for (const [name, value] of Object.entries(fields)) {
      req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    }
    req.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="m3u_list"; filename="list.m3u"\r\n` +
        'Content-Type: audio/x-mpegurl\r\n\r\n',
    );
    for (const chunk of file) if (!req.destroyed) req.write(chunk);
    req.end(`\r\n--${BOUNDARY}--\r\n`);
  });
}

/** A playlist server whose answer waits until `release()`: the import is under way meanwhile. */
let held: { server: Server; url: string; release(): void };

async function holdingServer(body: string): Promise<typeof held> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((_request, response) => {
    void released.then(() => response.end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/list.m3u`, release };
}

describe('iptv (real backend)', () => {
  beforeAll(async () => {
    backend = await startBackend();
    gateway = await startGateway({
      port: 0,
      logLevel: 'silent',
      rest: { backendUrl: backend.url },
      iptvMaxUploadBytes: LIMIT,
    });
    [admin, iptvMember, member] = await Promise.all([
      login('admin@example.com'),
      login('iptv@example.com'),
      login('user@example.com'),
    ]);
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    held?.release();
    await new Promise((resolve) => held?.server.close(resolve) ?? resolve(undefined));
    await gateway?.close();
    await backend?.stop();
  });

  it('creates, reads, lists, updates and deletes providers; field errors carry the GraphQL names', async () => {
    const created = await createProvider('Alpha');
    expect(created).toMatchObject({
      name: 'Alpha',
      channelUrl: 'http://provider.example/get.php',
      channelCredentialsStored: false,
      excludeFromRefresh: false,
      requiredFields: [],
      epgUrl: null,
      channelCount: 0,
      lastImport: null,
    });
    // Xtream credentials are stored sealed: the URL names them only as templates
    const xtream = await createProvider(
      'Xtream',
      'http://provider.example/get.php?username=u-7&password=p-7',
    );
    expect(xtream).toMatchObject({
      channelUrl: 'http://provider.example/get.php?username={username}&password={password}',
      channelCredentialsStored: true,
    });

    const updated = await gql<{ updateIptvProvider: Provider }>(
      gateway.url,
      `mutation($id: ID!, $input: UpdateIptvProviderInput!) {
        updateIptvProvider(id: $id, input: $input) { ${PROVIDER_FIELDS} } }`,
      {
        token: admin,
        variables: {
          id: created.id,
          input: {
            requiredFields: ['USERNAME', 'PASSWORD'],
            excludeFromRefresh: true,
            epgUrl: 'https://e.example/x',
          },
        },
      },
    );
    expect(updated.data?.updateIptvProvider).toMatchObject({
      name: 'Alpha',
      requiredFields: ['USERNAME', 'PASSWORD'],
      excludeFromRefresh: true,
      epgUrl: 'https://e.example/x',
    });
    const cleared = await gql<{ updateIptvProvider: Provider }>(
      gateway.url,
      'mutation($id: ID!) { updateIptvProvider(id: $id, input: { epgUrl: null }) { epgUrl requiredFields } }',
      { token: admin, variables: { id: created.id } },
    );
    expect(cleared.data?.updateIptvProvider).toEqual({
      epgUrl: null,
      requiredFields: ['USERNAME', 'PASSWORD'],
    });

    const invalid = await gql(
      gateway.url,
      `mutation { createIptvProvider(input: { name: "B", channelUrl: "ftp://x", frontendUrl: "nope" }) { id } }`,
      { token: admin, language: 'en' },
    );
    expect(codesOf(invalid)).toEqual(['BAD_USER_INPUT']);
    expect(Object.keys(invalid.errors![0]!.extensions!.fieldErrors as object).sort()).toEqual([
      'channelUrl',
      'frontendUrl',
    ]);

    const one = await gql<{ iptvProvider: Provider | null }>(
      gateway.url,
      'query($id: ID!) { iptvProvider(id: $id) { id name } }',
      { token: admin, variables: { id: created.id } },
    );
    expect(one.data?.iptvProvider).toEqual({ id: created.id, name: 'Alpha' });
    const list = await gql<{ iptvProviders: { items: Provider[]; pageInfo: { total: number } } }>(
      gateway.url,
      '{ iptvProviders(orderBy: NAME, direction: DESC, perPage: 50) { items { id name } pageInfo { total } } }',
      { token: admin },
    );
    expect(list.data?.iptvProviders.items).toContainEqual({ id: created.id, name: 'Alpha' });
    const badOrder = await gql(
      gateway.url,
      '{ iptvProviders(orderBy: CHANNEL_URL) { pageInfo { total } } }',
      {
        token: admin,
      },
    );
    expect(codesOf(badOrder)).toEqual(['GRAPHQL_VALIDATION_FAILED']);

    const deleted = await gql(gateway.url, 'mutation($id: ID!) { deleteIptvProvider(id: $id) }', {
      token: admin,
      variables: { id: created.id },
    });
    expect(deleted.data).toEqual({ deleteIptvProvider: true });
    const gone = await gql(gateway.url, 'query($id: ID!) { iptvProvider(id: $id) { id } }', {
      token: admin,
      variables: { id: created.id },
    });
    expect(gone.data).toEqual({ iptvProvider: null });
  });

  it('keeps providers to admins and the catalogue to admins and IPTV members', async () => {
    for (const token of [iptvMember, member]) {
      expect(codesOf(await gql(gateway.url, '{ iptvProviders { pageInfo { total } } }', { token }))).toEqual([
        'FORBIDDEN',
      ]);
      const create = await gql(
        gateway.url,
        'mutation { createIptvProvider(input: { name: "X", channelUrl: "http://a", frontendUrl: "http://a" }) { id } }',
        { token },
      );
      expect(codesOf(create)).toEqual(['FORBIDDEN']);
    }
    expect(
      codesOf(await gql(gateway.url, '{ iptvChannels { pageInfo { total } } }', { token: member })),
    ).toEqual(['FORBIDDEN']);
    const catalogue = await gql(gateway.url, '{ iptvChannels { pageInfo { total } } iptvChannelGroups }', {
      token: iptvMember,
    });
    expect(catalogue.errors).toBeUndefined();
    expect(codesOf(await gql(gateway.url, '{ iptvChannelGroups }'))).toEqual(['UNAUTHENTICATED']);
  });

  it('streams an upload to the backend, answers its import id, and imports it into the catalogue', async () => {
    const provider = await createProvider('Uploaded');
    const answer = await upload(provider.id, admin, { username: 'alice', password: 's3cret' }, playlist(500));
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(Object.keys(answer.body)).toEqual(['importId']);
    const importId = answer.body.importId as string;

    expect(await finished(importId)).toMatchObject({
      state: 'FINISHED',
      channelCount: 500,
      groupCount: 10,
      credentialsFound: 500,
      error: null,
    });
    const channels = await gql<{
      iptvChannels: {
        items: Array<Record<string, unknown>>;
        pageInfo: { total: number };
      };
      iptvChannelGroups: string[];
    }>(
      gateway.url,
      `query($filter: IptvChannelFilter, $providerId: ID) {
        iptvChannels(filter: $filter, orderBy: NAME, perPage: 5) {
          items { id name tvgId tvgName logo groupTitle url provider { id name } }
          pageInfo { total }
        }
        iptvChannelGroups(providerId: $providerId)
      }`,
      {
        token: iptvMember,
        variables: {
          filter: { providerId: provider.id, search: 'channel 12', group: 'Group 2' },
          providerId: provider.id,
        },
      },
    );
    expect(channels.errors).toBeUndefined();
    // Channel 12, 102, 112, ..., 192 of Group 2 (i % 10 === 2).
    expect(channels.data!.iptvChannels.pageInfo.total).toBe(2);
    expect(channels.data!.iptvChannels.items[0]).toMatchObject({
      name: 'Channel 12',
      tvgId: 'ch12.de',
      // the portal's own URL of http://logo.example/12.png (see the logos' case)
      logo: expect.stringMatching(/^\/files\/iptv-logos\/[\w-]{22}\.[\w-]+$/),
      groupTitle: 'Group 2',
      url: 'http://stream.example/live/{username}/{password}/12.ts',
      provider: { id: provider.id, name: 'Uploaded' },
    });
    expect(channels.data!.iptvChannelGroups).toHaveLength(10);

    const again = await gql<{ iptvProvider: Provider }>(
      gateway.url,
      `query($id: ID!) { iptvProvider(id: $id) { channelCount lastImport { id state } } }`,
      { token: admin, variables: { id: provider.id } },
    );
    expect(again.data!.iptvProvider).toEqual({
      channelCount: 500,
      lastImport: { id: importId, state: 'FINISHED' },
    });
  });

  it('hands out channel logos as same-origin URLs and serves them with their caching headers', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const images = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'image/png' }).end(png),
    );
    await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
    const logoUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}/ard.png`;
    try {
      const provider = await createProvider('Logos');
      const answer = await upload(provider.id, admin, {}, [
        `#EXTM3U\n#EXTINF:-1 tvg-logo="${logoUrl}" group-title="DE",Logo channel\nhttp://stream.example/1.ts\n`,
      ]);
      expect(await finished(answer.body.importId as string)).toMatchObject({ state: 'FINISHED' });
      const channels = await gql<{ iptvChannels: { items: Array<{ logo: string | null }> } }>(
        gateway.url,
        'query($filter: IptvChannelFilter) { iptvChannels(filter: $filter) { items { logo } } }',
        { token: iptvMember, variables: { filter: { providerId: provider.id } } },
      );
      const logo = channels.data!.iptvChannels.items[0]!.logo!;
      expect(logo).toMatch(/^\/files\/iptv-logos\//);
      expect(JSON.stringify(channels)).not.toContain(logoUrl);

      // <img> sends no token
      const image = await fetch(`${gateway.url}${logo}`);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
      expect(Object.fromEntries(image.headers)).toMatchObject({
        'content-type': 'image/png',
        'cache-control': 'public, max-age=2592000',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'x-content-type-options': 'nosniff',
      });
      const etag = image.headers.get('etag')!;
      const unchanged = await fetch(`${gateway.url}${logo}`, { headers: { 'if-none-match': etag } });
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe('');
      // only keys the backend made: another URL under a made-up MAC, and a key of the wrong shape
      const forged = `/files/iptv-logos/${'A'.repeat(22)}.${Buffer.from(logoUrl).toString('base64url')}`;
      expect((await fetch(`${gateway.url}${forged}`)).status).toBe(404);
      expect((await fetch(`${gateway.url}/files/iptv-logos/..%2F..%2Fetc`)).status).toBe(404);
    } finally {
      images.closeAllConnections();
      await new Promise((resolve) => images.close(resolve));
    }
  });

  it('answers 413 over IPTV_MAX_UPLOAD_MB, refuses non-admins and unknown providers, changing nothing', async () => {
    const provider = await createProvider('Limited');
    const tooLarge = await upload(provider.id, admin, {}, playlist(3000)); // ~400 KB > 256 KB
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ extensions: { code: 'PAYLOAD_TOO_LARGE', maxBytes: LIMIT } });
    expect(tooLarge.body.message).toContain('0.3 MB');

    const refused = await upload(provider.id, iptvMember, {}, playlist(5));
    expect(refused.status).toBe(403);
    const unknown = await upload('999999', admin, {}, playlist(5));
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const notAnId = await upload('1%0D%0Ax', admin, {}, playlist(5));
    expect(notAnId.status).toBe(404);

    const after = await gql<{ iptvProvider: Provider }>(
      gateway.url,
      'query($id: ID!) { iptvProvider(id: $id) { channelCount lastImport { id } } }',
      { token: admin, variables: { id: provider.id } },
    );
    expect(after.data!.iptvProvider).toEqual({ channelCount: 0, lastImport: null });
  });

  it('delivers an import’s progress to an admin until it ends, and refuses others', async () => {
    const file = [...playlist(50)].join('');
    held = await holdingServer(file);
    const provider = await createProvider('Refreshed', held.url);
    const queued = await gql<{ refreshIptvProvider: Import }>(
      gateway.url,
      `mutation($id: ID!) { refreshIptvProvider(id: $id) { ${IMPORT_FIELDS} } }`,
      { token: admin, variables: { id: provider.id } },
    );
    expect(queued.errors).toBeUndefined();
    const importId = queued.data!.refreshIptvProvider.id;
    const query = `subscription($id: ID!) { iptvImportProgress(importId: $id) { ${IMPORT_FIELDS} } }`;

    for (const token of [iptvMember, member]) {
      const refused = subscribe(token, query, { id: importId });
      expect(codesOf(await refused.next('the refusal'))).toEqual(['FORBIDDEN']);
    }
    const unknown = subscribe(admin, query, { id: '999999' });
    expect(codesOf(await unknown.next('the refusal'))).toEqual(['NOT_FOUND']);

    const progress = subscribe(admin, query, { id: importId });
    const first = (await progress.next('the state now', EVENT_MS)).data!.iptvImportProgress as Import;
    expect(first.id).toBe(importId);
    expect(['QUEUED', 'PARSING']).toContain(first.state);
    await waitFor(
      () =>
        gateway.relay.stats().channels.some((c) => c.name === iptvM3uUploadChannel() && c.subscribers > 0),
      'the relay on iptvM3uUpload',
    );
    held.release();

    const states: Import[] = [];
    while (!['FINISHED', 'FAILED'].includes(states.at(-1)?.state ?? '')) {
      states.push((await progress.next('progress', EVENT_MS)).data!.iptvImportProgress as Import);
    }
    expect(states.every((s) => s.id === importId)).toBe(true);
    expect(states.map((s) => s.state)).toContain('STORING');
    expect(states.at(-1)).toMatchObject({ state: 'FINISHED', channelCount: 50, groupCount: 10, error: null });
    // It ends with the import.
    expect(await progress.ended).toEqual({});
  });

  it('imports the EPG once its URL is saved, shows it on the provider and delivers its progress', async () => {
    const at = (hours: number) =>
      new Date(Date.now() + hours * 3_600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14) + ' +0000';
    const xmltv =
      '<?xml version="1.0"?><tv><channel id="ch1.de"><display-name>Channel 1</display-name></channel>' +
      `<programme start="${at(-1)}" stop="${at(1)}" channel="ch1.de"><title>Now</title></programme>` +
      `<programme start="${at(1)}" stop="${at(2)}" channel="ch1.de"><title>Next</title></programme></tv>`;
    const epgServer = await holdingServer(xmltv);
    try {
      const provider = await createProvider('With EPG');
      const saved = await gql<{ updateIptvProvider: { epgUrl: string } }>(
        gateway.url,
        'mutation($id: ID!, $input: UpdateIptvProviderInput!) { updateIptvProvider(id: $id, input: $input) { epgUrl } }',
        { token: admin, variables: { id: provider.id, input: { epgUrl: epgServer.url } } },
      );
      expect(saved.errors).toBeUndefined();
      const EPG_FIELDS = 'id providerId state current programmeCount channelCount matchedCount error';
      const read = await gql<{ iptvProvider: { lastEpgImport: { id: string; state: string } | null } }>(
        gateway.url,
        `query($id: ID!) { iptvProvider(id: $id) { lastEpgImport { ${EPG_FIELDS} } } }`,
        { token: admin, variables: { id: provider.id } },
      );
      const queued = read.data!.iptvProvider.lastEpgImport!;
      expect(['QUEUED', 'RUNNING']).toContain(queued.state);

      const query = `subscription($id: ID!) { iptvEpgImportProgress(importId: $id) { ${EPG_FIELDS} } }`;
      const refused = subscribe(iptvMember, query, { id: queued.id });
      expect(codesOf(await refused.next('the refusal'))).toEqual(['FORBIDDEN']);
      const progress = subscribe(admin, query, { id: queued.id });
      const first = (await progress.next('the state now', EVENT_MS)).data!.iptvEpgImportProgress as {
        id: string;
      };
      expect(first.id).toBe(queued.id);
      await waitFor(
        () =>
          gateway.relay.stats().channels.some((c) => c.name === iptvEpgImportChannel() && c.subscribers > 0),
        'the relay on iptvEpgImport',
      );
      epgServer.release();
      let last: { state: string } | undefined;
      while (!['FINISHED', 'FAILED'].includes(last?.state ?? '')) {
        last = (await progress.next('progress', EVENT_MS)).data!.iptvEpgImportProgress as { state: string };
      }
      expect(last).toMatchObject({
        id: queued.id,
        providerId: provider.id,
        state: 'FINISHED',
        current: 2,
        programmeCount: 2,
        channelCount: 1,
        matchedCount: 0,
        error: null,
      });
      expect(await progress.ended).toEqual({});
    } finally {
      epgServer.release();
      await new Promise((resolve) => epgServer.server.close(resolve));
    }
  });
});
