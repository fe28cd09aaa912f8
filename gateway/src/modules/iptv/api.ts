import type {
  RestCreateIptvProviderRequest,
  RestIptvChannel,
  RestIptvChannelListQuery,
  RestIptvImport,
  RestIptvProvider,
  RestIptvProviderListQuery,
  RestMessage,
  RestPaginator,
  RestUpdateIptvProviderRequest,
} from '@portal/contract';
import type { RestSession, RestStream } from '../../rest/client.js';
import { camelCase, fieldKeys } from '../../rest/errors.js';
import { LIST_FIELD_KEYS } from '../../rest/paginator.js';

const LIST_KEYS = fieldKeys({ rename: LIST_FIELD_KEYS });

/**
 * A provider's 422 keys → the input's GraphQL names: `config.required_fields(.n)` is `requiredFields(.n)`, the rest
 * camelCase (`channel_url` → `channelUrl`).
 */
export const providerFieldKey = (restKey: string): string =>
  restKey.startsWith('config.required_fields')
    ? `requiredFields${restKey.slice('config.required_fields'.length)}`
    : camelCase(restKey);

/** `filter.provider` → `filter.providerId`, as `iptvChannels(filter:)` spells it. */
export const channelListFieldKey = (restKey: string): string =>
  restKey === 'filter.provider' ? 'filter.providerId' : LIST_KEYS(restKey);

/** `?provider=` → `iptvChannelGroups(providerId:)`. */
const groupsFieldKey = (restKey: string): string =>
  restKey === 'provider' ? 'providerId' : camelCase(restKey);

/**
 * The backend's IPTV endpoints (docs/rest-api.md, "IPTV"): providers and their imports under /api/cp (ADMIN), the
 * channel catalogue (ADMIN, IPTV). Playlists are uploaded through the file route of index.ts, not here.
 */
export function createIptvApi(rest: RestSession) {
  return {
    providers: (query: RestIptvProviderListQuery): Promise<RestPaginator<RestIptvProvider>> =>
      rest.call('GET /api/cp/iptv-provider', { query, fieldKeys: LIST_KEYS }),
    provider: (id: string): Promise<RestIptvProvider> =>
      rest.call('GET /api/cp/iptv-provider/:id', { params: { id } }),
    create: (body: RestCreateIptvProviderRequest): Promise<RestIptvProvider> =>
      rest.call('POST /api/cp/iptv-provider', { body, fieldKeys: providerFieldKey }),
    update: (id: string, body: RestUpdateIptvProviderRequest): Promise<RestIptvProvider> =>
      rest.call('PUT /api/cp/iptv-provider/:id', { params: { id }, body, fieldKeys: providerFieldKey }),
    remove: (id: string): Promise<RestMessage> =>
      rest.call('DELETE /api/cp/iptv-provider/:id', { params: { id } }),
    /** Queues the import of the provider's channel_url (409 while one runs). */
    refresh: (id: string): Promise<RestIptvImport> =>
      rest.call('POST /api/cp/iptv-provider/:id/refresh', { params: { id } }),
    import: (id: string): Promise<RestIptvImport> =>
      rest.call('GET /api/cp/iptv-import/:id', { params: { id } }),
    channels: (query: RestIptvChannelListQuery): Promise<RestPaginator<RestIptvChannel>> =>
      rest.call('GET /api/iptv/channel', { query, fieldKeys: channelListFieldKey }),
    groups: (providerId: string | undefined): Promise<string[]> =>
      rest.call('GET /api/iptv/channel/channel-groups', {
        query: providerId === undefined ? {} : { provider: providerId },
        fieldKeys: groupsFieldKey,
      }),
    /** A channel logo as the backend answers it (any status), unread: GET /files/iptv-logos/:key pipes it through. */
    logo: (key: string, signal?: AbortSignal): Promise<RestStream> =>
      rest.stream('GET /api/iptv-logos/:key', { params: { key }, signal }),
  };
}

export type IptvApi = ReturnType<typeof createIptvApi>;
