import type { z } from 'zod';
import type { RoleName } from './roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One REST route: what a client sends and what it gets back, once for the backend, the gateway and the docs. */
export interface RouteDef {
  method: HttpMethod;
  /** Fastify/Laravel style; `:id` marks a path parameter. */
  path: `/api/${string}` | `/${string}`;
  /** One line for the generated docs. */
  summary: string;
  /** `portal`: this portal's addition that the original Laravel API lacks. */
  origin: 'laravel' | 'portal';
  /** A bearer token is required (implied by `roles`). */
  auth?: true;
  /** Who may call it (a super admin passes every check); absent with `auth`: any logged-in member. */
  roles?: readonly RoleName[];
  /** Form encodings accepted besides JSON (docs). */
  forms?: readonly ['application/x-www-form-urlencoded'];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 2xx JSON body on the wire (no transforms); absent for a file stream and for 204. */
  response?: z.ZodType;
  /** The success status when it is not 200 (204: no body). */
  status?: 201 | 202 | 204;
  /** Answers a file (streamed), not JSON. */
  stream?: true;
  /**
   * Hashes or checks a password (bcrypt, ~70 ms of a worker thread each): the gateway sends these on a small lane of
   * their own, so that a login storm cannot take the connections every other request needs.
   */
  hashesPassword?: true;
  /**
   * Whether a call changes anything, which a read-only token may not do: by default every method but GET; a GET
   * that writes (Laravel's logout) says true, a POST that only reads (a channel subscription) false.
   */
  changes?: boolean;
}

export const route = <const D extends RouteDef>(def: D): D => def;

/** Whether calling a route changes anything (see RouteDef.changes). */
export const changesState = (def: Pick<RouteDef, 'method' | 'changes'>): boolean =>
  def.changes ?? def.method !== 'GET';
