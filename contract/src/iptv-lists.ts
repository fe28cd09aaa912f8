// IPTV for members (spec 02 §2–§9): a member's own channel lists built from the catalogue, grouped and ordered,
// their credentials per provider, and the personal playlist link players open. A list belongs to its member alone.
import { z } from 'zod';
import { memberChannel, publicChannel, realtimeEvent } from './broadcasting.js';
import { RestCount, RestId, RestMessage, defineList, paginator } from './common.js';
import { IPTV_REQUIRED_FIELDS } from './iptv.js';
import { route } from './route.js';
import { idLike, IdParams, integerLike, isoDateTime, text, visibleText } from './rules.js';

/** The group a row lands in when none is named (spec 02 §9). */
export const IPTV_DEFAULT_GROUP = 'default';

export const RestIptvListProvider = z.object({
  id: RestId,
  name: z.string(),
  frontend_url: z.string(),
  /** Every field of the provider's `required_fields` is set in the member's settings. */
  user_has_valid_settings: z.boolean(),
  /** The provider's required fields the member has not set yet (empty when the settings are valid). */
  missing_fields: z.array(z.enum(IPTV_REQUIRED_FIELDS)),
});
export type RestIptvListProvider = z.infer<typeof RestIptvListProvider>;

export const RestIptvList = z.object({
  id: RestId,
  name: z.string(),
  /** `categorie_count` (sic): the original API's spelling. */
  stats: z.object({ channel_count: z.number(), categorie_count: z.number() }),
  used_providers: z.array(RestIptvListProvider),
  /** The personal playlist link (absolute), null until one is generated. */
  ip_tv_personal_download_link_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RestIptvList = z.infer<typeof RestIptvList>;

/** One row of a member's list: a catalogue channel in one of the member's groups, at a place in that group. */
export const RestIptvListChannel = z.object({
  id: RestId,
  /** 1-based, dense within the group. */
  order: z.number(),
  /** The member's group. */
  group_title: z.string(),
  channel_id: RestId,
  name: z.string(),
  tvg_id: z.string().nullable(),
  /** The portal's URL of the channel's logo (`/files/iptv-logos/{key}`); null without one. */
  logo: z.string().nullable(),
  /** As imported, with the provider's credentials as `{username}` / `{password}`. */
  link: z.string(),
  /** The provider's group of the channel. */
  provider_group_title: z.string().nullable(),
  ip_tv_provider: z.object({ id: RestId, name: z.string() }),
});
export type RestIptvListChannel = z.infer<typeof RestIptvListChannel>;

/** A provider as members see it, with whether their own settings satisfy it. */
export const RestIptvMemberProvider = z.object({
  id: RestId,
  name: z.string(),
  frontend_url: z.string(),
  required_fields: z.array(z.enum(IPTV_REQUIRED_FIELDS)),
  user_has_valid_settings: z.boolean(),
});
export type RestIptvMemberProvider = z.infer<typeof RestIptvMemberProvider>;

/** The member's credentials for one provider. The password is write-only: only whether one is set comes back. */
export const RestIptvProviderSettings = z.object({
  /** null until the member first saves them. */
  id: RestId.nullable(),
  ip_tv_provider_id: RestId,
  username: z.string().nullable(),
  password_set: z.boolean(),
  extra: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type RestIptvProviderSettings = z.infer<typeof RestIptvProviderSettings>;

export const RestIptvPersonalDownloadLink = z.object({
  iptv_list_id: RestId,
  /** `{PORTAL_URL}/iptv/{token}/playlist.m3u`; null before the first POST. */
  url: z.string().nullable(),
});
export type RestIptvPersonalDownloadLink = z.infer<typeof RestIptvPersonalDownloadLink>;

const listName = () => visibleText().trim().min(1).max(255);
const groupName = () => visibleText().trim().min(1).max(255);
const rowIds = () => z.array(idLike(), 'array').min(1).max(10_000);
/** A 1-based position within a group. */
const position = () => integerLike();

export const RestIptvListNameRequest = z.object({ name: listName() });
export type RestIptvListNameRequest = z.input<typeof RestIptvListNameRequest>;

/** A list's rows (`GET /api/iptv/list/:listId/user-iptv-channel`), in the member's order unless sorted otherwise. */
export const IPTV_LIST_CHANNEL_LIST = defineList({
  item: 'IptvListChannel',
  orderFields: ['order', 'name'],
  defaultOrder: { field: 'order', direction: 'asc' },
  filters: {
    /** Part of the channel name, case-insensitive. */
    search: text(),
    /** The member's group (default 'default'). */
    group: text(),
    /** The provider's group, exactly. */
    provider_group: text(),
  },
});
export const RestIptvListChannelQuery = IPTV_LIST_CHANNEL_LIST.query;
export type RestIptvListChannelQuery = z.input<typeof RestIptvListChannelQuery>;

export const RestIptvListParams = z.object({ listId: IdParams.shape.id });
export const RestIptvListRowParams = z.object({ listId: IdParams.shape.id, id: IdParams.shape.id });

export const RestAddIptvListChannelRequest = z.object({
  channel: idLike(),
  group: groupName().optional(),
});
export type RestAddIptvListChannelRequest = z.input<typeof RestAddIptvListChannelRequest>;

export const RestAddIptvListChannelsRequest = z.object({
  channels: z.array(idLike(), 'array').min(1).max(10_000),
  group: groupName().optional(),
});
export type RestAddIptvListChannelsRequest = z.input<typeof RestAddIptvListChannelsRequest>;

export const RestMoveIptvListRowRequest = z.object({
  /** The row (the original client sends it besides the path's id; it must be the same). */
  row: idLike().optional(),
  direction: z.enum(['up', 'down'], 'in'),
});
export type RestMoveIptvListRowRequest = z.input<typeof RestMoveIptvListRowRequest>;

export const RestMoveIptvListRowsRequest = z.object({
  rows: rowIds(),
  direction: RestMoveIptvListRowRequest.shape.direction,
});
export type RestMoveIptvListRowsRequest = z.input<typeof RestMoveIptvListRowsRequest>;

export const RestMoveIptvListRowToRequest = z.object({
  from: position(),
  to: position(),
  group: groupName().optional(),
});
export type RestMoveIptvListRowToRequest = z.input<typeof RestMoveIptvListRowToRequest>;

export const RestMoveIptvListGroupRequest = z.object({ group: groupName(), to: position() });
export type RestMoveIptvListGroupRequest = z.input<typeof RestMoveIptvListGroupRequest>;

export const RestIptvListRowsToGroupRequest = z.object({ rows: rowIds(), toGroup: groupName() });
export type RestIptvListRowsToGroupRequest = z.input<typeof RestIptvListRowsToGroupRequest>;

export const RestIptvListRowsRequest = z.object({ rows: rowIds() });
export type RestIptvListRowsRequest = z.input<typeof RestIptvListRowsRequest>;

export const RestIptvProviderSettingsRequest = z.object({
  username: text().trim().max(255).nullable().optional(),
  /** Absent or empty keeps the stored password; null removes it. */
  password: text().max(255).nullable().optional(),
  extra: text({ multiline: true }).max(4000).nullable().optional(),
  // sent by the original client, ignored: the path and the token say whose settings for which provider
  id: z.unknown().optional(),
  user_id: z.unknown().optional(),
  ip_tv_provider_id: z.unknown().optional(),
});
export type RestIptvProviderSettingsRequest = z.input<typeof RestIptvProviderSettingsRequest>;

export const RestIptvPersonalDownloadLinkQuery = z.object({ iptv_list_id: idLike() });
export const RestIptvPersonalDownloadLinkRequest = z.object({ iptv_list_id: idLike() });
export type RestIptvPersonalDownloadLinkRequest = z.input<typeof RestIptvPersonalDownloadLinkRequest>;

/** A personal link's secret: 43 characters of base64url (32 random bytes). */
export const RestIptvTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** The EPG window of a list; default now − 1 h … now + 6 h, at most 24 h from `from`. */
export const RestIptvEpgQuery = z.object({ from: isoDateTime().optional(), to: isoDateTime().optional() });

export const RestIptvEpgProgramme = z.object({
  start: z.string(),
  stop: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
});
export type RestIptvEpgProgramme = z.infer<typeof RestIptvEpgProgramme>;

/** A row of the list (in the member's order) with its programmes in the window, by start. */
export const RestIptvEpgChannel = z.object({
  list_channel_id: RestId,
  name: z.string(),
  programmes: z.array(RestIptvEpgProgramme),
});
export type RestIptvEpgChannel = z.infer<typeof RestIptvEpgChannel>;

export const IPTV_EPG_IMPORT_STATES = ['QUEUED', 'RUNNING', 'FINISHED', 'FAILED'] as const;

/** An EPG import of a provider: what it read, matched and skipped (by reason), or why it failed. */
export const RestIptvEpgImport = z.object({
  id: RestId,
  provider_id: RestId,
  state: z.enum(IPTV_EPG_IMPORT_STATES),
  /** The XMLTV it reads: the provider's epg_url, else the x-tvg-url of its last playlist. */
  url: z.string().nullable(),
  /** RUNNING: programmes read so far (kept in the window). */
  current: z.number(),
  programme_count: z.number().nullable(),
  /** XMLTV channels read. */
  channel_count: z.number().nullable(),
  /** Catalogue channels matched to one of them. */
  matched_count: z.number().nullable(),
  skipped: z.array(z.object({ reason: z.string(), count: z.number() })),
  /** The file ended early; what was read is kept. */
  truncated: z.boolean(),
  error_code: z.string().nullable(),
  error: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
});
export type RestIptvEpgImport = z.infer<typeof RestIptvEpgImport>;

/** The public channel of EPG import progress (as `iptvM3uUpload` for playlists; no secrets in it). */
export const iptvEpgImportChannel = publicChannel('iptvEpgImport');

export const RestIptvChannelMovedEvent = z.object({ list_id: RestId });

/** Every event on `iptvEpgImport` carries the import as `GET /api/cp/iptv-provider/:id/epg-import` answers it. */
export const iptvEpgImportEvents = {
  /** Started, or `current` programmes read (throttled). */
  iptvEpgProgress: realtimeEvent(iptvEpgImportChannel, 'epg progress', RestIptvEpgImport),
  iptvEpgFinished: realtimeEvent(iptvEpgImportChannel, 'epg finished', RestIptvEpgImport),
  iptvEpgFailed: realtimeEvent(iptvEpgImportChannel, 'epg failed', RestIptvEpgImport),
};

export const iptvListsEvents = {
  /** On the member's own channel after every change of one of their lists. */
  iptvChannelMoved: realtimeEvent(memberChannel, 'channel moved', RestIptvChannelMovedEvent),
};

const iptvMember = { auth: true, roles: ['ADMIN', 'IPTV'] } as const;
const rows = '/api/iptv/list/:listId/user-iptv-channel';

export const iptvListRoutes = {
  'GET /api/iptv/list': route({
    method: 'GET',
    path: '/api/iptv/list',
    summary: "The member's own lists with their counts, providers and personal link, by name.",
    origin: 'laravel',
    ...iptvMember,
    response: z.array(RestIptvList),
  }),
  'POST /api/iptv/list': route({
    method: 'POST',
    path: '/api/iptv/list',
    summary: 'Creates a list of the member.',
    origin: 'laravel',
    ...iptvMember,
    body: RestIptvListNameRequest,
    response: RestIptvList,
    status: 201,
  }),
  'GET /api/iptv/list/:id': route({
    method: 'GET',
    path: '/api/iptv/list/:id',
    summary: "One of the member's lists (404 for anybody else's).",
    origin: 'laravel',
    ...iptvMember,
    params: IdParams,
    response: RestIptvList,
  }),
  'PUT /api/iptv/list/:id': route({
    method: 'PUT',
    path: '/api/iptv/list/:id',
    summary: 'Renames a list.',
    origin: 'portal',
    ...iptvMember,
    params: IdParams,
    body: RestIptvListNameRequest,
    response: RestIptvList,
  }),
  'DELETE /api/iptv/list/:id': route({
    method: 'DELETE',
    path: '/api/iptv/list/:id',
    summary: 'Deletes a list with its rows and its personal link.',
    origin: 'laravel',
    ...iptvMember,
    params: IdParams,
    response: RestMessage,
  }),
  [`GET ${rows}`]: route({
    method: 'GET',
    path: rows,
    summary:
      "A list's rows (paged; order order, name; filters search, group (default 'default'), provider_group).",
    origin: 'laravel',
    ...iptvMember,
    params: RestIptvListParams,
    query: RestIptvListChannelQuery,
    response: paginator(RestIptvListChannel),
  }),
  [`POST ${rows}`]: route({
    method: 'POST',
    path: rows,
    summary:
      "Adds a catalogue channel to the end of a group (default 'default'); 200 if it is there already.",
    origin: 'laravel',
    ...iptvMember,
    params: RestIptvListParams,
    body: RestAddIptvListChannelRequest,
    response: RestIptvListChannel,
    status: 201,
  }),
  [`PUT ${rows}/add-channels`]: route({
    method: 'PUT',
    path: `${rows}/add-channels`,
    summary:
      'Adds catalogue channels to the end of a group, in the given order, skipping those already in it.',
    origin: 'laravel',
    ...iptvMember,
    params: RestIptvListParams,
    body: RestAddIptvListChannelsRequest,
    response: RestCount,
  }),
  [`PUT ${rows}/:id/move-row`]: route({
    method: 'PUT',
    path: `${rows}/:id/move-row`,
    summary: 'Moves a row one place up or down in its group (at the edge: nothing changes).',
    origin: 'laravel',
    ...iptvMember,
    params: RestIptvListRowParams,
    body: RestMoveIptvListRowRequest,
    response: RestMessage,
  }),
  [`PUT ${rows}/move-rows`]: route({
    method: 'PUT',
    path: `${rows}/move-rows`,
    summary:
      'Moves rows one place up or down in their groups, as a block (a row at the edge stays, and the rows held up behind it); answers how many moved.',
    origin: 'portal',
    ...iptvMember,
    params: RestIptvListParams,
    body: RestMoveIptvListRowsRequest,
    response: RestCount,
  }),
  [`PUT ${rows}/move-row-to`]: route({
    method: 'PUT',
    path: `${rows}/move-row-to`,
    summary:
      "Moves the row at position `from` to `to` (1-based, in `group`, default 'default'); 422 out of bounds.",
    origin: 'laravel',
    ...iptvMember,
    params: RestIptvListParams,
    body: RestMoveIptvListRowToRequest,
    response: RestMessage,
  }),
  [`PUT ${rows}/move-group`]: route({
    method: 'PUT',
    path: `${rows}/move-group`,
    summary: "Moves a group to position `to` (1-based) among the list's groups; 422 out of bounds.",
    origin: 'portal',
    ...iptvMember,
    params: RestIptvListParams,
    body: RestMoveIptvListGroupRequest,
    response: RestMessage,
  }),
  [`PUT ${rows}/copy-to-group`]: route({
    method: 'PUT',
    path: `${rows}/copy-to-group`,
    summary: 'Copies rows to the end of a group (new or existing), skipping channels already in it.',
    origin: 'laravel',
    ...iptvMember,
    params: RestIptvListParams,
    body: RestIptvListRowsToGroupRequest,
    response: RestCount,
  }),
  [`PUT ${rows}/move-to-group`]: route({
    method: 'PUT',
    path: `${rows}/move-to-group`,
    summary: 'Moves rows to the end of a group (new or existing); a channel already there is not doubled.',
    origin: 'laravel',
    ...iptvMember,
    params: RestIptvListParams,
    body: RestIptvListRowsToGroupRequest,
    response: RestCount,
  }),
  [`PUT ${rows}/remove-from-group`]: route({
    method: 'PUT',
    path: `${rows}/remove-from-group`,
    summary: 'Removes rows from their groups (the list closes the gaps).',
    origin: 'laravel',
    ...iptvMember,
    params: RestIptvListParams,
    body: RestIptvListRowsRequest,
    response: RestCount,
  }),
  [`GET ${rows}/get-channel-groups`]: route({
    method: 'GET',
    path: `${rows}/get-channel-groups`,
    summary: "The member's groups of the list, in their order.",
    origin: 'laravel',
    ...iptvMember,
    params: RestIptvListParams,
    response: z.array(z.string()),
  }),
  [`GET ${rows}/provider-groups`]: route({
    method: 'GET',
    path: `${rows}/provider-groups`,
    summary: "The providers' group titles of the list's channels, sorted (the provider-group filter).",
    origin: 'portal',
    ...iptvMember,
    params: RestIptvListParams,
    response: z.array(z.string()),
  }),
  'GET /api/iptv/personal-download-link': route({
    method: 'GET',
    path: '/api/iptv/personal-download-link',
    summary: "A list's personal playlist link (url null before the first POST).",
    origin: 'laravel',
    ...iptvMember,
    query: RestIptvPersonalDownloadLinkQuery,
    response: RestIptvPersonalDownloadLink,
  }),
  'POST /api/iptv/personal-download-link': route({
    method: 'POST',
    path: '/api/iptv/personal-download-link',
    summary:
      "Creates or rotates a list's personal link (the old one stops working); 422 'IpTV Provider configuration " +
      "invalid' while a used provider's settings are incomplete.",
    origin: 'laravel',
    ...iptvMember,
    body: RestIptvPersonalDownloadLinkRequest,
    response: RestIptvPersonalDownloadLink,
  }),
  'GET /api/iptv/provider': route({
    method: 'GET',
    path: '/api/iptv/provider',
    summary: 'The providers, by name, with whether the member’s settings satisfy each.',
    origin: 'laravel',
    ...iptvMember,
    response: z.array(RestIptvMemberProvider),
  }),
  'GET /api/iptv/provider/:id/settings': route({
    method: 'GET',
    path: '/api/iptv/provider/:id/settings',
    summary: "The member's settings for a provider (password write-only: password_set).",
    origin: 'laravel',
    ...iptvMember,
    params: IdParams,
    response: RestIptvProviderSettings,
  }),
  'POST /api/iptv/provider/:id/settings': route({
    method: 'POST',
    path: '/api/iptv/provider/:id/settings',
    summary:
      "Saves the member's username, password (absent or empty keeps it) and extra for a provider, encrypted at rest.",
    origin: 'laravel',
    ...iptvMember,
    params: IdParams,
    body: RestIptvProviderSettingsRequest,
    response: RestIptvProviderSettings,
  }),
  'GET /api/iptv/personal/:token/playlist.m3u': route({
    method: 'GET',
    path: '/api/iptv/personal/:token/playlist.m3u',
    summary:
      "The list behind a personal link as an M3U playlist with the member's credentials filled in (no login; " +
      'the gateway serves it as /iptv/{token}/playlist.m3u); 404 for a wrong or rotated token, 409 (text) while ' +
      "the member's settings lack credentials a provider of the list requires.",
    origin: 'portal',
    params: RestIptvTokenParams,
    stream: true,
  }),
  'GET /api/iptv/list/:id/epg': route({
    method: 'GET',
    path: '/api/iptv/list/:id/epg',
    summary:
      "The list's channels in the member's order with their programmes in the window (ISO from/to; default " +
      'now − 1 h … now + 6 h, at most 24 h).',
    origin: 'portal',
    ...iptvMember,
    params: IdParams,
    query: RestIptvEpgQuery,
    response: z.array(RestIptvEpgChannel),
  }),
  'GET /api/iptv/personal/:token/epg.xml': route({
    method: 'GET',
    path: '/api/iptv/personal/:token/epg.xml',
    summary:
      "The programmes of the list behind a personal link as XMLTV, only the list's channels (no login; the " +
      'gateway serves it as /iptv/{token}/epg.xml); 404 for a wrong or rotated token.',
    origin: 'portal',
    params: RestIptvTokenParams,
    stream: true,
  }),
  'POST /api/cp/iptv-provider/:id/refresh-epg': route({
    method: 'POST',
    path: '/api/cp/iptv-provider/:id/refresh-epg',
    summary:
      "Queues the EPG import of the provider (its epg_url, else its playlist's x-tvg-url); one already queued or " +
      'running is answered instead of a second.',
    origin: 'portal',
    auth: true,
    roles: ['ADMIN'],
    params: IdParams,
    response: RestIptvEpgImport,
    status: 202,
  }),
  'GET /api/cp/iptv-epg-import/:id': route({
    method: 'GET',
    path: '/api/cp/iptv-epg-import/:id',
    summary: 'One EPG import with its state, progress and counts.',
    origin: 'portal',
    auth: true,
    roles: ['ADMIN'],
    params: IdParams,
    response: RestIptvEpgImport,
  }),
  'GET /api/cp/iptv-provider/:id/epg-import': route({
    method: 'GET',
    path: '/api/cp/iptv-provider/:id/epg-import',
    summary: "The provider's newest EPG import (null before the first).",
    origin: 'portal',
    auth: true,
    roles: ['ADMIN'],
    params: IdParams,
    response: RestIptvEpgImport.nullable(),
  }),
} as const;
