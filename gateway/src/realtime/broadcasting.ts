import type { RestChannelAuthorization } from '@portal/contract';
import type { RestSession, RestUpstream } from '../rest/client.js';
import type { ChannelAuthorizer } from './relay.js';

/** The backend's channel authorisation (docs/rest-api.md, "Realtime"). */
export function createBroadcastingApi(rest: RestSession) {
  return {
    /** Signs `socketId` for `channelName` if the caller may listen there; 403 (FORBIDDEN) otherwise. */
    authorize: (socketId: string, channelName: string): Promise<RestChannelAuthorization> =>
      rest.call('POST /api/broadcasting/auth', { body: { socket_id: socketId, channel_name: channelName } }),
  };
}

/** The relay's authoriser: each subscriber's own token and language, on the shared REST pool. */
export function broadcastingAuthorizer(upstream: RestUpstream): ChannelAuthorizer {
  return ({ socketId, channelName }, caller) =>
    createBroadcastingApi(upstream.session(caller)).authorize(socketId, channelName);
}
