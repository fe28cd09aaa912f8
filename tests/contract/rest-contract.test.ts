import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteKey } from '@portal/contract';
import type { FakeBitget } from '@portal/fakes/bitget';
import { E2E_BITGET_ACCOUNT, startFakeBitget } from '@portal/fakes/bitget';
import type { FakeDawum } from '@portal/fakes/dawum';
import { startFakeDawum } from '@portal/fakes/dawum';
import type { FakeLs22 } from '@portal/fakes/ls22';
import { startFakeLs22 } from '@portal/fakes/ls22';
import type { RestCreatedPersonalAccessToken } from '@portal/contract';
import { IPTV_LOGO_URL_PREFIX, restRoutes, RestOpenApi } from '@portal/contract';
import type { RunningBackend } from './backend.js';
import { startBackend, TELEGRAM_BOT_TOKEN } from './backend.js';

/**
 * The contract against the real backend: every route of `restRoutes` is called once, as a member who may call it,
 * and its answer must parse with the route's response schema; and the backend serves exactly the contract's routes.
 */

const PASSWORD = 'portal-demo';

interface Call {
  params?: Record<string, string | number>;
  token?: string;
  body?: unknown;
  /** Send the body form-encoded (as pusher-js does). */
  form?: boolean;
  /** Send this multipart/form-data body (an upload). */
  multipart?: FormData;
  query?: string;
}

let backend: RunningBackend;
/** Bitget for the crypto tracker (BITGET_BASE_URL). */
let bitget: FakeBitget;
/** DAWUM for the backend's sync (DAWUM_URL). */
let dawum: FakeDawum;
/** The FS22 dedicated server for the LS22 poller and backups (LS22_SERVER_URL). */
let ls22: FakeLs22;
/** The IPTV provider's logo host: the uploaded channel's tvg-logo. */
let logos: http.Server;
let logoUrl: string;

async function send(key: RouteKey, call: Call = {}): Promise<Response> {
  const def = restRoutes[key];
  const url = def.path.replace(/:(\w+)/g, (_m, name: string) => String(call.params?.[name]));
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'en' };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  let body: string | FormData | undefined;
  if (call.multipart) {
    body = call.multipart;
  } else if (call.body !== undefined && call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.body as Record<string, string>).toString();
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  return fetch(`${backend.baseUrl}${url}${call.query ?? ''}`, { method: def.method, headers, body });
}

