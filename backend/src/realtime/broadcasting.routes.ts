import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { channelAuth, channelKind, channelNameError, isSocketId } from '@portal/pusher-server';
import { authOf } from '../http/auth.js';
import { forbidden, ValidationFailed } from '../http/errors.js';
import type { Msg } from '../http/errors.js';
import { downloadsChannel, memberChannel } from './broadcaster.js';

export interface BroadcastingRoutesDeps {
  /** App key and secret the channel signatures are made with (those of the Pusher server in use). */
  key: string;
  secret: string;
  authenticate: preHandlerAsyncHookHandler;
}

const MAX_CHANNEL_NAME = 200;

/** May `userId` listen on `channel`? Their own private channels and any public channel; nothing else. */
export function mayListen(userId: number, channel: string): boolean {
  const kind = channelKind(channel);
  if (kind === 'public') return !channel.startsWith('private-encrypted-');
  if (kind === 'presence') return false;
  return channel === memberChannel(userId) || channel === downloadsChannel(userId);
}

/**
 * `POST /api/broadcasting/auth` (Laravel's route): pusher-js sends `socket_id` and `channel_name` form-encoded,
 * the gateway as JSON. Answers `{auth: "<key>:<hex HMAC-SHA256(secret, socket_id:channel_name)>"}`.
 */
export function broadcastingRoutes(deps: BroadcastingRoutesDeps) {
  const { key, secret, authenticate } = deps;

  return async function register(app: FastifyInstance) {
    app.addHook('preHandler', authenticate);

    app.post('/broadcasting/auth', async (request) => {
      const { userId } = authOf(request);
      const body =
        request.body && typeof request.body === 'object' && !Array.isArray(request.body)
          ? (request.body as Record<string, unknown>)
          : {};
      const socketId = body.socket_id;
      const channel = body.channel_name;
      const errors: Record<string, Msg[]> = {};
      if (socketId === undefined || socketId === null || socketId === '') {
        errors.socket_id = [{ key: 'validation.required', field: 'socket_id' }];
      } else if (!isSocketId(socketId)) {
        errors.socket_id = [{ key: 'validation.regex', field: 'socket_id' }];
      }
      if (channel === undefined || channel === null || channel === '') {
        errors.channel_name = [{ key: 'validation.required', field: 'channel_name' }];
      } else if (channelNameError(channel, MAX_CHANNEL_NAME) !== null) {
        errors.channel_name = [{ key: 'validation.regex', field: 'channel_name' }];
      }
      if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
      if (!mayListen(userId, channel as string)) throw forbidden('broadcasting.forbidden');
      return { auth: channelAuth(key, secret, socketId as string, channel as string) };
    });
  };
}
