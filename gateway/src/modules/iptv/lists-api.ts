import type {
  RestCount,
  RestIptvEpgChannel,
  RestIptvEpgImport,
  RestIptvList,
  RestIptvListChannel,
  RestIptvListChannelQuery,
  RestIptvMemberProvider,
  RestIptvPersonalDownloadLink,
  RestIptvProviderSettings,
  RestIptvProviderSettingsRequest,
  RestMessage,
  RestPaginator,
} from '@portal/contract';
import type { RestSession, RestStream } from '../../rest/client.js';
import { fieldKeys } from '../../rest/errors.js';
import { LIST_FIELD_KEYS } from '../../rest/paginator.js';

/** 422 keys → the GraphQL arguments they came from. */
const LIST_KEYS = fieldKeys({ rename: LIST_FIELD_KEYS });
const ADD_KEYS = fieldKeys({ rename: { channels: 'channelIds' } });
const ROWS_KEYS = fieldKeys({ rename: { rows: 'ids', toGroup: 'group' } });
const LINK_KEYS = fieldKeys({ rename: { iptv_list_id: 'listId' } });

/**
 * A member's own IPTV lists (docs/rest-api.md, `/api/iptv/...`; ADMIN or IPTV, another member's list is a 404): the
 * lists, their rows and every ordering and grouping operation, the member's provider settings, the personal link,
 * the playlist and epg.xml behind it (no login: the token is the key), a list's EPG and the EPG import (admins).
 */
