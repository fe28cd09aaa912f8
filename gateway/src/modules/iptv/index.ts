import { IPTV_M3U_UPLOAD_CHANNEL, IptvM3uUploadEvents } from '@portal/contract';
import { byIdLoader } from '../../loaders.js';
import { defineModule } from '../../module.js';
import { createIptvApi } from './api.js';
import { uploadAnswer } from './mapping.js';
import { iptvResolvers } from './resolvers.js';

/** IPTV supply: providers, their imports and its progress, the M3U upload, the channel catalogue. */
export const iptvModule = defineModule({
  name: 'iptv',
  resolvers: iptvResolvers,
  api: createIptvApi,
  loaders: ({ api }) => ({
    /** A provider by id (GET /api/cp/iptv-provider/{id}, admins only), or null when unknown. */
    providerById: byIdLoader({ fetchOne: (id) => api.provider(id) }),
    /** An import by id (GET /api/cp/iptv-import/{id}, admins only), or null when unknown. */
    importById: byIdLoader({ fetchOne: (id) => api.import(id) }),
  }),
  channels: {
    /** The progress of every import: a public channel, the same for every subscriber (@auth keeps it to admins). */
    progress: { name: () => IPTV_M3U_UPLOAD_CHANNEL, events: Object.values(IptvM3uUploadEvents) },
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
});
