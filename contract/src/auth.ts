import { z } from 'zod';
import { memberChannel, realtimeEvent } from './broadcasting.js';
import { RestMessage } from './common.js';
import { confirmed, email, integerLike, password, text } from './rules.js';
import { route } from './route.js';
import { RestRole, RestUser, RestUserProfile } from './users.js';

export const RestAuthPayload = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_at: z.string().nullable(),
  user: RestUser,
  roles: z.array(RestRole),
  /** This portal's (not Laravel's): proves the device logged in as the member; sent back with the next login. */
  device_token: z.string().optional(),
});
export type RestAuthPayload = z.infer<typeof RestAuthPayload>;

/**
 * A password over 72 bytes is refused here too: it could only ever match by its first 72 bytes. `device_token`: the
 * one the last login on this device answered for this account (failed logins by others do not lock it out).
 */
export const RestLoginRequest = z.object({
  email: email(),
  password: password(),
  device_token: text().max(512).nullable().optional(),
});
export type RestLoginRequest = z.input<typeof RestLoginRequest>;

export const RestForgotPasswordRequest = z.object({ email: email() });
export type RestForgotPasswordRequest = z.input<typeof RestForgotPasswordRequest>;

export const RestResetPasswordRequest = z
  .object({
    token: text().trim().max(255),
    email: email(),
    password: password().min(8),
    password_confirmation: z.unknown().optional(),
  })
  .refine(...confirmed('password'));
export type RestResetPasswordRequest = z.input<typeof RestResetPasswordRequest>;

/**
 * The Telegram Login Widget payload. Every field received is kept: the backend checks an HMAC over all of them,
 * including fields Telegram may add later.
 */
export const RestTelegramLoginRequest = z.looseObject({
  id: integerLike(),
  first_name: text().max(255).nullable().optional(),
  last_name: text().max(255).nullable().optional(),
  username: text().max(255).nullable().optional(),
  photo_url: text().max(2048).nullable().optional(),
  auth_date: integerLike(),
  hash: text().max(255),
});
export type RestTelegramLoginRequest = z.input<typeof RestTelegramLoginRequest>;

const member = { auth: true } as const;

export const authEvents = {
  /** Tokens of the member were revoked (logout, deactivation, password reset, deletion); the data is unused. */
  sessionsRevoked: realtimeEvent(memberChannel, 'SessionsRevoked', z.object({})),
};

export const authRoutes = {
  'POST /api/login': route({
    method: 'POST',
    path: '/api/login',
    summary:
      'Logs in with e-mail and password (5 failed attempts a minute per e-mail and IP, then 429; with the ' +
      "account's device token from an earlier login, only that token's own failures count).",
    origin: 'laravel',
    body: RestLoginRequest,
    response: RestAuthPayload,
    hashesPassword: true,
  }),
  'POST /api/tg-bots/login': route({
    method: 'POST',
    path: '/api/tg-bots/login',
    summary: 'Logs in with a signed Telegram Login Widget payload (503 without TELEGRAM_BOT_TOKEN).',
    origin: 'laravel',
    body: RestTelegramLoginRequest,
    response: RestAuthPayload,
  }),
  'GET /api/logout': route({
    method: 'GET',
    path: '/api/logout',
    summary: 'Revokes the token the request carries.',
    origin: 'laravel',
    ...member,
    changes: true,
    response: RestMessage,
  }),
  'GET /api/user': route({
    method: 'GET',
    path: '/api/user',
    summary: 'The caller (auth check).',
    origin: 'laravel',
    ...member,
    response: RestUser,
  }),
  'GET /api/user-profile': route({
    method: 'GET',
    path: '/api/user-profile',
    summary: 'The caller with their roles.',
    origin: 'laravel',
    ...member,
    response: RestUserProfile,
  }),
  'POST /api/forgot-password': route({
    method: 'POST',
    path: '/api/forgot-password',
    summary: 'Mails a password reset link (once a minute per e-mail).',
    origin: 'laravel',
    body: RestForgotPasswordRequest,
    response: RestMessage,
  }),
  'POST /api/reset-password': route({
    method: 'POST',
    path: '/api/reset-password',
    summary:
      "Sets a new password with a reset token (60 minutes, once); revokes the member's sessions (their personal " +
      'access tokens stay).',
    origin: 'laravel',
    body: RestResetPasswordRequest,
    response: RestMessage,
    hashesPassword: true,
  }),
} as const;
