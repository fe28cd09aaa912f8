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

/** The Laravel list query (docs/rest-api.md, "Lists"); `filter` is added per resource. */
export interface RestListQuery {
  page?: number;
  itemsPerPage?: number;
  order?: Record<string, 'asc' | 'desc'>;
}

/** `GET /api/cp/user` (docs/rest-api.md, "Lists" and "Admin: users and roles"). */
export interface RestUserListQuery extends RestListQuery {
  filter?: {
    name?: string;
    email?: string;
    active?: 1 | 0;
    role?: string;
  };
}

export interface RestCreateUserRequest {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** Only the fields that change. */
export type RestUpdateUserRequest = Partial<RestCreateUserRequest>;

export interface RestSetActiveRequest {
  active: boolean;
}

export interface RestSyncRolesRequest {
  user_id: number | string;
  role_ids: Array<number | string>;
}

export interface RestUpdateProfileRequest {
  name: string;
  email: string;
  /** Network → profile URL. */
  social_media: Record<string, string>;
}

export interface RestChangePasswordRequest {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** `POST /api/broadcasting/auth` (docs/rest-api.md, "Realtime"). */
export interface RestBroadcastingAuthRequest {
  socket_id: string;
  channel_name: string;
}

export interface RestChannelAuthorization {
  auth: string;
  channel_data?: string;
  shared_secret?: string;
}

/** `Download` (docs/rest-api.md, "Downloads"). */
export interface RestDownload {
  id: number | string;
  user_id: number | string;
  filename: string;
  size_bytes: number | string;
  download_count: number | string;
  expires_at: string | null;
  message_seen_at: string | null;
  created_at: string;
}

export interface RestCount {
  count: number | string;
}

export interface RestNotificationDownload {
  id: number | string;
  filename: string;
}

/** The data of `Illuminate\Notifications\Events\BroadcastNotificationCreated` on `private-App.Models.User.{id}`. */
export interface RestNotification {
  id: number | string;
  type: string;
  download?: RestNotificationDownload | null;
  /** Laravel's own payload has none. */
  created_at?: string;
}

/** The data of `UserDataUpdated` on `private-App.Models.User.{id}`. */
export interface RestUserDataUpdated {
  user: RestUser;
  roles?: RestRole[];
}

/** The data of the events on `private-User-Downloads.{id}`. */
export interface RestDownloadEvent {
  download?: RestDownload | null;
  download_id?: number | string;
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
  'PUT /api/user-profile': { body: RestUpdateProfileRequest; response: RestUser };
  'PUT /api/user-profile/password': { body: RestChangePasswordRequest; response: RestMessage };
  'POST /api/forgot-password': { body: RestForgotPasswordRequest; response: RestMessage };
  'POST /api/reset-password': { body: RestResetPasswordRequest; response: RestMessage };
  'POST /api/tg-bots/login': { body: RestTelegramLoginRequest; response: RestAuthPayload };
  'GET /api/cp/user': { query: RestUserListQuery; response: RestPaginator<RestUser> };
  'GET /api/cp/user/:id': { params: RestIdParams; response: RestUser };
  'POST /api/cp/user': { body: RestCreateUserRequest; response: RestUser };
  'PUT /api/cp/user/:id': { params: RestIdParams; body: RestUpdateUserRequest; response: RestUser };
  'PUT /api/cp/user/:id/activate': { params: RestIdParams; body: RestSetActiveRequest; response: RestUser };
  'PUT /api/cp/user/:id/sync-roles': { params: RestIdParams; body: RestSyncRolesRequest; response: RestUser };
  'DELETE /api/cp/user/:id': { params: RestIdParams; response: RestMessage };
  'GET /api/cp/role/all': { response: RestRole[] };
  'POST /api/broadcasting/auth': { body: RestBroadcastingAuthRequest; response: RestChannelAuthorization };
  'GET /api/user-profile/user-downloads': { response: RestDownload[] };
  'GET /api/user-profile/user-downloads/unseen-count': { response: RestCount };
  'PUT /api/downloads/download/:id/seen': { params: RestIdParams; response: RestDownload };
  'DELETE /api/downloads/:id': { params: RestIdParams; response: RestMessage };
  'POST /api/user-profile/export': { response: RestMessage };
}

/** Routes that answer a file instead of JSON (streamed through, see RestSession.stream). */
export interface RestStreamRoutes {
  'GET /api/downloads/download/:id/now': { params: RestIdParams };
}

export type RestStreamRouteKey = keyof RestStreamRoutes;

export interface RestIdParams {
  id: string | number;
}

export type RestRouteKey = keyof RestRoutes;
