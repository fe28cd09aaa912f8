import type { Queryable } from '../../db/client.js';

export interface Targets {
  customer_id: number | null;
  brand_id: number | null;
  project_id: number | null;
}

// The member's own rows' places in customer → brand → project; null when the member has no such row.

export async function brandOfProject(
  q: Queryable,
  userId: number,
  projectId: number,
): Promise<number | null> {
  const { rows } = await q.query<{ brand_id: number }>(
    'SELECT brand_id FROM tt_projects WHERE id = $1 AND user_id = $2',
    [projectId, userId],
  );
  return rows[0]?.brand_id ?? null;
}

export async function customerOfBrand(q: Queryable, userId: number, brandId: number): Promise<number | null> {
  const { rows } = await q.query<{ customer_id: number }>(
    'SELECT customer_id FROM tt_brands WHERE id = $1 AND user_id = $2',
    [brandId, userId],
  );
  return rows[0]?.customer_id ?? null;
}

export async function targetsOfTask(q: Queryable, userId: number, taskId: number): Promise<Targets | null> {
  const { rows } = await q.query<Targets>(
    'SELECT customer_id, brand_id, project_id FROM tt_tasks WHERE id = $1 AND user_id = $2',
    [taskId, userId],
  );
  return rows[0] ?? null;
}
