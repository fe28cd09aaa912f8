import type { Queryable } from '../../db/client.js';
import { buildListSql } from '../../db/list.dal.js';
import type { ListQuery, ListSpec } from '../../http/list-query.js';
import { fieldError } from '../../http/errors.js';

/**
 * One of a member's tables (customers, brands, ... records): its view as the REST answer wants it. Every statement
 * carries the owner, so another member's id is as absent as an unknown one.
 */
export interface OwnedTable {
  /** `tt_brands`; its alias in `from` is `x`. */
  table: string;
  /** The answer's columns (joined names as `json_build_object`, see `named`). */
  select: string;
  /** `tt_brands x LEFT JOIN ...`. */
  from: string;
  spec: ListSpec;
}

/** `{id, name}` of a joined row, null when the join found none. */
export const named = (alias: string, label = 'name') =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'name', ${alias}.${label}) END`;

/** Parses a numeric filter value (an id); undefined rejects it. */
export const idFilter = (raw: string) => (/^\d{1,15}$/.test(raw.trim()) ? Number(raw) : undefined);

const pgCode = (err: unknown) => (err as { code?: unknown }).code;
/** The constraint a PostgreSQL error names (PGlite may give it in the message only). */
const constraintOf = (err: unknown) => {
  const e = err as { constraint?: unknown; message?: unknown };
  return `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
};

/**
 * A reference to a row the member does not own (or that was deleted meanwhile): the composite foreign keys
 * (`…_<column>_user_id_fkey`) refuse it; answered as Laravel's `exists` rule on that field.
 */
export async function refusingForeignRows<T>(run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (err) {
    const field = /_((?:customer|brand|project|type|task)_id)_user_id_fkey\b/.exec(constraintOf(err))?.[1];
    if (pgCode(err) === '23503' && field) throw fieldError(field, 'validation.exists');
    throw err;
  }
}

export const isUniqueViolation = (err: unknown, constraint: string) =>
  pgCode(err) === '23505' && constraintOf(err).includes(constraint);

/** The columns given a value, with it (their names come from code, never from input). */
const defined = (values: object) => Object.entries(values).filter(([, v]) => v !== undefined);

/** The statements of one of a member's tables: `Row` is what its `select` reads, `Columns` what a write may set. */
export function createOwnedDal<Row, Columns extends object>(db: Queryable, t: OwnedTable) {
  const one = `SELECT ${t.select} FROM ${t.from} WHERE x.id = $1 AND x.user_id = $2`;
  return {
    /** A page of the member's rows (the list's filters and order, always within the member's own). */
    async page(userId: number, query: ListQuery): Promise<{ rows: Row[]; total: number }> {
      const q = buildListSql(t.spec, query);
      const owner = (n: number) => `${q.where ? `${q.where} AND` : 'WHERE'} x.user_id = $${n}`;
      const count = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${t.from} ${owner(q.whereParams + 1)}`,
        [...q.params.slice(0, q.whereParams), userId],
      );
      const total = count.rows[0]?.n ?? 0;
      if (total === 0 || (query.page - 1) * query.perPage >= total) return { rows: [], total };
      const { rows } = await db.query<Row>(
        `SELECT ${t.select} FROM ${t.from} ${owner(q.params.length + 1)} ${q.orderBy} ${q.limit}`,
        [...q.params, userId],
      );
      return { rows, total };
    },

    async find(userId: number, id: number, tx: Queryable = db): Promise<Row | null> {
      const { rows } = await tx.query<Row>(one, [id, userId]);
      return rows[0] ?? null;
    },

    /** Inserts the columns given (undefined ones take their default); answers the new id. */
    async insert(userId: number, values: Partial<Columns>, now: Date, tx: Queryable = db) {
      const set = defined(values);
      const { rows } = await refusingForeignRows(
        tx.query<{ id: number }>(
          `INSERT INTO ${t.table} (user_id, created_at, updated_at${set.map(([c]) => `, ${c}`).join('')})
           VALUES ($1, $2, $2${set.map((_, i) => `, $${i + 3}`).join('')}) RETURNING id`,
          [userId, now, ...set.map(([, v]) => v)],
        ),
      );
      return rows[0]!.id;
    },

    /** Sets the columns given (undefined ones are left alone); false when the row is not the member's. */
    async update(userId: number, id: number, values: Partial<Columns>, now: Date, tx: Queryable = db) {
      const set = defined(values);
      const { rowCount } = await refusingForeignRows(
        tx.query(
          `UPDATE ${t.table} SET updated_at = $3${set.map(([c], i) => `, ${c} = $${i + 4}`).join('')}
            WHERE id = $1 AND user_id = $2`,
          [id, userId, now, ...set.map(([, v]) => v)],
        ),
      );
      return rowCount > 0;
    },

    async remove(userId: number, id: number, tx: Queryable = db): Promise<boolean> {
      const { rowCount } = await tx.query(`DELETE FROM ${t.table} WHERE id = $1 AND user_id = $2`, [
        id,
        userId,
      ]);
      return rowCount > 0;
    },
  };
}

export type OwnedDal<Row, Columns extends object> = ReturnType<typeof createOwnedDal<Row, Columns>>;
