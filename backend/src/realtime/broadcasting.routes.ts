import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { broadcastingRoutes as contract, events, type MemberChannel } from '@portal/contract';
import { channelAuth, channelKind } from '@portal/pusher-server';
import { authOf } from '../http/auth.js';
import { forbidden } from '../http/errors.js';
import type { ContractTypeProvider } from '../http/routes.js';
import { fromContract } from '../http/routes.js';

export interface BroadcastingRoutesDeps {
  /** App key and secret the channel signatures are made with (those of the Pusher server in use). */
  key: string;
  secret: string;
  authenticate: preValidationAsyncHookHandler;
}

/** The private channels of the event registry: each one's member alone may listen there. */
const memberChannels = [
  ...new Set(
    Object.values(events)
      .map((event) => event.channel)
      .filter((channel): channel is MemberChannel => channel.listeners === 'member'),
  ),
];

/** Any public channel; a private one only when it is the member's own (deny by default); never presence. */
function allowed(userId: number, channel: string): boolean {
  const kind = channelKind(channel);
  if (kind === 'public') return !channel.startsWith('private-encrypted-');
  if (kind === 'presence') return false;
  return memberChannels.some((own) => own(userId) === channel);
}

/**
 * `POST /api/broadcasting/auth` (Laravel's route): pusher-js sends `socket_id` and `channel_name` form-encoded,
 * the gateway as JSON. Answers `{auth: "<key>:<hex HMAC-SHA256(secret, socket_id:channel_name)>"}`.
 */
export function broadcastingRoutes(deps: BroadcastingRoutesDeps) {
  const { key, secret, authenticate } = deps;

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.route({
      ...fromContract(contract['POST /api/broadcasting/auth']),
      preValidation: authenticate,
      handler: async (request) => {
        const { socket_id, channel_name } = request.body;
        if (!allowed(authOf(request).userId, channel_name)) throw forbidden('broadcasting.forbidden');
        return { auth: channelAuth(key, secret, socket_id, channel_name) };
      },
    });
  };
}
