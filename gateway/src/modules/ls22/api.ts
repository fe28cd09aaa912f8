import type {
  RestDownload,
  RestLs22AssignableMember,
  RestLs22AssignUserRequest,
  RestLs22Backup,
  RestLs22BackupListQuery,
  RestLs22Config,
  RestLs22ConfigRequest,
  RestLs22Environment,
  RestLs22Farm,
  RestLs22FinancialRow,
  RestLs22FinancialsQuery,
  RestLs22SavegameFileParams,
  RestLs22ServerLinks,
  RestLs22Stats,
  RestPaginator,
} from '@portal/contract';
import type { z } from 'zod';
import type { RestSession, RestStream } from '../../rest/client.js';
import { camelCase, fieldKeys } from '../../rest/errors.js';
import { LIST_FIELD_KEYS } from '../../rest/paginator.js';

export type Ls22BackupListQuery = z.input<typeof RestLs22BackupListQuery>;

const BASE = '/api/gaming/ls22';
const LIST_KEYS = fieldKeys({ rename: LIST_FIELD_KEYS });
/** A farm's path id is the `id` argument of `ls22Farm`, the `farmId` one elsewhere (the default). */
const FARM_AS_ID = (restKey: string): string => (restKey === 'farm_id' ? 'id' : camelCase(restKey));

/**
 * LS22 (docs/rest-api.md, `/api/gaming/ls22/...`; ADMIN or TOXIC_IDIOT, setup and backups on demand ADMIN): the
 * server's stats as the backend's poller last read them, its links and setup, the farms and their financial rows
 * parsed from the savegame backups, the backups and their ZIP export. A farm's `farm_id` is the portal's id.
 */
export function createLs22Api(rest: RestSession) {
  return {
    stats: (): Promise<RestLs22Stats> => rest.call(`GET ${BASE}/dedicated-server-api/stats`),
    serverLinks: (): Promise<RestLs22ServerLinks> => rest.call(`GET ${BASE}/config/server-links`),
    config: (): Promise<RestLs22Config> => rest.call(`GET ${BASE}/config`),
    saveConfig: (body: RestLs22ConfigRequest): Promise<RestLs22Config> =>
      rest.call(`PUT ${BASE}/config`, { body }),
    /** Null before the first backup with an environment. */
    environment: (): Promise<RestLs22Environment | null> => rest.call(`GET ${BASE}/environment`),
    /** The caller's own farm first. */
    farms: (): Promise<RestLs22Farm[]> => rest.call(`GET ${BASE}/farm`),
    farm: (id: string): Promise<RestLs22Farm> =>
      rest.call(`GET ${BASE}/farm/:farm_id`, { params: { farm_id: id }, fieldKeys: FARM_AS_ID }),
    /** Oldest first. */
    financials: (farmId: string, query: RestLs22FinancialsQuery): Promise<RestLs22FinancialRow[]> =>
      rest.call(`GET ${BASE}/farm/:farm_id/financials`, { params: { farm_id: farmId }, query }),
    /** By name. */
    assignableMembers: (): Promise<RestLs22AssignableMember[]> =>
      rest.call(`GET ${BASE}/farm/assignable-users`),
    assignUser: (body: RestLs22AssignUserRequest): Promise<RestLs22Farm> =>
      rest.call(`POST ${BASE}/farm/assign-user`, { body }),
    /** Newest first. */
    backups: (query: Ls22BackupListQuery): Promise<RestPaginator<RestLs22Backup>> =>
      rest.call(`GET ${BASE}/savegame-backup`, { query, fieldKeys: LIST_KEYS }),
    backupNow: (): Promise<RestLs22Backup> => rest.call(`POST ${BASE}/savegame-backup`),
    /** The stats feed or the map of the server, read by the backend with its code (any status; unread). */
    feed: (feed: 'stats' | 'map', signal: AbortSignal): Promise<RestStream> =>
      rest.stream(`GET ${BASE}/server-feed/${feed}`, { signal }),
    /** One savegame file of the server, read likewise; the backend answers 404 for a name it does not know. */
    savegameFile: (file: string, signal: AbortSignal): Promise<RestStream> =>
      rest.stream(`GET ${BASE}/server-feed/savegame/:file`, {
        params: { file } as RestLs22SavegameFileParams,
        signal,
      }),
    /** A backup's stored files as a ZIP (any status; unread). */
    backupZip: (id: string, signal: AbortSignal): Promise<RestStream> =>
      rest.stream(`GET ${BASE}/savegame-backup/:id/zip`, { params: { id }, signal }),
    /** The backup's files as a ZIP in the caller's downloads inbox. */
    exportBackup: (id: string): Promise<RestDownload> =>
      rest.call(`POST ${BASE}/savegame-backup/:id/download`, { params: { id } }),
  };
}

export type Ls22Api = ReturnType<typeof createLs22Api>;
