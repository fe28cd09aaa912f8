import type {
  RestAuthPayload,
  RestMessage,
  RestResetPasswordRequest,
  RestTelegramLoginRequest,
  RestUser,
} from '@portal/contract';
import type { RestSession } from '../../rest/client.js';

/** The backend's auth endpoints (docs/rest-api.md, "Auth"). */
export function createAuthApi(rest: RestSession) {
  return {
    login: (email: string, password: string, deviceToken?: string | null): Promise<RestAuthPayload> =>
      rest.call('POST /api/login', { body: { email, password, device_token: deviceToken ?? undefined } }),
    logout: (): Promise<RestMessage> => rest.call('GET /api/logout'),
    /** The member the token belongs to (the auth check). */
    user: (): Promise<RestUser> => rest.call('GET /api/user'),
    forgotPassword: (email: string): Promise<RestMessage> =>
      rest.call('POST /api/forgot-password', { body: { email } }),
    resetPassword: (body: RestResetPasswordRequest): Promise<RestMessage> =>
      rest.call('POST /api/reset-password', { body }),
    telegramLogin: (body: RestTelegramLoginRequest): Promise<RestAuthPayload> =>
      rest.call('POST /api/tg-bots/login', { body }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
