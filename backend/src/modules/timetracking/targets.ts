import type { Queryable } from '../../db/client.js';
import { fieldError } from '../../http/errors.js';
import type { Targets } from './targets.dal.js';
import { brandOfProject, customerOfBrand } from './targets.dal.js';

type Id = number | string | null | undefined;
const idOf = (v: Id) => (v === null || v === undefined ? null : Number(v));

/** Whether a body names any of customer, brand or project (they are set together). */
export const namesTargets = (body: Partial<Record<keyof Targets, Id>>) =>
  body.customer_id !== undefined || body.brand_id !== undefined || body.project_id !== undefined;

/**
 * Customer, brand and project of a task, record or budget, consistent with each other: a project brings its brand,
 * a brand its customer; one sent beside them must be the same (422 otherwise). Another member's project or brand
 * is `validation.exists`; another member's customer, type or task the foreign keys refuse (owned.dal.ts).
 */
export async function resolveTargets(
  q: Queryable,
  userId: number,
  body: Partial<Record<keyof Targets, Id>>,
): Promise<Targets> {
  let customer = idOf(body.customer_id);
  let brand = idOf(body.brand_id);
  const project = idOf(body.project_id);
  if (project !== null) {
    const brandOf = await brandOfProject(q, userId, project);
    if (brandOf === null) throw fieldError('project_id', 'validation.exists');
    if (brand !== null && brand !== brandOf) throw fieldError('project_id', 'timetracking.project_of_brand');
    brand = brandOf;
  }
  if (brand !== null) {
    const customerOf = await customerOfBrand(q, userId, brand);
    if (customerOf === null) throw fieldError('brand_id', 'validation.exists');
    if (customer !== null && customer !== customerOf) {
      throw fieldError('brand_id', 'timetracking.brand_of_customer');
    }
    customer = customerOf;
  }
  return { customer_id: customer, brand_id: brand, project_id: project };
}
