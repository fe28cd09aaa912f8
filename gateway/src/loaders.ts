import DataLoader from 'dataloader';
import { lazyPerModule, type ApisOf, type LoadersOf, type ModuleList } from './module.js';
import type { Caller, RestUpstream } from './rest/client.js';
import { errorCode } from './rest/errors.js';

/**
 * Per-request DataLoaders: they batch and de-duplicate REST calls within one GraphQL operation and die with it.
 * Each module brings its own (`ctx.loaders.<module>`). Per-id loaders follow one pattern (`byIdLoader`): keyed by
 * the id as a string, unknown ids (404) load as null, and mutations that answer the resource refresh the entry
 * (`refresh`).
 */

/**
 * A per-request loader of one resource by id. Repeated ids within the operation cost one REST call; an unknown id
 * (404) loads as null, any other error rejects that id only. With `fetchMany` (an endpoint answering several ids in
 * one call, in any order) the ids of one tick are batched into one call; without it each distinct id is one call.
 */
export function byIdLoader<T extends { id: number | string }>(options: {
  fetchOne: (id: string) => Promise<T>;
  fetchMany?: (ids: readonly string[]) => Promise<T[]>;
}): DataLoader<string, T | null> {
  const nullIfNotFound = (error: unknown): null => {
    if (errorCode(error) === 'NOT_FOUND') return null;
    throw error;
  };
  const { fetchOne, fetchMany } = options;
  if (fetchMany) {
    return new DataLoader<string, T | null>(async (ids) => {
      const found = new Map((await fetchMany(ids)).map((item) => [String(item.id), item]));
      return ids.map((id) => found.get(id) ?? null);
    });
  }
  return new DataLoader<string, T | null>(
    (ids) => Promise.all(ids.map((id) => fetchOne(id).catch(nullIfNotFound))),
    { batch: false },
  );
}

/** After a mutation answered the resource: later loads of that id in the operation see the new state. */
export function refresh<T>(loader: DataLoader<string, T | null>, item: T & { id: number | string }): T {
  const id = String(item.id);
  loader.clear(id).prime(id, item);
  return item;
}

export interface LoaderContext<M extends ModuleList> {
  upstream: RestUpstream;
  /** The request's caller (token, language, client IP). */
  caller: Caller;
  /** The REST clients bound to that caller. */
  rest: ApisOf<M>;
}

/** Every module's loaders for one request, each module's made when the request first uses them. */
export function createLoaders<M extends ModuleList>(modules: M, deps: LoaderContext<M>): LoadersOf<M> {
  const apis = deps.rest as Readonly<Record<string, unknown>>;
  return lazyPerModule(modules, 'loaders', (module) =>
    module.loaders!({
      api: apis[module.name],
      sessionFor: (token) => deps.upstream.session({ ...deps.caller, token }),
    }),
  ) as LoadersOf<M>;
}
