import type {
  RestCreateCryptTrackConfigRequest,
  RestCryptTrackCheck,
  RestCryptTrackConfig,
  RestCryptTrackConfigSaved,
  RestCryptTrackDashboardEntry,
  RestCryptTrackHistoryPositions,
  RestCryptTrackHistoryQuery,
  RestCryptTrackPendingPositions,
  RestMessage,
  RestUpdateCryptTrackConfigRequest,
} from '@portal/contract';
import type { RestSession } from '../../rest/client.js';
import { camelCase } from '../../rest/errors.js';

/** A secret is sent as `{ key }` (spec 02 §3): its 422s (`api_key.key`) belong under the input's field (`apiKey`). */
const CONFIG_KEYS = (restKey: string) => camelCase(restKey.replace(/\.key$/, ''));

const CONFIGS = '/api/user-profile/services/crypt-track-configuration';

/**
 * A member's crypto tracker (docs/rest-api.md; ADMIN or CRYPT_TRACK, another member's configuration is a 404): the
 * platform configurations (secrets go in, only the key's last four characters come out), the dashboard and the open
 * and closed positions, which the backend reads from the exchange (cached and rate limited there).
 */
export function createCryptTrackApi(rest: RestSession) {
  return {
    configs: (): Promise<RestCryptTrackConfig[]> => rest.call(`GET ${CONFIGS}`),
    createConfig: (body: RestCreateCryptTrackConfigRequest): Promise<RestCryptTrackConfigSaved> =>
      rest.call(`POST ${CONFIGS}`, { body, fieldKeys: CONFIG_KEYS }),
    updateConfig: (id: string, body: RestUpdateCryptTrackConfigRequest): Promise<RestCryptTrackConfigSaved> =>
      rest.call(`PUT ${CONFIGS}/:id`, { params: { id }, body, fieldKeys: CONFIG_KEYS }),
    removeConfig: (id: string): Promise<RestMessage> =>
      rest.call(`DELETE ${CONFIGS}/:id`, { params: { id } }),
    /** Tries a stored configuration's keys against the exchange now (uncached). */
    testConfig: (id: string): Promise<RestCryptTrackCheck> =>
      rest.call(`POST ${CONFIGS}/:id/test`, { params: { id } }),
    dashboard: (): Promise<RestCryptTrackDashboardEntry[]> =>
      rest.call('GET /api/services/crypt-track/dashboard'),
    pendingPositions: (id: string): Promise<RestCryptTrackPendingPositions> =>
      rest.call('GET /api/services/crypt-track/config/:id/position/get-pending-positions', {
        params: { id },
      }),
    historyPositions: (
      id: string,
      query: RestCryptTrackHistoryQuery,
    ): Promise<RestCryptTrackHistoryPositions> =>
      rest.call('GET /api/services/crypt-track/config/:id/position/get-history-positions', {
        params: { id },
        query,
      }),
  };
}

export type CryptTrackApi = ReturnType<typeof createCryptTrackApi>;
