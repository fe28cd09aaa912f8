import type { RestCreatePersonalAccessTokenRequest, RestPersonalAccessToken } from '@portal/contract';
import type { CreatePersonalAccessTokenInput, PersonalAccessToken } from '../../generated/graphql.js';

/** REST ↔ GraphQL of the scripts module (pure; unit-tested in mapping.test.ts). */

export const toPersonalAccessToken = (token: RestPersonalAccessToken): PersonalAccessToken => ({
  id: String(token.id),
  name: token.name,
  scope: token.scope,
  createdAt: token.created_at,
  lastUsedAt: token.last_used_at ?? null,
  expiresAt: token.expires_at ?? null,
});

/** The input as the backend takes it; a left-out expiry stays left out (a token that works until revoked). */
export const createTokenBody = (
  input: CreatePersonalAccessTokenInput,
): RestCreatePersonalAccessTokenRequest => ({
  name: input.name,
  scope: input.scope,
  ...(input.expiresAt != null ? { expires_at: input.expiresAt } : {}),
});
