import { z } from 'zod';
import { publicChannel, realtimeEvent } from './broadcasting.js';
import { RestId, RestMessage, defineList, paginator } from './common.js';
import { route } from './route.js';
import { booleanLike, idLike, IdParams, text, visibleText } from './rules.js';

/** The credentials a provider may require from members (`config.required_fields`). */
export const IPTV_REQUIRED_FIELDS = ['username', 'password'] as const;
export const IPTV_IMPORT_STATES = ['QUEUED', 'PARSING', 'STORING', 'FINISHED', 'FAILED'] as const;
export type IptvImportState = (typeof IPTV_IMPORT_STATES)[number];

export const RestIptvProviderConfig = z.object({
  required_fields: z.array(z.enum(IPTV_REQUIRED_FIELDS)),
});
export type RestIptvProviderConfig = z.infer<typeof RestIptvProviderConfig>;

/** One import of a provider's playlist (upload or channel_url) and how far it got. */
export const RestIptvImport = z.object({
  id: RestId,
  provider_id: RestId,
  state: z.enum(IPTV_IMPORT_STATES),
  /** STORING: channels stored so far of `total`; before that, entries parsed. */
  current: z.number(),
  total: z.number().nullable(),
  channel_count: z.number().nullable(),
  group_count: z.number().nullable(),
  /** Channels of the previous import that the playlist no longer has (removed). */
  removed_count: z.number().nullable(),
  skipped: z.array(z.object({ reason: z.string(), count: z.number() })),
  /** Links in which the provider's username and password were replaced by `{username}` / `{password}`. */
  credentials_found: z.number(),
  /** Why it failed, as a code (`notAPlaylist`, `empty`, `noChannels`, `http`, `interrupted`, ...). */
  error_code: z.string().nullable(),
  /** The same, as a message in the caller's language. */
  error: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
});
export type RestIptvImport = z.infer<typeof RestIptvImport>;

export const RestIptvProvider = z.object({
  id: RestId,
  name: z.string(),
  /** With `{username}` / `{password}` where the provider's Xtream credentials stand: those are stored sealed. */
  channel_url: z.string(),
  /** The provider's credentials are stored (sealed) and filled into channel_url when the playlist is fetched. */
  channel_credentials_stored: z.boolean(),
  frontend_url: z.string(),
  exclude_from_refresh: z.boolean(),
  config: RestIptvProviderConfig,
  epg_url: z.string().nullable(),
  channel_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The newest import, whatever its state; null before the first. */
  last_import: RestIptvImport.nullable(),
});
export type RestIptvProvider = z.infer<typeof RestIptvProvider>;

/**
 * Where the gateway serves channel logos: `/files/iptv-logos/{key}`, the key made by the backend for a logo URL of the
 * catalogue (`<mac>.<the URL in base64url>`), so only URLs the portal handed out are ever fetched.
 */
export const IPTV_LOGO_URL_PREFIX = '/files/iptv-logos/';

/** A logo's key: a 128-bit HMAC of the URL and the URL (at most 2048 characters), both base64url. */
export const IPTV_LOGO_KEY_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{1,2731}$/;

export const RestIptvLogoParams = z.object({ key: z.string().regex(IPTV_LOGO_KEY_PATTERN) });

export const RestIptvChannel = z.object({
  id: RestId,
  name: z.string(),
  tvg_id: z.string().nullable(),
  tvg_name: z.string().nullable(),
  /** The portal's URL of the provider's logo (`/files/iptv-logos/{key}`); null without one. */
  logo: z.string().nullable(),
  group_title: z.string().nullable(),
  /** As imported, with the provider's credentials as `{username}` / `{password}`. */
  url: z.string(),
  provider: z.object({ id: RestId, name: z.string() }),
});
export type RestIptvChannel = z.infer<typeof RestIptvChannel>;

