import { z } from 'zod';
import { route } from './route.js';
import { text } from './rules.js';

/**
 * A realtime channel by who may listen there: a member's own private channel, named after their id (only that
 * member), or a public channel (anyone, no authorisation). Called with its arguments it answers its Pusher name.
 */
export type RealtimeChannel = MemberChannel | PublicChannel;
export interface MemberChannel {
  (memberId: string | number): string;
  readonly listeners: 'member';
}
export interface PublicChannel {
  (): string;
  readonly listeners: 'anyone';
}

export const ownChannel = (name: (memberId: string | number) => string): MemberChannel =>
  Object.assign(name, { listeners: 'member' as const });
export const publicChannel = (name: string): PublicChannel =>
  Object.assign(() => name, { listeners: 'anyone' as const });

/** One event of the registry (events.ts): its channel, its Pusher name and the schema of its JSON data. */
export interface RealtimeEvent<
  C extends RealtimeChannel = RealtimeChannel,
  N extends string = string,
  P extends z.ZodType = z.ZodType,
> {
  readonly channel: C;
  readonly name: N;
  readonly payload: P;
}

export const realtimeEvent = <C extends RealtimeChannel, const N extends string, P extends z.ZodType>(
  channel: C,
  name: N,
  payload: P,
): RealtimeEvent<C, N, P> => ({ channel, name, payload });

/** The data an event carries, as a listener reads it once parsed. */
export type EventPayload<E extends RealtimeEvent> = z.output<E['payload']>;

/** A member's own channel: notifications, account changes, their jobs, sessions and lists. */
export const memberChannel = ownChannel((memberId) => `private-App.Models.User.${memberId}`);

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
