import type { ListQuery, ListSpec } from '../http/list-query.js';
import type { Queryable } from './client.js';

/** `%`, `_` and `\` match themselves in an ILIKE pattern (escape character `\`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ListSql {
  /** `WHERE ...` or '' */
  where: string;
  /** `ORDER BY ...` (always ends with the id column) */
  orderBy: string;
  /** `LIMIT $n OFFSET $m` */
  limit: string;
  /** bind values of where and limit, in placeholder order */
  params: unknown[];
  /** how many of `params` belong to `where` (the count query uses only those) */
  whereParams: number;
}

/**
 * Builds the SQL fragments of a parsed list query. Every name comes from the whitelist, every value is a
 * bind parameter; an entry the spec does not know throws (the parser never lets one through).
 */
export function buildListSql(spec: ListSpec, query: ListQuery): ListSql {
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  for (const { field, value } of query.filters) {
    const f = Object.prototype.hasOwnProperty.call(spec.filters, field) ? spec.filters[field] : undefined;
    if (!f) throw new Error(`filter ${JSON.stringify(field)} is not whitelisted`);
    switch (f.type) {
      case 'text':
        conditions.push(`${f.column} ILIKE ${bind(`%${escapeLike(String(value))}%`)}`);
        break;
      case 'boolean':
        conditions.push(`${f.column} = ${bind(value === true)}`);
        break;
      case 'exact':
        conditions.push(`${f.column} = ${bind(value)}`);
        break;
      case 'exists':
        conditions.push(f.sql(bind(value)));
        break;
    }
  }
  const whereParams = params.length;
  const orderParts = query.order.map(({ field, direction }) => {
    const column = Object.prototype.hasOwnProperty.call(spec.order, field) ? spec.order[field] : undefined;
    if (!column) throw new Error(`order ${JSON.stringify(field)} is not whitelisted`);
    return `${column} ${direction === 'desc' ? 'DESC' : 'ASC'}`;
  });
  orderParts.push(`${spec.idColumn} ASC`);
  const limit = `LIMIT ${bind(query.perPage)} OFFSET ${bind((query.page - 1) * query.perPage)}`;
  return {
    where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '',
    orderBy: `ORDER BY ${orderParts.join(', ')}`,
    limit,
    params,
    whereParams,
  };
}

/**
 * One page of a whitelisted list: `SELECT <select> FROM <from> <where> <order> <limit>` plus the count.
 * `select` and `from` are constants of the calling data-access module.
 */
export async function fetchPage<T>(
  db: Queryable,
  source: { select: string; from: string },
  spec: ListSpec,
  query: ListQuery,
  tx?: Queryable,
): Promise<{ rows: T[]; total: number }> {
  const q = buildListSql(spec, query);
  const runner = tx ?? db;
  const count = await runner.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM ${source.from} ${q.where}`,
    q.params.slice(0, q.whereParams),
  );
  const total = Number(count.rows[0]?.n ?? 0);
  // no need to ask for rows past the end
  if (total === 0 || (query.page - 1) * query.perPage >= total) return { rows: [], total };
  const { rows } = await runner.query<T>(
    `SELECT ${source.select} FROM ${source.from} ${q.where} ${q.orderBy} ${q.limit}`,
    q.params,
  );
  return { rows, total };
}
