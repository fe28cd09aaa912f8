/**
 * The backend's REST shapes (docs/rest-api.md), snake_case as they travel. GraphQL types map onto these through
 * codegen mappers (codegen.ts), and the type resolvers in modules/<domain>/resolvers.ts turn them into the schema's
 * camelCase fields.
 */

export interface RestRole {
  id: number | string;
  /** Canonical form (TOXIC_IDIOT, CRYPT_TRACK); the gateway normalises again to be safe. */
  name: string;
}

export interface RestTelegramSubscription {
  telegram_id: string | number;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  created_at: string | null;
}

export interface RestUserData {
  /** Network → profile URL. */
  social_media?: Record<string, string> | null;
  [key: string]: unknown;
}

export interface RestUser {
  id: number | string;
  name: string;
  email: string;
  email_verified_at: string | null;
  active: boolean;
  activated_at: string | null;
  activated_by: number | string | null;
  created_at: string;
  updated_at: string;
  roles?: RestRole[];
  telegram_subscription?: RestTelegramSubscription | null;
  user_data?: RestUserData | null;
}

export interface RestAuthPayload {
  access_token: string;
  token_type: string;
  expires_at: string | null;
  user: RestUser;
  roles: RestRole[];
}

export interface RestMessage {
  message: string;
}

export interface RestUserProfile {
  user: RestUser;
  roles: RestRole[];
}

export interface RestLoginRequest {
  email: string;
  password: string;
}

export interface RestForgotPasswordRequest {
  email: string;
}

export interface RestResetPasswordRequest {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** The Telegram Login Widget payload; only the fields the widget sent (the backend checks an HMAC over them). */
export interface RestTelegramLoginRequest {
  id: string | number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}

export interface RestHealth {
  status: string;
  database?: string;
}

/** Laravel's paginator, flat (`{data, current_page, ...}`) or nested (`{data, meta: {current_page, ...}}`). */
export interface RestPaginatorMeta {
  current_page: number | string;
  last_page: number | string;
  per_page: number | string;
  total: number | string;
  from?: number | null;
  to?: number | null;
}

export type RestPaginator<T> = { data: T[] } & (RestPaginatorMeta | { meta: RestPaginatorMeta });

/** Error bodies (docs/rest-api.md, "Common answers"). */
export interface RestErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
  retry_after?: number | string;
}

/**
 * Every REST route the gateway calls, keyed `METHOD /path` (`:name` marks a path parameter).
 * `params`, `query` and `body` describe the request, `response` the 2xx JSON answer.
 */
export interface RestRoutes {
  'POST /api/login': { body: RestLoginRequest; response: RestAuthPayload };
  'GET /api/logout': { response: RestMessage };
  'GET /api/user': { response: RestUser };
  'GET /api/user-profile': { response: RestUserProfile };
  'POST /api/forgot-password': { body: RestForgotPasswordRequest; response: RestMessage };
  'POST /api/reset-password': { body: RestResetPasswordRequest; response: RestMessage };
  'POST /api/tg-bots/login': { body: RestTelegramLoginRequest; response: RestAuthPayload };
}

export type RestRouteKey = keyof RestRoutes;
