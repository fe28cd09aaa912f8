import type { ApisOf, ModuleList } from '../module.js';
import type { RestSession } from './client.js';

/** One typed client per module that has one, all on the one shared pool, bound to the caller of the request. */
export function createRestApis<M extends ModuleList>(modules: M, session: RestSession): ApisOf<M> {
  return Object.fromEntries(
    modules.flatMap((module) => (module.api ? [[module.name, module.api(session)]] : [])),
  ) as ApisOf<M>;
}
