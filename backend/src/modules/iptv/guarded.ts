import type { RouteDef } from '@portal/contract';
import { requireRoles } from '../../http/auth.js';
import { fromContract } from '../../http/routes.js';

/** A contract route checked against its own roles (after the plugin's `authenticate`; SUPER_ADMIN passes). */
export const guarded = <const D extends RouteDef & { roles: readonly string[] }>(def: D) => ({
  ...fromContract(def),
  preValidation: requireRoles(...def.roles),
});
