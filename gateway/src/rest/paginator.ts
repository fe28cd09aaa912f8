import type { RestPaginator, RestPaginatorMeta } from './types.js';

/** The schema's `pageInfo` (common to every `XPage`). */
export interface PageInfo {
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
}

export interface Page<T> {
  items: T[];
  pageInfo: PageInfo;
}

const toInt = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};

/**
 * Laravel's paginator JSON → `{items, pageInfo}`. Accepts the flat form (`{data, current_page, ...}`) and the
 * resource-collection form (`{data, meta: {current_page, ...}, links}`); `map` converts each item.
 */
export function toPage<T, U = T>(paginator: RestPaginator<T>, map?: (item: T) => U): Page<U> {
  const meta: Partial<RestPaginatorMeta> =
    'meta' in paginator && paginator.meta && typeof paginator.meta === 'object'
      ? paginator.meta
      : (paginator as Partial<RestPaginatorMeta>);
  const data = Array.isArray(paginator.data) ? paginator.data : [];
  const perPage = toInt(meta.per_page, data.length);
  const total = toInt(meta.total, data.length);
  return {
    items: map ? data.map(map) : (data as unknown as U[]),
    pageInfo: {
      currentPage: toInt(meta.current_page, 1),
      lastPage: toInt(meta.last_page, perPage > 0 ? Math.max(1, Math.ceil(total / perPage)) : 1),
      perPage,
      total,
    },
  };
}

/** `createdAt` → `created_at`. */
export const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** GraphQL paging arguments → Laravel query parameters (`page`, `per_page`, `order[field]=asc`). */
export function pageQuery(args: {
  page?: number | null;
  perPage?: number | null;
  orderBy?: string | null;
  direction?: string | null;
}): Record<string, string | number | Record<string, string>> {
  const query: Record<string, string | number | Record<string, string>> = {};
  if (args.page != null) query.page = args.page;
  if (args.perPage != null) query.per_page = args.perPage;
  if (args.orderBy) query.order = { [snakeCase(args.orderBy)]: (args.direction ?? 'asc').toLowerCase() };
  return query;
}
