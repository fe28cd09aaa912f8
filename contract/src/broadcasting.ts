import { z } from 'zod';
import { route } from './route.js';
import { text } from './rules.js';

/** A member's own channel: notifications, account changes and their jobs. */
export const memberChannel = (memberId: string | number): string => `private-App.Models.User.${memberId}`;

export const MemberEvents = {
  notificationCreated: 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
  userDataUpdated: 'UserDataUpdated',
  jobUpdated: 'JobUpdated',
  /** Tokens of the member were revoked (logout, deactivation, password reset, deletion); the data is unused. */
  sessionsRevoked: 'SessionsRevoked',
} as const;

/** Pusher's rules for a socket id and a channel name. */
export const SOCKET_ID_PATTERN = /^\d+\.\d+$/;
export const CHANNEL_NAME_PATTERN = /^[A-Za-z0-9_\-=@,.;]+$/;
export const MAX_CHANNEL_NAME = 200;

/** pusher-js posts it form-encoded, the gateway as JSON. */
export const RestBroadcastingAuthRequest = z.object({
  socket_id: text({ invalidType: 'regex' }).regex(SOCKET_ID_PATTERN, 'regex'),
  channel_name: text({ invalidType: 'regex' })
    .max(MAX_CHANNEL_NAME, 'regex')
    .regex(CHANNEL_NAME_PATTERN, 'regex')
    .refine((c) => !['private-', 'presence-', 'private-encrypted-'].includes(c), 'regex'),
});
export type RestBroadcastingAuthRequest = z.input<typeof RestBroadcastingAuthRequest>;

export const RestChannelAuthorization = z.object({
  auth: z.string(),
  channel_data: z.string().optional(),
  shared_secret: z.string().optional(),
});
export type RestChannelAuthorization = z.infer<typeof RestChannelAuthorization>;

export const broadcastingRoutes = {
  'POST /api/broadcasting/auth': route({
    method: 'POST',
    path: '/api/broadcasting/auth',
    summary:
      "Signs a subscription to one of the caller's own private channels or a public channel (else 403).",
    origin: 'laravel',
    auth: true,
    // subscribing is reading, though pusher-js asks with a POST
    changes: false,
    forms: ['application/x-www-form-urlencoded'],
    body: RestBroadcastingAuthRequest,
    response: RestChannelAuthorization,
  }),
} as const;