async function json<T = Record<string, unknown>>(key: RouteKey, call: Call = {}): Promise<T> {
  const res = await send(key, call);
  if (!res.ok) throw new Error(`${key}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const login = async (email: string, password = PASSWORD) =>
  (await json<{ access_token: string }>('POST /api/login', { body: { email, password } })).access_token;

/** Telegram's signature over a Login Widget payload. */
function signTelegram(payload: Record<string, string | number>) {
  const data = Object.keys(payload)
    .sort()
    .map((k) => `${k}=${payload[k]}`)
    .join('\n');
  const secret = createHash('sha256').update(TELEGRAM_BOT_TOKEN).digest();
  return { ...payload, hash: createHmac('sha256', secret).update(data).digest('hex') };
}

/** The reset token from the newest mail to `email` in the outbox (quoted-printable). */
function resetTokenFromOutbox(email: string): string {
  const dir = path.join(backend.dataDir, 'mail');
  for (const file of fs.readdirSync(dir).sort().reverse()) {
    const text = fs
      .readFileSync(path.join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!text.includes(email)) continue;
    const m = /reset-password\?token=([^&\s"]+)&/.exec(text);
    if (m) return decodeURIComponent(m[1]!);
  }
  throw new Error(`no reset mail to ${email}`);
}

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

interface Setup {
  su: string;
  user: string;
  userId: number;
  /** A member the admin routes change and finally delete. */
  targetId: number;
  /** A member with the USER role whose profile and password change. */
  profile: string;
  downloadId: number;
  jobId: number;
  /** An IPTV provider the routes show, change and import into; another one to delete. */
  iptvProviderId: number;
  iptvDeleteId: number;
  /** A member with the IPTV role and the list the member routes use (made once the catalogue has a channel). */
  iptv: string;
  iptvList?: Promise<IptvListSetup>;
  /** A member with the TIME_TRACKING role and the rows the time-tracking routes use. */
  tt: string;
  ttRows?: Promise<TimeSetup>;
  blogPost?: Promise<BlogSetup>;
  cryptConfig?: Promise<CryptSetup>;
  ls22?: Promise<Ls22Setup>;
}

interface BlogSetup {
  id: number;
  slug: string;
  pageId: number;
  /** The web variant's file name of its image. */
  imageFile: string;
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const imageForm = () => {
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'dot.png');
  return form;
};

/** A published post of `it-stuff` (made by the super admin) with an image. */
function blogPost(s: Setup): Promise<BlogSetup> {
  s.blogPost ??= (async () => {
    const post = await json<{ id: number; slug: string; pages: { id: number }[] }>(
      'POST /api/blog/:blog/post',
      {
        token: s.su,
        params: { blog: 'it-stuff' },
        body: { title: 'Contract post', subtitle: 'Sub' },
      },
    );
    const params = { blog: 'it-stuff', post: post.id };
    await json('PUT /api/blog/:blog/post/:post', { token: s.su, params, body: { active: true } });
    const image = await json<{ filename: string }>('POST /api/blog/:blog/post/:post/image-upload', {
      token: s.su,
      params,
      multipart: imageForm(),
    });
    return { id: post.id, slug: post.slug, pageId: post.pages[0]!.id, imageFile: image.filename };
  })();
  return s.blogPost;
}

interface CryptSetup {
  /** The demo member with the CRYPT_TRACK role. */
  token: string;
  /** A configuration of that member with the fake Bitget's account. */
  id: number;
}

const cryptConfigBody = (label: string) => ({
  platform: 'bitget',
  label,
  api_key: { key: E2E_BITGET_ACCOUNT.apiKey },
  api_secret: { key: E2E_BITGET_ACCOUNT.apiSecret },
  api_passphrase: { key: E2E_BITGET_ACCOUNT.apiPassphrase },
});

function cryptConfig(s: Setup): Promise<CryptSetup> {
  s.cryptConfig ??= (async () => {
    const token = await login('crypttrack@example.com');
    const { id } = await json<{ id: number }>('POST /api/user-profile/services/crypt-track-configuration', {
      token,
      body: cryptConfigBody('contract'),
    });
    return { token, id };
  })();
  return s.cryptConfig;
}

interface Ls22Setup {
  /** A TOXIC_IDIOT member. */
  token: string;
  farmId: number;
  backupId: number;
}

/** A backup of the fake FS22 server taken by the super admin (its farms and financial rows with it). */
function ls22Backup(s: Setup): Promise<Ls22Setup> {
  s.ls22 ??= (async () => {
    const backup = await json<{ id: number }>('POST /api/gaming/ls22/savegame-backup', { token: s.su });
    const token = await login('toxicidiot@example.com');
    const farms = await json<{ id: number }[]>('GET /api/gaming/ls22/farm', { token });
    return { token, farmId: farms[0]!.id, backupId: backup.id };
  })();
  return s.ls22;
}

/** The id of a survey of the fake DAWUM's document, once the sync on the backend's start has imported it. */
async function dawumSurveyId(): Promise<string> {
  await until('the DAWUM sync on start', async () => {
    const status = await json<{ outcome: string | null }>('GET /api/dawum/sync');
    return status.outcome === 'OK' ? true : undefined;
  });
  const page = await json<{ data: { id: string }[] }>('GET /api/dawum/surveys', { query: '?itemsPerPage=1' });
  return page.data[0]!.id;
}

interface TimeSetup {
  customerId: number;
  brandId: number;
  projectId: number;
  budgetId: number;
  typeId: number;
  taskId: number;
  /** A finished record. */
  recordId: number;
}

/** The time-tracking member's customer → brand → project with a budget, a type, a task and a finished record. */
function ttRows(s: Setup): Promise<TimeSetup> {
  s.ttRows ??= (async () => {
    const post = (key: RouteKey, body: unknown) => json<{ id: number }>(key, { token: s.tt, body });
    const customer = await post('POST /api/tt/customer', { name: 'Contract customer' });
    const brand = await post('POST /api/tt/brand', { name: 'Contract brand', customer_id: customer.id });
    const project = await post('POST /api/tt/project', { name: 'Contract project', brand_id: brand.id });
    const budget = await post('POST /api/tt/budget', {
      name: 'Contract budget',
      brand_id: brand.id,
      time: '10h',
    });
    const type = await post('POST /api/tt/type', { name: 'Development' });
    const task = await post('POST /api/tt/task', { title: 'Contract task', project_id: project.id });
    const record = await post('POST /api/tt/record', {
      start: '2026-01-05T08:00:00Z',
      duration: '1h30m',
      task_id: task.id,
      type_id: type.id,
      text: 'Contract work',
    });
    return {
      customerId: customer.id,
      brandId: brand.id,
      projectId: project.id,
      budgetId: budget.id,
      typeId: type.id,
      taskId: task.id,
      recordId: record.id,
    };
  })();
  return s.ttRows;
}

/** A time-tracking row made to be deleted. */
const ttDoomed = async (s: Setup, key: RouteKey, body: unknown) => {
  await ttRows(s);
  return { token: s.tt, params: { id: (await json<{ id: number }>(key, { token: s.tt, body })).id } };
};

/** The member's running record, started if none runs. */
async function ttRunning(s: Setup): Promise<number> {
  const run = await json<{ id: number } | null>('GET /api/tt/record/users-running-record', { token: s.tt });
  return run?.id ?? (await json<{ id: number }>('POST /api/tt/record/start', { token: s.tt, body: {} })).id;
}

interface IptvListSetup {
  listId: number;
  channelId: number;
  /** One row in each of the groups default, A, B and C. */
  rows: Record<'default' | 'A' | 'B' | 'C', number>;
}

/** The IPTV member's list with four rows of the uploaded channel (the upload's case runs before these). */
function iptvList(s: Setup): Promise<IptvListSetup> {
  s.iptvList ??= (async () => {
    const { data } = await json<{ data: { id: number }[] }>('GET /api/iptv/channel', { token: s.iptv });
    const channelId = data[0]!.id;
    const list = await json<{ id: number }>('POST /api/iptv/list', {
      token: s.iptv,
      body: { name: 'contract list' },
    });
    const rows = {} as IptvListSetup['rows'];
    for (const group of ['default', 'A', 'B', 'C'] as const) {
      await json('POST /api/iptv/list/:listId/user-iptv-channel', {
        token: s.iptv,
        params: { listId: list.id },
        body: { channel: channelId, group },
      });
      const page = await json<{ data: { id: number }[] }>('GET /api/iptv/list/:listId/user-iptv-channel', {
        token: s.iptv,
        params: { listId: list.id },
        query: `?filter[group]=${group}`,
      });
      rows[group] = page.data[0]!.id;
    }
    return { listId: list.id, channelId, rows };
  })();
  return s.iptvList;
}

/** The member's credentials for the provider (it requires both): a personal link needs them. */
const iptvSettings = (s: Setup) =>
  json('POST /api/iptv/provider/:id/settings', {
    token: s.iptv,
    params: { id: s.iptvProviderId },
    body: { username: 'member', password: 'secret' },
  });

/** A personal access token of the user (the scripts routes list, ask about and revoke it). */
const scriptToken = (s: Setup, name: string) =>
  json<RestCreatedPersonalAccessToken>('POST /api/scripts/tokens', {
    token: s.user,
    body: { name, scope: 'FULL' },
  });

const personalLink = async (s: Setup) => {
  const { listId } = await iptvList(s);
  await iptvSettings(s);
  return { token: s.iptv, body: { iptv_list_id: listId } };
};

/** How each route is called; typed by RouteKey, so a new route in the contract needs its case here. */
const cases: { [K in RouteKey]: (s: Setup) => Promise<Call> | Call } = {
  'POST /api/login': () => ({ body: { email: 'user@example.com', password: PASSWORD } }),
  'POST /api/tg-bots/login': () => ({
    body: signTelegram({ id: 100000001, first_name: 'Demo', auth_date: Math.floor(Date.now() / 1000) }),
  }),
  'GET /api/logout': async () => ({ token: await login('guest@example.com') }),
  'GET /api/user': (s) => ({ token: s.user }),
  'GET /api/user-profile': (s) => ({ token: s.user }),
  'POST /api/forgot-password': () => ({ body: { email: 'user@example.com' } }),
  'POST /api/reset-password': async () => {
    await json('POST /api/forgot-password', { body: { email: 'moderator@example.com' } });
    const token = resetTokenFromOutbox('moderator@example.com');
    const password = 'a-new-password';
    return { body: { token, email: 'moderator@example.com', password, password_confirmation: password } };
  },
  'GET /api/cp/user': (s) => ({
    token: s.su,
    query: '?page=1&itemsPerPage=5&order[name]=asc&filter[active]=1',
  }),
  'GET /api/cp/user/:id': (s) => ({ token: s.su, params: { id: s.userId } }),
  'POST /api/cp/user': (s) => ({
    token: s.su,
    body: {
      name: 'Contract',
      email: 'contract@example.com',
      password: 'long-enough',
      password_confirmation: 'long-enough',
    },
  }),
  'PUT /api/cp/user/:id': (s) => ({
    token: s.su,
    params: { id: s.targetId },
    body: { name: 'Target Renamed' },
  }),
  'PUT /api/cp/user/:id/activate': (s) => ({
    token: s.su,
    params: { id: s.targetId },
    body: { active: false },
  }),
  'PUT /api/cp/user/:id/sync-roles': (s) => ({
    token: s.su,
    params: { id: s.targetId },
    body: { user_id: s.targetId, role_ids: [] },
  }),
  'DELETE /api/cp/user/:id': (s) => ({ token: s.su, params: { id: s.targetId } }),
  'GET /api/cp/role/all': (s) => ({ token: s.su }),
  'PUT /api/user-profile': (s) => ({
    token: s.profile,
    body: { name: 'Profile', email: 'profile@example.com', social_media: { github: 'https://github.com/p' } },
  }),
  'PUT /api/user-profile/password': (s) => ({
    token: s.profile,
    body: {
      current_password: 'long-enough',
      password: 'longer-still',
      password_confirmation: 'longer-still',
    },
  }),
  'POST /api/broadcasting/auth': (s) => ({
    token: s.user,
    form: true,
    body: { socket_id: '123.456', channel_name: `private-App.Models.User.${s.userId}` },
  }),
  'GET /api/user-profile/user-downloads': (s) => ({ token: s.user }),
  'GET /api/user-profile/user-downloads/unseen-count': (s) => ({ token: s.user }),
  'GET /api/downloads/download/:id/now': (s) => ({ token: s.user, params: { id: s.downloadId } }),
  'PUT /api/downloads/download/:id/seen': (s) => ({ token: s.user, params: { id: s.downloadId } }),
  'DELETE /api/downloads/:id': (s) => ({ token: s.user, params: { id: s.downloadId } }),
  'POST /api/user-profile/export': (s) => ({ token: s.user }),
  'GET /api/jobs/:id': (s) => ({ token: s.user, params: { id: s.jobId } }),
  'POST /api/jobs/:id/cancel': (s) => ({ token: s.user, params: { id: s.jobId } }),
  'GET /api/cp/iptv-provider': (s) => ({
    token: s.su,
    query: '?order[last_import]=desc&filter[name]=contract',
  }),
  'GET /api/cp/iptv-provider/:id': (s) => ({ token: s.su, params: { id: s.iptvProviderId } }),
  'POST /api/cp/iptv-provider': (s) => ({
    token: s.su,
    body: {
      name: 'Created',
      channel_url: 'http://127.0.0.1:9/c.m3u',
      frontend_url: 'https://created.example',
    },
  }),
  'PUT /api/cp/iptv-provider/:id': (s) => ({
    token: s.su,
    params: { id: s.iptvProviderId },
    body: { exclude_from_refresh: true, config: { required_fields: ['username', 'password'] } },
  }),
  'DELETE /api/cp/iptv-provider/:id': (s) => ({ token: s.su, params: { id: s.iptvDeleteId } }),
  'POST /api/cp/iptv-provider/m3u-upload': (s) => {
    const form = new FormData();
    form.append('ipTvProviderId', String(s.iptvProviderId));
    form.append(
      'm3u_list',
      new Blob([`#EXTM3U\n#EXTINF:-1 tvg-logo="${logoUrl}" group-title="G",One\nhttp://s.example/1\n`]),
      'list.m3u',
    );
    return { token: s.su, multipart: form };
  },
  'POST /api/cp/iptv-provider/:id/refresh': async (s) => {
    // one import per provider at a time: the upload's must have ended
    await until('the upload import to end', async () => {
      const p = await json<{ last_import: { state: string } | null }>('GET /api/cp/iptv-provider/:id', {
        token: s.su,
        params: { id: s.iptvProviderId },
      });
      return ['FINISHED', 'FAILED'].includes(p.last_import?.state ?? '') ? true : undefined;
    });
    return { token: s.su, params: { id: s.iptvProviderId } };
  },
  'GET /api/cp/iptv-import/:id': async (s) => {
    const p = await json<{ last_import: { id: number } }>('GET /api/cp/iptv-provider/:id', {
      token: s.su,
      params: { id: s.iptvProviderId },
    });
    return { token: s.su, params: { id: p.last_import.id } };
  },
  'GET /api/iptv/channel': (s) => ({ token: s.su, query: '?filter[search]=one&order[name]=asc' }),
  'GET /api/iptv/channel/channel-groups': (s) => ({ token: s.su, query: `?provider=${s.iptvProviderId}` }),
  'GET /api/iptv-logos/:key': async (s) => {
    const logo = await until('the uploaded channel and its logo', async () => {
      const { data } = await json<{ data: { logo: string | null }[] }>('GET /api/iptv/channel', {
        token: s.iptv,
      });
      return data.find((c) => c.logo)?.logo ?? undefined;
    });
    return { params: { key: logo.slice(IPTV_LOGO_URL_PREFIX.length) } };
  },
  'GET /api/demo/iptv/playlist.m3u': () => ({ query: '?username=demo-user&password=demo-pass' }),
  'GET /api/demo/iptv/epg.xml': () => ({}),
  'GET /api/demo/iptv/logos/:file': () => ({ params: { file: '1.png' } }),
  'GET /api/iptv/list': async (s) => {
    await iptvList(s);
    return { token: s.iptv };
  },
  'POST /api/iptv/list': (s) => ({ token: s.iptv, body: { name: 'another list' } }),
  'GET /api/iptv/list/:id': async (s) => ({ token: s.iptv, params: { id: (await iptvList(s)).listId } }),
  'PUT /api/iptv/list/:id': async (s) => ({
    token: s.iptv,
    params: { id: (await iptvList(s)).listId },
    body: { name: 'renamed list' },
  }),
  'DELETE /api/iptv/list/:id': async (s) => {
    const list = await json<{ id: number }>('POST /api/iptv/list', { token: s.iptv, body: { name: 'gone' } });
    return { token: s.iptv, params: { id: list.id } };
  },
  'GET /api/iptv/list/:listId/user-iptv-channel': async (s) => ({
    token: s.iptv,
    params: { listId: (await iptvList(s)).listId },
    query: '?filter[group]=default&filter[search]=on&order[order]=asc',
  }),
  'POST /api/iptv/list/:listId/user-iptv-channel': async (s) => {
    const { listId, channelId } = await iptvList(s);
    return { token: s.iptv, params: { listId }, body: { channel: channelId, group: 'posted' } };
  },
  'PUT /api/iptv/list/:listId/user-iptv-channel/add-channels': async (s) => {
    const { listId, channelId } = await iptvList(s);
    return { token: s.iptv, params: { listId }, body: { channels: [channelId], group: 'added' } };
  },
  'PUT /api/iptv/list/:listId/user-iptv-channel/:id/move-row': async (s) => {
    const { listId, rows } = await iptvList(s);
    return { token: s.iptv, params: { listId, id: rows.default }, body: { direction: 'down' } };
  },
  'PUT /api/iptv/list/:listId/user-iptv-channel/move-rows': async (s) => {
    const { listId, rows } = await iptvList(s);
    return { token: s.iptv, params: { listId }, body: { rows: [rows.default], direction: 'up' } };
  },
  'PUT /api/iptv/list/:listId/user-iptv-channel/move-row-to': async (s) => ({
    token: s.iptv,
    params: { listId: (await iptvList(s)).listId },
    body: { from: 1, to: 1, group: 'default' },
  }),
  'PUT /api/iptv/list/:listId/user-iptv-channel/move-group': async (s) => ({
    token: s.iptv,
    params: { listId: (await iptvList(s)).listId },
    body: { group: 'A', to: 1 },
  }),
  'PUT /api/iptv/list/:listId/user-iptv-channel/copy-to-group': async (s) => {
    const { listId, rows } = await iptvList(s);
    return { token: s.iptv, params: { listId }, body: { rows: [rows.A], toGroup: 'copied' } };
  },
  'PUT /api/iptv/list/:listId/user-iptv-channel/move-to-group': async (s) => {
    const { listId, rows } = await iptvList(s);
    return { token: s.iptv, params: { listId }, body: { rows: [rows.B], toGroup: 'moved' } };
  },
  'PUT /api/iptv/list/:listId/user-iptv-channel/remove-from-group': async (s) => {
    const { listId, rows } = await iptvList(s);
    return { token: s.iptv, params: { listId }, body: { rows: [rows.C] } };
  },
  'GET /api/iptv/list/:listId/user-iptv-channel/get-channel-groups': async (s) => ({
    token: s.iptv,
    params: { listId: (await iptvList(s)).listId },
  }),
  'GET /api/iptv/list/:listId/user-iptv-channel/provider-groups': async (s) => ({
    token: s.iptv,
    params: { listId: (await iptvList(s)).listId },
  }),
  'GET /api/iptv/personal-download-link': async (s) => ({
    token: s.iptv,
    query: `?iptv_list_id=${(await iptvList(s)).listId}`,
  }),
  'POST /api/iptv/personal-download-link': personalLink,
  'GET /api/iptv/provider': (s) => ({ token: s.iptv }),
  'GET /api/iptv/provider/:id/settings': (s) => ({ token: s.iptv, params: { id: s.iptvProviderId } }),
  'POST /api/iptv/provider/:id/settings': (s) => ({
    token: s.iptv,
    params: { id: s.iptvProviderId },
    body: { username: 'member', password: 'secret', extra: 'note' },
  }),
  'GET /api/iptv/personal/:token/playlist.m3u': async (s) => {
    const link = await json<{ url: string }>('POST /api/iptv/personal-download-link', await personalLink(s));
    return { params: { token: /\/iptv\/([^/]+)\/playlist\.m3u$/.exec(link.url)![1]! } };
  },
  'GET /api/iptv/personal/:token/epg.xml': async (s) => {
    const link = await json<{ url: string }>('POST /api/iptv/personal-download-link', await personalLink(s));
    return { params: { token: /\/iptv\/([^/]+)\/playlist\.m3u$/.exec(link.url)![1]! } };
  },
  'GET /api/iptv/list/:id/epg': async (s) => ({
    token: s.iptv,
    params: { id: (await iptvList(s)).listId },
    query: '?from=2026-11-24T18:00:00Z&to=2026-11-24T23:00:00%2B01:00',
  }),
  'POST /api/cp/iptv-provider/:id/refresh-epg': (s) => ({ token: s.su, params: { id: s.iptvProviderId } }),
  'GET /api/cp/iptv-provider/:id/epg-import': (s) => ({ token: s.su, params: { id: s.iptvProviderId } }),
  'GET /api/cp/iptv-epg-import/:id': async (s) => {
    const queued = await json<{ id: number }>('POST /api/cp/iptv-provider/:id/refresh-epg', {
      token: s.su,
      params: { id: s.iptvProviderId },
    });
    return { token: s.su, params: { id: queued.id } };
  },
  'GET /api/tt/customer': async (s) => {
    await ttRows(s);
    return { token: s.tt, query: '?order[name]=asc&filter[search]=contract&itemsPerPage=5' };
  },
  'POST /api/tt/customer': (s) => ({ token: s.tt, body: { name: 'Posted customer' } }),
  'GET /api/tt/customer/:id': async (s) => ({ token: s.tt, params: { id: (await ttRows(s)).customerId } }),
  'PUT /api/tt/customer/:id': async (s) => ({
    token: s.tt,
    params: { id: (await ttRows(s)).customerId },
    body: { name: 'Renamed customer' },
  }),
  'DELETE /api/tt/customer/:id': (s) => ttDoomed(s, 'POST /api/tt/customer', { name: 'Doomed' }),
  'GET /api/tt/brand': async (s) => ({
    token: s.tt,
    query: `?filter[customer_id]=${(await ttRows(s)).customerId}&order[created_at]=desc`,
  }),
  'POST /api/tt/brand': async (s) => ({
    token: s.tt,
    body: { name: 'Posted brand', customer_id: (await ttRows(s)).customerId },
  }),
  'GET /api/tt/brand/:id': async (s) => ({ token: s.tt, params: { id: (await ttRows(s)).brandId } }),
  'PUT /api/tt/brand/:id': async (s) => ({
    token: s.tt,
    params: { id: (await ttRows(s)).brandId },
    body: { name: 'Renamed brand' },
  }),
  'DELETE /api/tt/brand/:id': async (s) =>
    ttDoomed(s, 'POST /api/tt/brand', { name: 'Doomed', customer_id: (await ttRows(s)).customerId }),
  'GET /api/tt/brand/:id/stats': async (s) => ({ token: s.tt, params: { id: (await ttRows(s)).brandId } }),
  'GET /api/tt/project': async (s) => ({
    token: s.tt,
    query: `?filter[brand_id]=${(await ttRows(s)).brandId}`,
  }),
  'POST /api/tt/project': async (s) => ({
    token: s.tt,
    body: { name: 'Posted project', brand_id: (await ttRows(s)).brandId },
  }),
  'GET /api/tt/project/:id': async (s) => ({ token: s.tt, params: { id: (await ttRows(s)).projectId } }),
  'PUT /api/tt/project/:id': async (s) => ({
    token: s.tt,
    params: { id: (await ttRows(s)).projectId },
    body: { name: 'Renamed project' },
  }),
  'DELETE /api/tt/project/:id': async (s) =>
    ttDoomed(s, 'POST /api/tt/project', { name: 'Doomed', brand_id: (await ttRows(s)).brandId }),
  'GET /api/tt/budget': async (s) => {
    await ttRows(s);
    return { token: s.tt };
  },
  'POST /api/tt/budget': async (s) => ({
    token: s.tt,
    body: {
      name: 'Posted budget',
      project_id: (await ttRows(s)).projectId,
      money_cents: 50_000,
      hourly_rate_cents: 8_000,
    },
  }),
  'GET /api/tt/budget/:id': async (s) => ({ token: s.tt, params: { id: (await ttRows(s)).budgetId } }),
  'PUT /api/tt/budget/:id': async (s) => ({
    token: s.tt,
    params: { id: (await ttRows(s)).budgetId },
    body: { time: '12h30m' },
  }),
  'DELETE /api/tt/budget/:id': async (s) =>
    ttDoomed(s, 'POST /api/tt/budget', { name: 'Doomed', customer_id: (await ttRows(s)).customerId }),
  'GET /api/tt/type': async (s) => {
    await ttRows(s);
    return { token: s.tt, query: '?order[name]=desc' };
  },
  'POST /api/tt/type': (s) => ({ token: s.tt, body: { name: 'Meeting' } }),
  'GET /api/tt/type/:id': async (s) => ({ token: s.tt, params: { id: (await ttRows(s)).typeId } }),
  'PUT /api/tt/type/:id': async (s) => ({
    token: s.tt,
    params: { id: (await ttRows(s)).typeId },
    body: { name: 'Coding' },
  }),
  'DELETE /api/tt/type/:id': (s) => ttDoomed(s, 'POST /api/tt/type', { name: 'Doomed' }),
  'GET /api/tt/task': async (s) => {
    await ttRows(s);
    return { token: s.tt, query: '?filter[finished]=0&order[deadline]=asc' };
  },
  'POST /api/tt/task': async (s) => ({
    token: s.tt,
    body: {
      title: 'Posted task',
      brand_id: (await ttRows(s)).brandId,
      estimated_time: '2h24m',
      deadline: '2026-12-24',
    },
  }),
  'GET /api/tt/task/:id': async (s) => ({ token: s.tt, params: { id: (await ttRows(s)).taskId } }),
  'PUT /api/tt/task/:id': async (s) => ({
    token: s.tt,
    params: { id: (await ttRows(s)).taskId },
    body: { text: 'Details', ticket_url: 'https://tickets.example/1' },
  }),
  'DELETE /api/tt/task/:id': (s) => ttDoomed(s, 'POST /api/tt/task', { title: 'Doomed' }),
  'GET /api/tt/task/:id/comment': async (s) => ({ token: s.tt, params: { id: (await ttRows(s)).taskId } }),
  'POST /api/tt/task/:id/comment': async (s) => ({
    token: s.tt,
    params: { id: (await ttRows(s)).taskId },
    body: { text: 'A comment' },
  }),
  'GET /api/tt/record/users-running-record': async (s) => {
    await ttRunning(s);
    return { token: s.tt };
  },
  'GET /api/tt/record/users-last-record': async (s) => {
    await ttRows(s);
    return { token: s.tt };
  },
  'POST /api/tt/record/start': async (s) => {
    const run = await json<{ id: number } | null>('GET /api/tt/record/users-running-record', { token: s.tt });
    if (run)
      await json('PUT /api/tt/record/stop-users-running-record/:id', {
        token: s.tt,
        params: { id: run.id },
        body: {},
      });
    return { token: s.tt, body: { text: 'Started', task_id: (await ttRows(s)).taskId } };
  },
  'PUT /api/tt/record/stop-users-running-record/:id': async (s) => ({
    token: s.tt,
    params: { id: await ttRunning(s) },
    body: {},
  }),
  'PUT /api/tt/record/pause-users-running-record': async (s) => {
    await ttRunning(s);
    const run = await json<{ paused: boolean }>('GET /api/tt/record/users-running-record', { token: s.tt });
    if (run.paused) await json('PUT /api/tt/record/resume-users-running-record', { token: s.tt, body: {} });
    return { token: s.tt, body: {} };
  },
  'PUT /api/tt/record/resume-users-running-record': async (s) => {
    await ttRunning(s);
    const run = await json<{ paused: boolean }>('GET /api/tt/record/users-running-record', { token: s.tt });
    if (!run.paused) await json('PUT /api/tt/record/pause-users-running-record', { token: s.tt, body: {} });
    return { token: s.tt, body: {} };
  },
  'POST /api/tt/record/:id/continue': async (s) => {
    const run = await json<{ id: number } | null>('GET /api/tt/record/users-running-record', { token: s.tt });
    if (run)
      await json('PUT /api/tt/record/stop-users-running-record/:id', {
        token: s.tt,
        params: { id: run.id },
        body: {},
      });
    return { token: s.tt, params: { id: (await ttRows(s)).recordId } };
  },
  'GET /api/tt/record/recent': async (s) => {
    await ttRows(s);
    return { token: s.tt, query: '?limit=5' };
  },
  'GET /api/tt/record/budgets': async (s) => ({ token: s.tt, query: `?ids=${(await ttRows(s)).recordId}` }),
  'GET /api/tt/record/dropdown-data': async (s) => {
    await ttRows(s);
    return { token: s.tt };
  },
  'GET /api/tt/record/field-suggestions/:field': async (s) => {
    await ttRows(s);
    return { token: s.tt, params: { field: 'text' }, query: '?prefix=Contr' };
  },
  'GET /api/tt/record/time-spent': async (s) => {
    await ttRows(s);
    return { token: s.tt, query: '?group_by=client_brand&unit=month&from=2026-01-01&to=2026-12-31' };
  },
  'POST /api/tt/record/time-spent/export': async (s) => {
    await ttRows(s);
    return {
      token: s.tt,
      body: { group_by: 'type', unit: 'day', from: '2026-01-01', to: '2026-12-31', format: 'xlsx' },
    };
  },
  'GET /api/tt/record': async (s) => {
    await ttRows(s);
    return { token: s.tt, query: '?order[start]=desc&filter[from]=2026-01-01&filter[search]=contract' };
  },
  'POST /api/tt/record': async (s) => ({
    token: s.tt,
    body: { start: '2026-01-06T08:00:00Z', stop: '2026-01-06T09:15:00Z', type_id: (await ttRows(s)).typeId },
  }),
  'GET /api/tt/record/:id': async (s) => ({ token: s.tt, params: { id: (await ttRows(s)).recordId } }),
  'PUT /api/tt/record/:id': async (s) => ({
    token: s.tt,
    params: { id: (await ttRows(s)).recordId },
    body: { duration: '01:45:00', ticket_url: 'https://tickets.example/2' },
  }),
  'DELETE /api/tt/record/:id': (s) =>
    ttDoomed(s, 'POST /api/tt/record', { start: '2026-01-07T08:00:00Z', duration: '15m' }),
  'GET /api/tt/record/:id/comment': async (s) => ({
    token: s.tt,
    params: { id: (await ttRows(s)).recordId },
  }),
  'POST /api/tt/record/:id/comment': async (s) => ({
    token: s.tt,
    params: { id: (await ttRows(s)).recordId },
    body: { text: 'A record comment' },
  }),
  'GET /api/tt/statistics': async (s) => {
    await ttRows(s);
    return { token: s.tt };
  },
  'POST /api/tt/statistics/export': async (s) => {
    await ttRows(s);
    return { token: s.tt, body: { type: 'thisMonth' } };
  },
  'GET /api/tt/week': async (s) => {
    await ttRows(s);
    return { token: s.tt, query: '?week_start=2026-01-07' };
  },
  'PUT /api/tt/week/cell': async (s) => {
    const { taskId } = await ttRows(s);
    return { token: s.tt, body: { date: '2026-01-06', task_id: taskId, duration: '2h' } };
  },
  'GET /api/tt/settings': (s) => ({ token: s.tt }),
  'PUT /api/tt/settings': (s) => ({
    token: s.tt,
    body: { working_days_in_week: 4, working_hours_per_day: 7.5, time_zone: 'Europe/Vienna' },
  }),
  'GET /api/blog': (s) => ({ token: s.user }),
  'GET /api/blog/:blog': (s) => ({ token: s.user, params: { blog: 'my-dogs-and-me' } }),
  'GET /api/blog/:blog/post': async (s) => {
    await blogPost(s);
    return {
      token: s.user,
      params: { blog: 'it-stuff' },
      query: '?order[title]=asc&filter[search]=contract&filter[active]=1&itemsPerPage=5',
    };
  },
  'POST /api/blog/:blog/post': (s) => ({
    token: s.su,
    params: { blog: 'it-stuff' },
    body: { title: 'Posted post', subtitle: 'Sub' },
  }),
  'GET /api/blog/:blog/post/:post': async (s) => ({
    token: s.user,
    params: { blog: 'it-stuff', post: (await blogPost(s)).slug },
  }),
  'PUT /api/blog/:blog/post/:post': async (s) => ({
    token: s.su,
    params: { blog: 'it-stuff', post: (await blogPost(s)).id },
    body: { title: 'Renamed contract post', subtitle: 'Changed', active: 1 },
  }),
  'DELETE /api/blog/:blog/post/:post': async (s) => {
    const doomed = await json<{ id: number }>('POST /api/blog/:blog/post', {
      token: s.su,
      params: { blog: 'it-stuff' },
      body: { title: 'Doomed post' },
    });
    return { token: s.su, params: { blog: 'it-stuff', post: doomed.id } };
  },
  'PUT /api/blog/:blog/post/:post/pages': async (s) => {
    const post = await blogPost(s);
    return {
      token: s.su,
      params: { blog: 'it-stuff', post: post.id },
      body: { id: post.pageId, content: '<p onclick="x">Text</p>', active: true, config: { layout: 'wide' } },
    };
  },
  'POST /api/blog/:blog/post/:post/pages/add-page': async (s) => ({
    token: s.su,
    params: { blog: 'it-stuff', post: (await blogPost(s)).id },
  }),
  'GET /api/blog/:blog/post/:post/image-bag': async (s) => ({
    token: s.user,
    params: { blog: 'it-stuff', post: (await blogPost(s)).id },
  }),
  'POST /api/blog/:blog/post/:post/image-upload': async (s) => ({
    token: s.su,
    params: { blog: 'it-stuff', post: (await blogPost(s)).id },
    multipart: imageForm(),
  }),
  'GET /api/blog-images/:file': async (s) => ({ params: { file: (await blogPost(s)).imageFile } }),
  'GET /api/dawum/parliaments': async () => {
    await dawumSurveyId();
    return {};
  },
  'GET /api/dawum/institutes': async () => {
    await dawumSurveyId();
    return { query: '?parliament=0' };
  },
  'GET /api/dawum/surveys': async () => {
    await dawumSurveyId();
    return { query: '?filter[parliament]=0&filter[from]=2020-01-01&order[date]=desc&itemsPerPage=5' };
  },
  'GET /api/dawum/surveys/:survey_id': async () => ({ params: { survey_id: await dawumSurveyId() } }),
  'GET /api/dawum/surveys/:survey_id/results': async () => ({ params: { survey_id: await dawumSurveyId() } }),
  'GET /api/dawum/current': async () => {
    await dawumSurveyId();
    return { query: '?parliament=0' };
  },
  'GET /api/dawum/trend': async () => {
    await dawumSurveyId();
    return { query: '?parliament=0' };
  },
  'GET /api/dawum/sync': () => ({}),
  'POST /api/dawum/sync': (s) => ({ token: s.su }),
  'GET /api/user-profile/services/crypt-track-configuration': async (s) => ({
    token: (await cryptConfig(s)).token,
  }),
  'POST /api/user-profile/services/crypt-track-configuration': async (s) => ({
    token: (await cryptConfig(s)).token,
    body: { ...cryptConfigBody('contract created'), meta: { colour: 'blue' } },
  }),
  'PUT /api/user-profile/services/crypt-track-configuration/:id': async (s) => {
    const { token, id } = await cryptConfig(s);
    return { token, params: { id }, body: { label: 'contract renamed' } };
  },
  'DELETE /api/user-profile/services/crypt-track-configuration/:id': async (s) => {
    const { token } = await cryptConfig(s);
    const { id } = await json<{ id: number }>('POST /api/user-profile/services/crypt-track-configuration', {
      token,
      body: cryptConfigBody('contract deleted'),
    });
    return { token, params: { id } };
  },
  'POST /api/user-profile/services/crypt-track-configuration/:id/test': async (s) => {
    const { token, id } = await cryptConfig(s);
    return { token, params: { id } };
  },
  'GET /api/services/crypt-track/dashboard': async (s) => ({ token: (await cryptConfig(s)).token }),
  'GET /api/services/crypt-track/config/:id/position/get-pending-positions': async (s) => {
    const { token, id } = await cryptConfig(s);
    return { token, params: { id } };
  },
  'GET /api/services/crypt-track/config/:id/position/get-history-positions': async (s) => {
    const { token, id } = await cryptConfig(s);
    return { token, params: { id }, query: '?symbol=BTCUSDT' };
  },
  'GET /api/gaming/ls22/dedicated-server-api/stats': async (s) => ({ token: (await ls22Backup(s)).token }),
  'GET /api/gaming/ls22/config/server-links': async (s) => ({ token: (await ls22Backup(s)).token }),
  'GET /api/gaming/ls22/server-feed/stats': async (s) => ({ token: (await ls22Backup(s)).token }),
  'GET /api/gaming/ls22/server-feed/map': async (s) => ({ token: (await ls22Backup(s)).token }),
  'GET /api/gaming/ls22/server-feed/savegame/:file': async (s) => ({
    token: (await ls22Backup(s)).token,
    params: { file: 'farms' },
  }),
  'GET /api/gaming/ls22/config': (s) => ({ token: s.su }),
  'PUT /api/gaming/ls22/config': (s) => ({ token: s.su, body: { server_url: ls22.url, code: ls22.code } }),
  'POST /api/gaming/ls22/farm/assign-user': async (s) => {
    const { farmId } = await ls22Backup(s);
    // only a member who may open LS22 can be linked: one the admin's list offers
    const [member] = await json<{ id: number }[]>('GET /api/gaming/ls22/farm/assignable-users', {
      token: s.su,
    });
    return { token: s.su, body: { farm_id: farmId, user_id: member!.id } };
  },
  'GET /api/gaming/ls22/farm/assignable-users': (s) => ({ token: s.su }),
  'GET /api/gaming/ls22/environment': async (s) => ({ token: (await ls22Backup(s)).token }),
  'GET /api/gaming/ls22/farm': async (s) => ({ token: (await ls22Backup(s)).token }),
  'GET /api/gaming/ls22/farm/:farm_id': async (s) => {
    const { token, farmId } = await ls22Backup(s);
    return { token, params: { farm_id: farmId } };
  },
  'GET /api/gaming/ls22/financials': async (s) => ({
    token: (await ls22Backup(s)).token,
    query: '?from_day=38',
  }),
  'GET /api/gaming/ls22/farm/:farm_id/financials': async (s) => {
    const { token, farmId } = await ls22Backup(s);
    return { token, params: { farm_id: farmId }, query: '?from_day=36&to_day=40' };
  },
  'GET /api/gaming/ls22/savegame-backup': async (s) => ({
    token: (await ls22Backup(s)).token,
    query: '?itemsPerPage=5&order[taken_at]=asc',
  }),
  'GET /api/gaming/ls22/savegame-backup/latest': async (s) => ({ token: (await ls22Backup(s)).token }),
  'POST /api/gaming/ls22/savegame-backup': (s) => ({ token: s.su }),
  'GET /api/gaming/ls22/savegame-backup/:id/zip': async (s) => ({
    token: (await ls22Backup(s)).token,
    params: { id: (await ls22Backup(s)).backupId },
  }),
  'POST /api/gaming/ls22/savegame-backup/:id/download': async (s) => ({
    token: s.su,
    params: { id: (await ls22Backup(s)).backupId },
  }),
  'GET /api/scripts/tokens': (s) => ({ token: s.user }),
  'POST /api/scripts/tokens': (s) => ({
    token: s.user,
    body: {
      name: 'contract',
      scope: 'READ_ONLY',
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    },
  }),
  'GET /api/scripts/tokens/current': async (s) => ({ token: (await scriptToken(s, 'current')).data.token }),
  'DELETE /api/scripts/tokens/:id': async (s) => ({
    token: s.user,
    params: { id: (await scriptToken(s, 'revoked')).data.personal_access_token.id },
  }),
  'GET /healthz': () => ({}),
  'GET /api/docs': () => ({}),
};

