import type { Queryable } from '../../db/client.js';
import { fieldError } from '../../http/errors.js';

type Id = number | string | null | undefined;
const idOf = (v: Id) => (v === null || v === undefined ? null : Number(v));

export interface Targets {
  customer_id: number | null;
  brand_id: number | null;
  project_id: number | null;
}

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
    const { rows } = await q.query<{ brand_id: number }>(
      'SELECT brand_id FROM tt_projects WHERE id = $1 AND user_id = $2',
      [project, userId],
    );
    if (!rows[0]) throw fieldError('project_id', 'validation.exists');
    if (brand !== null && brand !== rows[0].brand_id)
      throw fieldError('project_id', 'timetracking.project_of_brand');
    brand = rows[0].brand_id;
  }
  if (brand !== null) {
    const { rows } = await q.query<{ customer_id: number }>(
      'SELECT customer_id FROM tt_brands WHERE id = $1 AND user_id = $2',
      [brand, userId],
    );
    if (!rows[0]) throw fieldError('brand_id', 'validation.exists');
    if (customer !== null && customer !== rows[0].customer_id) {
      throw fieldError('brand_id', 'timetracking.brand_of_customer');
    }
    customer = rows[0].customer_id;
  }
  return { customer_id: customer, brand_id: brand, project_id: project };
}
