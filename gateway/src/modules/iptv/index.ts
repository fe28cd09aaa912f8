import {
  events,
  iptvEpgImportEvents,
  iptvImportEvents,
  RestIptvLogoParams,
  RestIptvTokenParams,
} from '@portal/contract';
import type { PublicRoute } from '../../http/public.js';
import { byIdLoader } from '../../loaders.js';
import { defineModule } from '../../module.js';
import { iptvSettings } from './env.js';
import type { RestSession } from '../../rest/client.js';
import { createIptvApi } from './api.js';
import { createIptvListsApi } from './lists-api.js';
import { iptvListsResolvers } from './lists-resolvers.js';
import { uploadAnswer } from './mapping.js';
import { iptvResolvers } from './resolvers.js';

/**
 * `GET /iptv/:token/playlist.m3u`: the list behind a personal link, for players (no login; the token is the key),
 * from `GET /api/iptv/personal/{token}/playlist.m3u`. A token of the wrong shape is a 404 without asking.
 */
const personalPlaylist: PublicRoute<'token'> = {
  path: '/iptv/:token/playlist.m3u',
  // A player loads it on start and on its refresh; a household behind one address has a few.
  perMinute: 60,
  accepts: (params) => RestIptvTokenParams.safeParse(params).success,
  open: (ctx, { token }, signal) => ctx.rest.iptv.lists.playlist(token, signal),
};

/** `GET /iptv/:token/epg.xml`: the XMLTV of the list behind a personal link, for players (as the playlist). */
const personalEpg: PublicRoute<'token'> = {
  path: '/iptv/:token/epg.xml',
  perMinute: 60,
  accepts: (params) => RestIptvTokenParams.safeParse(params).success,
  open: (ctx, { token }, signal) => ctx.rest.iptv.lists.epgXml(token, signal),
};

/**
 * `GET /files/iptv-logos/:key`: a channel logo, from `GET /api/iptv-logos/{key}`, without login (`<img>` sends no
 * token; only keys the backend made are fetched). Kept by browsers for 30 days, revalidated by ETag (304). A key of
 * the wrong shape is a 404 without asking.
 */
const channelLogo: PublicRoute<'key'> = {
  path: '/files/iptv-logos/:key',
  // a page of the catalogue shows up to a hundred at once; cached answers are not asked again
  perMinute: 600,
  cacheControl: 'public, max-age=2592000',
  accepts: (params) => RestIptvLogoParams.safeParse(params).success,
  open: (ctx, { key }, signal) => ctx.rest.iptv.logo(key, signal),
};

/**
 * IPTV. Supply: providers, their imports and its progress, the M3U upload, the channel catalogue. For members: their
 * own lists, grouped and ordered, their provider settings, the personal playlist link and its public routes
 * (playlist.m3u, epg.xml), a list's EPG.
 */
export const iptvModule = defineModule({
  name: 'iptv',
  settings: iptvSettings,
  resolvers: [iptvResolvers, iptvListsResolvers],
  api: (rest: RestSession) => ({ ...createIptvApi(rest), lists: createIptvListsApi(rest) }),
  loaders: ({ api }) => ({
    /** A provider by id (GET /api/cp/iptv-provider/{id}, admins only), or null when unknown. */
    providerById: byIdLoader({ fetchOne: (id) => api.provider(id) }),
    /** An import by id (GET /api/cp/iptv-import/{id}, admins only), or null when unknown. */
    importById: byIdLoader({ fetchOne: (id) => api.import(id) }),
    /** One of the member's lists (GET /api/iptv/list/{id}), or null when unknown or another member's. */
    listById: byIdLoader({ fetchOne: (id) => api.lists.list(id) }),
  }),
  channels: {
    /** The progress of every import: a public channel, the same for every subscriber (@auth keeps it to admins). */
    progress: Object.values(iptvImportEvents),
    /** The progress of every EPG import: public as well. */
    epgProgress: Object.values(iptvEpgImportEvents),
    /** Every change of one of the member's lists, on their own channel. */
    listChanges: [events.iptvChannelMoved],
  },
  /**
   * `POST /files/iptv-providers/:id/m3u` (multipart: optional username and password, then the file `m3u_list`):
   * streamed to the backend's upload with the provider's id put first; answers `{importId}` once the file is
   * stored. Ids are digits only, so the id is safe to write into the multipart body.
   */
  uploads: (config) => [
    {
      path: '/files/iptv-providers/:id(^\\d+$)/m3u',
      target: 'POST /api/cp/iptv-provider/m3u-upload',
      maxBytes: config.iptvMaxUploadBytes,
      fields: ({ id }) => ({ ipTvProviderId: id! }),
      answer: uploadAnswer,
    },
  ],
  publicRoutes: [personalPlaylist, personalEpg, channelLogo],
});