describe('the REST contract against the running backend', () => {
  let setup: Setup;

  beforeAll(async () => {
    bitget = await startFakeBitget();
    process.env.BITGET_BASE_URL = bitget.url;
    dawum = await startFakeDawum({});
    process.env.DAWUM_URL = dawum.url;
    ls22 = await startFakeLs22({});
    process.env.LS22_SERVER_URL = ls22.url;
    process.env.LS22_SERVER_CODE = ls22.code;
    process.env.LS22_POLL_SECONDS = '1';
    // a 1×1 PNG
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    logos = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'image/png' }).end(png, 'base64'),
    );
    await new Promise<void>((resolve) => logos.listen(0, '127.0.0.1', resolve));
    logoUrl = `http://127.0.0.1:${(logos.address() as AddressInfo).port}/one.png`;
    // the fakes and the logo host live on loopback
    process.env.OUTBOUND_ALLOW_HOSTS = '127.0.0.1';
    backend = await startBackend();
    const su = await login('superadmin@example.com');
    const user = await login('user@example.com');
    const me = await json<{ id: number }>('GET /api/user', { token: user });
    const create = (email: string) =>
      json<{ id: number }>('POST /api/cp/user', {
        token: su,
        body: { name: email, email, password: 'long-enough', password_confirmation: 'long-enough' },
      });
    const target = await create('target@example.com');
    const profileMember = await create('profile@example.com');
    const roles = await json<{ id: number; name: string }[]>('GET /api/cp/role/all', { token: su });
    await json('PUT /api/cp/user/:id/sync-roles', {
      token: su,
      params: { id: profileMember.id },
      body: { role_ids: roles.filter((r) => r.name === 'USER').map((r) => r.id) },
    });
    // the data export is the member's job (demo mode imports the demo IPTV provider as jobs beside it); its file is
    // the download the routes use
    await send('POST /api/user-profile/export', { token: user });
    const download = await until('the export in the downloads', async () => {
      const list = await json<{ id: number }[]>('GET /api/user-profile/user-downloads', { token: user });
      return list[0];
    });
    const jobId = await until('the export job', async () => {
      for (let id = 1; id <= 10; id++) {
        if ((await send('GET /api/jobs/:id', { token: user, params: { id } })).ok) return id;
      }
      return undefined;
    });
    const provider = (name: string) =>
      json<{ id: number }>('POST /api/cp/iptv-provider', {
        token: su,
        body: { name, channel_url: 'http://127.0.0.1:9/list.m3u', frontend_url: 'https://contract.example' },
      });
    setup = {
      su,
      user,
      userId: me.id,
      targetId: target.id,
      profile: await login('profile@example.com', 'long-enough'),
      downloadId: download.id,
      jobId,
      iptvProviderId: (await provider('contract provider')).id,
      iptvDeleteId: (await provider('contract provider to delete')).id,
      iptv: await login('iptv@example.com'),
      tt: await login('timetracking@example.com'),
    };
  });
  afterAll(async () => {
    await backend?.stop();
    await dawum?.close();
    await ls22?.close();
    logos?.closeAllConnections();
    await new Promise((resolve) => logos?.close(resolve));
    await bitget?.close();
  });

  for (const key of Object.keys(restRoutes) as RouteKey[]) {
    it(`${key} answers what the contract says`, async () => {
      const def = restRoutes[key];
      const res = await send(key, await cases[key](setup));
      const text = await res.text();
      expect(res.status, text).toBe('status' in def ? def.status : 200);
      if ('stream' in def) {
        expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
        return;
      }
      if (!('response' in def)) {
        expect(text).toBe('');
        return;
      }
      const parsed = def.response.safeParse(JSON.parse(text));
      expect(parsed.error?.issues ?? [], text).toEqual([]);
    });
  }

  it('serves exactly the routes of the contract', async () => {
    const doc = RestOpenApi.parse(await json('GET /api/docs'));
    const served = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.keys(methods as object)
        .filter((m) => m !== 'head')
        .map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(served.sort()).toEqual(Object.keys(restRoutes).sort());
  });
});
