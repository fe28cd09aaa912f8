import type { Queryable } from '../db/client.js';

/**
 * The leases of periodic work (table `periodic_leases`), held by one replica (`holder`, a random id per start).
 * Times are the database's (`now()`), the one clock every replica shares.
 */
export function createLeases(db: Queryable, holder: string) {
  const seconds = (ms: number) => ms / 1000;
  return {
    holder,
    /** Takes the lease for `ms` when nobody holds it or its holder's time is over, or renews it when held here. */
    async claim(name: string, ms: number): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO periodic_leases (name, holder, until) VALUES ($1, $2, now() + make_interval(secs => $3))
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until = excluded.until
           WHERE periodic_leases.until <= now() OR periodic_leases.holder = excluded.holder
         RETURNING holder`,
        [name, holder, seconds(ms)],
      );
      return rows.length > 0;
    },
    /** Keeps the lease `ms` from now; false when it is no longer held here (it ran out and was taken over). */
    async renew(name: string, ms: number): Promise<boolean> {
      const { rows } = await db.query(
        `UPDATE periodic_leases SET until = now() + make_interval(secs => $3)
          WHERE name = $1 AND holder = $2 RETURNING name`,
        [name, holder, seconds(ms)],
      );
      return rows.length > 0;
    },
    /** Gives the lease up (a clean stop): another replica, or this one restarted, may take it at once. */
    async release(name: string): Promise<void> {
      await db.query('DELETE FROM periodic_leases WHERE name = $1 AND holder = $2', [name, holder]);
    },
  };
}

export type Leases = ReturnType<typeof createLeases>;
