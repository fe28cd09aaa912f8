import type { Queryable } from '../../db/client.js';

/** The demo member by e-mail, and whether they have a customer yet (the demo seeds only a member without). */
export async function demoMember(
  db: Queryable,
  email: string,
): Promise<{ id: number; has_customers: boolean } | null> {
  const { rows } = await db.query<{ id: number; has_customers: boolean }>(
    `SELECT u.id::int AS id, EXISTS (SELECT 1 FROM tt_customers c WHERE c.user_id = u.id) AS has_customers
       FROM users u WHERE lower(u.email) = $1`,
    [email],
  );
  return rows[0] ?? null;
}
