import { lazyPerModule, type ApisOf, type ModuleList } from '../module.js';
import type { RestSession } from './client.js';

/**
 * One typed client per module that has one, all on the one shared pool, bound to the caller of the request; each made
 * when the request first uses it.
 */
export function createRestApis<M extends ModuleList>(modules: M, session: RestSession): ApisOf<M> {
  return lazyPerModule(modules, 'api', (module) => module.api!(session)) as ApisOf<M>;
}