/** http(s) links only: a provider's playlist, its web UI and its EPG are fetched or opened by browsers. */
const httpUrl = () =>
  text({ invalidType: 'url' })
    .trim()
    .max(2048)
    .refine((v) => {
      try {
        const url = new URL(v);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, 'url');

const providerName = () => visibleText().trim().min(1).max(255);

const providerConfig = () =>
  z.object({ required_fields: z.array(z.enum(IPTV_REQUIRED_FIELDS, 'in')).max(10) }, 'array');

export const RestCreateIptvProviderRequest = z.object({
  name: providerName(),
  channel_url: httpUrl(),
  frontend_url: httpUrl(),
  /** Portal additions; default false, no required fields, no EPG. */
  exclude_from_refresh: booleanLike().optional(),
  config: providerConfig().optional(),
  epg_url: httpUrl().nullable().optional(),
});
export type RestCreateIptvProviderRequest = z.input<typeof RestCreateIptvProviderRequest>;

/** Only the fields that change; a field that is sent must be filled (epg_url: null removes it). */
export const RestUpdateIptvProviderRequest = z.object({
  name: providerName().optional(),
  /** Still naming `{username}` / `{password}` keeps the stored credentials; new ones in the URL replace them. */
  channel_url: httpUrl().optional(),
  frontend_url: httpUrl().optional(),
  exclude_from_refresh: booleanLike().optional(),
  config: providerConfig().optional(),
  epg_url: httpUrl().nullable().optional(),
});
export type RestUpdateIptvProviderRequest = z.input<typeof RestUpdateIptvProviderRequest>;

/**
 * The text fields of `POST /api/cp/iptv-provider/m3u-upload` (multipart/form-data, sent before the file
 * `m3u_list`): the provider, and the username and password its links carry (both or neither), which are stored
 * as templates.
 */
export const RestIptvM3uUploadFields = z.object({
  ipTvProviderId: idLike(),
  username: text().max(255).optional(),
  password: text().max(255).optional(),
});
export type RestIptvM3uUploadFields = z.input<typeof RestIptvM3uUploadFields>;

/** The providers (`GET /api/cp/iptv-provider`); unsorted, by id. */
export const IPTV_PROVIDER_LIST = defineList({
  item: 'IptvProvider',
  orderFields: ['name', 'channel_count', 'updated_at', 'last_import'],
  defaultOrder: null,
  filters: { name: text() },
});
export const RestIptvProviderListQuery = IPTV_PROVIDER_LIST.query;
export type RestIptvProviderListQuery = z.input<typeof RestIptvProviderListQuery>;

/** The channel catalogue (`GET /api/iptv/channel`); unsorted, by id. */
export const IPTV_CHANNEL_LIST = defineList({
  item: 'IptvChannel',
  orderFields: ['name', 'group_title', 'provider'],
  defaultOrder: null,
  filters: {
    /** Part of the name, case-insensitive. */
    search: text(),
    /** The exact group title. */
    group: text(),
    /** A provider id. */
    provider: idLike(),
  },
});
export const RestIptvChannelListQuery = IPTV_CHANNEL_LIST.query;
export type RestIptvChannelListQuery = z.input<typeof RestIptvChannelListQuery>;

export const RestIptvChannelGroupsQuery = z.object({ provider: idLike().optional() });
export type RestIptvChannelGroupsQuery = z.input<typeof RestIptvChannelGroupsQuery>;

/** The public channel of import progress (public so the original clients keep working; no secrets in it). */
export const iptvM3uUploadChannel = publicChannel('iptvM3uUpload');

/** Every event on `iptvM3uUpload` carries the import as `GET /api/cp/iptv-import/:id` answers it (in German). */
export const iptvImportEvents = {
  /** Parsing has read the whole playlist: `current` entries found. */
  iptvImportParsed: realtimeEvent(iptvM3uUploadChannel, 'channels parsed', RestIptvImport),
  /** `current` of `total` channels stored (throttled); `current === total` when storing is done. */
  iptvImportStoring: realtimeEvent(iptvM3uUploadChannel, 'channels storing', RestIptvImport),
  iptvImportFinished: realtimeEvent(iptvM3uUploadChannel, 'channels finished', RestIptvImport),
  iptvImportFailed: realtimeEvent(iptvM3uUploadChannel, 'channels failed', RestIptvImport),
};

const admin = { auth: true, roles: ['ADMIN'] } as const;
const catalogue = { auth: true, roles: ['ADMIN', 'IPTV'] } as const;

export const iptvRoutes = {
  'GET /api/cp/iptv-provider': route({
    method: 'GET',
    path: '/api/cp/iptv-provider',
    summary:
      'Lists the IPTV providers (paged; order name, channel_count, updated_at, last_import; filter name).',
    origin: 'laravel',
    ...admin,
    query: RestIptvProviderListQuery,
    response: paginator(RestIptvProvider),
  }),
  'GET /api/cp/iptv-provider/:id': route({
    method: 'GET',
    path: '/api/cp/iptv-provider/:id',
    summary: 'One IPTV provider with its channel count and newest import.',
    origin: 'laravel',
    ...admin,
    params: IdParams,
    response: RestIptvProvider,
  }),
  'POST /api/cp/iptv-provider': route({
    method: 'POST',
    path: '/api/cp/iptv-provider',
    summary: 'Creates an IPTV provider (starts no import).',
    origin: 'laravel',
    ...admin,
    body: RestCreateIptvProviderRequest,
    response: RestIptvProvider,
    status: 201,
  }),
  'PUT /api/cp/iptv-provider/:id': route({
    method: 'PUT',
    path: '/api/cp/iptv-provider/:id',
    summary: "Changes an IPTV provider's data, exclude_from_refresh and config.",
    origin: 'laravel',
    ...admin,
    params: IdParams,
    body: RestUpdateIptvProviderRequest,
    response: RestIptvProvider,
  }),
  'DELETE /api/cp/iptv-provider/:id': route({
    method: 'DELETE',
    path: '/api/cp/iptv-provider/:id',
    summary: 'Deletes an IPTV provider with all its channels and imports; 409 while its import is storing.',
    origin: 'laravel',
    ...admin,
    params: IdParams,
    response: RestMessage,
  }),
  'POST /api/cp/iptv-provider/m3u-upload': route({
    method: 'POST',
    path: '/api/cp/iptv-provider/m3u-upload',
    summary:
      'Queues the import of an uploaded playlist (multipart/form-data: ipTvProviderId, optional username and ' +
      'password, then the file m3u_list; at most IPTV_MAX_UPLOAD_MB, else 413); 409 while one runs.',
    origin: 'laravel',
    ...admin,
    response: RestIptvImport,
    status: 202,
  }),
  'POST /api/cp/iptv-provider/:id/refresh': route({
    method: 'POST',
    path: '/api/cp/iptv-provider/:id/refresh',
    summary: "Queues the import of the provider's channel_url; 409 while one runs.",
    origin: 'portal',
    ...admin,
    params: IdParams,
    response: RestIptvImport,
    status: 202,
  }),
  'GET /api/cp/iptv-import/:id': route({
    method: 'GET',
    path: '/api/cp/iptv-import/:id',
    summary: 'One import with its state, progress and counts.',
    origin: 'portal',
    ...admin,
    params: IdParams,
    response: RestIptvImport,
  }),
  'GET /api/iptv/channel': route({
    method: 'GET',
    path: '/api/iptv/channel',
    summary:
      'The channel catalogue (paged; order name, group_title, provider; filters search (name), group, provider).',
    origin: 'laravel',
    ...catalogue,
    query: RestIptvChannelListQuery,
    response: paginator(RestIptvChannel),
  }),
  'GET /api/demo/iptv/playlist.m3u': route({
    method: 'GET',
    path: '/api/demo/iptv/playlist.m3u',
    summary:
      "Demo mode only (PORTAL_DEMO): the demo provider's playlist, generated by the backend (40 channels; the " +
      'query names its Xtream credentials, as a real get.php link does).',
    origin: 'portal',
    stream: true,
  }),
  'GET /api/demo/iptv/epg.xml': route({
    method: 'GET',
    path: '/api/demo/iptv/epg.xml',
    summary: "Demo mode only: the demo provider's XMLTV guide, yesterday to four days ahead.",
    origin: 'portal',
    stream: true,
  }),
  'GET /api/demo/iptv/logos/:file': route({
    method: 'GET',
    path: '/api/demo/iptv/logos/:file',
    summary: "Demo mode only: a demo channel's logo (`<n>.png`, a plain coloured PNG); 404 for another file.",
    origin: 'portal',
    params: z.object({ file: z.string().regex(/^\d{1,3}\.png$/) }),
    stream: true,
  }),
  'GET /api/iptv/channel/channel-groups': route({
    method: 'GET',
    path: '/api/iptv/channel/channel-groups',
    summary: 'The group titles of the catalogue (of one provider with ?provider=id), sorted.',
    origin: 'laravel',
    ...catalogue,
    query: RestIptvChannelGroupsQuery,
    response: z.array(z.string()),
  }),
  'GET /api/iptv-logos/:key': route({
    method: 'GET',
    path: '/api/iptv-logos/:key',
    summary:
      'A channel logo, without login (`<img>` sends no token; the key holds an HMAC of the logo URL, so only logos ' +
      "the portal handed out are fetched): the provider's image fetched once through the guarded client, checked " +
      '(PNG, JPEG, GIF, WebP, AVIF, ICO, BMP or SVG by its bytes, at most 1 MB) and cached; ETag and If-None-Match ' +
      '(304); 404 for a key the portal did not make or a logo that cannot be fetched. The gateway serves it as ' +
      '/files/iptv-logos/{key}.',
    origin: 'portal',
    params: RestIptvLogoParams,
    stream: true,
  }),
} as const;
