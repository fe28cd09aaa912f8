/** Realtime test helpers: a real pusher-js client of a member, authorised by the app's /api/broadcasting/auth. */
import type { Channel } from 'pusher-js';
import PusherJs from 'pusher-js';
import { downloadsChannel, memberChannel } from '@portal/contract';
import { afterEach } from 'vitest';
import { connected, subscribed } from '@portal/pusher-server/testing';
import type { Harness } from './harness.js';

export {
  connected,
  nextEvent,
  record,
  subscribed,
  syncWithServer,
  within,
} from '@portal/pusher-server/testing';

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

/** The member's private channels of the event registry. */
export const memberChannels = { downloads: downloadsChannel, member: memberChannel } as const;

export type MemberChannel = keyof typeof memberChannels;

export type Listener<K extends MemberChannel> = { client: PusherJs } & Record<K, Channel>;

/**
 * The pusher-js clients of a suite, disconnected after each test (registers its own `afterEach`, so call
 * it inside the `describe`). `harness` is read lazily: the suite's harness is created in `beforeAll`.
 */
export function memberPushers(harness: () => Harness) {
  const clients: PusherJs[] = [];
  afterEach(() => {
    for (const c of clients.splice(0)) c.disconnect();
  });

  /** A new, not yet connected client of the member with `token` (or of a guest with `null`). */
  function client(token: string | null): PusherJs {
    const c = memberPusher(harness(), token);
    clients.push(c);
    return c;
  }

  /** A connected client of the member, subscribed to the member's own channels (by default both, in order). */
  async function listen<K extends MemberChannel = MemberChannel>(
    token: string,
    id: number,
    channels: readonly K[] = ['downloads', 'member'] as K[],
  ): Promise<Listener<K>> {
    const c = client(token);
    await connected(c);
    const listener = { client: c } as Listener<K>;
    for (const name of channels) {
      (listener as Record<K, Channel>)[name] = await subscribed(c, memberChannels[name](id));
    }
    return listener;
  }

  return { client, listen };
}
