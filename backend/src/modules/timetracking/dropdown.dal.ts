import type { RestTimeDropdownData } from '@portal/contract';
import type { Queryable } from '../../db/client.js';

/** The member's customers, brands, projects, types and unfinished tasks for the pickers, by name. */
export async function dropdownData(db: Queryable, userId: number): Promise<RestTimeDropdownData> {
  const list = async <T>(sql: string) => (await db.query<T>(sql, [userId])).rows;
  const [customers, brands, projects, types, tasks] = await Promise.all([
    list<RestTimeDropdownData['customers'][number]>(
      'SELECT id, name FROM tt_customers WHERE user_id = $1 ORDER BY lower(name), id',
    ),
    list<RestTimeDropdownData['brands'][number]>(
      'SELECT id, name, customer_id FROM tt_brands WHERE user_id = $1 ORDER BY lower(name), id',
    ),
    list<RestTimeDropdownData['projects'][number]>(
      'SELECT id, name, brand_id FROM tt_projects WHERE user_id = $1 ORDER BY lower(name), id',
    ),
    list<RestTimeDropdownData['types'][number]>(
      'SELECT id, name FROM tt_types WHERE user_id = $1 ORDER BY lower(name), id',
    ),
    list<RestTimeDropdownData['tasks'][number]>(
      `SELECT id, title, customer_id, brand_id FROM tt_tasks WHERE user_id = $1 AND finished_at IS NULL
        ORDER BY lower(title), id`,
    ),
  ]);
  return { customers, brands, projects, types, tasks };
}
