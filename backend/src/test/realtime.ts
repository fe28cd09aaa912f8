/** Realtime test helpers: a real pusher-js client of a member, authorised by the app's /api/broadcasting/auth. */
import PusherJs from 'pusher-js';
import type { Harness } from './harness.js';

export {
  connected,
  nextEvent,
  record,
  subscribed,
  syncWithServer,
  within,
} from '../realtime/pusher-server/test-helpers.js';

/**
 * A pusher-js client on the app's embedded Pusher server. Private channels are authorised over HTTP by
 * `POST /api/broadcasting/auth` with the member's token, form-encoded as pusher-js sends it.
 */
export function memberPusher(h: Harness, token: string | null): PusherJs {
  return new PusherJs(h.config.pusher.key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: h.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      endpoint: '/unused',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`${h.baseUrl}/api/broadcasting/auth`, {
          method: 'POST',
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
        })
          .then(async (res) => {
            const body = (await res.json()) as { auth: string };
            if (res.status === 200) callback(null, body);
            else
              callback(
                Object.assign(new Error(`auth answered ${res.status}`), { status: res.status, body }),
                null,
              );
          })
          .catch((err: Error) => callback(err, null));
      },
    },
  });
}
