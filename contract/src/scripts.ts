// Scripts (issue 17 §2): personal access tokens, which scripts send as `Authorization: Bearer pat_…`. They are
// rows of the same token table as the sessions, so every route accepts them; a READ_ONLY one is refused (403) on
// every route that changes something, whatever its method (RouteDef.changes).
import { z } from 'zod';
import { RestId } from './common.js';
import { route } from './route.js';
import { IdParams, isoDateTime, visibleText } from './rules.js';

export const PERSONAL_ACCESS_TOKEN_SCOPES = ['READ_ONLY', 'FULL'] as const;
export type PersonalAccessTokenScope = (typeof PERSONAL_ACCESS_TOKEN_SCOPES)[number];

/** The prefix of every personal access token (session tokens have none). */
export const PERSONAL_ACCESS_TOKEN_PREFIX = 'pat_';

/** How many personal access tokens one member may hold (a 422 beyond). */
export const MAX_PERSONAL_ACCESS_TOKENS = 50;

/** A token as listed: never the token itself, which is shown once when it is created. */
export const RestPersonalAccessToken = z.object({
  id: RestId,
  name: z.string(),
  scope: z.enum(PERSONAL_ACCESS_TOKEN_SCOPES),
  created_at: z.string(),
  /** When a request last carried it (updated at most once a minute), or null. */
  last_used_at: z.string().nullable(),
  /** When it stops working, or null: it works until revoked. */
  expires_at: z.string().nullable(),
});
export type RestPersonalAccessToken = z.infer<typeof RestPersonalAccessToken>;

/** `name` unique among the member's tokens; `expires_at` in the future, or absent/null for no expiry. */
export const RestCreatePersonalAccessTokenRequest = z.object({
  name: visibleText().trim().max(255),
  scope: z.enum(PERSONAL_ACCESS_TOKEN_SCOPES),
  expires_at: isoDateTime().nullable().optional(),
});
export type RestCreatePersonalAccessTokenRequest = z.input<typeof RestCreatePersonalAccessTokenRequest>;

export const RestPersonalAccessTokenList = z.object({ data: z.array(RestPersonalAccessToken) });
export type RestPersonalAccessTokenList = z.infer<typeof RestPersonalAccessTokenList>;

export const RestCreatedPersonalAccessToken = z.object({
  data: z.object({
    /** `pat_…`, shown this once. */
    token: z.string(),
    personal_access_token: RestPersonalAccessToken,
  }),
});
export type RestCreatedPersonalAccessToken = z.infer<typeof RestCreatedPersonalAccessToken>;

/** The token carrying the request, or null when it is a session's. */
export const RestCurrentPersonalAccessToken = z.object({ data: RestPersonalAccessToken.nullable() });
export type RestCurrentPersonalAccessToken = z.infer<typeof RestCurrentPersonalAccessToken>;

const member = { auth: true } as const;
const tokens = '/api/scripts/tokens';

export const scriptsRoutes = {
  [`GET ${tokens}`]: route({
    method: 'GET',
    path: tokens,
    summary:
      "The caller's personal access tokens, newest first (never sessions, never the tokens themselves).",
    origin: 'portal',
    ...member,
    response: RestPersonalAccessTokenList,
  }),
  [`POST ${tokens}`]: route({
    method: 'POST',
    path: tokens,
    summary:
      `Creates a personal access token and answers it once; only with a session token (403 with a personal ` +
      `access token); 422 for a taken name, an expiry not in the future or more than ` +
      `${MAX_PERSONAL_ACCESS_TOKENS} tokens.`,
    origin: 'portal',
    ...member,
    body: RestCreatePersonalAccessTokenRequest,
    response: RestCreatedPersonalAccessToken,
    status: 201,
  }),
  [`GET ${tokens}/current`]: route({
    method: 'GET',
    path: `${tokens}/current`,
    summary: 'The personal access token carrying the request, or `data: null` for a session token.',
    origin: 'portal',
    ...member,
    response: RestCurrentPersonalAccessToken,
  }),
  [`DELETE ${tokens}/:id`]: route({
    method: 'DELETE',
    path: `${tokens}/:id`,
    summary:
      "Revokes one of the caller's personal access tokens at once (404 for any other id) and broadcasts " +
      "SessionsRevoked on the member's channel (private-App.Models.User.{id}).",
    origin: 'portal',
    ...member,
    params: IdParams,
    status: 204,
  }),
} as const;
