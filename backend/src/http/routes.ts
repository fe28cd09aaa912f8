import type {
  FastifyInstance,
  FastifyRequest,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { RouteDef } from '@portal/contract';
import { changesState } from '@portal/contract';
import type { z } from 'zod';
import { requireRoles } from './auth.js';
import { ValidationFailed } from './errors.js';
import { rawQueryOf } from './list-query.js';
import { checkInput, validatorCompiler } from './validation.js';

/** What a handler may answer for a wire type: timestamps go out as Date (JSON writes them as ISO 8601). */
export type Wire<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** Handlers get what the contract's schemas parse to and answer what its response schema describes. */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? Wire<z.output<this['schema']>> : unknown;
}

/**
 * Answers go out through the route's response schema: only the fields it names (nothing internal leaks), and a
 * handler that answers something else is a bug (500), never a silent change of the wire format.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(JSON.parse(JSON.stringify(data)));
    if (!result.success) {
      throw new Error(`the answer of ${method} ${url} does not match its contract: ${result.error.message}`);
    }
    return JSON.stringify(result.data);
  };

/** Uses the contract's schemas on `app` (every module's routes go through this). */
export function useContract(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

type Get<D, K extends string> = D extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
type Status<D> = D extends { status: infer S extends number } ? S : 200;

/** The Fastify schema of a contract route. */
export interface ContractSchema<D extends RouteDef> {
  summary: string;
  tags: string[];
  params: Get<D, 'params'>;
  body: Get<D, 'body'>;
  response: D extends { response: infer R extends z.ZodType } ? { [S in Status<D>]: R } : undefined;
}

export interface RouteGuards {
  /** The auth check (and role check) of the route: before body parsing and validation. */
  onRequest?: onRequestAsyncHookHandler | onRequestAsyncHookHandler[];
  preValidation?: preValidationAsyncHookHandler | preValidationAsyncHookHandler[];
}

/**
 * Method, URL, schemas and whether it changes anything (for the read-only check in auth.ts) of a contract route, to
 * spread into `app.withTypeProvider<ContractTypeProvider>().route`.
 */
export function fromContract<const D extends RouteDef>(def: D) {
  // absent parts stay absent: Fastify warns about schema keys that hold undefined
  const schema = {
    summary: def.summary,
    // portal additions are tagged as such in the OpenAPI document
    tags: def.origin === 'portal' ? ['portal'] : ['laravel'],
    ...(def.params && { params: def.params }),
    ...(def.body && { body: def.body }),
    ...(def.response && { response: { [def.status ?? 200]: def.response } }),
  } as ContractSchema<D>;
  return { method: def.method, url: def.path, schema, config: { changes: changesState(def) } };
}

/** A contract route behind its own role check (after the module's `authenticate`; SUPER_ADMIN passes). */
export const guarded = <const D extends RouteDef & { roles: readonly string[] }>(def: D) => ({
  ...fromContract(def),
  preValidation: requireRoles(...def.roles),
});

/**
 * The query of a route that is no list, checked against the contract's `schema` (Fastify applies no contract
 * schema to a query): a 422 with the field errors otherwise.
 */
export function queryOf<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  const { value, errors } = checkInput(
    schema,
    Object.fromEntries(new URLSearchParams(rawQueryOf(request.url))),
  );
  if (value === undefined) throw new ValidationFailed(errors);
  return value;
}
