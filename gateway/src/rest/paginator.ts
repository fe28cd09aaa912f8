import type { listQuery, RestPaginator, RestPaginatorMeta } from '@portal/contract';
import type { Language } from '../language.js';
import { badUserInput } from './errors.js';
import type { z } from 'zod';

/** The paging part of every list query (the contract's `listQuery`, whatever the resource sorts and filters by). */
export type RestListQuery = Omit<
  z.input<ReturnType<typeof listQuery<[string], Record<never, never>>>>,
  'filter'
>;

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

/** The paging arguments every `XPage` list takes. */
export interface PageArgs {
  page?: number | null;
  perPage?: number | null;
  orderBy?: string | null;
  direction?: 'ASC' | 'DESC' | null;
}

/**
 * The sortable fields of one list: GraphQL `orderBy` name → REST order field (the backend's whitelist). Built from
 * the GraphQL names, the REST names being their snake_case.
 */
export function orderFields(...names: string[]): Readonly<Record<string, string>> {
  return Object.freeze(Object.fromEntries(names.map((name) => [name, snakeCase(name)])));
}

/** 422 keys of the list parameters → the GraphQL arguments (`itemsPerPage` → `perPage`, `order.x` → `orderBy`). */
export const LIST_FIELD_KEYS = { itemsPerPage: 'perPage', order: 'orderBy' } as const;

/**
 * GraphQL paging arguments → Laravel query parameters (`page`, `itemsPerPage`, `order[field]=asc|desc`). An `orderBy`
 * outside `sortable` is refused here with BAD_USER_INPUT (`fieldErrors.orderBy`, localised) and never forwarded;
 * `direction` alone (no `orderBy`) changes nothing. Ranges of `page`/`perPage` are the backend's to check.
 */
export function pageQuery(
  args: PageArgs,
  sortable: Readonly<Record<string, string>>,
  language: Language,
): RestListQuery {
  const query: RestListQuery = {};
  if (args.page != null) query.page = args.page;
  if (args.perPage != null) query.itemsPerPage = args.perPage;
  if (args.orderBy != null) {
    const field = Object.hasOwn(sortable, args.orderBy) ? sortable[args.orderBy] : undefined;
    if (field === undefined) {
      throw badUserInput('orderBy', 'invalidOrderBy', language, {
        value: args.orderBy,
        allowed: Object.keys(sortable).join(', '),
      });
    }
    query.order = { [field]: args.direction === 'DESC' ? 'desc' : 'asc' };
  }
  return query;
}