export function createIptvListsApi(rest: RestSession) {
  return {
    lists: (): Promise<RestIptvList[]> => rest.call('GET /api/iptv/list'),
    list: (id: string): Promise<RestIptvList> => rest.call('GET /api/iptv/list/:id', { params: { id } }),
    create: (name: string): Promise<RestIptvList> => rest.call('POST /api/iptv/list', { body: { name } }),
    rename: (id: string, name: string): Promise<RestIptvList> =>
      rest.call('PUT /api/iptv/list/:id', { params: { id }, body: { name } }),
    remove: (id: string): Promise<RestMessage> => rest.call('DELETE /api/iptv/list/:id', { params: { id } }),
    channels: (
      listId: string,
      query: RestIptvListChannelQuery,
    ): Promise<RestPaginator<RestIptvListChannel>> =>
      rest.call('GET /api/iptv/list/:listId/user-iptv-channel', {
        params: { listId },
        query,
        fieldKeys: LIST_KEYS,
      }),
    /** Adds catalogue channels to the end of a group, skipping those already in it. */
    addChannels: (listId: string, channels: string[], group: string | undefined): Promise<RestCount> =>
      rest.call('PUT /api/iptv/list/:listId/user-iptv-channel/add-channels', {
        params: { listId },
        body: group === undefined ? { channels } : { channels, group },
        fieldKeys: ADD_KEYS,
      }),
    moveRow: (listId: string, id: string, direction: 'up' | 'down'): Promise<RestMessage> =>
      rest.call('PUT /api/iptv/list/:listId/user-iptv-channel/:id/move-row', {
        params: { listId, id },
        body: { direction },
      }),
    /** Moves rows one place as a block (see the REST route). */
    moveRows: (listId: string, rowIds: string[], direction: 'up' | 'down'): Promise<RestCount> =>
      rest.call('PUT /api/iptv/list/:listId/user-iptv-channel/move-rows', {
        params: { listId },
        body: { rows: rowIds, direction },
        fieldKeys: ROWS_KEYS,
      }),
    moveRowTo: (listId: string, body: { from: number; to: number; group?: string }): Promise<RestMessage> =>
      rest.call('PUT /api/iptv/list/:listId/user-iptv-channel/move-row-to', {
        params: { listId },
        body,
      }),
    moveGroup: (listId: string, group: string, to: number): Promise<RestMessage> =>
      rest.call('PUT /api/iptv/list/:listId/user-iptv-channel/move-group', {
        params: { listId },
        body: { group, to },
      }),
    copyToGroup: (listId: string, rowIds: string[], toGroup: string): Promise<RestCount> =>
      rest.call('PUT /api/iptv/list/:listId/user-iptv-channel/copy-to-group', {
        params: { listId },
        body: { rows: rowIds, toGroup },
        fieldKeys: ROWS_KEYS,
      }),
    moveToGroup: (listId: string, rowIds: string[], toGroup: string): Promise<RestCount> =>
      rest.call('PUT /api/iptv/list/:listId/user-iptv-channel/move-to-group', {
        params: { listId },
        body: { rows: rowIds, toGroup },
        fieldKeys: ROWS_KEYS,
      }),
    removeFromGroup: (listId: string, rowIds: string[]): Promise<RestCount> =>
      rest.call('PUT /api/iptv/list/:listId/user-iptv-channel/remove-from-group', {
        params: { listId },
        body: { rows: rowIds },
        fieldKeys: ROWS_KEYS,
      }),
    /** The member's groups of the list, in their order. */
    groups: (listId: string): Promise<string[]> =>
      rest.call('GET /api/iptv/list/:listId/user-iptv-channel/get-channel-groups', {
        params: { listId },
      }),
    /** The providers' group titles of the list's channels, sorted. */
    providerGroups: (listId: string): Promise<string[]> =>
      rest.call('GET /api/iptv/list/:listId/user-iptv-channel/provider-groups', {
        params: { listId },
      }),
    /** Creates or rotates the list's personal link; 422 while a used provider's settings are incomplete. */
    createPersonalLink: (listId: string): Promise<RestIptvPersonalDownloadLink> =>
      rest.call('POST /api/iptv/personal-download-link', {
        body: { iptv_list_id: listId },
        fieldKeys: LINK_KEYS,
      }),
    providers: (): Promise<RestIptvMemberProvider[]> => rest.call('GET /api/iptv/provider'),
    settings: (providerId: string): Promise<RestIptvProviderSettings> =>
      rest.call('GET /api/iptv/provider/:id/settings', { params: { id: providerId } }),
    saveSettings: (
      providerId: string,
      body: RestIptvProviderSettingsRequest,
    ): Promise<RestIptvProviderSettings> =>
      rest.call('POST /api/iptv/provider/:id/settings', { params: { id: providerId }, body }),
    /** The list's channels with their programmes in [from, to) (ISO; the backend's defaults when left out). */
    epg: (listId: string, window: { from?: string; to?: string }): Promise<RestIptvEpgChannel[]> =>
      rest.call('GET /api/iptv/list/:id/epg', { params: { id: listId }, query: window }),
    /** Queues an EPG import of a provider (admins), or answers the one queued or running. */
    refreshEpg: (providerId: string): Promise<RestIptvEpgImport> =>
      rest.call('POST /api/cp/iptv-provider/:id/refresh-epg', { params: { id: providerId } }),
    /** One EPG import (admins). */
    epgImport: (id: string): Promise<RestIptvEpgImport> =>
      rest.call('GET /api/cp/iptv-epg-import/:id', { params: { id } }),
    /** A provider's newest EPG import, null before the first (admins). */
    lastEpgImport: (providerId: string): Promise<RestIptvEpgImport | null> =>
      rest.call('GET /api/cp/iptv-provider/:id/epg-import', { params: { id: providerId } }),
    /** The XMLTV behind a personal link as the backend answers it (any status), unread. */
    epgXml: (token: string, signal?: AbortSignal): Promise<RestStream> =>
      rest.stream('GET /api/iptv/personal/:token/epg.xml', { params: { token }, signal }),
    /** The playlist behind a personal link as the backend answers it (any status), unread. */
    playlist: (token: string, signal?: AbortSignal): Promise<RestStream> =>
      rest.stream('GET /api/iptv/personal/:token/playlist.m3u', { params: { token }, signal }),
  };
}

export type IptvListsApi = ReturnType<typeof createIptvListsApi>;
