import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { PersonalAccessTokenScope } from '@portal/contract';
import { hasAnyRole } from '../lib/roles.js';
import { forbidden, unauthenticated } from './errors.js';

/** Who is calling: set by the auth check on protected routes. */
export interface AuthContext {
  userId: number;
  tokenId: number;
  roles: string[];
  /** A login session, or a personal access token of a script. */
  kind: 'session' | 'script';
  /** Sessions are always FULL. */
  scope: PersonalAccessTokenScope;
}

/** What changes nothing on a route from outside the contract (a contract route says so itself). */
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Resolves a bearer token to the member behind it, or null (unknown, revoked, expired, inactive). */
export type TokenResolver = (token: string) => Promise<AuthContext | null>;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+(\S{1,512})\s*$/i.exec(header);
  return m ? m[1]! : null;
}

/**
 * preValidation hook (before the body is validated): 401 unless the request carries a live token; sets
 * `request.auth`. A read-only token gets 403 on every route that changes anything, whatever its method (the
 * contract says which: RouteDef.changes, passed on by fromContract): checked here, so no route can forget it.
 */
export function authenticate(resolve: TokenResolver): preValidationAsyncHookHandler {
  return async function authPreHandler(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    const auth = token ? await resolve(token) : null;
    if (!auth) throw unauthenticated();
    const changes = request.routeOptions.config.changes ?? !READING_METHODS.has(request.method);
    if (auth.scope === 'READ_ONLY' && changes) {
      throw forbidden('auth.read_only');
    }
    request.auth = auth;
  };
}

/**
 * preValidation hook (after `authenticate`): 403 unless the member holds one of `roles` or is SUPER_ADMIN.
 * Hyphen spellings (`TOXIC-IDIOT`) are accepted.
 */
export function requireRoles(...roles: string[]): preValidationAsyncHookHandler {
  return async function rolePreHandler(request: FastifyRequest, _reply: FastifyReply) {
    if (!request.auth) throw unauthenticated();
    if (!hasAnyRole(request.auth.roles, roles)) throw forbidden();
  };
}

/** The authenticated member of a protected route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
